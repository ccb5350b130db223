// Articles (actualités) in the registry: their fields, limits and SPEC.md §5 messages
// (domain/articles.ts keeps the messages and the publication-date rule).
import { ARTICLE_MESSAGES as M } from "../articles.ts";
import {
  ARTICLE_STATES,
  type ArticleState,
  CONTENT_LIMITS as L,
  STATE_LABELS,
} from "../content.ts";
import type { z } from "../zod.ts";
import { defineContentType, errorSorter, formSchema } from "./define.ts";
import { altTexts, choice, date, image, keywords, localizedText, sectors } from "./fields.ts";
import { CONTENT_TYPE_IDENTITIES } from "./identities.ts";

/** The state whose date is required (ARTICLE_MESSAGES.dateRequiredWhenPlanned). */
const PLANNED = ["planifié"] as const satisfies readonly ArticleState[];

export const ARTICLE_TYPE = defineContentType({
  ...CONTENT_TYPE_IDENTITIES.article,
  errorOrder: "fields",
  excerpt: "resume",
  fields: {
    titre: localizedText({
      label: "Titre",
      min: L.articleTitleMin,
      max: L.articleTitleMax,
      required: { create: "all", edit: "fr" },
      messages: { required: M.titleRequired, tooShort: M.titleTooShort, tooLong: M.titleTooLong },
      search: "A",
      list: {},
    }),
    contenu: localizedText({
      label: "Contenu",
      markdown: true,
      min: L.articleContentMin,
      max: L.contentMax,
      required: { create: "all", edit: "fr" },
      messages: {
        required: M.contentRequired,
        tooShort: M.contentTooShort,
        tooLong: M.contentTooLong,
      },
      search: "D",
      form: { rows: 10 },
    }),
    resume: localizedText({
      label: "Résumé",
      max: L.summaryMax,
      messages: { tooLong: M.summaryTooLong },
      search: "B",
      form: { rows: 2 },
    }),
    motsCles: keywords({
      label: "Mots-clés",
      max: L.keywordMax,
      message: M.keywordTooLong,
      search: "A",
    }),
    categories: sectors({
      label: "Catégories",
      max: { create: L.articleCategoriesCreateMax, edit: L.articleCategoriesEditMax },
      messages: {
        required: M.categoriesRequired,
        invalid: M.categoriesInvalid,
        tooMany: M.categoriesTooMany,
      },
      list: {},
      filter: {
        name: "categorie",
        label: "Secteur",
        all: "Tous les secteurs",
        message: M.categorieFilterInvalid,
      },
      form: {
        hint: {
          create: `De 1 à ${L.articleCategoriesCreateMax} catégories.`,
          edit: `De 1 à ${L.articleCategoriesEditMax} catégories.`,
        },
      },
    }),
    etat: choice({
      label: "État",
      values: ARTICLE_STATES,
      labels: STATE_LABELS,
      message: M.etatInvalid,
      fallback: { create: "brouillon", edit: undefined },
      list: {},
      filter: { all: "Tous les états" },
    }),
    datePublication: date({
      label: "Date de publication",
      message: M.dateInvalid,
      // SPEC.md §4: on creation the date is asked (and sent) only of a planned article; an
      // edit sends it only when changed, so the server keeps the stored one.
      form: {
        publication: {
          state: "etat",
          shownIn: { create: PLANNED, edit: ARTICLE_STATES },
          requiredIn: PLANNED,
          sentOnlyChangedOnEdit: true,
        },
      },
    }),
    imagePrincipale: image({
      label: "Image principale",
      required: { create: M.imageRequired, edit: undefined },
      typeMessage: M.imageType,
      list: { header: "Image" },
      form: { countMessage: "Une seule image principale : retirez l'actuelle pour la remplacer." },
    }),
    texteAlternatif: altTexts({ label: "Texte alternatif", of: "imagePrincipale" }),
  },
});

/** Errors as the form shows its fields: the texts, the categories, the state, the image. */
export const sortArticleErrors = errorSorter(ARTICLE_TYPE);

const plannedHasDate = (input: { etat: ArticleState; datePublication: Date | null }) =>
  input.etat !== "planifié" || input.datePublication !== null;

const plannedHasDateOptions = {
  error: M.dateRequiredWhenPlanned,
  path: ["datePublication"],
  // Checked even when other fields fail, so every message comes at once.
  when: (payload: z.core.ParsePayload) =>
    !payload.issues.some((i) => i.path?.[0] === "etat" || i.path?.[0] === "datePublication"),
};

/**
 * The article creation form (SPEC.md §5): every language complete, 1 to 3 categories, a
 * date when planned, a main image.
 */
export const CreateArticleInputSchema = formSchema(ARTICLE_TYPE, "create").refine(
  plannedHasDate,
  plannedHasDateOptions,
);
export type CreateArticleInput = z.output<typeof CreateArticleInputSchema>;

/**
 * The article edition form (SPEC.md §5): French title and content required, the other
 * languages may stay empty (public reads then show the French), 1 to 4 categories, any
 * state; a new main image is optional.
 */
export const UpdateArticleInputSchema = formSchema(ARTICLE_TYPE, "edit").refine(
  plannedHasDate,
  plannedHasDateOptions,
);
export type UpdateArticleInput = z.output<typeof UpdateArticleInputSchema>;

/** The field of the article's main image file (the form's file input, the upload's name). */
export const ARTICLE_IMAGE_FIELD = "imagePrincipale" satisfies keyof typeof ARTICLE_TYPE.fields;
