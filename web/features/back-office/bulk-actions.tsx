import { BULK_ACTION_LABELS, type BulkAction } from "../../../domain/content-types/bulk-actions.ts";

const BUTTON_CLASS =
  "inline-flex min-h-9 items-center rounded border px-3 font-medium disabled:cursor-not-allowed disabled:opacity-60";

const TONE: Record<BulkAction, string> = {
  publier: "border-brand-600 bg-brand-600 text-white enabled:hover:bg-brand-700",
  depublier: "border-slate-300 bg-white text-slate-800 enabled:hover:border-brand-600",
  supprimer: "border-red-300 bg-white text-red-700 enabled:hover:bg-red-50",
};

/**
 * The actions on the rows ticked in a list (docs/decisions/050): how many are ticked, and a
 * button per action the type allows, idle until a row is ticked or while one is sent.
 */
export function BulkActionBar({
  actions,
  count,
  busy,
  onAction,
}: {
  actions: readonly BulkAction[];
  count: number;
  busy: boolean;
  onAction(action: BulkAction): void;
}) {
  return (
    <fieldset className="flex flex-wrap items-center gap-2 text-sm">
      <legend className="sr-only">Actions sur la sélection</legend>
      <span className="mr-2 text-slate-700" aria-live="polite">
        {count === 0
          ? "Cochez des lignes pour agir sur plusieurs à la fois."
          : `${count} sélectionné${count > 1 ? "s" : ""} :`}
      </span>
      {actions.map((action) => (
        <button
          key={action}
          type="button"
          disabled={count === 0 || busy}
          onClick={() => onAction(action)}
          className={`${BUTTON_CLASS} ${TONE[action]}`}
        >
          {BULK_ACTION_LABELS[action]}
          <span className="sr-only"> la sélection</span>
        </button>
      ))}
    </fieldset>
  );
}
