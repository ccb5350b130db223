import type { FieldValues, Path } from "react-hook-form";
import { LANGUAGES, type Language } from "../../../domain/constants.ts";
import {
  isCompleteIn,
  isListKind,
  PAGE_TEXT_FIELDS,
  PAGE_TEXT_LIMITS,
  type PageFieldDescriptor,
  type PageTextKey,
  type PageTextsDocument,
} from "../../../domain/page-texts.ts";
import { pageTextsSchema } from "../../../domain/page-texts-document.ts";
import { FieldShell, FormNotices, INPUT_CLASS } from "../../components/form-field.tsx";
import { useFormDraft } from "../../lib/use-form-draft.ts";
import { type SchemaForm, useSchemaForm } from "../../lib/use-schema-form.ts";
import { editionFailure } from "../content-form/form-support.ts";
import { LANGUAGE_NAMES, LanguageTabs } from "../content-form/language-tabs.tsx";
import { SaveBar } from "../content-form/save-bar.tsx";

type Values = PageTextsDocument & FieldValues;

/** The form's sections, in the order of the page's fields. */
function sectionsOf(fields: readonly PageFieldDescriptor[]) {
  const sections = new Map<string, PageFieldDescriptor[]>();
  for (const field of fields)
    sections.set(field.section, [...(sections.get(field.section) ?? []), field]);
  return [...sections];
}

/** Where a field's value lives in the form: `titre.en`, `residencePoints.it`. */
const pathOf = (field: PageFieldDescriptor, lang: Language) =>
  `${field.name}.${lang}` as Path<Values>;

/** The French text beside an English or Italian field: what shows when it is left empty. */
function FrenchReference({ value }: { value: string | string[] }) {
  const text = Array.isArray(value) ? value.join(" · ") : value;
  return (
    <p className="rounded bg-slate-50 px-3 py-2 text-xs text-slate-600">
      <span className="font-medium">Français (affiché si vide) : </span>
      {text}
    </p>
  );
}

/**
 * A list of short lines (a service's points): one input each, a button to add one and one
 * to remove each. Empty lines are dropped when saved.
 */
function ListField({
  form,
  field,
  lang,
}: {
  form: SchemaForm<Values>;
  field: PageFieldDescriptor;
  lang: Language;
}) {
  const path = pathOf(field, lang);
  const items = (form.form.watch(path) as string[] | undefined) ?? [];
  const error = form.errorFor(path);
  const label = `${field.label} (${lang})${lang === "fr" ? " *" : ""}`;
  const set = (next: string[]) => form.setValue(path, next as never);
  return (
    <fieldset className="flex flex-col gap-2" aria-invalid={Boolean(error)}>
      <legend className="text-sm font-medium text-slate-700">{label}</legend>
      {field.hint && <p className="text-xs text-slate-500">{field.hint}</p>}
      <ol className="flex flex-col gap-2">
        {items.map((item, index) => {
          const itemError = form.errorFor(`${path}.${index}` as Path<Values>);
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: the lines are identified by their place.
            <li key={index} className="flex flex-col gap-1">
              <div className="flex gap-2">
                <input
                  aria-label={`${field.label} (${lang}), élément ${index + 1}`}
                  aria-invalid={Boolean(itemError)}
                  value={item}
                  maxLength={field.max}
                  onChange={(event) =>
                    set(items.map((old, at) => (at === index ? event.target.value : old)))
                  }
                  className={INPUT_CLASS}
                />
                <button
                  type="button"
                  onClick={() => set(items.filter((_, at) => at !== index))}
                  aria-label={`Retirer l'élément ${index + 1} de « ${field.label} » (${lang})`}
                  className="shrink-0 rounded border border-slate-300 px-3 text-sm hover:bg-slate-100"
                >
                  Retirer
                </button>
              </div>
              {itemError && <p className="text-sm text-red-700">{itemError}</p>}
            </li>
          );
        })}
      </ol>
      {items.length < PAGE_TEXT_LIMITS.listItemsMax && (
        <button
          type="button"
          onClick={() => set([...items, ""])}
          className="self-start rounded border border-brand-600 px-3 py-1 text-sm font-medium text-brand-700 hover:bg-brand-50"
        >
          + Ajouter un élément
        </button>
      )}
      <p className="min-h-5 text-sm text-red-700">{error}</p>
    </fieldset>
  );
}

/** One text of one language: a line or a text area, with the French beside en and it. */
function TextField({
  form,
  field,
  lang,
}: {
  form: SchemaForm<Values>;
  field: PageFieldDescriptor;
  lang: Language;
}) {
  const path = pathOf(field, lang);
  const required = lang === "fr";
  const rows = field.max > PAGE_TEXT_LIMITS.textMax ? 18 : 3;
  return (
    <FieldShell
      label={`${field.label} (${lang})${required ? " *" : ""}`}
      error={form.errorFor(path)}
      hint={field.hint}
    >
      {(a11y) =>
        field.kind === "text" ? (
          <textarea
            {...a11y}
            {...form.field(path)}
            rows={rows}
            maxLength={field.max}
            className={INPUT_CLASS}
          />
        ) : (
          <input {...a11y} {...form.field(path)} maxLength={field.max} className={INPUT_CLASS} />
        )
      }
    </FieldShell>
  );
}

