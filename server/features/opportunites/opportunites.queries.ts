import { and, eq, sql } from "drizzle-orm";
import type { Localized } from "../../../domain/constants.ts";
import type {
  LocalizedKeywords,
  LocalizedText,
  OpportunityState,
  OpportunityStatus,
} from "../../../domain/content.ts";
import { opportunites } from "../../db/schema.ts";
import type { Storage } from "../../plugins/storage.ts";
import {
  type ContentDeps,
  type ContentReading,
  createContentQueries,
} from "../content/content.queries.ts";
import type { ContentRecord } from "../content/content.repository.ts";
import {
  type CommonView,
  commonView,
  forReader,
  type ImageView,
  imageView,
} from "../content/present.ts";
import { opportunityIsPublic } from "../content/visibility.ts";
import type { OpportunityRow } from "./opportunites.repository.ts";

interface OpportunityViewBase extends CommonView {
  categorie: string;
  pays: string;
  contact: string;
  quantiteDisponible: string;
  statut: string;
  etat: string;
  dateExpiration: string | null;
  dateCreation: string;
  image: string | null;
  imageDetails: ImageView | null;
  slugs: Localized;
}

/**
 * Public reads: every text in the reader's language (French where it is missing), or in
 * every language when the reader named none (SPEC.md §7 `GET /opportunites`).
 */
export interface PublicOpportunity extends OpportunityViewBase {
  slug: string | Localized;
  titre: string | LocalizedText;
  description: string | LocalizedText;
  contenu: string | LocalizedText;
  motsCles: string[] | LocalizedKeywords;
}

/** Back-office reads: every text in the three languages. */
export interface StaffOpportunity extends OpportunityViewBase {
  slug: Localized;
  titre: LocalizedText;
  description: LocalizedText;
  contenu: LocalizedText;
  motsCles: LocalizedKeywords;
}

export interface OpportunityStaffFilter {
  statut?: OpportunityStatus | undefined;
  etat?: OpportunityState | undefined;
}

function common(
  storage: Pick<Storage, "publicUrl">,
  record: ContentRecord<OpportunityRow>,
  slugs: Localized,
) {
  const { row } = record;
  return {
    ...commonView(record),
    categorie: row.categorie,
    pays: row.pays,
    contact: row.contact,
    quantiteDisponible: row.quantiteDisponible,
    statut: row.statut,
    etat: row.etat,
    dateExpiration: row.dateExpiration?.toISOString() ?? null,
    dateCreation: row.createdAt.toISOString(),
    image: row.image ? imageView(storage, row.image).url : null,
    imageDetails: row.image ? imageView(storage, row.image) : null,
    slugs,
  };
}

/** How opportunities are read; their images' URLs point where `storage` serves them. */
const opportunityReading = (
  storage: Pick<Storage, "publicUrl">,
): ContentReading<
  typeof opportunites,
  PublicOpportunity,
  StaffOpportunity,
  object,
  OpportunityStaffFilter
> => ({
  isPublic: opportunityIsPublic,
  publicOrder: () => [sql`${opportunites.createdAt} desc`],
  staffFilter: ({ statut, etat }) =>
    and(
      statut ? eq(opportunites.statut, statut) : undefined,
      etat ? eq(opportunites.etat, etat) : undefined,
    ),

  toPublic(record, slugs, lang) {
    const { row } = record;
    return {
      ...common(storage, record, slugs),
      slug: lang ? slugs[lang] || slugs.fr : slugs,
      titre: forReader(row.titre, lang, ""),
      description: forReader(row.description, lang, ""),
      contenu: forReader(row.contenu, lang, ""),
      motsCles: forReader(row.motsCles, lang, []),
    };
  },

  toStaff(record, slugs) {
    const { row } = record;
    return {
      ...common(storage, record, slugs),
      slug: slugs,
      titre: row.titre,
      description: row.description,
      contenu: row.contenu,
      motsCles: row.motsCles,
    };
  },
});

/** The reads of opportunities, shared by GET /opportunites… and the pages' loaders. */
export const createOpportunityQueries = (deps: ContentDeps<typeof opportunites>) =>
  createContentQueries(deps, opportunityReading(deps.storage));

export type OpportunityQueries = ReturnType<typeof createOpportunityQueries>;
