import { LANGUAGES, type Localized } from "../../../domain/constants.ts";
import {
  CONTENT_LIMITS,
  DELIVERY_STATUSES,
  type DeliveryStatus,
  PROJECT_STATES,
  type ProjectState,
} from "../../../domain/content.ts";
import {
  CreateRealisationInputSchema,
  REALISATION_TYPE,
  UpdateRealisationInputSchema,
} from "../../../domain/content-types/realisation.ts";
import {
  DEFAULT_DELIVERY_STATUS,
  DELIVERY_STATUS_LABELS,
  isValidImageCount,
  REALISATION_MESSAGES,
} from "../../../domain/realisations.ts";
import { FieldShell, FormNotices, INPUT_CLASS } from "../../components/form-field.tsx";
import type { StaffRealisation } from "../../lib/api-types.ts";
import { requiredOnCreateOrInFrench, toLocalDateTime } from "../content-form/form-support.ts";
import { localizedTexts, setPublicationDate } from "../content-form/form-values.ts";
import { ImagePicker, usePickedImages } from "../content-form/image-picker.tsx";
import { LocalizedTextTabs } from "../content-form/localized-text-fields.tsx";
import { PublicationFields } from "../content-form/publication-fields.tsx";
import { SaveBar } from "../content-form/save-bar.tsx";
import { type ContentFormProps, useContentForm } from "../content-form/use-content-form.ts";
import { emptyKeyFigure, KeyFiguresField, type KeyFigureValues } from "./key-figures-field.tsx";

// The labels and limits of a project's own texts are the registry's.
const CLIENT = {
  label: REALISATION_TYPE.fields.client.label,
  limits: { max: CONTENT_LIMITS.projectClientMax, ...REALISATION_TYPE.fields.client.limits },
};
const PLACE = {
  label: REALISATION_TYPE.fields.lieu.label,
  limits: { max: CONTENT_LIMITS.projectPlaceMax, ...REALISATION_TYPE.fields.lieu.limits },
};

export interface Sector {
  _id: string;
  nom: string;
}

export interface RealisationFormValues {
  titre: Localized;
  description: Localized;
  contenu: Localized;
  /** Comma-separated, as typed. */
  motsCles: Localized;
  client: string;
  lieu: Localized;
  /** The key figures' rows as typed (a wholly empty row is not sent as a figure). */
  chiffresCles: KeyFigureValues[];
  secteur: string;
  annee: string;
  statutLivraison: DeliveryStatus;
  etat: ProjectState;
  /** `datetime-local` text, in the browser's time zone. */
  datePublication: string;
  images: File[];
  oldImages: string[];
  /** What each image shows, aligned with the gallery (kept images, then new ones). */
  texteAlternatif: Localized<string[]>;
}

export function emptyRealisationForm(now = new Date()): RealisationFormValues {
  return {
    ...localizedTexts(),
    client: "",
    lieu: { fr: "", en: "", it: "" },
    chiffresCles: [],
    secteur: "",
    annee: String(now.getFullYear()),
    statutLivraison: DEFAULT_DELIVERY_STATUS,
    etat: "brouillon",
    datePublication: toLocalDateTime(now),
    images: [],
    oldImages: [],
    texteAlternatif: { fr: [], en: [], it: [] },
  };
}

export function realisationFormValues(item: StaffRealisation): RealisationFormValues {
  return {
    ...localizedTexts(item),
    client: item.client,
    lieu: item.lieu,
    chiffresCles: item.chiffresCles.map((figure) => ({
      valeur: figure.valeur,
      libelle: { ...emptyKeyFigure().libelle, ...figure.libelle },
    })),
    secteur: item.secteur._id,
    annee: String(item.annee),
    statutLivraison: item.statutLivraison,
    etat: item.etat,
    datePublication: toLocalDateTime(
      item.datePublication ? new Date(item.datePublication) : new Date(),
    ),
    images: [],
    oldImages: item.images,
    // Each picture's texts, regrouped by language as the form's lists hold them.
    texteAlternatif: Object.fromEntries(
      LANGUAGES.map((lang) => [
        lang,
        item.medias.images.map((picture) => picture.texteAlternatif[lang]),
      ]),
    ) as Localized<string[]>,
  };
}

/** `chiffresCles.0.libelle.fr` as SPEC.md §7 names an entry's part: `chiffresCles[0][libelle][fr]`. */
const bracketed = (name: string) => name.replace(/\.([^.]+)/g, "[$1]");

/**
 * The multipart body (SPEC.md §7): the date only when published, as an instant (the
 * server does not know the browser's time zone); kept images only on edit; the key
 * figures by their indexed names (`chiffresCles[0][valeur]`), an empty list as one empty
 * value so that an edit can remove them all.
 */
