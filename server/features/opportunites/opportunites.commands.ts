import type { CategoryChoice } from "../../../domain/categories.ts";
import {
  CreateOpportunityInputSchema,
  OPPORTUNITE_TYPE,
  UpdateOpportunityInputSchema,
} from "../../../domain/content-types/opportunite.ts";
import { isUuid } from "../../../domain/ids.ts";
import {
  type CountryChoice,
  chosenCountry,
  OPPORTUNITY_MESSAGES as M,
} from "../../../domain/opportunites.ts";
import type { opportunites } from "../../db/schema.ts";
import type { UploadedFile } from "../../lib/form.ts";
import { validationError } from "../../lib/http-error.ts";
import type { CategoriesService } from "../categories/categories.service.ts";
import { keptOrNewImage } from "../content/alt-texts.ts";
import { type ContentWriting, createContentCommands } from "../content/content.commands.ts";
import type { ContentDeps } from "../content/content.queries.ts";

type Row = typeof opportunites.$inferSelect;

/** The category a form named; undefined when it sent none (an edit keeps the item's). */
interface Resolved {
  categorie: CategoryChoice | undefined;
}

/**
 * The stored columns of a chosen country: its code (null for a text naming none) and the
 * name the API shows in `pays`. Undefined (an edit that sent no country): no change.
 */
function countryColumns(
  choice: CountryChoice | undefined,
): Partial<Pick<Row, "codePays" | "pays">> {
  return choice ? { codePays: choice.code, pays: choice.name } : {};
}

const categoryUnknown = (value: string) =>
  validationError([{ champ: "categorie", message: M.categoryUnknown(value) }]);

/** The labels a version kept of its category (revisions' `describe` below), if any. */
function versionCategoryLabel(snapshot: Record<string, unknown>): string | undefined {
  const labels = snapshot.libelleCategorie as { fr?: unknown } | null | undefined;
  return typeof labels?.fr === "string" && labels.fr !== "" ? labels.fr : undefined;
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
  definition: OPPORTUNITE_TYPE,
  createSchema: CreateOpportunityInputSchema,
  updateSchema: UpdateOpportunityInputSchema,

  // The category named by its id or its label in any language, as the list has it now; a
  // label it has not becomes a category when the write settles (SPEC.md §7: free text).
  // An id names a category: one that is no longer there is refused, not made a label.
  async resolve(input, sent) {
    if (sent.categorie === undefined) return { categorie: undefined };
    if (input.categorie === "") return { categorie: null };
    const category = await categories.find(input.categorie);
    if (category) return { categorie: { id: category._id } };
    if (isUuid(input.categorie)) throw categoryUnknown(input.categorie);
    return { categorie: { label: input.categorie } };
  },

  async settle(tx, { categorie }, actor) {
    if (categorie === undefined) return {};
    const categorieId = await categories.settle(tx, categorie, actor);
    // Only an id can name nothing by now: its category was deleted since `resolve` read it.
    if (categorieId === undefined) {
      throw categoryUnknown(categorie && "id" in categorie ? categorie.id : "");
    }
    return { categorieId };
  },

  // A version whose category was deleted since names it by the French label it kept.
  async versionForm(snapshot, form) {
    const id = snapshot.categorieId;
    if (typeof id !== "string" || (await categories.find(id))) return form;
    return { ...form, categorie: versionCategoryLabel(snapshot) ?? "" };
  },

  // `auteur` a form may send is ignored: the author is whoever is signed in.
  uploads: (input) => ({
    files: input.image ? [input.image as UploadedFile] : [],
    field: "image",
    typeMessage: M.imageType,
  }),

  // The category's column comes from `settle`.
  createValues: (
    { image: _file, categorie: _category, codePays, pays, texteAlternatif, ...input },
    _resolved,
    [image],
  ) => ({
    ...input,
    ...countryColumns(chosenCountry({ codePays, pays })),
    image: keptOrNewImage(null, image, texteAlternatif),
  }),

  // A new file replaces the image; without one (`oldImage` or nothing) it is kept.
  editValues: (
    { image: _file, categorie: _category, codePays, pays, texteAlternatif, ...input },
    { images: [image], current, sent },
  ) => ({
    ...input,
    // The category's column comes from `settle`, and only when the edit sent one: one not
    // sent stays as stored now, even if another edit changed it meanwhile.
    ...countryColumns(chosenCountry({ codePays, pays }, sent)),
    image: keptOrNewImage(current.image, image, texteAlternatif),
  }),
});

export const createOpportunityCommands = (
  deps: ContentDeps<typeof opportunites>,
  categories: CategoriesService,
) => createContentCommands(deps, opportunityWriting(categories));
