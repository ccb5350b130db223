// How a back-office list draws an item's fields, by the kind of cell the registry gives
// each column (domain/content-types/lists.ts, docs/decisions/044): one table or one set
// of cards for every content type.
import type { ReactNode } from "react";
import type { LocalizedText } from "../../../domain/content.ts";
import { type ListColumnSpec, TITLE_FIELD } from "../../../domain/content-types/lists.ts";
import type { AuthorView } from "../../lib/app-context.ts";
import { formatDate } from "../../lib/format.ts";
import { ItemActions } from "./content-list.tsx";
import type { Column } from "./data-table.tsx";
import { SAVED_ROW_CLASS, SavedMark, useSavedId } from "./list-notice.tsx";
import { AuthorName, AuthorOnPhone, closingColumns, Thumbnail } from "./staff-list.tsx";
import { StatusLabel } from "./status-label.tsx";

/** What a list reads of every item, besides the fields its columns name. */
export interface ListItem {
  _id: string;
  titre: LocalizedText;
  nombreVues: number;
  auteur: AuthorView | null;
  /** A planned article whose date has passed: 'Planifié (en ligne)'. */
  enLigne?: boolean;
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

/** A choice's label; a planned article already online says so (SPEC.md §4). */
function choiceLabel(item: ListItem, column: ListColumnSpec, value: string): string {
  const label = column.labels[value] ?? value;
  return value === "planifié" && item.enLigne ? `${label} (en ligne)` : label;
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
    return <StatusLabel value={value} label={choiceLabel(item, column, value)} />;
  }
  return cellText(item, column);
}

/** The title's cell: on a phone, the summed-up columns and the author under it. */
function TitleCell({ item, summary }: { item: ListItem; summary: readonly ListColumnSpec[] }) {
  return (
    <>
      <span className="font-medium">{titleOf(item)}</span>
      {summary.length > 0 ? (
        <span className="mt-1 block text-slate-600 sm:hidden">
          {summary.map((column) => cellText(item, column)).join(" · ")}
        </span>
      ) : null}
      <AuthorOnPhone auteur={item.auteur} />
    </>
  );
}

/**
 * A list's table columns from the registry's: the image as a thumbnail, the title with
 * what a phone says under it, the other fields (left out on a phone), then the author,
 * languages, views and actions every list ends with.
 */
export function tableColumns(
  columns: readonly ListColumnSpec[],
  editPath: (id: string) => string,
  remove: (item: ListItem) => void,
): Column<ListItem>[] {
  const summary = columns.filter((column) => column.phone === "summary");
  return [
    ...columns.map(
      (column): Column<ListItem> => ({
        header: column.header,
        cell:
          column.cell === "image"
            ? (item) => <Thumbnail src={imageOf(item, column)} />
            : column.cell === "title"
              ? (item) => <TitleCell item={item} summary={summary} />
              : (item) => cellOf(item, column),
        ...(column.phone === "column" ? {} : { hideOnPhone: true }),
      }),
    ),
    ...closingColumns(editPath, remove),
  ];
}

function CardImage({ src }: { src: string | null }) {
  if (!src) {
    return (
      <div className="flex aspect-[3/2] items-center justify-center bg-gradient-to-br from-brand-700 to-brand-900 text-sm text-white">
        Aucune image
      </div>
    );
  }
  return <img src={src} alt="" className="aspect-[3/2] w-full object-cover" loading="lazy" />;
}

/**
 * An item as a card (SPEC.md §2's opportunities): its image, its title, each other column
 * as a term and its value ('N/A' when empty), then when it was created, its views and its
 * author, and its actions.
 */
export function ContentCard({
  item,
  columns,
  editTo,
  onDelete,
}: {
  item: ListItem;
  columns: readonly ListColumnSpec[];
  editTo: string;
  onDelete(item: ListItem): void;
}) {
  const views = `${item.nombreVues} vue${item.nombreVues > 1 ? "s" : ""}`;
  const saved = useSavedId() === item._id;
  const image = columns.find((column) => column.cell === "image");
  const details = columns.filter(
    (column) => column.cell !== "image" && column.field !== TITLE_FIELD,
  );
  return (
    <li
      ref={saved ? (element) => element?.scrollIntoView({ block: "nearest" }) : undefined}
      className={`flex flex-col overflow-hidden rounded border border-slate-200 bg-white shadow-sm ${saved ? SAVED_ROW_CLASS : ""}`}
    >
      {image ? <CardImage src={imageOf(item, image)} /> : null}
      <div className="flex flex-1 flex-col gap-2 p-4">
        {saved ? <SavedMark /> : null}
        <h2 className="font-semibold">{titleOf(item)}</h2>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm text-slate-700">
          {details.map((column) => (
            <CardDetail key={column.field} term={column.header}>
              {cellText(item, column) ? cellOf(item, column) : "N/A"}
            </CardDetail>
          ))}
          <CardDetail term="Créée le">
            {formatDate("fr", item.dateCreation, "short") || "N/A"}
          </CardDetail>
          <CardDetail term="Vues">{views}</CardDetail>
          <CardDetail term="Auteur">
            <AuthorName auteur={item.auteur} />
          </CardDetail>
        </dl>
        <div className="mt-auto pt-2">
          <ItemActions editTo={editTo} onDelete={() => onDelete(item)} label={titleOf(item)} />
        </div>
      </div>
    </li>
  );
}

function CardDetail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-slate-600">{term}</dt>
      <dd>{children}</dd>
    </>
  );
}
