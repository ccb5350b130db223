// Business opportunities in the registry: their fields, limits and SPEC.md §5 messages
// (domain/opportunites.ts keeps the messages and the country rules).
import {
  CONTENT_LIMITS as L,
  OPPORTUNITY_STATES,
  OPPORTUNITY_STATUS_LABELS,
  OPPORTUNITY_STATUSES,
  STATE_LABELS,
} from "../content.ts";
import {
  countryCodeField,
  OPPORTUNITY_MESSAGES as M,
  OPPORTUNITY_DEFAULTS,
} from "../opportunites.ts";
import type { z } from "../zod.ts";
import { defineContentType, errorSorter, fieldRank, formSchema } from "./define.ts";
import {
  altTexts,
  choice,
  createOnly,
  date,
  image,
  keywords,
  localizedText,
  plainText,
  presentedByType,
  reference,
} from "./fields.ts";
import { CONTENT_TYPE_IDENTITIES } from "./identities.ts";

// SPEC.md §5 writes the edition's messages without their final period.
const EDITION = {
  titleRequired: M.editTitleRequired,
  descriptionRequired: M.editDescriptionRequired,
  keywordTooLong: M.editKeywordTooLong,
};

export const OPPORTUNITE_TYPE = defineContentType({
  ...CONTENT_TYPE_IDENTITIES.opportunite,
  // SPEC.md §5: language by language, the first failure first.
  errorOrder: "languages",
  excerpt: "description",
  fields: {
    titre: localizedText({
      label: "Titre",
      max: L.titleMax,
      required: "all",
      messages: {
        create: { required: M.titleRequired, tooLong: M.titleTooLong },
        edit: { required: EDITION.titleRequired, tooLong: M.titleTooLong },
      },
      search: "A",
      list: {},
    }),
    description: localizedText({
      label: "Description",
      max: L.descriptionMax,
      required: "all",
      messages: {
        create: { required: M.descriptionRequired, tooLong: M.descriptionTooLong },
        edit: { required: EDITION.descriptionRequired, tooLong: M.descriptionTooLong },
      },
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
      message: { create: M.keywordTooLong, edit: EDITION.keywordTooLong },
      search: "A",
    }),
    // The id of a category, or a label (SPEC.md §7's free text): one of the list's in any
    // language, or a new one that the server adds to the list.
    categorie: reference({
      label: "Catégorie",
      column: "categorieId",
      max: L.categoryMax,
      message: M.categoryTooLong,
      merge: (row) => row.categorieId ?? "",
      list: {},
    }),
    // The country by its ISO code; `pays` is only read when sent (domain/opportunites.ts).
    codePays: presentedByType({
      ...plainText({ label: "Code pays", max: L.countryMax, message: M.countryTooLong }),
      schema: countryCodeField,
      merge: (row) => row.codePays ?? "",
      versioned: false,
      versionAs: "pays",
    }),
    pays: presentedByType(
      plainText({
        label: "Pays",
        max: L.countryMax,
        message: M.countryTooLong,
        merge: false,
        list: {},
      }),
    ),
    contact: plainText({ label: "Contact", max: L.contactMax, message: M.contactTooLong }),
    quantiteDisponible: plainText({
      label: "Quantité disponible",
      max: L.quantityMax,
      message: M.quantityTooLong,
    }),
    image: image({
      label: "Image",
      required: { create: M.imageRequired, edit: undefined },
      typeMessage: M.imageType,
      list: {},
      form: { countMessage: "Une seule image." },
    }),
    texteAlternatif: altTexts({ label: "Texte alternatif", of: "image" }),
    statut: choice({
      label: "Statut",
      values: OPPORTUNITY_STATUSES,
      labels: OPPORTUNITY_STATUS_LABELS,
      message: M.statutInvalid,
      fallback: { create: OPPORTUNITY_DEFAULTS.statut, edit: undefined },
      list: {},
      filter: { all: "Tous les statuts" },
    }),
    // The state and the publication date are set at creation only (SPEC.md §4).
    etat: createOnly(
      choice({
        label: "État",
        values: OPPORTUNITY_STATES,
        labels: STATE_LABELS,
        message: M.etatInvalid,
        fallback: OPPORTUNITY_DEFAULTS.etat,
        list: {},
        filter: { all: "Tous les états" },
      }),
    ),
    datePublication: createOnly(
      date({
        label: "Date de publication",
        message: M.publicationDateRequired,
        // SPEC.md §4: empty means now when published; a brouillon has none.
        form: { publication: { state: "etat", shownIn: ["publié"] } },
      }),
    ),
    dateExpiration: date({
      label: "Date d'expiration",
      message: M.expirationDateInvalid,
      // SPEC.md §2: the expiry is shown on the page; its field is not on the form.
      form: { hidden: true },
    }),
  },
});

/** Where a field's error comes in SPEC.md §5's order (the form focuses the first). */
export const opportunityFieldRank = fieldRank(OPPORTUNITE_TYPE);

export const sortOpportunityErrors = errorSorter(OPPORTUNITE_TYPE);

/**
 * The opportunity creation form (SPEC.md §5). When publié, an empty publication date means
 * now (SPEC.md §4); a brouillon has none.
 */
export const CreateOpportunityInputSchema = formSchema(OPPORTUNITE_TYPE, "create").transform(
  ({ datePublication, ...value }) => ({
    ...value,
    datePublication: value.etat === "publié" ? (datePublication ?? new Date()) : null,
  }),
);
export type CreateOpportunityInput = z.output<typeof CreateOpportunityInputSchema>;

/**
 * The opportunity edition form (SPEC.md §5): the state and the publication date do not
 * change on edit (SPEC.md §4); the image is either a new file or the current one kept.
 */
export const UpdateOpportunityInputSchema = formSchema(OPPORTUNITE_TYPE, "edit");
export type UpdateOpportunityInput = z.output<typeof UpdateOpportunityInputSchema>;
