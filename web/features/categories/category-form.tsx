import { useEffect, useRef } from "react";
import { CategoryInputSchema } from "../../../domain/categories.ts";
import { LANGUAGES, type Language, type Localized } from "../../../domain/constants.ts";
import { CONTENT_LIMITS } from "../../../domain/content.ts";
import { Alert, FieldShell, INPUT_CLASS, SubmitButton } from "../../components/form-field.tsx";
import { useSchemaForm } from "../../lib/use-schema-form.ts";

const LABELS: Localized = {
  fr: "Libellé en français *",
  en: "Libellé en anglais *",
  it: "Libellé en italien *",
};

const PLACEHOLDERS: Localized = {
  fr: "Fret aérien",
  en: "Air freight",
  it: "Trasporto aereo merci",
};

interface CategoryFormValues {
  libelle: Localized;
}

/**
 * A category's three labels, checked as they are typed with the domain's schema (the one
 * the API parses with); `onSubmit` sends them and throws the API's refusal, shown above.
 */
export function CategoryForm({
  initial,
  submitLabel,
  onSubmit,
  onCancel,
  autoFocus = false,
}: {
  initial: Localized;
  submitLabel: string;
  onSubmit(libelle: Localized): Promise<void>;
  onCancel?(): void;
  autoFocus?: boolean;
}) {
  const form = useSchemaForm<CategoryFormValues>(CategoryInputSchema, { libelle: initial });
  const first = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (autoFocus) first.current?.querySelector("input")?.focus();
  }, [autoFocus]);

  const submit = form.handleSubmit(async ({ libelle }) => {
    await onSubmit(libelle);
    form.form.reset({ libelle: initial });
  }, "Erreur lors de l'enregistrement");

  const path = (lang: Language) => `libelle.${lang}` as const;
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3">
      <Alert message={form.formError} />
      <div ref={first} className="grid gap-x-4 sm:grid-cols-3">
        {LANGUAGES.map((lang) => (
          <FieldShell key={lang} label={LABELS[lang]} error={form.errorFor(path(lang))}>
            {(a11y) => (
              <input
                {...a11y}
                {...form.field(path(lang))}
                lang={lang}
                placeholder={PLACEHOLDERS[lang]}
                maxLength={CONTENT_LIMITS.categoryMax}
                autoComplete="off"
                className={INPUT_CLASS}
              />
            )}
          </FieldShell>
        ))}
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <SubmitButton sending={form.sending} label={submitLabel} />
        {onCancel ? (
          <button
            type="button"
            onClick={onCancel}
            className="rounded border border-slate-300 px-4 py-2 font-medium hover:border-brand-600"
          >
            Annuler
          </button>
        ) : null}
      </div>
    </form>
  );
}
