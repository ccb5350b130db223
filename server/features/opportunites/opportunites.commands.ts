import { countryName } from "../../../domain/countries.ts";
import {
  CreateOpportunityInputSchema,
  chosenCountry,
  OPPORTUNITY_MESSAGES as M,
  sortOpportunityErrors,
  UpdateOpportunityInputSchema,
} from "../../../domain/opportunites.ts";
import type { opportunites } from "../../db/schema.ts";
import type { UploadedFile } from "../../lib/form.ts";
import { validationError } from "../../lib/http-error.ts";
import type { CategoriesService } from "../categories/categories.service.ts";
import { keptOrNewImage } from "../content/alt-texts.ts";
import { type ContentWriting, createContentCommands } from "../content/content.commands.ts";
import type { ContentDeps } from "../content/content.queries.ts";

type Row = typeof opportunites.$inferSelect;

/** The category a form named: its id, null for none. */
interface Resolved {
  categorieId: string | null;
}

/**
 * The stored columns of a chosen country: its code, and its French name in `pays` (the
 * name the API shows); no code clears both. Undefined (an edit that sent no country): no
 * change, so a text from before codes stays until someone picks a country.
 */
function countryColumns(code: string | undefined): Partial<Pick<Row, "codePays" | "pays">> {
  if (code === undefined) return {};
  return code ? { codePays: code, pays: countryName(code, "fr") } : { codePays: null, pays: "" };
}

const opportunityWriting = (
  categories: CategoriesService,
): ContentWriting<
  typeof opportunites,
  ReturnType<typeof CreateOpportunityInputSchema.parse>,
  ReturnType<typeof UpdateOpportunityInputSchema.parse>,
  Resolved
> => ({
  notFound: M.notFound,
  createSchema: CreateOpportunityInputSchema,
  updateSchema: UpdateOpportunityInputSchema,
  // SPEC.md §5: language by language, the first failure first.
  sortErrors: sortOpportunityErrors,

  // The state and the publication date are set at creation only (SPEC.md §4).
  formValuesOf: (row) => ({
    titre: row.titre,
    description: row.description,
    contenu: row.contenu,
    motsCles: row.motsCles,
    // The category by its id, the country by its code: `pays` is only read when sent.
    categorie: row.categorieId ?? "",
    codePays: row.codePays ?? "",
    contact: row.contact,
    quantiteDisponible: row.quantiteDisponible,
    statut: row.statut,
    dateExpiration: row.dateExpiration,
  }),

  // The category named by its id or its label in any language, as the list has it now.
  async resolve(input) {
    if (input.categorie === "") return { categorieId: null };
    const category = await categories.find(input.categorie);
    if (!category) {
      throw validationError([{ champ: "categorie", message: M.categoryUnknown(input.categorie) }]);
    }
    return { categorieId: category._id };
  },

  // `auteur` a form may send is ignored: the author is whoever is signed in.
  uploads: (input) => ({
    files: input.image ? [input.image as UploadedFile] : [],
    field: "image",
    typeMessage: M.imageType,
  }),

  createValues: (
    { image: _file, categorie: _category, codePays, pays, texteAlternatif, ...input },
    { categorieId },
    [image],
  ) => ({
    ...input,
    categorieId,
    ...countryColumns(chosenCountry({ codePays, pays })),
    image: keptOrNewImage(null, image, texteAlternatif),
  }),

  // A new file replaces the image; without one (`oldImage` or nothing) it is kept.
  editValues: (
    { image: _file, categorie: _category, codePays, pays, texteAlternatif, ...input },
    { resolved, images: [image], current, sent },
  ) => ({
    ...input,
    // A category not sent stays as stored now, even if another edit changed it meanwhile.
    categorieId: sent.categorie === undefined ? current.categorieId : resolved.categorieId,
    ...countryColumns(chosenCountry({ codePays, pays }, sent)),
    image: keptOrNewImage(current.image, image, texteAlternatif),
  }),

  imagesOf: (row) => [row.image],
});

export const createOpportunityCommands = (
  deps: ContentDeps<typeof opportunites>,
  categories: CategoriesService,
) => createContentCommands(deps, opportunityWriting(categories));
