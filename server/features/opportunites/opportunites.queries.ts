import { and, eq } from "drizzle-orm";
import { altTextsOf } from "../../../domain/alt-texts.ts";
import type { Category } from "../../../domain/categories.ts";
import { LANGUAGES, type Language, type Localized } from "../../../domain/constants.ts";
import type { OpportunityState, OpportunityStatus } from "../../../domain/content.ts";
import { OPPORTUNITE_TYPE } from "../../../domain/content-types/opportunite.ts";
import { countryName } from "../../../domain/countries.ts";
import { OPPORTUNITY_MESSAGES } from "../../../domain/opportunites.ts";
import { z } from "../../../domain/zod.ts";
import { opportunites } from "../../db/schema.ts";
import { imageUrl, type Storage } from "../../plugins/storage.ts";
import { type CategoriesService, labelIn } from "../categories/categories.service.ts";
import {
  contentAnswer,
  type Fits,
  forReader,
  isoDate,
  localized,
  type Reader,
} from "../content/answers.ts";
import {
  type ContentDeps,
  type ContentReading,
  createContentQueries,
} from "../content/content.queries.ts";
import type { ContentRecord } from "../content/content.repository.ts";
import {
  altTextForReader,
  answeredValues,
  commonView,
  mediasOf,
  type PublicItem,
} from "../content/present.ts";
import { opportunityIsPublic } from "../content/visibility.ts";
import type { OpportunityRow } from "./opportunites.repository.ts";

/** What an opportunity answers besides its registry fields, for a reader `R`. */
const opportunityAnswer = <R extends Reader>(reader: R) =>
  contentAnswer(OPPORTUNITE_TYPE, reader).extend({
    /** The category's French label (SPEC.md §7), "" for none. */
    categorie: z.string(),
    categorieId: z.string().nullable(),
    /** The country's French name (SPEC.md §7), "" for none. */
    pays: z.string(),
    /** ISO 3166-1 alpha-2 ("SN"), null for none (or a name from before codes, in `pays`). */
    codePays: z.string().nullable(),
    dateCreation: isoDate,
    slugs: localized(z.string()),
  });

/** Back-office reads: every text in the three languages. */
export const StaffOpportunitySchema = opportunityAnswer("staff").extend({
  slug: localized(z.string()),
});
export type StaffOpportunity = z.infer<typeof StaffOpportunitySchema>;

/**
 * Public reads as `reader` gets them: every text in the reader's language (French where it
 * is missing), or in every language when the reader named none (SPEC.md §7 `GET /opportunites`).
 */
export const publicOpportunitySchema = <R extends "one" | "any">(reader: R) =>
  opportunityAnswer(reader).extend({
    slug: forReader(z.string(), reader),
    /** The category's label in the reader's language (French where it has none). */
    libelleCategorie: forReader(z.string(), reader),
    /** The country as the reader's language names it. */
    nomPays: forReader(z.string(), reader),
  });

/**
 * The same as the type the pages read (server/app-context.ts): the registry's fields in
 * one language or in every one, the item as a whole; proven to fit the schema above.
 */
export type PublicOpportunity = Fits<
  PublicItem<typeof OPPORTUNITE_TYPE, OpportunityRow, PublicOpportunityAnswer>,
  PublicOpportunityAnswer
>;
type PublicOpportunityAnswer = z.infer<ReturnType<typeof publicOpportunitySchema<"any">>>;

export interface OpportunityStaffFilter {
  statut?: OpportunityStatus | undefined;
  etat?: OpportunityState | undefined;
}

/** The names of an item's category and country in `lang` (the stored text without a code). */
function vocabularyIn(row: OpportunityRow, category: Category | undefined, lang: Language) {
  return {
    categorie: category ? labelIn(category, lang) : "",
    pays: row.codePays ? countryName(row.codePays, lang) : row.pays,
  };
}

/** Those names for a reader: in their language, or in every language when they named none. */
function vocabularyFor(row: OpportunityRow, category: Category | undefined, lang?: Language) {
  if (lang) {
    const { categorie, pays } = vocabularyIn(row, category, lang);
    return { libelleCategorie: categorie, nomPays: pays };
  }
  const all = LANGUAGES.map((each) => [each, vocabularyIn(row, category, each)] as const);
  const pick = (key: "categorie" | "pays") =>
    Object.fromEntries(all.map(([each, names]) => [each, names[key]])) as Localized;
  return { libelleCategorie: pick("categorie"), nomPays: pick("pays") };
}

