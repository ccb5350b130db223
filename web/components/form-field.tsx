import { useId } from "react";
import type { FormDraft } from "../lib/use-form-draft.ts";

interface FieldShellProps {
  label: string;
  error?: string;
  hint?: string;
  /** Marked with a * beside the label, and said to screen readers by aria-required. */
  required?: boolean;
  children: (props: {
    id: string;
    "aria-invalid": boolean;
    "aria-describedby"?: string;
    "aria-required"?: boolean;
  }) => React.ReactNode;
}

/** A label, its control and the control's error, wired for screen readers. */
export function FieldShell({ label, error, hint, required = false, children }: FieldShellProps) {
  const id = useId();
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  const a11y = {
    id,
    "aria-invalid": Boolean(error),
    "aria-describedby": describedBy,
    ...(required ? { "aria-required": true } : {}),
  };
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-baseline gap-1">
        {/* Its id names a control that is no form element (the Markdown editor). */}
        <label id={`${id}-label`} htmlFor={id} className="text-sm font-medium text-slate-700">
          {label}
        </label>
        {/* Outside the label: the field's name stays its name, and aria-required says the
            rest to a screen reader. */}
        {required ? (
          <span aria-hidden="true" className="text-sm font-medium text-red-700">
            *
          </span>
        ) : null}
      </div>
      {children(a11y)}
      {/* One line is always kept under the field: an error appearing as the field is left
          must not push the form down under the pointer, or the click on a button below
          (pressed as the field lost focus) lands elsewhere and is lost. */}
      <div className="min-h-5">
        {hint && !error && (
          <p id={`${id}-hint`} className="text-xs text-slate-500">
            {hint}
          </p>
        )}
        {error && (
          <p id={`${id}-error`} className="text-sm text-red-700">
            {error}
          </p>
        )}
      </div>
    </div>
  );
}

export const INPUT_CLASS =
  "w-full rounded border border-slate-300 px-3 py-2 text-base focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 aria-[invalid=true]:border-red-600";

export function Alert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <div
      role="alert"
      className="rounded border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-800"
    >
      {message}
    </div>
  );
}

/** Offers back what was typed in an earlier visit (web/lib/use-form-draft.ts). */
export function DraftNotice({
  savedAt,
  onRestore,
  onDiscard,
  found = (when) => `Une saisie non enregistrée du ${when} a été retrouvée.`,
  restoreLabel = "Reprendre la saisie",
  discardLabel = "Ignorer",
}: {
  savedAt: Date;
  onRestore(): void;
  onDiscard(): void;
  /** What was found, given its date (a working copy on the server says so). */
  found?: (when: string) => string;
  restoreLabel?: string;
  discardLabel?: string;
}) {
  const when = new Intl.DateTimeFormat("fr-FR", { dateStyle: "long", timeStyle: "short" }).format(
    savedAt,
  );
  return (
    <div
      role="status"
      className="flex flex-wrap items-center gap-3 rounded border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950"
    >
      <p className="flex-1">{found(when)}</p>
      <button
        type="button"
        onClick={onRestore}
        className="rounded bg-brand-700 px-3 py-1.5 font-medium text-white hover:bg-brand-900"
      >
        {restoreLabel}
      </button>
      <button
        type="button"
        onClick={onDiscard}
        className="rounded border border-amber-400 px-3 py-1.5 font-medium hover:bg-amber-100"
      >
        {discardLabel}
      </button>
    </div>
  );
}

/**
 * A back-office form's submit button, disabled and saying `sendingLabel` while the form is
 * being sent; `danger` for a deletion.
 */
export function SubmitButton({
  sending,
  label,
  sendingLabel = "Enregistrement…",
  danger = false,
}: {
  sending: boolean;
  label: string;
  sendingLabel?: string;
  danger?: boolean;
}) {
  const colours = danger ? "bg-red-700 hover:bg-red-800" : "bg-brand-600 hover:bg-brand-700";
  return (
    <div>
      <button
        type="submit"
        disabled={sending}
        className={`rounded px-5 py-2 font-medium text-white disabled:opacity-60 ${colours}`}
      >
        {sending ? sendingLabel : label}
      </button>
    </div>
  );
}

/**
 * What a form says above its fields: which fields must be filled, a draft to take back,
 * then why the last send failed.
 */
export function FormNotices({ draft, error }: { draft: FormDraft; error: string | null }) {
  return (
    <>
      <p className="text-sm text-slate-600">Les champs marqués d'un * sont obligatoires.</p>
      {draft.offered && (
        <DraftNotice
          savedAt={draft.offered.savedAt}
          onRestore={draft.restore}
          onDiscard={draft.discard}
        />
      )}
      <Alert message={error} />
    </>
  );
}
