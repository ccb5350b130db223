import { and, count, desc, eq, type SQL, sql } from "drizzle-orm";
import {
  type Language,
  type Localized,
  ROLES,
  type SectorCode,
} from "../../../domain/constants.ts";
import {
  type DeliveryStatus,
  type ImageAsset,
  type LocalizedKeywords,
  type LocalizedText,
  type ProjectState,
  pickLanguage,
} from "../../../domain/content.ts";
import type { Database } from "../../db/client.ts";
import { contentViews, realisations, sectors, type UserRow, users } from "../../db/schema.ts";
import { imageUrl } from "../../plugins/storage.ts";
import { logActivity } from "../content/activity-log.ts";
import { type AuthorView, authorView, type ImageView, imageView } from "../content/present.ts";
import type { SlugsRepository } from "../content/slugs.repository.ts";

const CONTENT_TYPE = "realisation";

export type RealisationRow = typeof realisations.$inferSelect;
type SectorRow = typeof sectors.$inferSelect;

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string) => UUID_PATTERN.test(value);

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

// --- answers -----------------------------------------------------------------------------

interface RealisationViewBase {
  _id: string;
  id: string;
  /** Current slug in the reader's language (French for the back office). */
  slug: string;
  slugs: Localized;
  /** Full-size URLs, in gallery order; `imagesDetails` has the same images for srcset. */
  images: string[];
  imagesDetails: ImageView[];
  /** The sector's code, as articles list theirs (SPEC.md §3 `categories`). */
  categories: SectorCode[];
  annee: number;
  statutLivraison: DeliveryStatus;
  etat: ProjectState;
  datePublication: string | null;
  dateCreation: string;
  auteur: AuthorView | null;
  nombreVues: number;
}

/** A project on the public site: every text in the reader's language, else French. */
export interface PublicRealisation extends RealisationViewBase {
  titre: string;
  description: string;
  contenu: string;
  motsCles: string[];
  secteur: { _id: string; code: SectorCode; nom: string; slug: string };
}

/** A project in the back office: every text in every language, for the edit form. */
export interface AdminRealisation extends RealisationViewBase {
  titre: LocalizedText;
  description: LocalizedText;
  contenu: LocalizedText;
  motsCles: LocalizedKeywords;
  secteur: {
    _id: string;
    code: SectorCode;
    nom: string;
    slug: string;
    noms: Localized;
    slugs: Localized;
  };
  dateModification: string;
}

interface JoinedRow {
  realisation: RealisationRow;
  sector: Pick<SectorRow, "id" | "code" | "nom" | "slug">;
  author: { id: string; nom: string; prenom: string } | null;
}

const EMPTY_SLUGS: Localized = { fr: "", en: "", it: "" };

function baseView(row: JoinedRow, slugs: Localized | undefined) {
  const { realisation } = row;
  const current = slugs ?? EMPTY_SLUGS;
  return {
    _id: realisation.id,
    id: realisation.id,
    slugs: current,
    images: realisation.images.map((asset) => imageUrl(asset)),
    imagesDetails: realisation.images.map(imageView),
    categories: [row.sector.code as SectorCode],
    annee: realisation.annee,
    statutLivraison: realisation.statutLivraison,
    etat: realisation.etat,
    datePublication: realisation.datePublication?.toISOString() ?? null,
    dateCreation: realisation.createdAt.toISOString(),
    auteur: authorView(row.author),
    nombreVues: realisation.nombreVues,
  };
}

export function toPublicRealisation(
  row: JoinedRow,
  slugs: Localized | undefined,
  lang: Language,
): PublicRealisation {
  const { realisation, sector } = row;
  const current = slugs ?? EMPTY_SLUGS;
  return {
    ...baseView(row, slugs),
    slug: current[lang] || current.fr,
    titre: pickLanguage(realisation.titre, lang) ?? "",
    description: pickLanguage(realisation.description, lang) ?? "",
    contenu: pickLanguage(realisation.contenu, lang) ?? "",
    motsCles: pickLanguage(realisation.motsCles, lang) ?? [],
    secteur: {
      _id: sector.id,
      code: sector.code as SectorCode,
      nom: pickLanguage(sector.nom, lang) ?? sector.code,
      slug: pickLanguage(sector.slug, lang) ?? sector.code,
    },
  };
}

