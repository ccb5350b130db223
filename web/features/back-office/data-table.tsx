import type { ReactNode } from "react";
import { TableRegion } from "./list-controls.tsx";
import { SAVED_ROW_CLASS, SavedMark, useSavedId } from "./list-notice.tsx";

export interface Column<T> {
  header: string;
  cell: (row: T) => ReactNode;
  /** Classes of the column's cells, besides the padding every cell has. */
  className?: string;
  /** Left out below the `sm` width, where the row must say it some other way. */
  hideOnPhone?: boolean;
}

const PHONE_HIDDEN = "hidden sm:table-cell";

/**
 * A back-office table: one header row, one row per item, scrolling sideways on phones
 * inside a region named `label`. The item a form just saved is marked and scrolled to.
 */
export function DataTable<T>({
  label,
  rows,
  columns,
  rowKey,
}: {
  label: string;
  rows: readonly T[];
  columns: readonly Column<T>[];
  rowKey: (row: T) => string;
}) {
  const savedId = useSavedId();
  return (
    <TableRegion label={label}>
      <table className="min-w-full text-left text-sm">
        <thead className="bg-slate-100 text-slate-700">
          <tr>
            {columns.map((column) => (
              <th
                key={column.header}
                scope="col"
                className={column.hideOnPhone ? `px-4 py-3 ${PHONE_HIDDEN}` : "px-4 py-3"}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const saved = savedId !== undefined && rowKey(row) === savedId;
            return (
              <tr
                key={rowKey(row)}
                ref={saved ? (element) => element?.scrollIntoView({ block: "nearest" }) : undefined}
                className={`border-t border-slate-200 align-top ${saved ? SAVED_ROW_CLASS : ""}`}
              >
                {columns.map((column, index) => (
                  <td
                    key={column.header}
                    className={[
                      "px-4 py-3",
                      column.className,
                      column.hideOnPhone ? PHONE_HIDDEN : undefined,
                    ]
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
