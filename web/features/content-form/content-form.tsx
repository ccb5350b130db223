// The creation and edition form of every content type (SPEC.md §3 to §5), drawn from its
// registry descriptors (form-model.ts says what shows where; docs/decisions/043).
import { type FormEvent, type ReactNode, useEffect, useId, useMemo, useRef } from "react";
import type { Path, PathValue } from "react-hook-form";
import type { Localized } from "../../../domain/constants.ts";
import { fieldRank } from "../../../domain/content-types/define.ts";
import { type FieldDescriptor, inMode, type Mode } from "../../../domain/content-types/fields.ts";
import { FieldShell, FormNotices, INPUT_CLASS } from "../../components/form-field.tsx";
import type { SchemaForm } from "../../lib/use-schema-form.ts";
import { SidePanelSlot, useFitsInWindow } from "../back-office/side-panel.tsx";
import { ChoiceField } from "./choice-field.tsx";
import { EntriesField } from "./entries-field.tsx";
import { focusFirstError } from "./focus-first-error.ts";
import {
  contentFormData,
  type FormItem,
  type FormModel,
  type FormValues,
  formLayout,
  formSchemaOf,
  notDrafted,
  STORED_IMAGES,
} from "./form-model.ts";
import { firstAltText, ImagePicker, singleAltText, usePickedImages } from "./image-picker.tsx";
import { LocalizedTextTabs } from "./localized-text-fields.tsx";
import { PublicationFields } from "./publication-fields.tsx";
import { SaveBar } from "./save-bar.tsx";
import { type ContentFormProps, useContentForm } from "./use-content-form.ts";
import { WorkingCopyNotice } from "./working-copy-notice.tsx";

/** One choice of a reference field (a sector): its id and its French name. */
export interface Choice {
  value: string;
  label: string;
}

/** What the type's own section is given to draw itself (an opportunity's vocabularies). */
export interface SectionProps {
  form: SchemaForm<FormValues>;
  initialValues: FormValues;
  /** What the screen's loader read for it. */
  read: Promise<unknown> | undefined;
}

/** A content type's form: its model, and what it adds to the registry's fields. */
export interface TypeFormSpec {
  model: FormModel;
  /** The section the type draws itself, at its first field's place. */
  Section?: ((props: SectionProps) => ReactNode) | undefined;
  /**
   * Brings the first field to fix into view and focuses it, in the type's order of errors
   * (SPEC.md §8 asks it of the opportunity forms, whose errors go language by language).
   */
  focusesFirstError?: boolean | undefined;
}

type Form = SchemaForm<FormValues>;

const path = (name: string) => name as Path<FormValues>;

/** The field's label as the form shows it, starred when required in `mode`. */
const labelOf = (field: FieldDescriptor, mode: Mode, lang: "fr" = "fr") =>
  `${field.form?.label ?? field.label}${field.requiredIn?.(mode, lang) ? " *" : ""}`;

const hintOf = (field: FieldDescriptor, mode: Mode) =>
  field.form?.hint === undefined ? undefined : inMode(field.form.hint, mode);

/** Several values chosen by check boxes (an article's categories). */
function CheckboxesField({
  form,
  name,
  field,
  mode,
}: {
  form: Form;
  name: string;
  field: FieldDescriptor;
  mode: Mode;
}) {
  const id = useId();
  const error = form.errorFor(path(name));
  const labels = field.choiceLabels ?? {};
  return (
    <fieldset
      className="flex flex-col gap-2"
      aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
    >
      <legend className="text-sm font-medium text-slate-700">{labelOf(field, mode)}</legend>
      <p id={`${id}-hint`} className="text-xs text-slate-500">
        {hintOf(field, mode)}
      </p>
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        {(field.choices ?? []).map((choice) => (
          <label key={choice} className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              value={choice}
              {...form.field(path(name))}
              aria-invalid={Boolean(error)}
              className="h-4 w-4"
            />
            {labels[choice] ?? choice}
          </label>
        ))}
      </div>
      <p id={`${id}-error`} className="min-h-5 text-sm text-red-700">
        {error}
      </p>
    </fieldset>
  );
}

