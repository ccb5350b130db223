import { useFieldArray } from "react-hook-form";
import { LANGUAGES, type Localized } from "../../../domain/constants.ts";
import { CONTENT_LIMITS } from "../../../domain/content.ts";
import { REALISATION_TYPE } from "../../../domain/content-types/realisation.ts";
import { FieldShell, INPUT_CLASS } from "../../components/form-field.tsx";
import type { SchemaForm } from "../../lib/use-schema-form.ts";

/** One key figure as the form holds it: its value and its label in each language. */
export interface KeyFigureValues {
  valeur: string;
  libelle: Localized;
}

// The limits and the section's name are the registry's (domain/content-types/realisation.ts).
const FIELD = REALISATION_TYPE.fields.chiffresCles;
const MAX_FIGURES = FIELD.limits?.max ?? CONTENT_LIMITS.keyFiguresMax;

export const emptyKeyFigure = (): KeyFigureValues => ({
  valeur: "",
  libelle: { fr: "", en: "", it: "" },
});

/**
 * A project's key figures (`chiffresCles`): up to the registry's number of rows, each a
 * short value ('12 000 m²') and its label in each language (French required once the row
 * is used). A row left wholly empty is not sent as a figure (the schema drops it). The
 * value has no `maxLength`, so a pasted figure too long is said, not silently cut.
 */
export function KeyFiguresField<V extends { chiffresCles: KeyFigureValues[] }>({
  form,
}: {
  form: SchemaForm<V>;
}) {
  // The form's value type is generic here; the field's own shape is all this section reads.
  const typed = form as unknown as SchemaForm<{ chiffresCles: KeyFigureValues[] }>;
  const { fields, append, remove } = useFieldArray({
    control: typed.form.control,
    name: "chiffresCles",
  });
  const buttonClass =
    "min-h-9 rounded border border-slate-300 bg-white px-3 py-1 text-sm hover:border-brand-600 disabled:opacity-40";

  return (
    <fieldset className="flex flex-col gap-3" aria-describedby="chiffres-cles-aide">
      <legend className="text-sm font-medium text-slate-700">{FIELD.label}</legend>
      <p id="chiffres-cles-aide" className="text-xs text-slate-500">
        {fields.length} / {MAX_FIGURES}. Une valeur courte (« 12 000 m² », « 350 ») et ce qu'elle
        mesure, dans chaque langue.
      </p>
      {fields.length > 0 && (
        <ol className="flex flex-col gap-3">
          {fields.map((row, index) => (
            <li key={row.id} className="rounded border border-slate-200 bg-slate-50 p-3">
              <fieldset className="flex flex-col gap-2">
                <legend className="pb-2 text-sm font-semibold text-slate-800">
                  Chiffre clé {index + 1}
                </legend>
                <div className="grid gap-x-4 sm:grid-cols-2">
                  <FieldShell
                    label={`Valeur (${CONTENT_LIMITS.keyFigureValueMax} caractères au plus)`}
                    required
                    error={typed.errorFor(`chiffresCles.${index}.valeur`)}
                  >
                    {(a11y) => (
                      <input
                        {...a11y}
                        {...typed.field(`chiffresCles.${index}.valeur`)}
                        className={INPUT_CLASS}
                      />
                    )}
                  </FieldShell>
                  {LANGUAGES.map((lang) => (
                    <FieldShell
                      key={lang}
                      label={`Libellé (${lang})`}
                      required={lang === "fr"}
                      error={typed.errorFor(`chiffresCles.${index}.libelle.${lang}`)}
                    >
                      {(a11y) => (
                        <input
                          {...a11y}
                          {...typed.field(`chiffresCles.${index}.libelle.${lang}`)}
                          lang={lang}
                          maxLength={CONTENT_LIMITS.keyFigureLabelMax}
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
                    Retirer le chiffre clé {index + 1}
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
          disabled={fields.length >= MAX_FIGURES}
          onClick={() => append(emptyKeyFigure())}
        >
          + Ajouter un chiffre clé
        </button>
      </div>
    </fieldset>
  );
}
