import type { FieldValues, Path } from "react-hook-form";
import type { Language } from "../../../domain/constants.ts";
import { CONTENT_LIMITS } from "../../../domain/content.ts";
import { FieldShell, INPUT_CLASS } from "../../components/form-field.tsx";
import type { SchemaForm } from "../../lib/use-schema-form.ts";
import { KeywordsField } from "./keywords-field.tsx";
import { LanguageTabs } from "./language-tabs.tsx";

/** The texts a content form has in each language (SPEC.md §3), for one language's tab. */
export const LOCALIZED_FIELDS = ["titre", "description", "contenu", "motsCles"] as const;

/**
 * One language's title, description, content and keywords of a content form (the value
 * holds `titre.{lang}`, `description.{lang}`, `contenu.{lang}` and `motsCles.{lang}`).
 */
function LocalizedTextFields<V extends FieldValues>({
  form,
  lang,
  titleRequired,
  descriptionRequired = false,
  descriptionMax,
}: {
  form: SchemaForm<V>;
  lang: Language;
  titleRequired: boolean;
  descriptionRequired?: boolean;
  descriptionMax: number;
}) {
  const path = (name: (typeof LOCALIZED_FIELDS)[number]) => `${name}.${lang}` as Path<V>;
  const star = (required: boolean) => (required ? " *" : "");
  const textArea = (name: "description" | "contenu", label: string, rows: number, max: number) => (
    <FieldShell label={label} error={form.errorFor(path(name))}>
      {(a11y) => (
        <textarea
          {...a11y}
          {...form.field(path(name))}
          rows={rows}
          className={INPUT_CLASS}
          maxLength={max}
        />
      )}
    </FieldShell>
  );
  return (
    <>
      <FieldShell
        label={`Titre (${lang})${star(titleRequired)}`}
        error={form.errorFor(path("titre"))}
      >
        {(a11y) => (
          <input
            {...a11y}
            {...form.field(path("titre"))}
            className={INPUT_CLASS}
            maxLength={CONTENT_LIMITS.titleMax}
          />
        )}
      </FieldShell>
      {textArea(
        "description",
        `Description (${lang})${star(descriptionRequired)}`,
        3,
        descriptionMax,
      )}
      {textArea("contenu", `Contenu (${lang})`, 8, CONTENT_LIMITS.contentMax)}
      <KeywordsField
        label={`Mots-clés (${lang})`}
        error={form.errorFor(path("motsCles"))}
        input={form.field(path("motsCles"))}
      />
    </>
  );
}

/** The fr/en/it tabs of a content form with each language's texts; a tab says its errors. */
export function LocalizedTextTabs<V extends FieldValues>({
  form,
  titleRequired,
  descriptionRequired = false,
  descriptionMax,
}: {
  form: SchemaForm<V>;
  titleRequired(lang: Language): boolean;
  descriptionRequired?: boolean;
  descriptionMax: number;
}) {
  const hasError = (lang: Language) =>
    LOCALIZED_FIELDS.some((name) => Boolean(form.errorFor(`${name}.${lang}` as Path<V>)));
  return (
    <LanguageTabs label="Langue des textes" hasError={hasError}>
      {(lang) => (
        <LocalizedTextFields
          form={form}
          lang={lang}
          titleRequired={titleRequired(lang)}
          descriptionRequired={descriptionRequired}
          descriptionMax={descriptionMax}
        />
      )}
    </LanguageTabs>
  );
}
