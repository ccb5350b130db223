import { SubmitButton } from "../../components/form-field.tsx";
import type { UploadProgress } from "../../lib/api.ts";
import { UploadProgressBar } from "./upload-progress.tsx";

/**
 * The end of a long back-office form, kept in view while the page scrolls (issue 19): what
 * is not saved yet, the send's progress, and the submit button. Sticky, not fixed: at the
 * bottom of the form it takes its own place and covers no field.
 */
export function SaveBar({
  dirty,
  sending,
  label,
  progress = null,
}: {
  dirty: boolean;
  sending: boolean;
  label: string;
  progress?: UploadProgress | null;
}) {
  return (
    <div className="sticky bottom-0 z-10 -mx-4 flex flex-col gap-2 border-t border-slate-200 bg-white/95 px-4 py-3 shadow-[0_-4px_8px_-4px_rgba(15,23,42,0.15)] backdrop-blur sm:mx-0 sm:rounded-t-lg sm:border-x">
      <UploadProgressBar progress={progress} />
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <p className="flex items-center gap-2 text-sm text-slate-700">
          <span
            aria-hidden="true"
            className={`inline-block h-2.5 w-2.5 rounded-full ${dirty ? "bg-amber-500" : "bg-slate-300"}`}
          />
          {dirty ? "Modifications non enregistrées" : "Aucune modification"}
        </p>
        <SubmitButton sending={sending} label={label} />
      </div>
    </div>
  );
}