export function realisationFormData(
  values: RealisationFormValues,
  mode: "create" | "edit",
  toFormData: () => FormData,
): FormData {
  const body = toFormData();
  setPublicationDate(body, values);
  if (mode === "create") body.delete("oldImages");
  const figures = [...body.entries()].filter(([name]) => name.startsWith("chiffresCles."));
  for (const [name, value] of figures) {
    body.delete(name);
    body.append(bracketed(name), value);
  }
  return body;
}

// On edit the server counts kept + new images (1 to 5); the browser says it before sending.
const EditSchema = UpdateRealisationInputSchema.superRefine((input, context) => {
  if (input.oldImages && !isValidImageCount(input.oldImages.length + input.images.length)) {
    context.addIssue({
      code: "custom",
      path: ["images"],
      message: REALISATION_MESSAGES.imagesCount,
    });
  }
});

// The images' texts go with the pictures, which a draft cannot keep.
const NOT_STORED = ["images", "oldImages", "texteAlternatif"] as const;

interface RealisationFormProps extends ContentFormProps<RealisationFormValues> {
  sectors: readonly Sector[];
}

/** The project creation and edition form (SPEC.md §3 to §5). */
export function RealisationForm(props: RealisationFormProps) {
  const { mode, initialValues, sectors, submitLabel } = props;
  const { form, draft, progress, submit } = useContentForm(
    props,
    { create: CreateRealisationInputSchema, edit: EditSchema },
    NOT_STORED,
  );
  const [pictures, changePictures] = usePickedImages(
    initialValues.oldImages,
    ({ kept, files, alts }) => {
      form.setValue("images", files);
      form.setValue("oldImages", kept);
      form.setValue("texteAlternatif", alts);
    },
    initialValues.texteAlternatif,
  );

  return (
    <form
      onSubmit={submit((values) => realisationFormData(values, mode, form.formData))}
      noValidate
      className="flex max-w-4xl flex-col gap-6"
    >
      <FormNotices draft={draft} error={form.formError} />
      <LocalizedTextTabs
        form={form}
        type="realisations"
        title={{ required: requiredOnCreateOrInFrench(mode) }}
        summary={{ max: CONTENT_LIMITS.projectDescriptionMax }}
        lines={[{ name: "lieu", label: PLACE.label, max: PLACE.limits.max }]}
      />

      <FieldShell
        label={`${CLIENT.label} (facultatif)`}
        error={form.errorFor("client")}
        hint="Le maître d'ouvrage, tel qu'il s'affiche sur la page du projet."
      >
        {(a11y) => (
          <input
            {...a11y}
            {...form.field("client")}
            maxLength={CLIENT.limits.max}
            className={INPUT_CLASS}
          />
        )}
      </FieldShell>

      <div className="grid gap-4 sm:grid-cols-2">
        <FieldShell label="Secteur *" error={form.errorFor("secteur")}>
          {(a11y) => (
            <select {...a11y} {...form.field("secteur")} className={INPUT_CLASS}>
              <option value="">Choisir un secteur</option>
              {sectors.map((sector) => (
                <option key={sector._id} value={sector._id}>
                  {sector.nom}
                </option>
              ))}
            </select>
          )}
        </FieldShell>
        <FieldShell label="Année *" error={form.errorFor("annee")}>
          {(a11y) => (
            <input
              {...a11y}
              {...form.field("annee")}
              inputMode="numeric"
              maxLength={4}
              className={INPUT_CLASS}
            />
          )}
        </FieldShell>
        <FieldShell label="Statut de livraison" error={form.errorFor("statutLivraison")}>
          {(a11y) => (
            <select {...a11y} {...form.field("statutLivraison")} className={INPUT_CLASS}>
              {DELIVERY_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {DELIVERY_STATUS_LABELS[status]}
                </option>
              ))}
            </select>
          )}
        </FieldShell>
        <PublicationFields form={form} states={PROJECT_STATES} />
      </div>

      <KeyFiguresField form={form} />

      <ImagePicker
        label={mode === "create" ? "Images (1 à 5) *" : "Images (1 à 5)"}
        images={pictures}
        onChange={changePictures}
        max={CONTENT_LIMITS.projectImagesMax}
        countMessage={REALISATION_MESSAGES.imagesCount}
        error={form.errorFor("images") ?? form.errorFor("texteAlternatif")}
        altError={(index, lang) => form.errorFor(`texteAlternatif.${lang}.${index}`)}
      />

      <SaveBar
        dirty={form.form.formState.isDirty}
        sending={form.sending}
        label={submitLabel}
        progress={progress}
      />
    </form>
  );
}
