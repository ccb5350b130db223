// How a back-office list draws an item's fields, by the kind of cell the registry gives
// each column (domain/content-types/lists.ts, docs/decisions/044): one table for every
// content type (docs/decisions/050).
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { LocalizedText } from "../../../domain/content.ts";
import type { ListColumnSpec } from "../../../domain/content-types/lists.ts";
import type { AuthorView } from "../../lib/app-context.ts";
import { formatDate } from "../../lib/format.ts";
import { ItemActions } from "./content-list.tsx";
import type { Column } from "./data-table.tsx";
import { AuthorOnPhone, closingColumns, Thumbnail } from "./staff-list.tsx";
import { StatusLabel } from "./status-label.tsx";

/** What a list reads of every item, besides the fields its columns name. */
export interface ListItem {
  _id: string;
  titre: LocalizedText;
  nombreVues: number;
  auteur: AuthorView | null;
  /** A planned article whose date has passed: 'Planifié (en ligne)'. */
  enLigne?: boolean;
  /** A job offer the site shows: false for a published one past its closing day. */
  ouverte?: boolean;
  dateCreation?: string;
}

const fieldValue = (item: ListItem, field: string): unknown =>
  (item as unknown as Record<string, unknown>)[field];

/** The title's French text, 'Titre manquant' without one. */
export const titleOf = (item: ListItem) => item.titre.fr || "Titre manquant";

/** An image field's URL: the image's, or a gallery's first. */
function imageOf(item: ListItem, column: ListColumnSpec): string | null {
  const value = fieldValue(item, column.field);
  const url = Array.isArray(value) ? value[0] : value;
  return typeof url === "string" && url ? url : null;
}

/** A published job offer past its closing day: the site no longer shows it. */
const closedOffer = (item: ListItem, value: string) => value === "publié" && item.ouverte === false;

/**
 * A choice's label; a planned article already online says so (SPEC.md §4), and a published
 * offer past its closing day.
 */
function choiceLabel(item: ListItem, column: ListColumnSpec, value: string): string {
  const label = column.labels[value] ?? value;
  if (value === "planifié" && item.enLigne) return `${label} (en ligne)`;
  return closedOffer(item, value) ? `${label} (clôturée)` : label;
}

/** A cell as plain text: what a phone says under the title, and a card's value. */
export function cellText(item: ListItem, column: ListColumnSpec): string {
  const value = fieldValue(item, column.field);
  switch (column.cell) {
    case "image":
      return imageOf(item, column) ?? "";
    case "title":
      return titleOf(item);
    case "choices":
      return Array.isArray(value)
        ? value.map((code: string) => column.labels[code] ?? code).join(", ")
        : "";
    case "choice":
      return typeof value === "string" ? choiceLabel(item, column, value) : "";
    case "date":
      return formatDate("fr", typeof value === "string" ? value : null, "short");
    case "reference":
      // A reference answers its name, or an object that carries it (a project's sector).
      return typeof value === "string" ? value : ((value as { nom?: string } | null)?.nom ?? "");
    case "number":
      return value === null || value === undefined ? "" : String(value);
    default:
      return typeof value === "string"
        ? value
        : ((value as LocalizedText | null | undefined)?.fr ?? "");
  }
}

/** A cell as a table or a card shows it: a choice as a coloured label, the rest as text. */
function cellOf(item: ListItem, column: ListColumnSpec): ReactNode {
  const value = fieldValue(item, column.field);
  if (column.cell === "choice" && typeof value === "string") {
    // A closed offer takes the tone of what has run out (an expired opportunity's).
    const tone = closedOffer(item, value) ? "expiré" : value;
    return <StatusLabel value={tone} label={choiceLabel(item, column, value)} />;
  }
  return cellText(item, column);
}

/**
 * The title's cell: the title, a link to the item's edit screen; on a phone the summed-up
 * columns and the author under it; then the row's actions, which therefore stay in view
 * however many columns the table has.
 */
function TitleCell({
  item,
  summary,
  editTo,
  onDelete,
}: {
  item: ListItem;
  summary: readonly ListColumnSpec[];
  editTo: string;
  onDelete(): void;
}) {
  return (
    <div className="min-w-40 max-w-md">
      <Link
        to={editTo}
        className="font-medium text-slate-900 underline-offset-2 hover:text-brand-700 hover:underline"
      >
        {titleOf(item)}
      </Link>
      {summary.length > 0 ? (
        <span className="mt-0.5 block text-slate-600 sm:hidden">
          {summary.map((column) => cellText(item, column)).join(" · ")}
        </span>
      ) : null}
      <AuthorOnPhone auteur={item.auteur} />
      <ItemActions compact editTo={editTo} onDelete={onDelete} label={titleOf(item)} />
    </div>
  );
}

/**
 * A list's table columns from the registry's: the image as a thumbnail (only in a table
 * wide enough, docs/decisions/050), the title as the link to edit with the row's actions under it and what a phone
 * says of the rest, the other fields (left out on a phone), then the date, author,
 * languages and views every list ends with. The title, the state, the date and the views
 * sort the list by a click on their header (docs/decisions/050).
 */
export function tableColumns(
  columns: readonly ListColumnSpec[],
  editPath: (id: string) => string,
  remove: (item: ListItem) => void,
): Column<ListItem>[] {
  const summary = columns.filter((column) => column.phone === "summary");
  return [
    ...columns.map((column): Column<ListItem> => {
      const sort = column.sort ? { sort: column.sort } : {};
      if (column.cell === "image") {
        return {
          header: column.header,
          cell: (item) => <Thumbnail src={imageOf(item, column)} />,
          // The first column to go: the texts say more of an item than its picture.
          showFrom: "6xl",
        };
      }
      if (column.cell === "title") {
        return {
          header: column.header,
          cell: (item) => (
            <TitleCell
              item={item}
              summary={summary}
              editTo={editPath(item._id)}
              onDelete={() => remove(item)}
            />
          ),
          ...sort,
        };
      }
      return {
        header: column.header,
        cell: (item) => cellOf(item, column),
        ...(column.phone === "column" ? {} : { hideOnPhone: true }),
        ...sort,
      };
    }),
    ...closingColumns<ListItem>(),
  ];
}
