import type { ComponentProps } from "react";
import { FieldShell, INPUT_CLASS } from "../../components/form-field.tsx";

/**
 * One language's keywords typed as comma-separated text: the domain's keywordsField
 * splits and trims it, in the browser and on the server alike.
 */
export function KeywordsField({
  label,
  error,
  input,
}: {
  label: string;
  error: string | undefined;
  /** The form hook's `field(...)` props for this language's keywords. */
  input: ComponentProps<"input">;
}) {
  return (
    <FieldShell label={label} error={error} hint="Séparés par des virgules, 30 caractères au plus.">
      {(a11y) => <input {...a11y} {...input} className={INPUT_CLASS} autoComplete="off" />}
    </FieldShell>
  );
}