function common(
  storage: Pick<Storage, "publicUrl">,
  record: ContentRecord<OpportunityRow>,
  slugs: Localized,
  category: Category | undefined,
) {
  const { row } = record;
  return {
    ...commonView(record),
    ...vocabularyIn(row, category, "fr"),
    categorieId: row.categorieId,
    codePays: row.codePays,
    contact: row.contact,
    quantiteDisponible: row.quantiteDisponible,
    statut: row.statut,
    etat: row.etat,
    dateExpiration: row.dateExpiration?.toISOString() ?? null,
    dateCreation: row.createdAt.toISOString(),
    image: row.image ? imageUrl(storage, row.image) : null,
    slugs,
  };
}

/** An item's category, from the list as the cache of public reads keeps it. */
async function categoryOf(categories: CategoriesService, row: OpportunityRow) {
  if (!row.categorieId) return undefined;
  return (await categories.list()).find((category) => category._id === row.categorieId);
}

/** How opportunities are read; their images' URLs point where `storage` serves them. */
const opportunityReading = (
  storage: Pick<Storage, "publicUrl">,
  categories: CategoriesService,
): ContentReading<
  typeof opportunites,
  PublicOpportunity,
  StaffOpportunity,
  OpportunityPublicFilter,
  OpportunityStaffFilter
> => ({
  isPublic: opportunityIsPublic,
  // The public list's filters (issue 20): a country's code, a category's id. The route's
  // schema refuses a malformed one; a category that does not exist is refused here.
  async publicFilter({ pays, categorie }) {
    if (categorie && !(await categories.list()).some((category) => category._id === categorie)) {
      return { champ: "categorie", message: OPPORTUNITY_MESSAGES.categorieFilterUnknown };
    }
    return and(
      pays ? eq(opportunites.codePays, pays) : undefined,
      categorie ? eq(opportunites.categorieId, categorie) : undefined,
    );
  },
  publicOrder: () => [[opportunites.createdAt, "desc"]],
  staffFilter: ({ statut, etat }) =>
    and(
      statut ? eq(opportunites.statut, statut) : undefined,
      etat ? eq(opportunites.etat, etat) : undefined,
    ),

  async toPublic(record, slugs, lang) {
    const { row } = record;
    const category = await categoryOf(categories, row);
    return {
      ...common(storage, record, slugs, category),
      ...vocabularyFor(row, category, lang),
      ...answeredValues(OPPORTUNITE_TYPE, row, lang),
      slug: lang ? slugs[lang] || slugs.fr : slugs,
      texteAlternatif: altTextForReader(row.image, lang, row.titre),
      medias: mediasOf(storage, OPPORTUNITE_TYPE, row, { lang, title: row.titre }),
    };
  },

  async toStaff(record, slugs) {
    const { row } = record;
    return {
      ...common(storage, record, slugs, await categoryOf(categories, row)),
      ...answeredValues(OPPORTUNITE_TYPE, row),
      slug: slugs,
      texteAlternatif: altTextsOf(row.image),
      medias: mediasOf(storage, OPPORTUNITE_TYPE, row, { lang: undefined, title: row.titre }),
    };
  },
});

/** What the public list of opportunities may be filtered by (issue 20). */
export interface OpportunityPublicFilter {
  /** ISO 3166 code, in capitals. */
  pays?: string;
  /** A category's id. */
  categorie?: string;
}

/** The countries and categories that public opportunities name: the list's filter chips. */
export interface OpportunityFacets {
  pays: { code: string; nom: string }[];
  categories: { id: string; libelle: string }[];
}

/** The reads of opportunities, shared by GET /opportunites… and the pages' loaders. */
export function createOpportunityQueries(
  deps: ContentDeps<typeof opportunites>,
  categories: CategoriesService,
) {
  const queries = createContentQueries(deps, opportunityReading(deps.storage, categories));
  return {
    ...queries,
    /**
     * The countries (by name in `lang`) and categories (in their order) of the public
     * opportunities, kept with the public reads: only choices that lead to something.
     */
    async publicFacets(lang: Language): Promise<OpportunityFacets> {
      const { value } = await deps.cache.read(`opportunites:facets:${lang}`, async () => {
        const now = deps.clock.now();
        const [codes, categoryIds] = await Promise.all([
          deps.repository.distinctValues(opportunites.codePays, opportunityIsPublic(now)),
          deps.repository.distinctValues(opportunites.categorieId, opportunityIsPublic(now)),
        ]);
        const named = new Set(categoryIds);
        return {
          pays: codes
            .filter((code): code is string => Boolean(code))
            .map((code) => ({ code, nom: countryName(code, lang) }))
            .sort((a, b) => a.nom.localeCompare(b.nom, lang)),
          categories: (await categories.list())
            .filter((category) => named.has(category._id))
            .map((category) => ({ id: category._id, libelle: labelIn(category, lang) })),
        };
      });
      return value;
    },
  };
}

export type OpportunityQueries = ReturnType<typeof createOpportunityQueries>;
