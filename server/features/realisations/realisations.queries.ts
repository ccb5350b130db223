import { and, eq, sql } from "drizzle-orm";
import type { Language, Localized, SectorCode } from "../../../domain/constants.ts";
import type { DeliveryStatus, ProjectState } from "../../../domain/content.ts";
import { REALISATION_TYPE } from "../../../domain/content-types/realisation.ts";
import { REALISATION_MESSAGES } from "../../../domain/realisations.ts";
import { realisations, sectors as sectorsTable } from "../../db/schema.ts";
import { imageUrl } from "../../plugins/storage.ts";
import {
  type ContentDeps,
  type ContentReading,
  createContentQueries,
} from "../content/content.queries.ts";
import type { ContentRecord } from "../content/content.repository.ts";
import {
  answeredValues,
  type CommonView,
  commonView,
  type Medias,
  mediasOf,
  type PublicValues,
  type StaffValues,
} from "../content/present.ts";
import { realisationIsPublic } from "../content/visibility.ts";
import {
  type SectorsRepository,
  type SectorView,
  sectorView,
} from "../sectors/sectors.repository.ts";
import type { RealisationRow } from "./realisations.repository.ts";

interface RealisationViewBase extends CommonView {
  slugs: Localized;
  /** Full-size URLs, in gallery order; `medias.images` has the same pictures for srcset. */
  images: string[];
  /** The sector's code, as articles list theirs (SPEC.md §3 `categories`). */
  categories: SectorCode[];
  annee: number;
  statutLivraison: DeliveryStatus;
  etat: ProjectState;
  dateCreation: string;
}

/**
 * A project on the public site: every text in the reader's language (French where it is
 * missing), or in every language when the reader named none (SPEC.md §7).
 */
export type PublicRealisation = RealisationViewBase &
  (
    | PublicValues<typeof REALISATION_TYPE, RealisationRow>
    | StaffValues<typeof REALISATION_TYPE, RealisationRow>
  ) & {
    slug: string | Localized;
    /**
     * The gallery's pictures (ADR 041), aligned with `images`: each one's text in the
     * reader's language (else the title), or in every language for a reader who named none.
     */
    medias: Medias<typeof REALISATION_TYPE, string | Localized>;
    secteur: Pick<SectorView, "_id" | "code" | "route" | "nom" | "slug">;
  };

/** A project in the back office: every text in every language, for the edit form. */
export interface StaffRealisation
  extends RealisationViewBase,
    StaffValues<typeof REALISATION_TYPE, RealisationRow> {
  slug: string;
  /** The gallery's pictures (ADR 041), their texts in every language. */
  medias: Medias<typeof REALISATION_TYPE, Localized>;
  secteur: SectorView;
  dateModification: string;
}

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
      sql`${realisations.datePublication} desc nulls last`,
      sql`${realisations.createdAt} desc`,
    ],
    async publicFilter({ secteur }) {
      if (!secteur?.trim()) return undefined;
      const sector = await sectors.find(secteur);
      return sector
        ? eq(realisations.secteurId, sector.id)
        : { champ: "secteur", message: REALISATION_MESSAGES.sectorUnknown };
    },
    staffFilter: ({ etat, secteur }) =>
      and(
        etat ? eq(realisations.etat, etat) : undefined,
        secteur
          ? sql`${realisations.secteurId} in (select ${sectorsTable.id} from ${sectorsTable} where ${sectorsTable.code} = ${secteur})`
          : undefined,
      ),

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
