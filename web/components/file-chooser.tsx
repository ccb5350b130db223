import { useId } from "react";
import { INPUT_CLASS } from "./form-field.tsx";

/**
 * A file input sent by a button of its own (the logo, the home video): its label, what it
 * takes (`accept`), and under it the error of the last send or else a hint, the one the
 * input is described by.
 */
export function FileChooser({
  label,
  accept,
  hint,
  error,
  onFile,
}: {
  label: string;
  accept: string;
  hint: string;
  error: string | null;
  onFile(file: File | null): void;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      <input
        id={id}
        type="file"
        accept={accept}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : `${id}-hint`}
        className={INPUT_CLASS}
        onChange={(event) => onFile(event.currentTarget.files?.[0] ?? null)}
      />
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      ) : (
        <p id={`${id}-hint`} className="text-xs text-slate-500">
          {hint}
        </p>
      )}
    </div>
  );
}
