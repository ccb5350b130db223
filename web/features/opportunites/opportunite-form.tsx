import { type FormEvent, useEffect, useRef } from "react";
import type { Localized } from "../../../domain/constants.ts";
import {
  CONTENT_LIMITS,
  OPPORTUNITY_STATES,
  OPPORTUNITY_STATUS_LABELS,
  OPPORTUNITY_STATUSES,
  type OpportunityState,
  type OpportunityStatus,
} from "../../../domain/content.ts";
import {
  CreateOpportunityInputSchema,
  opportunityFieldRank,
  UpdateOpportunityInputSchema,
} from "../../../domain/content-types/opportunite.ts";
import { OPPORTUNITY_DEFAULTS, OPPORTUNITY_MESSAGES } from "../../../domain/opportunites.ts";
import { z } from "../../../domain/zod.ts";
import { FieldShell, FormNotices, INPUT_CLASS } from "../../components/form-field.tsx";
import type { StaffOpportunity } from "../../lib/api-types.ts";
import { ChoiceField } from "../content-form/choice-field.tsx";
import { focusFirstError } from "../content-form/focus-first-error.ts";
import { perLanguage, toLocalDateTime } from "../content-form/form-support.ts";
import { localizedTexts, setPublicationDate } from "../content-form/form-values.ts";
import {
  firstAltText,
  ImagePicker,
  singleAltText,
  usePickedImages,
} from "../content-form/image-picker.tsx";
import { LocalizedTextTabs } from "../content-form/localized-text-fields.tsx";
import { PublicationFields } from "../content-form/publication-fields.tsx";
import { SaveBar } from "../content-form/save-bar.tsx";
import { type ContentFormProps, useContentForm } from "../content-form/use-content-form.ts";
import { CategorySelect, CountrySelect } from "./vocabulary-fields.tsx";

/** The opportunity's free texts beside its translated ones, with their labels and limits. */
const DETAILS = {
  contact: { label: "Contact", max: CONTENT_LIMITS.contactMax },
  quantiteDisponible: { label: "Quantité disponible", max: CONTENT_LIMITS.quantityMax },
} as const;
type Details = Record<keyof typeof DETAILS, string>;
const detailNames = Object.keys(DETAILS) as (keyof typeof DETAILS)[];
const detailsOf = (item?: Details): Details =>
  Object.fromEntries(detailNames.map((name) => [name, item?.[name] ?? ""])) as Details;

export const STATUT_LABELS: Record<OpportunityStatus, string> = OPPORTUNITY_STATUS_LABELS;

export interface OpportuniteFormValues extends Details {
  /** The chosen category's id, "" for none. */
  categorie: string;
  /** The chosen country's ISO 3166-1 code, "" for none. */
  codePays: string;
  /** A country typed before countries had codes, that no country matched. Never sent. */
  paysHorsListe: string;
  titre: Localized;
  description: Localized;
  contenu: Localized;
  /** Comma-separated, as typed. */
  motsCles: Localized;
  statut: OpportunityStatus;
  etat: OpportunityState;
  /** `datetime-local` text, in the browser's time zone. */
  datePublication: string;
  /** A new image chosen here. */
  image: File | null;
  /** The stored image (edit), null once removed. Never sent. */
  currentImage: string | null;
  /** What the image shows, in every language. */
  texteAlternatif: Localized;
}

export function emptyOpportuniteForm(): OpportuniteFormValues {
  return {
    ...localizedTexts(),
    ...detailsOf(),
    categorie: "",
    codePays: "",
    paysHorsListe: "",
    statut: OPPORTUNITY_DEFAULTS.statut,
    etat: OPPORTUNITY_DEFAULTS.etat,
    // SPEC.md §4: empty means now when published.
    datePublication: "",
    image: null,
    currentImage: null,
    texteAlternatif: perLanguage(() => ""),
  };
}

export function opportuniteFormValues(item: StaffOpportunity): OpportuniteFormValues {
  return {
    ...localizedTexts(item),
    ...detailsOf(item),
    categorie: item.categorieId ?? "",
    codePays: item.codePays ?? "",
    paysHorsListe: item.codePays ? "" : item.pays,
    statut: item.statut,
    etat: item.etat,
    datePublication: item.datePublication ? toLocalDateTime(new Date(item.datePublication)) : "",
    image: null,
    currentImage: item.image,
    texteAlternatif: perLanguage((lang) => item.texteAlternatif?.[lang] ?? ""),
  };
}

