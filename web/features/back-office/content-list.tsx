import { useEffect, useState } from "react";
import { Link, useSearchParams } from "react-router";
import type { LocalizedText } from "../../../domain/content.ts";
import { Alert } from "../../components/form-field.tsx";
import { api, errorMessage } from "../../lib/api.ts";
import { formatDate } from "../../lib/format.ts";
import { type Column, DataTable } from "./data-table.tsx";

export type ContentType = "realisations" | "articles" | "opportunites";

/** What the three staff lists (`GET /{type}/admin/all`) answer in common. */
export interface StaffItem {
  _id: string;
  titre: LocalizedText;
  etat: string;
  datePublication: string | null;
  /** Projects and opportunities; articles answer their publication date instead. */
  dateCreation?: string;
  nombreVues: number;
}

interface StaffPage {
  data: StaffItem[];
  total: number;
}

/** The API's own default page size, named here so the pages count the same way. */
export const STAFF_PAGE_SIZE = 20;

const STATE_LABELS: Record<string, string> = {
  brouillon: "Brouillon",
  planifié: "Planifié",
  publié: "Publié",
};

// The list is ordered by creation (newest first): the column shows that date where the
// API has it. An article's publication date is set at creation unless it is planned.
const dateOf = (item: StaffItem) =>
  formatDate("fr", item.dateCreation ?? item.datePublication, "short") || "N/A";
const stateOf = (item: StaffItem) => STATE_LABELS[item.etat] ?? item.etat;
const viewsOf = (item: StaffItem) => `${item.nombreVues} vue${item.nombreVues > 1 ? "s" : ""}`;

const COLUMNS: Column<StaffItem>[] = [
  {
    header: "Titre",
    cell: (item) => (
      <>
        <span className="font-medium">{item.titre.fr || "Titre manquant"}</span>
        {/* A phone has no room for the other columns: their values go under the title. */}
        <span className="mt-1 block text-slate-600 sm:hidden">
          {stateOf(item)} · {dateOf(item)} · {viewsOf(item)}
        </span>
      </>
    ),
  },
  { header: "État", cell: stateOf, hideOnPhone: true, className: "whitespace-nowrap" },
  { header: "Date", cell: dateOf, hideOnPhone: true, className: "whitespace-nowrap" },
  { header: "Vues", cell: (item) => item.nombreVues, hideOnPhone: true },
];

/** `?page=` of the address, 1 when absent or not a whole number ≥ 1. */
export function pageOf(params: URLSearchParams): number {
  const page = Number(params.get("page") ?? "1");
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/**
 * One content type's back-office list, newest first, a page at a time. The server decides
 * what it holds: everything for an administrator, their own items for a conseiller
 * (server/features/content/ownership.ts).
 */
export function ContentList({
  type,
  heading,
  emptyText,
}: {
  type: ContentType;
  heading: string;
  emptyText: string;
}) {
  const [params] = useSearchParams();
  const page = pageOf(params);
  const [result, setResult] = useState<StaffPage | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let cancelled = false;
    setResult(null);
    setError(null);
    api<StaffPage>(`/${type}/admin/all?page=${page}&limite=${STAFF_PAGE_SIZE}`)
      .then((answer) => !cancelled && setResult(answer))
      .catch((caught) => {
        if (cancelled) return;
        console.error(caught);
        setError(errorMessage(caught, "Erreur lors du chargement"));
      });
    return () => {
      cancelled = true;
    };
  }, [type, page]);

  return (
    <section className="flex flex-col gap-6">
      <h1 className="text-2xl font-semibold">{heading}</h1>
      <Alert message={error} />
      {error ? null : result === null ? (
        <p className="text-slate-600">Chargement en cours...</p>
      ) : result.data.length === 0 ? (
        <p className="text-slate-600">{emptyText}</p>
      ) : (
        <>
          <DataTable rows={result.data} columns={COLUMNS} rowKey={(item) => item._id} />
          <PageLinks page={page} total={result.total} params={params} />
        </>
      )}
    </section>
  );
}

/**
 * Previous and next pages of a back-office list, as links so the page can be bookmarked;
 * the list's other parameters (its filters) stay.
 */
export function PageLinks({
  page,
  total,
  params,
}: {
  page: number;
  total: number;
  params: URLSearchParams;
}) {
  const pages = Math.max(1, Math.ceil(total / STAFF_PAGE_SIZE));
  if (pages === 1) return null;
  const pageLink = (target: number) => {
    const next = new URLSearchParams(params);
    next.set("page", String(target));
    return `?${next}`;
  };
  const linkClass = "rounded border border-slate-300 bg-white px-3 py-1.5 hover:border-brand-600";
  return (
    <nav aria-label="Pagination" className="flex items-center justify-between gap-3 text-sm">
      {page > 1 ? (
        <Link to={pageLink(page - 1)} rel="prev" className={linkClass}>
          ← Précédent
        </Link>
      ) : (
        <span />
      )}
      <span className="text-slate-600">
        Page {page} sur {pages}
      </span>
      {page < pages ? (
        <Link to={pageLink(page + 1)} rel="next" className={linkClass}>
          Suivant →
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}

/** An item's 'Modifier' link and 'Supprimer' button in a back-office list. */
export function ItemActions({ editTo, onDelete }: { editTo: string; onDelete(): void }) {
  return (
    <div className="flex flex-wrap gap-3">
      <Link to={editTo} className="text-brand-600 hover:underline">
        Modifier
      </Link>
      <button type="button" onClick={onDelete} className="text-red-700 hover:underline">
        Supprimer
      </button>
    </div>
  );
}

/** A back-office list's heading and its '+ Ajouter …' link. */
export function ListHeader({
  heading,
  addTo,
  addLabel,
}: {
  heading: string;
  addTo: string;
  addLabel: string;
}) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <h1 className="text-2xl font-semibold">{heading}</h1>
      <Link
        to={addTo}
        className="rounded bg-brand-600 px-4 py-2 font-medium text-white hover:bg-brand-700"
      >
        {addLabel}
      </Link>
    </div>
  );
}
