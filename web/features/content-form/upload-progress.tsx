import { useId } from "react";
import type { UploadProgress } from "../../lib/api.ts";

/** How much of a multipart send has gone, while it goes. */
export function UploadProgressBar({ progress }: { progress: UploadProgress | null }) {
  const id = useId();
  if (!progress) return null;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm text-slate-700">
        Envoi des images : {Math.round((progress.loaded / progress.total) * 100)} %
      </label>
      <progress id={id} max={progress.total} value={progress.loaded} className="w-full" />
    </div>
  );
}

/** The submit button: 'Enregistrement…' while sending (SPEC.md §8). */
export function SubmitButton({ sending, label }: { sending: boolean; label: string }) {
  return (
    <div>
      <button
        type="submit"
        disabled={sending}
        className="rounded bg-brand-600 px-5 py-2 font-medium text-white hover:bg-brand-700 disabled:opacity-60"
      >
        {sending ? "Enregistrement…" : label}
      </button>
    </div>
  );
}
