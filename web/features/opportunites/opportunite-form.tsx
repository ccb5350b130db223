import { type FormEvent, useState } from "react";
import type { Localized } from "../../../domain/constants.ts";
import {
  CONTENT_LIMITS,
  OPPORTUNITY_STATES,
  OPPORTUNITY_STATUSES,
  type OpportunityState,
  type OpportunityStatus,
} from "../../../domain/content.ts";
import {
  CreateOpportunityInputSchema,
  OPPORTUNITY_DEFAULTS,
  OPPORTUNITY_MESSAGES,
  opportunityFieldRank,
  UpdateOpportunityInputSchema,
} from "../../../domain/opportunites.ts";
import { z } from "../../../domain/zod.ts";
import {
  Alert,
  DraftNotice,
  FieldShell,
  INPUT_CLASS,
  SubmitButton,
} from "../../components/form-field.tsx";
import { useFormDraft } from "../../lib/use-form-draft.ts";
import { useSchemaForm } from "../../lib/use-schema-form.ts";
import { focusFirstError } from "../content-form/focus-first-error.ts";
import {
  localizedTexts,
  setPublicationDate,
  toLocalDateTime,
} from "../content-form/form-values.ts";
import {
  ImagePicker,
  type PickedImage,
  splitImages,
  storedImages,
} from "../content-form/image-picker.tsx";
import { LanguageTabs } from "../content-form/language-tabs.tsx";
import { LocalizedTextFields, languageHasError } from "../content-form/localized-text-fields.tsx";
import { PublicationFields } from "../content-form/publication-fields.tsx";
import { creationFailure, editionFailure } from "../content-form/submit-failures.ts";

/** An opportunity as GET /opportunites/admin/{id} and /admin/all answer it. */
export interface StaffOpportunite {
  _id: string;
  slugs: Localized;
  titre: Localized;
  description: Localized;
  contenu: Localized;
  motsCles: Localized<string[]>;
  categorie: string;
  pays: string;
  contact: string;
  quantiteDisponible: string;
  statut: OpportunityStatus;
  etat: OpportunityState;
  datePublication: string | null;
  image: string | null;
  nombreVues: number;
}

export const STATUT_LABELS: Record<OpportunityStatus, string> = {
  actif: "Actif",
  expiré: "Expiré",
  retiré: "Retiré",
};

export interface OpportuniteFormValues {
  titre: Localized;
  description: Localized;
  contenu: Localized;
  /** Comma-separated, as typed. */
  motsCles: Localized;
  categorie: string;
  pays: string;
  contact: string;
  quantiteDisponible: string;
  statut: OpportunityStatus;
  etat: OpportunityState;
  /** `datetime-local` text, in the browser's time zone. */
  datePublication: string;
  /** A new image chosen here. */
  image: File | null;
  /** The stored image (edit), null once removed. Never sent. */
  currentImage: string | null;
}

export function emptyOpportuniteForm(): OpportuniteFormValues {
  return {
    ...localizedTexts(),
    categorie: "",
    pays: "",
    contact: "",
    quantiteDisponible: "",
    statut: OPPORTUNITY_DEFAULTS.statut,
    etat: OPPORTUNITY_DEFAULTS.etat,
    // SPEC.md §4: empty means now when published.
    datePublication: "",
    image: null,
    currentImage: null,
  };
}

export function opportuniteFormValues(item: StaffOpportunite): OpportuniteFormValues {
  return {
    ...localizedTexts(item),
    categorie: item.categorie,
    pays: item.pays,
    contact: item.contact,
    quantiteDisponible: item.quantiteDisponible,
    statut: item.statut,
    etat: item.etat,
    datePublication: item.datePublication ? toLocalDateTime(new Date(item.datePublication)) : "",
    image: null,
    currentImage: item.image,
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
  if (mode === "create") {
    setPublicationDate(body, values);
  } else {
    body.delete("etat");
    body.delete("datePublication");
  }
  return body;
}

const NOT_STORED = ["image", "currentImage"] as const;

interface OpportuniteFormProps {
  mode: "create" | "edit";
  initialValues: OpportuniteFormValues;
  submitLabel: string;
  draftKey: string;
  /** Sends the body; throws ApiError on failure. */
  onSubmit(body: FormData): Promise<void>;
}

/** The opportunity creation and edition form (SPEC.md §3 to §5). */
export function OpportuniteForm({
  mode,
  initialValues,
  submitLabel,
  draftKey,
  onSubmit,
}: OpportuniteFormProps) {
  const form = useSchemaForm(
    mode === "create" ? CreateOpportunityInputSchema : EditSchema,
    initialValues,
  );
  const draft = useFormDraft(form.form, { key: draftKey, exclude: NOT_STORED });
  const [pictures, setPictures] = useState(() =>
    storedImages(initialValues.currentImage ? [initialValues.currentImage] : []),
  );

  function changePictures(next: PickedImage[]) {
    setPictures(next);
    const { kept, files } = splitImages(next);
    form.setValue("image", files[0] ?? null);
    form.setValue("currentImage", kept[0] ?? null);
  }

  const submit = form.handleSubmit(
    draft.guard((values) => onSubmit(opportuniteFormData(values, mode, form.formData))),
    mode === "create" ? creationFailure : editionFailure,
  );

  // SPEC.md §8: the form scrolls to (and focuses) the first field to fix.
  async function onFormSubmit(event: FormEvent<HTMLFormElement>) {
    const element = event.currentTarget;
    await submit(event);
    if (Object.keys(form.form.formState.errors).length > 0) {
      focusFirstError(element, opportunityFieldRank);
    }
  }

  const textField = (
    name: "categorie" | "pays" | "contact" | "quantiteDisponible",
    label: string,
    max: number,
  ) => (
    <FieldShell label={label} error={form.errorFor(name)}>
      {(a11y) => <input {...a11y} {...form.field(name)} className={INPUT_CLASS} maxLength={max} />}
    </FieldShell>
  );

  return (
    <form onSubmit={onFormSubmit} noValidate className="flex max-w-4xl flex-col gap-6">
      {draft.offered && (
        <DraftNotice
          savedAt={draft.offered.savedAt}
          onRestore={draft.restore}
          onDiscard={draft.discard}
        />
      )}
      <Alert message={form.formError} />
      <LanguageTabs label="Langue des textes" hasError={(lang) => languageHasError(form, lang)}>
        {(lang) => (
          <LocalizedTextFields
            form={form}
            lang={lang}
            titleRequired
            descriptionRequired
            descriptionMax={CONTENT_LIMITS.descriptionMax}
          />
        )}
      </LanguageTabs>

      <div className="grid gap-4 sm:grid-cols-2">
        {textField("categorie", "Catégorie", CONTENT_LIMITS.categoryMax)}
        {textField("pays", "Pays", CONTENT_LIMITS.countryMax)}
        {textField("contact", "Contact", CONTENT_LIMITS.contactMax)}
        {textField("quantiteDisponible", "Quantité disponible", CONTENT_LIMITS.quantityMax)}
        <FieldShell label="Statut" error={form.errorFor("statut")}>
          {(a11y) => (
            <select {...a11y} {...form.field("statut")} className={INPUT_CLASS}>
              {OPPORTUNITY_STATUSES.map((statut) => (
                <option key={statut} value={statut}>
                  {STATUT_LABELS[statut]}
                </option>
              ))}
            </select>
          )}
        </FieldShell>
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
        />
      </div>

      <SubmitButton sending={form.sending} label={submitLabel} />
    </form>
  );
}
