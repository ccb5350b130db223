// Projects (réalisations) in the registry: their fields, limits and SPEC.md §5 messages
// (domain/realisations.ts keeps the messages and the year and gallery rules).
import { ALT_TEXT_MESSAGES, altTextsFit } from "../alt-texts.ts";
import { SECTOR_CODES } from "../constants.ts";
import {
  DELIVERY_STATUSES,
  CONTENT_LIMITS as L,
  PROJECT_STATES,
  type ProjectState,
  STATE_LABELS,
} from "../content.ts";
import {
  DEFAULT_DELIVERY_STATUS,
  DELIVERY_STATUS_LABELS,
  keptImagesField,
  REALISATION_MESSAGES as M,
  ProjectYearSchema,
} from "../realisations.ts";
import type { z } from "../zod.ts";
import { defineContentType, formSchema } from "./define.ts";
import {
  altTextLists,
  choice,
  date,
  editOnly,
  entries,
  gallery,
  keptImages,
  keywords,
  localizedText,
  number,
  plainText,
  reference,
  SECTOR_LABELS,
} from "./fields.ts";
import { CONTENT_TYPE_IDENTITIES } from "./identities.ts";

/** brouillon | publié; 'published' and 'draft' too (SPEC.md §4 reads 'published' as publié). */
const STATE_ALIASES: Record<string, ProjectState> = { draft: "brouillon", published: "publié" };

export const REALISATION_TYPE = defineContentType({
  ...CONTENT_TYPE_IDENTITIES.realisation,
  // As the schema finds them: each field's languages, then the rules across fields.
  errorOrder: "schema",
  excerpt: "description",
  fields: {
    titre: localizedText({
      label: "Titre",
      max: L.titleMax,
      required: { create: "all", edit: "fr" },
      messages: { required: M.titleRequired, tooLong: M.titleTooLong },
      search: "A",
      list: {},
    }),
    description: localizedText({
      label: "Description",
      max: L.projectDescriptionMax,
      messages: { tooLong: M.descriptionTooLong },
      search: "B",
      form: { rows: 3 },
    }),
    contenu: localizedText({
      label: "Contenu",
      markdown: true,
      max: L.contentMax,
      messages: { tooLong: M.contentTooLong },
      search: "D",
    }),
    motsCles: keywords({
      label: "Mots-clés",
      max: L.keywordMax,
      message: M.keywordTooLong,
      search: "A",
    }),
    client: plainText({
      label: "Client",
      max: L.projectClientMax,
      message: M.clientTooLong,
      search: "C",
      form: {
        label: "Client (facultatif)",
        hint: "Le maître d'ouvrage, tel qu'il s'affiche sur la page du projet.",
        wide: true,
      },
    }),
    lieu: localizedText({
      label: "Lieu",
      max: L.projectPlaceMax,
      messages: { tooLong: M.placeTooLong },
      search: "C",
    }),
    chiffresCles: entries({
      label: "Chiffres clés",
      max: L.keyFiguresMax,
      valueMax: L.keyFigureValueMax,
      labelMax: L.keyFigureLabelMax,
      messages: {
        tooMany: M.keyFiguresTooMany,
        valueRequired: M.keyFigureValueRequired,
        valueTooLong: M.keyFigureValueTooLong,
        labelRequired: M.keyFigureLabelRequired,
        labelTooLong: M.keyFigureLabelTooLong,
      },
      search: "C",
      form: {
        after: "datePublication",
        itemLabel: "Chiffre clé",
        hint: "Une valeur courte (« 12 000 m² », « 350 ») et ce qu'elle mesure, dans chaque langue.",
      },
    }),
    // A sector code, id or slug (the server resolves it and says when it names none).
    secteur: reference({
      label: "Secteur",
      column: "secteurId",
      required: M.sectorRequired,
      max: 100,
      message: M.sectorUnknown,
      list: {},
      // Filtered by the sector's code (the reference also takes an id or a slug).
      filter: {
        all: "Tous les secteurs",
        message: M.sectorUnknown,
        values: SECTOR_CODES,
        labels: SECTOR_LABELS,
      },
      form: { placeholder: "Choisir un secteur" },
    }),
    annee: number({
      label: "Année",
      schema: ProjectYearSchema,
      min: L.projectYearMin,
      list: {},
      required: true,
      form: { maxLength: 4, startsNow: true },
    }),
    statutLivraison: choice({
      label: "Statut de livraison",
      values: DELIVERY_STATUSES,
      labels: DELIVERY_STATUS_LABELS,
      message: M.deliveryStatusInvalid,
      fallback: DEFAULT_DELIVERY_STATUS,
      list: { header: "Livraison", phone: "hidden" },
    }),
    etat: choice({
      label: "État",
      values: PROJECT_STATES,
      labels: STATE_LABELS,
      message: M.stateInvalid,
      fallback: "brouillon",
      aliases: STATE_ALIASES,
      list: {},
      filter: { all: "Tous les états" },
    }),
    datePublication: date({
      label: "Date de publication",
      message: M.publicationDateInvalid,
      // Shown and sent once published, as an instant; a form starts it at now.
      form: { publication: { state: "etat", shownIn: ["publié"] }, startsNow: true },
    }),
    images: gallery({
      label: "Images",
      min: { create: L.projectImagesMin, edit: 0 },
      max: L.projectImagesMax,
      countMessage: M.imagesCount,
      typeMessage: M.imageType,
      // The first of them, as a thumbnail.
      list: { header: "Image" },
    }),
    /** The stored images an edit keeps (`oldImages`): checked by the server with the new ones. */
    oldImages: editOnly(
      keptImages({ label: "Images conservées", of: "images", schema: keptImagesField }),
    ),
    texteAlternatif: altTextLists({
      label: "Textes alternatifs",
      of: "images",
      alias: "textesAlternatifs",
    }),
  },
});

const publishedHasDate = (
  input: { etat: ProjectState; datePublication: Date | null },
  context: z.core.$RefinementCtx,
) => {
  // Runs even when other fields failed: every error is listed at once.
  if (input.etat === "publié" && input.datePublication === null) {
    context.addIssue({
      code: "custom",
      path: ["datePublication"],
      message: M.publicationDateRequired,
    });
  }
};

/** The project creation form (SPEC.md §5): every language's title, 1 to 5 images. */
export const CreateRealisationInputSchema = formSchema(REALISATION_TYPE, "create")
  .superRefine(publishedHasDate)
  .superRefine((input, context) => {
    if (!altTextsFit(input.texteAlternatif, input.images.length)) {
      context.addIssue({
        code: "custom",
        path: ["texteAlternatif"],
        message: ALT_TEXT_MESSAGES.tooMany,
      });
    }
  });
export type CreateRealisationInput = z.infer<typeof CreateRealisationInputSchema>;

/**
 * The project edition form (SPEC.md §5): the French title stays required, the English and
 * Italian ones may be emptied (public reads then fall back to French). `images` are the
 * new files, `oldImages` the stored ones kept (all of them when not sent); the total
 * (kept + new) must be 1 to 5, and the alternative texts fit that gallery, which the
 * server checks against what it holds.
 */
export const UpdateRealisationInputSchema = formSchema(REALISATION_TYPE, "edit").superRefine(
  publishedHasDate,
);
export type UpdateRealisationInput = z.infer<typeof UpdateRealisationInputSchema>;
