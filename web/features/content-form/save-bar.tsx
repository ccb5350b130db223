import { CircleAlert } from "lucide-react";
import { useRef } from "react";
import { SubmitButton } from "../../components/form-field.tsx";
import type { UploadProgress } from "../../lib/api.ts";
import { focusFirstError } from "./focus-first-error.ts";
import { errorCountText, useShownErrorCount } from "./shown-errors.ts";
import { UploadProgressBar } from "./upload-progress.tsx";
import type { WorkingCopyStatus } from "./use-working-copy.ts";

const timeOf = (at: Date) =>
  new Intl.DateTimeFormat("fr-FR", { hour: "2-digit", minute: "2-digit" }).format(at);

/** What the bar says of the working copy kept on the server (docs/decisions/053). */
function copyStatusText(status: WorkingCopyStatus): string {
  switch (status.state) {
    case "idle":
      return "";
    case "saving":
      return "Enregistrement de la copie de travail…";
    case "saved":
      return `Copie de travail enregistrée à ${timeOf(status.at)}`;
    case "needsTitle":
      return "Copie de travail : donnez un titre en français pour la garder.";
    case "failed":
      return `Copie de travail non enregistrée : ${status.message}`;
  }
}

/** Fields in the order of the page when a form has no order of its own. */
const pageOrder = () => 0;

/**
 * The end of a long back-office form, kept in view while the page scrolls (issue 19): what
 * is not saved yet, the working copy's last save, how many errors the form shows (a button
 * to the first, in the form's `rank` order, the page's without), the send's progress, and
 * the submit button; a content form adds 'Enregistrer et continuer' (`stayLabel`), which
 * saves with the same rules and stays on the document. Sticky, not fixed: at the bottom of
 * the form it takes its own place and covers no field.
 */
export function SaveBar({
  dirty,
  sending,
  label,
  progress = null,
  rank = pageOrder,
  copyStatus,
  stayLabel,
  saved,
}: {
  dirty: boolean;
  sending: boolean;
  label: string;
  progress?: UploadProgress | null;
  /** Where a field's error comes among the form's (focus-first-error.ts). */
  rank?: (path: string) => number;
  copyStatus?: WorkingCopyStatus | undefined;
  stayLabel?: string | undefined;
  /** What the last 'Enregistrer et continuer' said ("Article enregistré"). */
  saved?: string | null | undefined;
}) {
  const bar = useRef<HTMLDivElement>(null);
  const errors = useShownErrorCount(bar);
  const copyText = copyStatus ? copyStatusText(copyStatus) : "";
  return (
    <div
      ref={bar}
      className="sticky bottom-0 z-10 -mx-4 flex flex-col gap-2 border-t border-slate-200 bg-white/95 px-4 py-3 shadow-[0_-4px_8px_-4px_rgba(15,23,42,0.15)] backdrop-blur sm:mx-0 sm:rounded-t-lg sm:border-x"
    >
      <UploadProgressBar progress={progress} />
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
          <div className="flex flex-col gap-0.5">
            <p role="status" className="flex items-center gap-2 text-sm text-slate-700">
              <span
                aria-hidden="true"
                className={`inline-block h-2.5 w-2.5 rounded-full ${dirty ? "bg-amber-500" : "bg-slate-300"}`}
              />
              {dirty ? "Modifications non enregistrées" : (saved ?? "Aucune modification")}
            </p>
            {copyStatus && (
              <p
                role="status"
                className={`text-xs ${copyStatus.state === "failed" ? "text-red-700" : "text-slate-600"}`}
              >
                {copyText}
              </p>
            )}
          </div>
          {/* Said as it changes, and a way to the first error (in a hidden tab too). */}
          <p role="status" className="text-sm empty:hidden">
            {errors > 0 ? (
              <button
                type="button"
                onClick={() => {
                  const form = bar.current?.closest("form");
                  if (form) focusFirstError(form, rank);
                }}
                className="inline-flex min-h-9 items-center gap-2 rounded px-1 font-semibold text-red-700 underline underline-offset-2 hover:text-red-800"
              >
                <CircleAlert aria-hidden="true" className="h-5 w-5 shrink-0" />
                {errorCountText(errors)}
              </button>
            ) : null}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {stayLabel && (
            <button
              type="submit"
              data-stay="true"
              disabled={sending}
              className="rounded border border-brand-600 px-4 py-2 font-medium text-brand-700 hover:bg-brand-50 disabled:opacity-60"
            >
              {stayLabel}
            </button>
          )}
          <SubmitButton sending={sending} label={label} />
        </div>
      </div>
    </div>
  );
}