export function toAdminRealisation(row: JoinedRow, slugs: Localized | undefined): AdminRealisation {
  const { realisation, sector } = row;
  return {
    ...baseView(row, slugs),
    slug: slugs?.fr ?? "",
    titre: realisation.titre,
    description: realisation.description,
    contenu: realisation.contenu,
    motsCles: realisation.motsCles,
    secteur: {
      _id: sector.id,
      code: sector.code as SectorCode,
      nom: sector.nom.fr,
      slug: sector.slug.fr,
      noms: sector.nom,
      slugs: sector.slug,
    },
    dateModification: realisation.updatedAt.toISOString(),
  };
}

// --- writes ------------------------------------------------------------------------------

/** What a creation stores: validated texts, the resolved sector, the stored images. */
export interface NewRealisation {
  titre: LocalizedText;
  description: LocalizedText;
  contenu: LocalizedText;
  motsCles: LocalizedKeywords;
  secteurId: string;
  annee: number;
  statutLivraison: DeliveryStatus;
  etat: ProjectState;
  datePublication: Date | null;
  images: ImageAsset[];
}

export type RealisationChanges = Partial<NewRealisation>;

/** A conseiller sees only their own projects in the back office (docs/decisions/004). */
function ownedBy(user: UserRow): SQL | undefined {
  return user.role === ROLES.administrateur ? undefined : eq(realisations.auteurId, user.id);
}

const PUBLISHED = eq(realisations.etat, "publié");

