import { and, count, desc, eq, gt, isNull, or, type SQL, sql } from "drizzle-orm";
import type { Language, Localized } from "../../../domain/constants.ts";
import type { ImageAsset, LocalizedKeywords, LocalizedText } from "../../../domain/content.ts";
import { pickLanguage } from "../../../domain/content.ts";
import type { CreateOpportunityInput } from "../../../domain/opportunites.ts";
import type { Database } from "../../db/client.ts";
import { contentViews, opportunites, type UserRow, users } from "../../db/schema.ts";
import { logActivity } from "../content/activity-log.ts";
import { type AuthorView, authorView, type ImageView, imageView } from "../content/present.ts";
import type { SlugsRepository } from "../content/slugs.repository.ts";

export const OPPORTUNITY_CONTENT_TYPE = "opportunite" as const;

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Ids are uuids: anything else names no opportunity (404, never a database error). */
const isUuid = (value: string) => UUID_PATTERN.test(value);

type OpportunityRow = typeof opportunites.$inferSelect;

/** A row with its author's name (left join: the author may have been deleted). */
export interface OpportunityRecord {
  row: OpportunityRow;
  author: { id: string | null; nom: string | null; prenom: string | null } | null;
}

/**
 * Who is reading or writing in the back office: an administrator sees everything, a
 * conseiller only what they created (docs/decisions/004).
 */
export type Owner = { all: true } | { all: false; userId: string };

export function ownerOf(user: UserRow): Owner {
  return user.role === "administrateur" ? { all: true } : { all: false, userId: user.id };
}

/**
 * SPEC.md §4: public when publié, actif (case-insensitive, trimmed) and not past its
 * expiration, decided by the database at read time.
 */
const isPublic: SQL = and(
  eq(opportunites.etat, "publié"),
  sql`lower(btrim(${opportunites.statut})) = 'actif'`,
  or(isNull(opportunites.dateExpiration), gt(opportunites.dateExpiration, sql`now()`)),
) as SQL;

function ownedBy(owner: Owner): SQL | undefined {
  return owner.all ? undefined : eq(opportunites.auteurId, owner.userId);
}

/** What an edit changes: only the fields (and languages) that were sent. */
export interface OpportunityPatch {
  titre?: Partial<LocalizedText>;
  description?: Partial<LocalizedText>;
  contenu?: Partial<LocalizedText>;
  motsCles?: Partial<LocalizedKeywords>;
  categorie?: string;
  pays?: string;
  contact?: string;
  quantiteDisponible?: string;
  statut?: OpportunityRow["statut"];
  dateExpiration?: Date | null;
  image?: ImageAsset;
}

export function createOpportunitesRepository(db: Database, slugs: SlugsRepository) {
  const selection = {
    row: opportunites,
    author: { id: users.id, nom: users.nom, prenom: users.prenom },
  };
  const base = () =>
    db.select(selection).from(opportunites).leftJoin(users, eq(users.id, opportunites.auteurId));

  async function list(where: SQL | undefined, page: number, limite: number) {
    const [records, [total]] = await Promise.all([
      base()
        .where(where)
        // Newest first by creation date (SPEC.md §9); the id keeps pages stable.
        .orderBy(desc(opportunites.createdAt), desc(opportunites.id))
        .limit(limite)
        .offset((page - 1) * limite),
      db.select({ value: count() }).from(opportunites).where(where),
    ]);
    return { records: records as OpportunityRecord[], total: total?.value ?? 0 };
  }

  return {
    listPublic(options: { page: number; limite: number }) {
      return list(isPublic, options.page, options.limite);
    },

    listBackOffice(owner: Owner, options: { page: number; limite: number }) {
      return list(ownedBy(owner), options.page, options.limite);
    },

    /** A public opportunity by id; undefined when it is not (or no longer) public. */
    async findPublic(id: string): Promise<OpportunityRecord | undefined> {
      if (!isUuid(id)) return undefined;
      const [record] = await base().where(and(eq(opportunites.id, id), isPublic));
      return record as OpportunityRecord | undefined;
    },

    async findForOwner(id: string, owner: Owner): Promise<OpportunityRecord | undefined> {
      if (!isUuid(id)) return undefined;
      const [record] = await base().where(and(eq(opportunites.id, id), ownedBy(owner)));
      return record as OpportunityRecord | undefined;
    },

    /** Inserts, gives slugs and logs the write, all in one transaction. */
    async create(input: CreateOpportunityInput, image: ImageAsset, user: UserRow) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(opportunites)
          .values({ ...input, image, auteurId: user.id })
          .returning();
        if (!row) throw new Error("insert returned no row");
        await slugs.assign(tx, OPPORTUNITY_CONTENT_TYPE, row.id, row.titre);
        await logActivity(tx, user, OPPORTUNITY_CONTENT_TYPE, row.id, "creation");
        return row;
      });
    },

    /**
     * Applies an edit to the row as it is once locked, so two edits at once each keep the
     * other's fields. Undefined when the row is gone or not the user's; else the image the
     * edit replaced, for the caller to remove once committed.
     */
    async update(
      id: string,
      owner: Owner,
      patch: OpportunityPatch,
      user: UserRow,
    ): Promise<{ replacedImage: ImageAsset | null } | undefined> {
      if (!isUuid(id)) return undefined;
      return db.transaction(async (tx) => {
        const [current] = await tx
          .select()
          .from(opportunites)
          .where(and(eq(opportunites.id, id), ownedBy(owner)))
          .for("update");
        if (!current) return undefined;
        const titre = { ...current.titre, ...patch.titre };
        await tx
          .update(opportunites)
          .set({
            titre,
            description: { ...current.description, ...patch.description },
            contenu: { ...current.contenu, ...patch.contenu },
            motsCles: { ...current.motsCles, ...patch.motsCles },
            categorie: patch.categorie ?? current.categorie,
            pays: patch.pays ?? current.pays,
            contact: patch.contact ?? current.contact,
            quantiteDisponible: patch.quantiteDisponible ?? current.quantiteDisponible,
            statut: patch.statut ?? current.statut,
            dateExpiration:
              patch.dateExpiration === undefined ? current.dateExpiration : patch.dateExpiration,
            image: patch.image ?? current.image,
            updatedAt: new Date(),
          })
          .where(eq(opportunites.id, id));
        if (patch.titre) await slugs.assign(tx, OPPORTUNITY_CONTENT_TYPE, id, titre);
        await logActivity(tx, user, OPPORTUNITY_CONTENT_TYPE, id, "modification");
        return { replacedImage: patch.image ? current.image : null };
      });
    },

    /** Deletes with slugs and view rows; the deleted row, for its image to be removed. */
    async delete(id: string, owner: Owner, user: UserRow): Promise<OpportunityRow | undefined> {
      if (!isUuid(id)) return undefined;
      return db.transaction(async (tx) => {
        const [row] = await tx
          .delete(opportunites)
          .where(and(eq(opportunites.id, id), ownedBy(owner)))
          .returning();
        if (!row) return undefined;
        await slugs.removeAll(tx, OPPORTUNITY_CONTENT_TYPE, id);
        await tx
          .delete(contentViews)
          .where(
            and(
              eq(contentViews.contentType, OPPORTUNITY_CONTENT_TYPE),
              eq(contentViews.contentId, id),
            ),
          );
        await logActivity(tx, user, OPPORTUNITY_CONTENT_TYPE, id, "suppression");
        return row;
      });
    },
  };
}

