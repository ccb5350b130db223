import { type ReactNode, useId } from "react";
import type { FieldValues, Path } from "react-hook-form";
import type { Language } from "../../../domain/constants.ts";
import { CONTENT_LIMITS } from "../../../domain/content.ts";
import type { ContentTypePlural } from "../../../domain/content-types/identities.ts";
import { textKind } from "../../../domain/content-types/index.ts";
import type { TextKind } from "../../../domain/markdown.ts";
import { FieldShell, INPUT_CLASS } from "../../components/form-field.tsx";
import type { SchemaForm } from "../../lib/use-schema-form.ts";
import { KeywordsField } from "./keywords-field.tsx";
import { LANGUAGE_NAMES, LanguageTabs } from "./language-tabs.tsx";
import { MarkdownField, useFieldValue, useMarkdownModule } from "./markdown-editor.tsx";

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

/** Another one-line text per language a type adds after the content (a project's place). */
export interface LineSpec {
  name: string;
  label: string;
  max: number;
}

interface LocalizedTextsProps<V extends FieldValues> {
  form: SchemaForm<V>;
  /** The form's content type: which of its texts are Markdown (domain/markdown.ts). */
  type: ContentTypePlural;
  title?: TextSpec;
  summary: SummarySpec;
  content?: TextSpec;
  lines?: readonly LineSpec[];
}

/** A language's title, summary and content (SPEC.md §3) with their labels, sizes and kinds. */
function textsOf(
  type: ContentTypePlural,
  { title, summary, content, lines = [] }: Omit<LocalizedTextsProps<FieldValues>, "form" | "type">,
) {
  const texts: (TextSpec & { name: string; label: string })[] = [
    { name: "titre", label: "Titre", max: CONTENT_LIMITS.titleMax, ...title },
    { name: "description", label: "Description", rows: 3, ...summary },
    { name: "contenu", label: "Contenu", rows: 8, max: CONTENT_LIMITS.contentMax, ...content },
    ...lines,
  ];
  return texts.map((text) => ({ ...text, kind: textKind(type, text.name) as TextKind }));
}

/**
 * The French text of a field, beside its translation in the en and it tabs: what the
 * translator works from (read only, not a field of the form). Beside the field on a wide
 * screen, above it on a phone.
 */
function FrenchReference<V extends FieldValues>({
  form,
  name,
  kind,
  children,
}: {
  form: SchemaForm<V>;
  name: string;
  kind: TextKind;
  children: ReactNode;
}) {
  const french = useFieldValue(form, `${name}.fr` as Path<V>);
  const loaded = useMarkdownModule();
  const text = french.trim();
  const captionId = useId();
  const long = kind === "markdown";
  return (
    <div className="grid gap-x-6 gap-y-2 lg:grid-cols-2">
      <div className="flex min-w-0 flex-col gap-1">
        <p id={captionId} className="text-sm font-medium text-slate-600">
          Texte français
        </p>
        <div
          lang="fr"
          {...(long
            ? // A long text scrolls in its box on a phone: a region the keyboard can scroll too.
              { role: "region", "aria-labelledby": captionId, tabIndex: 0 }
            : {})}
          className={`rounded border border-dashed border-slate-300 bg-slate-50 px-3 py-2 text-slate-700 ${
            long
              ? "max-h-72 overflow-y-auto focus-visible:outline-2 focus-visible:outline-brand-600 lg:max-h-none"
              : ""
          }`}
        >
          {!text ? (
            <p className="text-sm text-slate-500 italic">Pas encore de texte en français.</p>
          ) : kind === "markdown" && loaded ? (
            <loaded.MarkdownView value={text} />
          ) : (
            <p className="break-words whitespace-pre-line">{text}</p>
          )}
        </div>
      </div>
      <div className="min-w-0">{children}</div>
    </div>
  );
}

/**
 * One language's title, summary, content and keywords of a content form (the value holds
 * `titre.{lang}`, `description.{lang}` or `resume.{lang}`, `contenu.{lang}`, the type's
 * own `lines` and `motsCles.{lang}`); outside French, each beside its French text.
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
  const withReference = (name: string, kind: TextKind, field: ReactNode) =>
    lang === "fr" ? (
      field
    ) : (
      <FrenchReference key={name} form={form} name={name} kind={kind}>
        {field}
      </FrenchReference>
    );
  return (
    <>
      {texts.map(({ name, label, required, max, rows, kind }) =>
        withReference(
          name,
          kind,
          <FieldShell
            key={name}
            label={`${label} (${lang})${required?.(lang) ? " *" : ""}`}
            error={form.errorFor(path(name))}
          >
            {(a11y) =>
              kind === "markdown" ? (
                <MarkdownField
                  form={form}
                  path={path(name)}
                  a11y={a11y}
                  rows={rows ?? 8}
                  max={max}
                  label={`${label} (${LANGUAGE_NAMES[lang].toLowerCase()})`}
                />
              ) : rows ? (
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
          </FieldShell>,
        ),
      )}
      {withReference(
        "motsCles",
        "text",
        <KeywordsField form={form} path={path("motsCles")} label={`Mots-clés (${lang})`} />,
      )}
    </>
  );
}

/**
 * The fr/en/it tabs of a content form with each language's texts; a tab says its errors.
 * `title`, `summary` and `content` say where a text is required and its size (the title
 * one line of CONTENT_LIMITS.titleMax, the summary the description of 3 rows, the content
 * 8 rows of CONTENT_LIMITS.contentMax unless told); `lines` a type's own one-line texts
 * (a project's place); `type` which are written in Markdown.
 */
export function LocalizedTextTabs<V extends FieldValues>({
  form,
  type,
  ...specs
}: LocalizedTextsProps<V>) {
  const texts = textsOf(type, specs);
  const names = [...texts.map(({ name }) => name), "motsCles"];
  const hasError = (lang: Language) =>
    names.some((name) => Boolean(form.errorFor(`${name}.${lang}` as Path<V>)));
  return (
    <LanguageTabs label="Langue des textes" hasError={hasError}>
      {(lang) => <LocalizedTextFields form={form} lang={lang} texts={texts} />}
    </LanguageTabs>
  );
}