/** An image or a gallery, with each picture's alternative texts (the field `of` it). */
function PicturesField({
  form,
  model,
  mode,
  name,
  field,
  initialValues,
}: {
  form: Form;
  model: FormModel;
  mode: Mode;
  name: string;
  field: FieldDescriptor;
  initialValues: FormValues;
}) {
  const fields = Object.entries(model.type.fields);
  // Read from the descriptors, whatever the texts' and the kept pictures' fields are named.
  const alt = fields.find(([, f]) => f.kind === "altTexts" && f.of === name)?.[0];
  const kept = fields.find(
    ([, f]) => f.kind === "keptImages" && f.of === name && f.modes.includes(mode),
  )?.[0];
  const single = field.kind === "image";
  const stored = (initialValues[STORED_IMAGES] ?? {}) as Record<string, string | null>;
  const storedUrls = single
    ? stored[name]
      ? [stored[name]]
      : []
    : kept
      ? (initialValues[kept] as string[])
      : [];
  const alts = alt
    ? single
      ? singleAltText(initialValues[alt] as Localized)
      : (initialValues[alt] as Localized<string[]>)
    : undefined;
  const set = (at: string, value: unknown) =>
    form.setValue(path(at), value as PathValue<FormValues, Path<FormValues>>);
  const [pictures, changePictures] = usePickedImages(
    storedUrls,
    (split) => {
      if (single) {
        set(name, split.files[0] ?? null);
        set(`${STORED_IMAGES}.${name}`, split.kept[0] ?? null);
        if (alt) set(alt, firstAltText(split.alts));
      } else {
        set(name, split.files);
        if (kept) set(kept, split.kept);
        if (alt) set(alt, split.alts);
      }
    },
    alts,
  );
  const { min = 0, max = 1 } = field.limits ?? {};
  const star = field.requiredIn?.(mode, "fr") ? " *" : "";
  return (
    <div data-field={name}>
      <ImagePicker
        label={single ? `${field.label}${star}` : `${field.label} (${min} à ${max})${star}`}
        images={pictures}
        onChange={changePictures}
        max={single ? 1 : max}
        countMessage={field.form?.countMessage ?? ""}
        error={form.errorFor(path(name)) ?? (single || !alt ? undefined : form.errorFor(path(alt)))}
        altError={(index, lang) =>
          alt
            ? form.errorFor(path(single ? `${alt}.${lang}` : `${alt}.${lang}.${index}`))
            : undefined
        }
      />
    </div>
  );
}

/** One field of the details or on its own line, drawn by its kind. */
function FieldOf({
  form,
  model,
  mode,
  name,
  field,
  initialValues,
  choices,
}: {
  form: Form;
  model: FormModel;
  mode: Mode;
  name: string;
  field: FieldDescriptor;
  initialValues: FormValues;
  choices: Readonly<Record<string, readonly Choice[]>>;
}) {
  const label = labelOf(field, mode);
  const error = form.errorFor(path(name));
  const hint = hintOf(field, mode);
  switch (field.kind) {
    case "choice":
      if (field.multiple)
        return <CheckboxesField form={form} name={name} field={field} mode={mode} />;
      return (
        <ChoiceField
          form={form}
          name={path(name)}
          label={label}
          choices={field.choices ?? []}
          labels={
            field.choiceLabels ?? Object.fromEntries((field.choices ?? []).map((c) => [c, c]))
          }
        />
      );
    case "reference":
      return (
        <FieldShell label={label} error={error} hint={hint}>
          {(a11y) => (
            <select {...a11y} {...form.field(path(name))} className={INPUT_CLASS}>
              <option value="">{field.form?.placeholder ?? ""}</option>
              {(choices[name] ?? []).map((choice) => (
                <option key={choice.value} value={choice.value}>
                  {choice.label}
                </option>
              ))}
            </select>
          )}
        </FieldShell>
      );
    case "number":
      return (
        <FieldShell label={label} error={error} hint={hint}>
          {(a11y) => (
            <input
              {...a11y}
              {...form.field(path(name))}
              inputMode="numeric"
              maxLength={field.form?.maxLength ?? field.limits?.max?.toString().length}
              className={INPUT_CLASS}
            />
          )}
        </FieldShell>
      );
    case "date":
      return (
        <FieldShell label={label} error={error} hint={hint}>
          {(a11y) => (
            <input
              {...a11y}
              {...form.field(path(name))}
              type={field.form?.day ? "date" : "datetime-local"}
              className={INPUT_CLASS}
            />
          )}
        </FieldShell>
      );
    case "entries":
      return <EntriesField form={form} name={name} field={field} />;
    case "image":
    case "gallery":
      return (
        <PicturesField
          form={form}
          model={model}
          mode={mode}
          name={name}
          field={field}
          initialValues={initialValues}
        />
      );
    default:
      return (
        <FieldShell label={label} error={error} hint={hint}>
          {(a11y) => (
            <input
              {...a11y}
              {...form.field(path(name))}
              maxLength={field.form?.maxLength ?? field.limits?.max}
              className={INPUT_CLASS}
            />
          )}
        </FieldShell>
      );
  }
}

