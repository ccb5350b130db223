import { Link } from "react-router";

/** The row actions' look, for the lists whose actions are not links (categories). */
export const EDIT_CLASS =
  "inline-flex min-h-9 items-center rounded bg-brand-600 px-3 text-sm font-medium text-white hover:bg-brand-700";
export const DELETE_CLASS =
  "inline-flex min-h-9 items-center rounded px-2 text-sm font-medium text-red-700 hover:bg-red-50 hover:underline";

/** The same actions as small links under a row's title (the content lists' compact rows). */
const COMPACT_CLASSES = {
  edit: "inline-flex min-h-8 items-center rounded px-1.5 text-sm font-medium text-brand-700 hover:bg-brand-50 hover:underline",
  remove:
    "inline-flex min-h-8 items-center rounded px-1.5 text-sm font-medium text-red-700 hover:bg-red-50 hover:underline",
};

/**
 * An item's actions in every back-office list, one pattern: 'Modifier' the main action,
 * 'Supprimer' beside it, secondary and behind its confirmation; `label` (the item's
 * title) tells a screen reader which item each one acts on. 'Supprimer' is a link instead
 * (`deleteTo`) where the deletion has a page of its own to ask more than a yes. `compact`:
 * small links, under a title that is itself the link to edit.
 */
export function ItemActions({
  editTo,
  label,
  compact = false,
  ...remove
}: {
  editTo: string;
  label: string;
  compact?: boolean;
} & ({ onDelete(): void } | { deleteTo: string })) {
  const [editClass, deleteClass] = compact
    ? [COMPACT_CLASSES.edit, COMPACT_CLASSES.remove]
    : [EDIT_CLASS, DELETE_CLASS];
  const deleteLabel = (
    <>
      Supprimer<span className="sr-only"> : {label}</span>
    </>
  );
  return (
    <div className={`flex flex-wrap items-center ${compact ? "-mx-1.5 gap-1" : "gap-2"}`}>
      <Link to={editTo} className={editClass}>
        Modifier<span className="sr-only"> : {label}</span>
      </Link>
      {"deleteTo" in remove ? (
        <Link to={remove.deleteTo} className={deleteClass}>
          {deleteLabel}
        </Link>
      ) : (
        <button type="button" onClick={remove.onDelete} className={deleteClass}>
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
