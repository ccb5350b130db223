import { useId } from "react";
import { type FieldValues, type Path, useFieldArray } from "react-hook-form";
import { LANGUAGES, type Localized } from "../../../domain/constants.ts";
import type { FieldDescriptor } from "../../../domain/content-types/fields.ts";
import { FieldShell, INPUT_CLASS } from "../../components/form-field.tsx";
import type { SchemaForm } from "../../lib/use-schema-form.ts";

/** One entry as the form holds it: its value and its label in each language. */
export interface EntryValues {
  valeur: string;
  libelle: Localized;
}

const emptyEntry = (): EntryValues => ({ valeur: "", libelle: { fr: "", en: "", it: "" } });

/**
 * A list of entries (a project's key figures, `chiffresCles`): up to the descriptor's
 * number of rows, each a short value ('12 000 m²') and its label in each language (French
 * required once the row is used). A row left wholly empty is not sent as an entry (the
 * schema drops it). The value has no `maxLength`, so a pasted value too long is said, not
 * silently cut.
 */
export function EntriesField<V extends FieldValues>({
  form,
  name,
  field,
}: {
  form: SchemaForm<V>;
  name: string;
  field: FieldDescriptor;
}) {
  // The form's value type is generic here; the field's own shape is all this section reads.
  const typed = form as unknown as SchemaForm<Record<string, EntryValues[]>>;
  const { fields, append, remove } = useFieldArray({ control: typed.form.control, name });
  const hintId = useId();
  const max = field.limits?.max ?? 0;
  const item = field.form?.itemLabel ?? field.label;
  const at = (index: number, part: string) => `${name}.${index}.${part}` as Path<V>;
  const buttonClass =
    "min-h-9 rounded border border-slate-300 bg-white px-3 py-1 text-sm hover:border-brand-600 disabled:opacity-40";

  return (
    <fieldset className="flex flex-col gap-3" aria-describedby={hintId}>
      <legend className="text-sm font-medium text-slate-700">{field.label}</legend>
      <p id={hintId} className="text-xs text-slate-500">
        {fields.length} / {max}. {typeof field.form?.hint === "string" ? field.form.hint : ""}
      </p>
      {fields.length > 0 && (
        <ol className="flex flex-col gap-3">
          {fields.map((row, index) => (
            <li key={row.id} className="rounded border border-slate-200 bg-slate-50 p-3">
              <fieldset className="flex flex-col gap-2">
                <legend className="pb-2 text-sm font-semibold text-slate-800">
                  {item} {index + 1}
                </legend>
                <div className="grid gap-x-4 sm:grid-cols-2">
                  <FieldShell
                    label={`Valeur (${field.entryLimits?.value} caractères au plus)`}
                    required
                    error={form.errorFor(at(index, "valeur"))}
                  >
                    {(a11y) => (
                      <input
                        {...a11y}
                        {...form.field(at(index, "valeur"))}
                        className={INPUT_CLASS}
                      />
                    )}
                  </FieldShell>
                  {LANGUAGES.map((lang) => (
                    <FieldShell
                      key={lang}
                      label={`Libellé (${lang})`}
                      required={lang === "fr"}
                      error={form.errorFor(at(index, `libelle.${lang}`))}
                    >
                      {(a11y) => (
                        <input
                          {...a11y}
                          {...form.field(at(index, `libelle.${lang}`))}
                          lang={lang}
                          maxLength={field.entryLimits?.label}
                          className={INPUT_CLASS}
                        />
                      )}
                    </FieldShell>
                  ))}
                </div>
                <div>
                  <button
                    type="button"
                    className={`${buttonClass} text-red-700`}
                    onClick={() => remove(index)}
                  >
                    Retirer le {item.toLocaleLowerCase("fr")} {index + 1}
                  </button>
                </div>
              </fieldset>
            </li>
          ))}
        </ol>
      )}
      <div>
        <button
          type="button"
          className={buttonClass}
          disabled={fields.length >= max}
          onClick={() => append(emptyEntry())}
        >
          + Ajouter un {item.toLocaleLowerCase("fr")}
        </button>
      </div>
    </fieldset>
  );
}