export function createRealisationsRepository(db: Database, slugs: SlugsRepository) {
  function selectJoined(executor: Pick<Database, "select"> = db) {
    return executor
      .select({
        realisation: realisations,
        sector: { id: sectors.id, code: sectors.code, nom: sectors.nom, slug: sectors.slug },
        author: { id: users.id, nom: users.nom, prenom: users.prenom },
      })
      .from(realisations)
      .innerJoin(sectors, eq(sectors.id, realisations.secteurId))
      .leftJoin(users, eq(users.id, realisations.auteurId));
  }

  async function countWhere(where: SQL | undefined): Promise<number> {
    const [row] = await db.select({ value: count() }).from(realisations).where(where);
    return row?.value ?? 0;
  }

  async function findJoined(where: SQL | undefined): Promise<JoinedRow | undefined> {
    const [row] = await selectJoined().where(where).limit(1);
    return row as JoinedRow | undefined;
  }

  return {
    /**
     * A sector named by its id, its code or its slug in any language (case-insensitive),
     * or undefined.
     */
    async findSector(value: string): Promise<SectorRow | undefined> {
      const wanted = value.trim().toLowerCase();
      if (!wanted) return undefined;
      const rows = await db.select().from(sectors);
      return rows.find(
        (sector) =>
          sector.id === wanted ||
          sector.code === wanted ||
          Object.values(sector.slug).includes(wanted),
      );
    },

    /** Published projects, newest publication first (SPEC.md §9). */
    async listPublished(options: {
      lang: Language;
      page: number;
      limite: number;
      secteurId?: string;
    }): Promise<{ data: PublicRealisation[]; total: number }> {
      const where = and(
        PUBLISHED,
        options.secteurId ? eq(realisations.secteurId, options.secteurId) : undefined,
      );
      const [rows, total] = await Promise.all([
        selectJoined()
          .where(where)
          .orderBy(
            sql`${realisations.datePublication} desc nulls last`,
            desc(realisations.createdAt),
            desc(realisations.id),
          )
          .limit(options.limite)
          .offset((options.page - 1) * options.limite),
        countWhere(where),
      ]);
      const current = await slugs.currentFor(
        CONTENT_TYPE,
        rows.map((row) => row.realisation.id),
      );
      return {
        data: (rows as JoinedRow[]).map((row) =>
          toPublicRealisation(row, current.get(row.realisation.id), options.lang),
        ),
        total,
      };
    },

    /**
     * The id of the published project a slug (current or former, any language) or an id
     * names; drafts and unknown slugs give undefined.
     */
    async publishedId(slugOrId: string, lang: Language): Promise<string | undefined> {
      const id =
        (await slugs.resolve(CONTENT_TYPE, slugOrId, lang)) ??
        (isUuid(slugOrId) ? slugOrId.toLowerCase() : undefined);
      if (!id) return undefined;
      const [row] = await db
        .select({ id: realisations.id })
        .from(realisations)
        .where(and(eq(realisations.id, id), PUBLISHED));
      return row?.id;
    },

    async findPublished(id: string, lang: Language): Promise<PublicRealisation | undefined> {
      const row = await findJoined(and(eq(realisations.id, id), PUBLISHED));
      if (!row) return undefined;
      const current = await slugs.currentFor(CONTENT_TYPE, [id]);
      return toPublicRealisation(row, current.get(id), lang);
    },

    /** The back-office list: a conseiller's own projects, every project for an administrator. */
    async listForStaff(
      user: UserRow,
      options: { page: number; limite: number; etat?: ProjectState | undefined },
    ): Promise<{ data: AdminRealisation[]; total: number }> {
      const where = and(
        ownedBy(user),
        options.etat ? eq(realisations.etat, options.etat) : undefined,
      );
      const [rows, total] = await Promise.all([
        selectJoined()
          .where(where)
          .orderBy(desc(realisations.createdAt), desc(realisations.id))
          .limit(options.limite)
          .offset((options.page - 1) * options.limite),
        countWhere(where),
      ]);
      const current = await slugs.currentFor(
        CONTENT_TYPE,
        rows.map((row) => row.realisation.id),
      );
      return {
        data: (rows as JoinedRow[]).map((row) =>
          toAdminRealisation(row, current.get(row.realisation.id)),
        ),
        total,
      };
    },

    /** A project the user may manage, or undefined (unknown, not a uuid, someone else's). */
    async findRowForStaff(id: string, user: UserRow): Promise<RealisationRow | undefined> {
      if (!isUuid(id)) return undefined;
      const [row] = await db
        .select()
        .from(realisations)
        .where(and(eq(realisations.id, id), ownedBy(user)));
      return row;
    },

    async findForStaff(id: string, user: UserRow): Promise<AdminRealisation | undefined> {
      if (!isUuid(id)) return undefined;
      const row = await findJoined(and(eq(realisations.id, id), ownedBy(user)));
      if (!row) return undefined;
      const current = await slugs.currentFor(CONTENT_TYPE, [id]);
      return toAdminRealisation(row, current.get(id));
    },

    /** Inserts a project with its slugs and the activity log entry, in one transaction. */
    async create(values: NewRealisation, user: UserRow): Promise<string> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(realisations)
          .values({ ...values, auteurId: user.id })
          .returning({ id: realisations.id });
        if (!row) throw new Error("insert returned no row");
        await slugs.assign(tx, CONTENT_TYPE, row.id, values.titre);
        await logActivity(tx, user, CONTENT_TYPE, row.id, "creation");
        return row.id;
      });
    },

    /**
     * Updates a project the user may manage. `changesFor` sees the row as locked inside the
     * transaction (so two edits of the images cannot lose each other's work) and may throw
     * to refuse the edit. Returns the row before and after, or undefined when it is gone.
     */
    async update(
      id: string,
      user: UserRow,
      changesFor: (current: RealisationRow) => RealisationChanges,
    ): Promise<{ before: RealisationRow; after: RealisationRow } | undefined> {
      if (!isUuid(id)) return undefined;
      return db.transaction(async (tx: Transaction) => {
        const [before] = await tx
          .select()
          .from(realisations)
          .where(and(eq(realisations.id, id), ownedBy(user)))
          .for("update");
        if (!before) return undefined;
        const changes = changesFor(before);
        const [after] = await tx
          .update(realisations)
          .set({ ...changes, updatedAt: new Date() })
          .where(eq(realisations.id, id))
          .returning();
        if (!after) return undefined;
        if (changes.titre) await slugs.assign(tx, CONTENT_TYPE, id, after.titre);
        await logActivity(tx, user, CONTENT_TYPE, id, "modification");
        return { before, after };
      });
    },

    /** Deletes a project the user may manage, with its slugs and views; returns its row. */
    async delete(id: string, user: UserRow): Promise<RealisationRow | undefined> {
      if (!isUuid(id)) return undefined;
      return db.transaction(async (tx: Transaction) => {
        const [deleted] = await tx
          .delete(realisations)
          .where(and(eq(realisations.id, id), ownedBy(user)))
          .returning();
        if (!deleted) return undefined;
        await slugs.removeAll(tx, CONTENT_TYPE, id);
        await tx
          .delete(contentViews)
          .where(and(eq(contentViews.contentType, CONTENT_TYPE), eq(contentViews.contentId, id)));
        await logActivity(tx, user, CONTENT_TYPE, id, "suppression");
        return deleted;
      });
    },
  };
}

export type RealisationsRepository = ReturnType<typeof createRealisationsRepository>;
