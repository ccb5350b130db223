import { Link } from "react-router";

export type ContentType = "realisations" | "articles" | "opportunites";

/**
 * An item's 'Modifier' link and 'Supprimer' button in a back-office list; `label` (the
 * item's title) tells a screen reader which item each one acts on.
 */
export function ItemActions({
  editTo,
  onDelete,
  label,
}: {
  editTo: string;
  onDelete(): void;
  label: string;
}) {
  return (
    <div className="flex flex-wrap gap-3">
      <Link to={editTo} className="text-brand-600 hover:underline">
        Modifier<span className="sr-only"> : {label}</span>
      </Link>
      <button type="button" onClick={onDelete} className="text-red-700 hover:underline">
        Supprimer<span className="sr-only"> : {label}</span>
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