// On edit the image is replaced, never removed: the stored one or a new one is needed.
const EditSchema = UpdateOpportunityInputSchema.extend({
  currentImage: z.string().nullable(),
}).superRefine((input, context) => {
  if (!input.image && !input.currentImage) {
    context.addIssue({
      code: "custom",
      path: ["image"],
      message: OPPORTUNITY_MESSAGES.imageRequired,
    });
  }
});

/** The multipart body (SPEC.md §7): etat and its date only at creation (SPEC.md §4). */
function opportuniteFormData(
  values: OpportuniteFormValues,
  mode: "create" | "edit",
  toFormData: () => FormData,
): FormData {
  const body = toFormData();
  body.delete("currentImage");
  body.delete("paysHorsListe");
  // A country from before codes stays until one is picked from the list.
  if (values.paysHorsListe && !values.codePays) body.delete("codePays");
  if (mode === "create") {
    setPublicationDate(body, values);
  } else {
    body.delete("etat");
    body.delete("datePublication");
  }
  return body;
}

// The image's texts go with the picture, which a draft cannot keep.
const NOT_STORED = ["image", "currentImage", "texteAlternatif"] as const;

/** An opportunity's title and description are required in every language, on edit too. */
const always = () => true;

/** The opportunity creation and edition form (SPEC.md §3 to §5). */
export function OpportuniteForm(props: ContentFormProps<OpportuniteFormValues>) {
  const { mode, initialValues, submitLabel } = props;
  const { form, draft, progress, submit } = useContentForm(
    props,
    { create: CreateOpportunityInputSchema, edit: EditSchema },
    NOT_STORED,
  );
  const [pictures, changePictures] = usePickedImages(
    initialValues.currentImage ? [initialValues.currentImage] : [],
    ({ kept, files, alts }) => {
      form.setValue("image", files[0] ?? null);
      form.setValue("currentImage", kept[0] ?? null);
      form.setValue("texteAlternatif", firstAltText(alts));
    },
    singleAltText(initialValues.texteAlternatif),
  );

  const send = submit((values) => opportuniteFormData(values, mode, form.formData));

  // SPEC.md §8: the form scrolls to (and focuses) the first field to fix.
  async function onFormSubmit(event: FormEvent<HTMLFormElement>) {
    const element = event.currentTarget;
    await send(event);
    if (Object.keys(form.form.formState.errors).length > 0) {
      focusFirstError(element, opportunityFieldRank);
    }
  }

  // A refused send: its message above the form is brought into view.
  const formElement = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (form.formError) {
      formElement.current?.querySelector('[role="alert"]')?.scrollIntoView({ block: "center" });
    }
  }, [form.formError]);

  return (
    <form
      ref={formElement}
      onSubmit={onFormSubmit}
      noValidate
      className="flex max-w-4xl flex-col gap-6"
    >
      <FormNotices draft={draft} error={form.formError} />
      <LocalizedTextTabs
        form={form}
        type="opportunites"
        title={{ required: always }}
        summary={{ required: always, max: CONTENT_LIMITS.descriptionMax }}
      />

      <div className="grid gap-4 sm:grid-cols-2">
        <CategorySelect form={form} name="categorie" />
        <CountrySelect
          form={form}
          name="codePays"
          hint={
            initialValues.paysHorsListe
              ? `Enregistré : « ${initialValues.paysHorsListe} », hors de la liste. Choisissez le pays pour le traduire sur le site.`
              : undefined
          }
        />
        {detailNames.map((name) => (
          <FieldShell key={name} label={DETAILS[name].label} error={form.errorFor(name)}>
            {(a11y) => (
              <input
                {...a11y}
                {...form.field(name)}
                className={INPUT_CLASS}
                maxLength={DETAILS[name].max}
              />
            )}
          </FieldShell>
        ))}
        <ChoiceField
          form={form}
          name="statut"
          label="Statut"
          choices={OPPORTUNITY_STATUSES}
          labels={STATUT_LABELS}
        />
        {/* SPEC.md §4: the state is chosen at creation only. */}
        {mode === "create" && <PublicationFields form={form} states={OPPORTUNITY_STATES} />}
      </div>

      <div data-field="image">
        <ImagePicker
          label={mode === "create" ? "Image *" : "Image"}
          images={pictures}
          onChange={changePictures}
          max={1}
          countMessage="Une seule image."
          error={form.errorFor("image")}
          altError={(_index, lang) => form.errorFor(`texteAlternatif.${lang}`)}
        />
      </div>

      <SaveBar
        dirty={form.form.formState.isDirty}
        sending={form.sending}
        label={submitLabel}
        progress={progress}
      />
    </form>
  );
}
