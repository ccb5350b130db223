import { type ReactNode, useEffect, useRef } from "react";
import { useSearchParams } from "react-router";
import { type SortKey, SortLink, sortStateOf, TableRegion } from "./list-controls.tsx";
import { SAVED_ROW_CLASS, SavedMark, useSavedId } from "./list-notice.tsx";

export interface Column<T> {
  header: string;
  cell: (row: T) => ReactNode;
  /** Classes of the column's cells, besides the padding every cell has. */
  className?: string;
  /** Left out below the `sm` width, where the row must say it some other way. */
  hideOnPhone?: boolean;
  /**
   * Shown only once the table's box is this wide (a container query): a column that can
   * go, so that the others fit without scrolling where the screen leaves less room.
   */
  showFrom?: keyof typeof SHOWN_FROM;
  /** The list's order its header sorts by, when it sorts (a link, docs/decisions/050). */
  sort?: SortKey;
}

/**
 * Rows a table lets staff tick, for an action on several at once: which are ticked (by
 * their key), what a change ticks, and the name each row's box is read with.
 */
export interface RowSelection<T> {
  selected: ReadonlySet<string>;
  onChange(selected: Set<string>): void;
  rowLabel(row: T): string;
}

const PHONE_HIDDEN = "hidden sm:table-cell";

/** The table's widths a column may wait for (Tailwind's container sizes: 56rem, 72rem). */
export const SHOWN_FROM = {
  "4xl": "hidden @4xl:table-cell",
  "6xl": "hidden @6xl:table-cell",
} as const;

/** The classes that leave a column out where it has no room. */
const visibility = (column: { hideOnPhone?: boolean; showFrom?: keyof typeof SHOWN_FROM }) =>
  column.showFrom ? SHOWN_FROM[column.showFrom] : column.hideOnPhone ? PHONE_HIDDEN : "";
const CELL = "px-3 py-2";
const CHECKBOX_CLASS = "size-5 cursor-pointer accent-brand-600";

/**
 * A back-office table: one header row, one row per item, scrolling sideways on phones
 * inside a region named `label`. The item a form just saved is marked and scrolled to.
 * With `selection`, each row starts with a box to tick and the header with one that ticks
 * the whole page.
 */
export function DataTable<T>({
  label,
  rows,
  columns,
  rowKey,
  selection,
}: {
  label: string;
  rows: readonly T[];
  columns: readonly Column<T>[];
  rowKey: (row: T) => string;
  selection?: RowSelection<T> | undefined;
}) {
  const savedId = useSavedId();
  const [params] = useSearchParams();
  return (
    <TableRegion label={label}>
      <table className="min-w-full text-left text-sm">
        <thead className="bg-slate-100 text-slate-700">
          <tr>
            {selection ? (
              <th scope="col" className={`${CELL} w-10`}>
                <SelectAll rows={rows} rowKey={rowKey} selection={selection} />
              </th>
            ) : null}
            {columns.map((column) => (
              <th
                key={column.header}
                scope="col"
                aria-sort={column.sort ? sortStateOf(params, column.sort) : undefined}
                className={[CELL, "whitespace-nowrap", visibility(column)]
                  .filter(Boolean)
                  .join(" ")}
              >
                {column.sort ? (
                  <SortLink label={column.header} sortKey={column.sort} />
                ) : (
                  column.header
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const key = rowKey(row);
            const saved = savedId !== undefined && key === savedId;
            const ticked = selection?.selected.has(key) ?? false;
            return (
              <tr
                key={key}
                ref={saved ? (element) => element?.scrollIntoView({ block: "nearest" }) : undefined}
                className={[
                  "border-t border-slate-200 align-top",
                  saved ? SAVED_ROW_CLASS : ticked ? "bg-brand-50" : "",
                ].join(" ")}
              >
                {selection ? (
                  <td className={CELL}>
                    <input
                      type="checkbox"
                      className={`${CHECKBOX_CLASS} mt-0.5`}
                      checked={ticked}
                      aria-label={`Sélectionner : ${selection.rowLabel(row)}`}
                      onChange={(event) => {
                        const next = new Set(selection.selected);
                        if (event.target.checked) next.add(key);
                        else next.delete(key);
                        selection.onChange(next);
                      }}
                    />
                  </td>
                ) : null}
                {columns.map((column, index) => (
                  <td
                    key={column.header}
                    className={[CELL, column.className, visibility(column)]
                      .filter(Boolean)
                      .join(" ")}
                  >
                    {saved && index === 0 ? <SavedMark /> : null}
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableRegion>
  );
}

/** The header's box: ticks every row of the page, or none once all are; mixed when some are. */
function SelectAll<T>({
  rows,
  rowKey,
  selection,
}: {
  rows: readonly T[];
  rowKey: (row: T) => string;
  selection: RowSelection<T>;
}) {
  const keys = rows.map(rowKey);
  const count = keys.filter((key) => selection.selected.has(key)).length;
  const all = keys.length > 0 && count === keys.length;
  const box = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (box.current) box.current.indeterminate = count > 0 && !all;
  }, [count, all]);
  return (
    <input
      ref={box}
      type="checkbox"
      className={CHECKBOX_CLASS}
      checked={all}
      aria-label="Tout sélectionner sur cette page"
      onChange={() => selection.onChange(all ? new Set() : new Set(keys))}
    />
  );
}
