import { Link } from "react-router";

export type ContentType = "realisations" | "articles" | "opportunites";

/** The API's own default page size, named here so the pages count the same way. */
export const STAFF_PAGE_SIZE = 20;

/** `?page=` of the address, 1 when absent or not a whole number ≥ 1. */
export function pageOf(params: URLSearchParams): number {
  const page = Number(params.get("page") ?? "1");
  return Number.isInteger(page) && page >= 1 ? page : 1;
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
