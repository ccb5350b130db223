import { type ReactNode, useId } from "react";
import type { FieldValues, Path } from "react-hook-form";
import type { Language } from "../../../domain/constants.ts";
import type { TextKind } from "../../../domain/markdown.ts";
import { FieldShell, INPUT_CLASS } from "../../components/form-field.tsx";
import type { SchemaForm } from "../../lib/use-schema-form.ts";
import { KeywordsField } from "./keywords-field.tsx";
import { LANGUAGE_NAMES, LanguageTabs } from "./language-tabs.tsx";
import { MarkdownField, useFieldValue, useMarkdownModule } from "./markdown-editor.tsx";

/** One of a language's texts: its field, its label, its size and whether it is Markdown. */
export interface TabText {
  name: string;
  label: string;
  kind: TextKind;
  /** Starred when required in that language. */
  required?(lang: Language): boolean;
  max?: number | undefined;
  /** The height of a text area (one line without; a Markdown editor's 8 unless told). */
  rows?: number | undefined;
}

interface LocalizedTextsProps<V extends FieldValues> {
  form: SchemaForm<V>;
  /** Each language's texts, in the order they show. */
  texts: readonly TabText[];
  /** Each language's keywords, after its texts. */
  keywords: readonly { name: string; label: string }[];
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
 * One language's texts and keywords of a content form (the value holds `titre.{lang}`,
 * `motsCles.{lang}`…); outside French, each beside its French text.
 */
function LocalizedTextFields<V extends FieldValues>({
  form,
  lang,
  texts,
  keywords,
}: {
  form: SchemaForm<V>;
  lang: Language;
  texts: readonly TabText[];
  keywords: LocalizedTextsProps<V>["keywords"];
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
      {keywords.map(({ name, label }) =>
        withReference(
          name,
          "text",
          <KeywordsField key={name} form={form} path={path(name)} label={`${label} (${lang})`} />,
        ),
      )}
    </>
  );
}

/**
 * The fr/en/it tabs of a content form with each language's texts, then its keywords; a
 * tab says its errors.
 */
export function LocalizedTextTabs<V extends FieldValues>({
  form,
  texts,
  keywords,
}: LocalizedTextsProps<V>) {
  const names = [...texts.map(({ name }) => name), ...keywords.map(({ name }) => name)];
  const hasError = (lang: Language) =>
    names.some((name) => Boolean(form.errorFor(`${name}.${lang}` as Path<V>)));
  return (
    <LanguageTabs label="Langue des textes" hasError={hasError}>
      {(lang) => <LocalizedTextFields form={form} lang={lang} texts={texts} keywords={keywords} />}
    </LanguageTabs>
  );
}
