import { and, eq, sql } from "drizzle-orm";
import {
  type Language,
  type Localized,
  SECTOR_CODES,
  type SectorCode,
} from "../../../domain/constants.ts";
import type { ProjectState } from "../../../domain/content.ts";
import { REALISATION_TYPE } from "../../../domain/content-types/realisation.ts";
import { REALISATION_MESSAGES } from "../../../domain/realisations.ts";
import { z } from "../../../domain/zod.ts";
import { realisations } from "../../db/schema.ts";
import { imageUrl } from "../../plugins/storage.ts";
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
import { answeredValues, commonView, mediasOf, type PublicItem } from "../content/present.ts";
import { realisationIsPublic } from "../content/visibility.ts";
import {
  type SectorsRepository,
  SectorViewSchema,
  sectorView,
} from "../sectors/sectors.repository.ts";
import type { RealisationRow } from "./realisations.repository.ts";

/** What a project answers besides its registry fields, for a reader `R`. */
const realisationAnswer = <R extends Reader>(reader: R) =>
  contentAnswer(REALISATION_TYPE, reader).extend({
    slugs: localized(z.string()),
    /** The sector's code, as articles list theirs (SPEC.md §3 `categories`). */
    categories: z.array(z.enum(SECTOR_CODES)),
    dateCreation: isoDate,
  });

/** A project in the back office: every text in every language, for the edit form. */
export const StaffRealisationSchema = realisationAnswer("staff").extend({
  slug: z.string(),
  secteur: SectorViewSchema,
  dateModification: isoDate,
});
export type StaffRealisation = z.infer<typeof StaffRealisationSchema>;

/** The sector of a public project, in the reader's language. */
const PublicSectorSchema = SectorViewSchema.pick({
  _id: true,
  code: true,
  route: true,
  nom: true,
  slug: true,
});

/**
 * A project on the public site, as `reader` gets it: every text in the reader's language
 * (French where it is missing), or in every language when the reader named none (SPEC.md §7).
 */
export const publicRealisationSchema = <R extends "one" | "any">(reader: R) =>
  realisationAnswer(reader).extend({
    slug: forReader(z.string(), reader),
    secteur: PublicSectorSchema,
  });

/**
 * The same as the type the pages read (server/app-context.ts): the registry's fields in
 * one language or in every one, the item as a whole; proven to fit the schema above.
 */
export type PublicRealisation = Fits<
  PublicItem<typeof REALISATION_TYPE, RealisationRow, PublicRealisationAnswer>,
  PublicRealisationAnswer
>;
type PublicRealisationAnswer = z.infer<ReturnType<typeof publicRealisationSchema<"any">>>;

export interface RealisationPublicFilter {
  /** A sector code, id or slug: the sector pages' related projects. */
  secteur?: string | undefined;
}

export interface RealisationStaffFilter {
  etat?: ProjectState | undefined;
  secteur?: SectorCode | undefined;
}

export function createRealisationQueries(
  deps: ContentDeps<typeof realisations>,
  sectors: SectorsRepository,
) {
  async function sectorOf(row: RealisationRow, lang: Language) {
    const sector = await sectors.byId(row.secteurId);
    if (!sector) throw new Error(`project ${row.id} names an unknown sector`);
    return sectorView(sector, lang);
  }

  function common(record: ContentRecord<RealisationRow>, slugs: Localized) {
    const { row } = record;
    return {
      ...commonView(record),
      slugs,
      images: row.images.map((asset) => imageUrl(deps.storage, asset)),
      categories: [] as SectorCode[],
      annee: row.annee,
      statutLivraison: row.statutLivraison,
      etat: row.etat,
      dateCreation: row.createdAt.toISOString(),
    };
  }

  const reading: ContentReading<
    typeof realisations,
    PublicRealisation,
    StaffRealisation,
    RealisationPublicFilter,
    RealisationStaffFilter
  > = {
    isPublic: realisationIsPublic,
    publicOrder: () => [
      [realisations.datePublication, "desc", "last"],
      [realisations.createdAt, "desc"],
    ],
    async publicFilter({ secteur }) {
      if (!secteur?.trim()) return undefined;
      const sector = await sectors.find(secteur);
      return sector
        ? eq(realisations.secteurId, sector.id)
        : { champ: "secteur", message: REALISATION_MESSAGES.sectorUnknown };
    },
    // The sector by its id, not a subquery on its code: the planner then reads the
    // projects' sector index (secteur_id, created_at) instead of walking every project in
    // date order and dropping the other sectors' (a page's ids in PGlite at 10,000 items:
    // 3.0 ms, 0.7 now).
    async staffFilter({ etat, secteur }) {
      const sector = secteur ? await sectors.byCode(secteur) : undefined;
      return and(
        etat ? eq(realisations.etat, etat) : undefined,
        secteur ? (sector ? eq(realisations.secteurId, sector.id) : sql`false`) : undefined,
      );
    },

    async toPublic(record, slugs, lang) {
      const { row } = record;
      const { _id, code, route, nom, slug } = await sectorOf(row, lang ?? "fr");
      return {
        ...common(record, slugs),
        categories: [code],
        ...answeredValues(REALISATION_TYPE, row, lang),
        slug: lang ? slugs[lang] || slugs.fr : slugs,
        medias: mediasOf(deps.storage, REALISATION_TYPE, row, { lang, title: row.titre }),
        secteur: { _id, code, route, nom, slug },
      };
    },

    async toStaff(record, slugs) {
      const { row } = record;
      const secteur = await sectorOf(row, "fr");
      return {
        ...common(record, slugs),
        categories: [secteur.code],
        ...answeredValues(REALISATION_TYPE, row),
        slug: slugs.fr,
        medias: mediasOf(deps.storage, REALISATION_TYPE, row, {
          lang: undefined,
          title: row.titre,
        }),
        secteur,
        dateModification: row.updatedAt.toISOString(),
      };
    },
  };

  return createContentQueries(deps, reading);
}

export type RealisationQueries = ReturnType<typeof createRealisationQueries>;
