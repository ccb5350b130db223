import type { FieldValues, Path } from "react-hook-form";
import type { Language } from "../../../domain/constants.ts";
import { CONTENT_LIMITS } from "../../../domain/content.ts";
import { FieldShell, INPUT_CLASS } from "../../components/form-field.tsx";
import type { SchemaForm } from "../../lib/use-schema-form.ts";
import { KeywordsField } from "./keywords-field.tsx";
import { LanguageTabs } from "./language-tabs.tsx";

/** How one of a language's texts shows: a star when required in that language, its size. */
export interface TextSpec {
  required?(lang: Language): boolean;
  max?: number;
  /** The height of a text area (the title is one line). */
  rows?: number;
}

/** The short text under the title: a description, or an article's summary (`resume`). */
export interface SummarySpec extends TextSpec {
  name?: "description" | "resume";
  label?: string;
  max: number;
}

interface LocalizedTextsProps<V extends FieldValues> {
  form: SchemaForm<V>;
  title?: TextSpec;
  summary: SummarySpec;
  content?: TextSpec;
}

/** A language's title, summary and content (SPEC.md §3) with their labels and sizes. */
function textsOf({ title, summary, content }: Omit<LocalizedTextsProps<FieldValues>, "form">) {
  return [
    { name: "titre", label: "Titre", max: CONTENT_LIMITS.titleMax, ...title },
    { name: "description", label: "Description", rows: 3, ...summary },
    { name: "contenu", label: "Contenu", rows: 8, max: CONTENT_LIMITS.contentMax, ...content },
  ];
}

/**
 * One language's title, summary, content and keywords of a content form (the value holds
 * `titre.{lang}`, `description.{lang}` or `resume.{lang}`, `contenu.{lang}` and
 * `motsCles.{lang}`).
 */
function LocalizedTextFields<V extends FieldValues>({
  form,
  lang,
  texts,
}: {
  form: SchemaForm<V>;
  lang: Language;
  texts: ReturnType<typeof textsOf>;
}) {
  const path = (name: string) => `${name}.${lang}` as Path<V>;
  return (
    <>
      {texts.map(({ name, label, required, max, rows }) => (
        <FieldShell
          key={name}
          label={`${label} (${lang})${required?.(lang) ? " *" : ""}`}
          error={form.errorFor(path(name))}
        >
          {(a11y) =>
            rows ? (
              <textarea
                {...a11y}
                {...form.field(path(name))}
                rows={rows}
                className={INPUT_CLASS}
                maxLength={max}
              />
            ) : (
              <input
                {...a11y}
                {...form.field(path(name))}
                className={INPUT_CLASS}
                maxLength={max}
              />
            )
          }
        </FieldShell>
      ))}
      <KeywordsField
        label={`Mots-clés (${lang})`}
        error={form.errorFor(path("motsCles"))}
        input={form.field(path("motsCles"))}
      />
    </>
  );
}

/**
 * The fr/en/it tabs of a content form with each language's texts; a tab says its errors.
 * `title`, `summary` and `content` say where a text is required and its size (the title
 * one line of CONTENT_LIMITS.titleMax, the summary the description of 3 rows, the content
 * 8 rows of CONTENT_LIMITS.contentMax unless told).
 */
export function LocalizedTextTabs<V extends FieldValues>({
  form,
  ...specs
}: LocalizedTextsProps<V>) {
  const texts = textsOf(specs);
  const names = [...texts.map(({ name }) => name), "motsCles"];
  const hasError = (lang: Language) =>
    names.some((name) => Boolean(form.errorFor(`${name}.${lang}` as Path<V>)));
  return (
    <LanguageTabs label="Langue des textes" hasError={hasError}>
      {(lang) => <LocalizedTextFields form={form} lang={lang} texts={texts} />}
    </LanguageTabs>
  );
}
