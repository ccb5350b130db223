import type { ChangeEvent } from "react";
import type { FieldValues, Path } from "react-hook-form";
import { FieldShell, INPUT_CLASS } from "../../components/form-field.tsx";
import type { SchemaForm } from "../../lib/use-schema-form.ts";

/** A select of one of the domain's values (statut, état…), each shown by its label. */
export function ChoiceField<V extends FieldValues, C extends string>({
  form,
  name,
  label,
  choices,
  labels,
  onChange,
}: {
  form: SchemaForm<V>;
  name: Path<V>;
  label: string;
  choices: readonly C[];
  labels: Readonly<Record<C, string>>;
  onChange?(event: ChangeEvent<HTMLSelectElement>): void;
}) {
  return (
    <FieldShell label={label} error={form.errorFor(name)}>
      {(a11y) => (
        <select {...a11y} {...form.field(name, { onChange })} className={INPUT_CLASS}>
          {choices.map((choice) => (
            <option key={choice} value={choice}>
              {labels[choice]}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  );
}