/** Which languages miss texts: there the French shows (the completeness marks). */
function Completeness({ values }: { values: PageTextsDocument }) {
  return (
    <ul aria-label="Complétude par langue" className="flex flex-wrap gap-2 text-sm">
      {LANGUAGES.map((lang) => {
        const complete = isCompleteIn(values, lang);
        return (
          <li
            key={lang}
            className={`rounded-full border px-3 py-1 ${
              complete
                ? "border-green-300 bg-green-50 text-green-900"
                : "border-amber-300 bg-amber-50 text-amber-950"
            }`}
          >
            {LANGUAGE_NAMES[lang]} :{" "}
            {complete
              ? "complet"
              : lang === "fr"
                ? "incomplet"
                : "incomplet (le français s'affiche)"}
          </li>
        );
      })}
    </ul>
  );
}

/** Every message in react-hook-form's errors, however deep (a list's items are one more level). */
function messagesIn(errors: unknown): string[] {
  if (typeof errors !== "object" || errors === null) return [];
  const { message } = errors as { message?: unknown };
  if (typeof message === "string") return [message];
  // `ref` is the field's element, never an error.
  return Object.entries(errors)
    .filter(([key]) => key !== "ref")
    .flatMap(([, child]) => messagesIn(child));
}

/** Every error of the form once it was sent: the summary above the form. */
function ErrorSummary({ form }: { form: SchemaForm<Values> }) {
  const { isSubmitted, errors } = form.form.formState;
  if (!isSubmitted) return null;
  const messages = messagesIn(errors);
  if (messages.length === 0) return null;
  return (
    <div
      role="alert"
      className="rounded border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-800"
    >
      <p className="font-medium">Le formulaire contient des erreurs :</p>
      <ul className="mt-1 list-disc pl-5">
        {[...new Set(messages)].map((message) => (
          <li key={message}>{message}</li>
        ))}
      </ul>
    </div>
  );
}

/**
 * A page's texts (issue 18): its fields by section (domain/page-texts.ts), each language
 * in its tab, the French shown beside English and Italian, checked as typed by the same
 * schema as the API's; what is typed is kept as a draft until saved.
 */
export function PageTextsForm({
  cle,
  initialValues,
  onSubmit,
  saved,
}: {
  cle: PageTextKey;
  initialValues: PageTextsDocument;
  onSubmit(values: PageTextsDocument): Promise<void>;
  /** Set once a save went through: the success message. */
  saved: boolean;
}) {
  const form = useSchemaForm<Values>(pageTextsSchema(cle), initialValues as Values);
  const draft = useFormDraft(form.form, { key: `page:${cle}`, exclude: [] });
  const values = form.form.watch() as PageTextsDocument;
  const sections = sectionsOf(PAGE_TEXT_FIELDS[cle]);
  const hasError = (lang: Language) =>
    PAGE_TEXT_FIELDS[cle].some((field) => Boolean(form.errorFor(pathOf(field, lang))));

  return (
    <form
      onSubmit={form.handleSubmit(draft.guard(onSubmit), editionFailure)}
      noValidate
      className="flex max-w-4xl flex-col gap-6"
    >
      {saved && !form.form.formState.isDirty && (
        <p
          role="status"
          className="rounded border border-green-300 bg-green-50 px-4 py-3 text-sm text-green-900"
        >
          Page enregistrée
        </p>
      )}
      <FormNotices draft={draft} error={form.formError} />
      <ErrorSummary form={form} />
      <Completeness values={values} />
      <LanguageTabs label="Langue des textes" hasError={hasError}>
        {(lang) =>
          sections.map(([section, fields]) => (
            <fieldset
              key={section}
              className="flex flex-col gap-3 rounded border border-slate-200 p-4"
            >
              <legend className="px-1 text-base font-semibold text-brand-900">{section}</legend>
              {fields.map((field) => (
                <div key={field.name} className="flex flex-col gap-1">
                  {isListKind(field.kind) ? (
                    <ListField form={form} field={field} lang={lang} />
                  ) : (
                    <TextField form={form} field={field} lang={lang} />
                  )}
                  {lang !== "fr" && values[field.name] && (
                    <FrenchReference value={(values[field.name] as { fr: string | string[] }).fr} />
                  )}
                </div>
              ))}
            </fieldset>
          ))
        }
      </LanguageTabs>
      <SaveBar
        dirty={form.form.formState.isDirty}
        sending={form.sending}
        label="Enregistrer la page"
      />
    </form>
  );
}
