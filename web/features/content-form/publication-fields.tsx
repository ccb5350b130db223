import type { FieldValues, Path, PathValue } from "react-hook-form";
import { FieldShell, INPUT_CLASS } from "../../components/form-field.tsx";
import type { SchemaForm } from "../../lib/use-schema-form.ts";
import { STATE_LABELS } from "../back-office/labels.ts";
import { ChoiceField } from "./choice-field.tsx";
import { toLocalDateTime } from "./form-support.ts";

/**
 * The state select of a content form and, once publié, its publication date (SPEC.md §4:
 * choosing publié with no date fills in now). The form's value holds `etat` and
 * `datePublication` (`datetime-local` text).
 */
export function PublicationFields<V extends FieldValues>({
  form,
  states,
}: {
  form: SchemaForm<V>;
  states: readonly string[];
}) {
  const etat = "etat" as Path<V>;
  const date = "datePublication" as Path<V>;
  const published = form.form.watch(etat) === "publié";
  return (
    <>
      <ChoiceField
        form={form}
        name={etat}
        label="État"
        choices={states}
        labels={STATE_LABELS}
        onChange={(event) => {
          if (event.target.value === "publié" && !form.form.getValues(date)) {
            form.setValue(date, toLocalDateTime(new Date()) as PathValue<V, Path<V>>);
          }
        }}
      />
      {published && (
        <FieldShell label="Date de publication *" error={form.errorFor(date)}>
          {(a11y) => (
            <input {...a11y} {...form.field(date)} type="datetime-local" className={INPUT_CLASS} />
          )}
        </FieldShell>
      )}
    </>
  );
}
