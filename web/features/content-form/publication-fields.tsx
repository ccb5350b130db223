import type { FieldValues, Path, PathValue } from "react-hook-form";
import { FieldShell, INPUT_CLASS } from "../../components/form-field.tsx";
import type { SchemaForm } from "../../lib/use-schema-form.ts";
import { STATE_LABELS } from "../back-office/labels.ts";
import { ChoiceField } from "./choice-field.tsx";
import { toLocalDateTime } from "./form-support.ts";

const PUBLISHED = ["publié"] as const;

/**
 * The state select of a content form and, in the `datedStates` (publié unless told), its
 * publication date, starred in the `dateRequiredIn` states (the dated ones unless told).
 * SPEC.md §4: choosing publié with no date fills in now, where publié shows the date. The
 * form's value holds `etat` and `datePublication` (`datetime-local` text).
 */
export function PublicationFields<V extends FieldValues>({
  form,
  states,
  datedStates = PUBLISHED,
  dateRequiredIn = datedStates,
  names = { state: "etat", date: "datePublication" },
  labels = { state: "État", date: "Date de publication" },
}: {
  form: SchemaForm<V>;
  states: readonly string[];
  datedStates?: readonly string[];
  dateRequiredIn?: readonly string[];
  /** The fields of the state and of its date. */
  names?: { state: string; date: string };
  labels?: { state: string; date: string };
}) {
  const etat = names.state as Path<V>;
  const date = names.date as Path<V>;
  const state: string = form.form.watch(etat);
  return (
    <>
      <ChoiceField
        form={form}
        name={etat}
        label={labels.state}
        choices={states}
        labels={STATE_LABELS}
        onChange={(event) => {
          const chosen = event.target.value;
          if (chosen === "publié" && datedStates.includes(chosen) && !form.form.getValues(date)) {
            form.setValue(date, toLocalDateTime(new Date()) as PathValue<V, Path<V>>);
          }
        }}
      />
      {datedStates.includes(state) && (
        <FieldShell
          label={`${labels.date}${dateRequiredIn.includes(state) ? " *" : ""}`}
          error={form.errorFor(date)}
        >
          {(a11y) => (
            <input {...a11y} {...form.field(date)} type="datetime-local" className={INPUT_CLASS} />
          )}
        </FieldShell>
      )}
    </>
  );
}
