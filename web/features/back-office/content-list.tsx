import { Link } from "react-router";

/** The content types, spelled once (back-office-screens.ts). */
export type { ContentType } from "../../lib/back-office-screens.ts";

/** The row actions' look, for the lists whose actions are not links (categories). */
export const EDIT_CLASS =
  "inline-flex min-h-9 items-center rounded bg-brand-600 px-3 text-sm font-medium text-white hover:bg-brand-700";
export const DELETE_CLASS =
  "inline-flex min-h-9 items-center rounded px-2 text-sm font-medium text-red-700 hover:bg-red-50 hover:underline";

/**
 * An item's actions in every back-office list, one pattern: 'Modifier' the main action,
 * 'Supprimer' beside it, secondary and behind its confirmation; `label` (the item's
 * title) tells a screen reader which item each one acts on. 'Supprimer' is a link instead
 * (`deleteTo`) where the deletion has a page of its own to ask more than a yes.
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
    <div className="flex flex-wrap items-center gap-2">
      <Link to={editTo} className={EDIT_CLASS}>
        Modifier<span className="sr-only"> : {label}</span>
      </Link>
      {"deleteTo" in remove ? (
        <Link to={remove.deleteTo} className={DELETE_CLASS}>
          {deleteLabel}
        </Link>
      ) : (
        <button type="button" onClick={remove.onDelete} className={DELETE_CLASS}>
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
