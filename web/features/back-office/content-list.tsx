import { Link } from "react-router";

export type ContentType = "realisations" | "articles" | "opportunites";

/**
 * An item's 'Modifier' link and 'Supprimer' button in a back-office list; `label` (the
 * item's title) tells a screen reader which item each one acts on. 'Supprimer' is a link
 * instead (`deleteTo`) where the deletion has a page of its own to ask more than a yes.
 */
export function ItemActions({
  editTo,
  label,
  ...remove
}: {
  editTo: string;
  label: string;
} & ({ onDelete(): void } | { deleteTo: string })) {
  const deleteLabel = (
    <>
      Supprimer<span className="sr-only"> : {label}</span>
    </>
  );
  return (
    <div className="flex flex-wrap gap-3">
      <Link to={editTo} className="text-brand-600 hover:underline">
        Modifier<span className="sr-only"> : {label}</span>
      </Link>
      {"deleteTo" in remove ? (
        <Link to={remove.deleteTo} className="text-red-700 hover:underline">
          {deleteLabel}
        </Link>
      ) : (
        <button type="button" onClick={remove.onDelete} className="text-red-700 hover:underline">
          {deleteLabel}
        </button>
      )}
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