/** The creation and edition form of a content type, from its registry descriptors. */
export function ContentForm({
  spec,
  choices = {},
  sectionRead,
  saved,
  ...props
}: ContentFormProps & {
  spec: TypeFormSpec;
  /** What the screen says once saved by 'Enregistrer et continuer' ("Article enregistré"). */
  saved?: string | null | undefined;
  /** The choices of its reference fields (a project's sectors), read by the screen. */
  choices?: Readonly<Record<string, readonly Choice[]>>;
  sectionRead?: Promise<unknown> | undefined;
}) {
  const { mode, initialValues, submitLabel } = props;
  const { model, Section } = spec;
  const schema = useMemo(() => formSchemaOf(model, mode), [model, mode]);
  // The same list from one render to the next: the draft's writer restarts when it changes.
  const notStored = useMemo(() => notDrafted(model), [model]);
  const { form, draft, workingCopy, progress, submit } = useContentForm(
    props,
    { create: schema, edit: schema },
    notStored,
  );
  const layout = useMemo(() => formLayout(model, mode), [model, mode]);
  const side = useRef<HTMLDivElement>(null);
  const sideFits = useFitsInWindow(side);
  const rank = useMemo(() => fieldRank(model.type), [model]);
  // Which button sent the form: 'Enregistrer et continuer' stays on the document.
  const stay = useRef(false);
  const send = submit(
    (values) => contentFormData(model, mode, values, initialValues),
    () => stay.current,
  );

  async function onFormSubmit(event: FormEvent<HTMLFormElement>) {
    const element = event.currentTarget;
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    stay.current = submitter instanceof HTMLElement && submitter.dataset.stay === "true";
    await send(event);
    if (spec.focusesFirstError && Object.keys(form.form.formState.errors).length > 0) {
      focusFirstError(element, rank);
    }
  }

  // A refused send: its message above the form is brought into view.
  const formElement = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (spec.focusesFirstError && form.formError) {
      formElement.current?.querySelector('[role="alert"]')?.scrollIntoView({ block: "center" });
    }
  }, [form.formError, spec.focusesFirstError]);

  const item = (entry: FormItem, key: string) => {
    switch (entry.kind) {
      case "section":
        return Section ? (
          <Section key={key} form={form} initialValues={initialValues} read={sectionRead} />
        ) : null;
      case "publication": {
        const [state, stateField] = entry.state;
        const [date, dateField] = entry.date;
        const dated = inMode(entry.display.shownIn, mode);
        return (
          <PublicationFields
            key={key}
            form={form}
            states={stateField.choices ?? []}
            datedStates={dated}
            dateRequiredIn={entry.display.requiredIn ?? dated}
            names={{ state, date }}
            labels={{ state: stateField.label, date: dateField.label }}
          />
        );
      }
      case "field":
        return (
          <FieldOf
            key={key}
            form={form}
            model={model}
            mode={mode}
            name={entry.name}
            field={entry.field}
            initialValues={initialValues}
            choices={choices}
          />
        );
    }
  };

  return (
    <form ref={formElement} onSubmit={onFormSubmit} noValidate className="flex flex-col gap-6">
      <FormNotices
        draft={{
          ...draft,
          // This browser's draft is at least as recent as the copy on the server: answering
          // it answers both (restored, the copy is overwritten by the next save).
          restore() {
            draft.restore();
            workingCopy.setAside();
          },
          discard() {
            draft.discard();
            workingCopy.discard();
          },
        }}
        error={form.formError}
      />
      {!draft.offered && workingCopy.offered && (
        <WorkingCopyNotice
          savedAt={new Date(workingCopy.offered.dateModification)}
          onResume={workingCopy.resume}
          onDiscard={workingCopy.discard}
        />
      )}
      {/* From 1024 px: the content, and the side panel at its right (docs/decisions/054). */}
      <div className="flex flex-col gap-6 lg:grid lg:grid-cols-[minmax(0,1fr)_17rem] lg:items-start lg:gap-x-8 xl:grid-cols-[minmax(0,1fr)_20rem]">
        <div data-place="main" className="flex min-w-0 flex-col gap-6">
          {layout.main.map((block, index) => {
            const key = `${block.kind}-${index}`;
            if (block.kind === "texts") {
              return (
                <LocalizedTextTabs
                  key={key}
                  form={form}
                  texts={block.texts.map(({ name, field }) => ({
                    name,
                    label: field.label,
                    kind: field.kind === "markdown" ? "markdown" : "text",
                    required: (lang) => field.requiredIn?.(mode, lang) ?? false,
                    max: field.limits?.max,
                    rows: field.form?.rows,
                  }))}
                  keywords={block.keywords.map(({ name, field }) => ({ name, label: field.label }))}
                />
              );
            }
            if (block.kind === "grid") {
              return (
                <div key={key} className="grid gap-4 sm:grid-cols-2">
                  {block.items.map((entry, at) => item(entry, `${key}-${at}`))}
                </div>
              );
            }
            return item(block.item, key);
          })}
        </div>
        <div
          ref={side}
          data-place="side"
          // Kept in view as the content scrolls, only when wholly in view above the save bar.
          data-sticks={sideFits}
          className="flex min-w-0 flex-col gap-4 border-t border-slate-200 pt-6 lg:rounded-lg lg:border lg:bg-white lg:p-4 lg:data-[sticks=true]:sticky lg:data-[sticks=true]:top-4"
        >
          {layout.side.map((entry, index) => item(entry, `side-${index}`))}
          <SidePanelSlot />
        </div>
      </div>
      <SaveBar
        dirty={form.form.formState.isDirty}
        sending={form.sending}
        rank={rank}
        label={submitLabel}
        progress={progress}
        copyStatus={workingCopy.status}
        stayLabel="Enregistrer et continuer"
        saved={saved}
      />
    </form>
  );
}