export type OpportunitesRepository = ReturnType<typeof createOpportunitesRepository>;

// ---------------------------------------------------------------------------------------
// How an opportunity looks in API answers (SPEC.md §3).

interface OpportunityViewBase {
  _id: string;
  id: string;
  categorie: string;
  pays: string;
  contact: string;
  quantiteDisponible: string;
  statut: string;
  etat: string;
  datePublication: string | null;
  dateExpiration: string | null;
  dateCreation: string;
  nombreVues: number;
  image: string | null;
  imageDetails: ImageView | null;
  auteur: AuthorView | null;
}

/** Public reads: every text in the reader's language, French where it is missing. */
export interface PublicOpportunity extends OpportunityViewBase {
  slug: string;
  slugs: Localized;
  titre: string;
  description: string;
  contenu: string;
  motsCles: string[];
}

/** Back-office reads: every text in the three languages. */
export interface BackOfficeOpportunity extends OpportunityViewBase {
  slug: Localized;
  slugs: Localized;
  titre: LocalizedText;
  description: LocalizedText;
  contenu: LocalizedText;
  motsCles: LocalizedKeywords;
}

const NO_SLUGS: Localized = { fr: "", en: "", it: "" };

function baseView(record: OpportunityRecord): OpportunityViewBase {
  const { row } = record;
  return {
    _id: row.id,
    id: row.id,
    categorie: row.categorie,
    pays: row.pays,
    contact: row.contact,
    quantiteDisponible: row.quantiteDisponible,
    statut: row.statut,
    etat: row.etat,
    datePublication: row.datePublication?.toISOString() ?? null,
    dateExpiration: row.dateExpiration?.toISOString() ?? null,
    dateCreation: row.createdAt.toISOString(),
    nombreVues: row.nombreVues,
    image: row.image ? imageView(row.image).url : null,
    imageDetails: row.image ? imageView(row.image) : null,
    auteur: authorView(record.author),
  };
}

export function toPublicOpportunity(
  record: OpportunityRecord,
  slugs: Localized | undefined,
  lang: Language,
): PublicOpportunity {
  const { row } = record;
  const current = slugs ?? NO_SLUGS;
  return {
    ...baseView(record),
    slug: pickLanguage(current, lang) ?? "",
    slugs: current,
    titre: pickLanguage(row.titre, lang) ?? "",
    description: pickLanguage(row.description, lang) ?? "",
    contenu: pickLanguage(row.contenu, lang) ?? "",
    motsCles: pickLanguage(row.motsCles, lang) ?? [],
  };
}

export function toBackOfficeOpportunity(
  record: OpportunityRecord,
  slugs: Localized | undefined,
): BackOfficeOpportunity {
  const { row } = record;
  const current = slugs ?? NO_SLUGS;
  return {
    ...baseView(record),
    slug: current,
    slugs: current,
    titre: row.titre,
    description: row.description,
    contenu: row.contenu,
    motsCles: row.motsCles,
  };
}
