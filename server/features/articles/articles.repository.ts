import { and, count, desc, eq, getTableColumns, lte, or, type SQL, sql } from "drizzle-orm";
import type { Language, Localized, SectorCode } from "../../../domain/constants.ts";
import {
  type ArticleState,
  type ImageAsset,
  type LocalizedKeywords,
  type LocalizedText,
  pickLanguage,
} from "../../../domain/content.ts";
import type { Database } from "../../db/client.ts";
import { articles, type UserRow, users } from "../../db/schema.ts";
import { logActivity } from "../content/activity-log.ts";
import { type AuthorView, authorView, type ImageView, imageView } from "../content/present.ts";
import type { SlugsRepository } from "../content/slugs.repository.ts";

export type ArticleRow = typeof articles.$inferSelect;
type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Ids come from URLs: anything but a UUID names no article (404, never a SQL error). */
export const isArticleId = (value: string) => UUID_PATTERN.test(value);

/**
 * SPEC.md §4 in SQL: published, or planned with its date passed. Computed at read time
 * (no cron): a planned article goes public by itself at its date.
 */
const isPublicSql = (): SQL =>
  or(
    eq(articles.etat, "publié"),
    and(eq(articles.etat, "planifié"), lte(articles.datePublication, sql`now()`)),
  ) as SQL;

const recordColumns = {
  ...getTableColumns(articles),
  auteurNom: users.nom,
  auteurPrenom: users.prenom,
  auteurIdJoined: users.id,
  enLigne: sql<boolean>`(${isPublicSql()})`.mapWith((value) => value === true || value === "t"),
};

interface ArticleRecord extends ArticleRow {
  auteurNom: string | null;
  auteurPrenom: string | null;
  auteurIdJoined: string | null;
  enLigne: boolean;
}

/** An article as the public site reads it (SPEC.md §3): every text in one language. */
export interface PublicArticle {
  _id: string;
  id: string;
  slug: string;
  slugs: Localized;
  titre: string;
  contenu: string;
  resume: string;
  motsCles: string[];
  categories: SectorCode[];
  etat: "publié";
  datePublication: string | null;
  imagePrincipale: string | null;
  imagePrincipaleDetails: ImageView | null;
  auteur: AuthorView | null;
  nombreVues: number;
}

/** An article as the back office reads it: every language, its real state. */
export interface StaffArticle {
  _id: string;
  id: string;
  slug: string;
  slugs: Localized;
  titre: LocalizedText;
  contenu: LocalizedText;
  resume: LocalizedText;
  motsCles: LocalizedKeywords;
  categories: SectorCode[];
  etat: ArticleState;
  /** Whether the public site shows it now (a planned article once its date has passed). */
  enLigne: boolean;
  datePublication: string | null;
  imagePrincipale: string | null;
  imagePrincipaleDetails: ImageView | null;
  auteur: AuthorView | null;
  nombreVues: number;
  dateCreation: string;
  dateModification: string;
}

const NO_SLUGS: Localized = { fr: "", en: "", it: "" };

function common(record: ArticleRecord) {
  const image = record.imagePrincipale;
  return {
    _id: record.id,
    id: record.id,
    categories: record.categories,
    datePublication: record.datePublication?.toISOString() ?? null,
    imagePrincipale: image ? imageView(image).url : null,
    imagePrincipaleDetails: image ? imageView(image) : null,
    auteur: authorView({
      id: record.auteurIdJoined,
      nom: record.auteurNom,
      prenom: record.auteurPrenom,
    }),
    nombreVues: record.nombreVues,
  };
}

function toPublic(record: ArticleRecord, slugs: Localized, lang: Language): PublicArticle {
  return {
    ...common(record),
    slug: slugs[lang] || slugs.fr,
    slugs,
    titre: pickLanguage(record.titre, lang) ?? "",
    contenu: pickLanguage(record.contenu, lang) ?? "",
    resume: pickLanguage(record.resume, lang) ?? "",
    motsCles: pickLanguage(record.motsCles, lang) ?? [],
    etat: "publié",
  };
}

function toStaff(record: ArticleRecord, slugs: Localized): StaffArticle {
  return {
    ...common(record),
    slug: slugs.fr,
    slugs,
    titre: record.titre,
    contenu: record.contenu,
    resume: record.resume,
    motsCles: record.motsCles,
    etat: record.etat,
    enLigne: record.enLigne,
    dateCreation: record.createdAt.toISOString(),
    dateModification: record.updatedAt.toISOString(),
  };
}

/** The values an article is written with (the server sets the author and the image). */
export interface ArticleValues {
  titre: LocalizedText;
  contenu: LocalizedText;
  resume: LocalizedText;
  motsCles: LocalizedKeywords;
  categories: SectorCode[];
  etat: ArticleState;
  datePublication: Date;
}

export interface PublicListQuery {
  lang: Language;
  page: number;
  limite: number;
  categorie?: SectorCode | undefined;
}

export interface StaffListQuery {
  page: number;
  limite: number;
  etat?: ArticleState | undefined;
  /** A conseiller's id: only their articles (docs/decisions/004); undefined for administrators. */
  owner?: string | undefined;
}

/**
 * Articles in the database. Public reads and back-office reads are separate functions, so
 * a public page can never show a draft by a forgotten filter; the server-rendered pages
 * call the same public functions as GET /articles.
 */
export function createArticlesRepository(db: Database, slugs: SlugsRepository) {
  const records = () =>
    db.select(recordColumns).from(articles).leftJoin(users, eq(users.id, articles.auteurId));

  async function slugsOf(rows: readonly ArticleRecord[]) {
    return slugs.currentFor(
      "article",
      rows.map((r) => r.id),
    );
  }

  const ownedBy = (owner: string | undefined) =>
    owner === undefined ? undefined : eq(articles.auteurId, owner);

  /** Locks a row the caller may write (their own for a conseiller) for the transaction. */
  async function lockForWrite(tx: Transaction, id: string, owner: string | undefined) {
    if (!isArticleId(id)) return undefined;
    const [row] = await tx
      .select()
      .from(articles)
      .where(and(eq(articles.id, id), ownedBy(owner)))
      .for("update");
    return row;
  }

  return {
    /** The public list, newest first by publication date (SPEC.md §9). */
    async listPublic(query: PublicListQuery): Promise<{ items: PublicArticle[]; total: number }> {
      const where = and(
        isPublicSql(),
        query.categorie
          ? sql`${articles.categories} @> ${JSON.stringify([query.categorie])}::jsonb`
          : undefined,
      );
      const [rows, [counted]] = await Promise.all([
        records()
          .where(where)
          .orderBy(
            sql`${articles.datePublication} desc nulls last`,
            desc(articles.createdAt),
            desc(articles.id),
          )
          .limit(query.limite)
          .offset((query.page - 1) * query.limite),
        db.select({ value: count() }).from(articles).where(where),
      ]);
      const current = await slugsOf(rows);
      return {
        items: rows.map((row) => toPublic(row, current.get(row.id) ?? NO_SLUGS, query.lang)),
        total: counted?.value ?? 0,
      };
    },

    /** The id of the public article a slug (current or former) names, if it is public now. */
    async publicIdBySlug(slug: string, lang: Language): Promise<string | undefined> {
      const id = await slugs.resolve("article", slug, lang);
      if (!id) return undefined;
      const [row] = await db
        .select({ id: articles.id })
        .from(articles)
        .where(and(eq(articles.id, id), isPublicSql()));
      return row?.id;
    },

    async findPublic(id: string, lang: Language): Promise<PublicArticle | undefined> {
      if (!isArticleId(id)) return undefined;
      const [row] = await records().where(and(eq(articles.id, id), isPublicSql()));
      if (!row) return undefined;
      return toPublic(row, (await slugsOf([row])).get(row.id) ?? NO_SLUGS, lang);
    },

    /** Back-office list, newest created first; a conseiller's own articles only. */
    async listForStaff(query: StaffListQuery): Promise<{ items: StaffArticle[]; total: number }> {
      const where = and(
        ownedBy(query.owner),
        query.etat ? eq(articles.etat, query.etat) : undefined,
      );
      const [rows, [counted]] = await Promise.all([
        records()
          .where(where)
          .orderBy(desc(articles.createdAt), desc(articles.id))
          .limit(query.limite)
          .offset((query.page - 1) * query.limite),
        db.select({ value: count() }).from(articles).where(where),
      ]);
      const current = await slugsOf(rows);
      return {
        items: rows.map((row) => toStaff(row, current.get(row.id) ?? NO_SLUGS)),
        total: counted?.value ?? 0,
      };
    },

    /** One article for the back office, if the caller may see it. */
    async findForStaff(id: string, owner: string | undefined): Promise<StaffArticle | undefined> {
      if (!isArticleId(id)) return undefined;
      const [row] = await records().where(and(eq(articles.id, id), ownedBy(owner)));
      if (!row) return undefined;
      return toStaff(row, (await slugsOf([row])).get(row.id) ?? NO_SLUGS);
    },

    /** The stored row, if the caller may write it. */
    async findRowForStaff(id: string, owner: string | undefined): Promise<ArticleRow | undefined> {
      if (!isArticleId(id)) return undefined;
      const [row] = await db
        .select()
        .from(articles)
        .where(and(eq(articles.id, id), ownedBy(owner)));
      return row;
    },

    /** Inserts an article with its slugs and the activity log entry, all or nothing. */
    async create(
      values: ArticleValues,
      image: ImageAsset | null,
      author: UserRow,
    ): Promise<string> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(articles)
          .values({ ...values, imagePrincipale: image, auteurId: author.id })
          .returning({ id: articles.id });
        if (!row) throw new Error("insert returned no row");
        await slugs.assign(tx, "article", row.id, values.titre);
        await logActivity(tx, author, "article", row.id, "creation");
        return row.id;
      });
    },

    /**
     * Updates an article the caller may write. `change` receives the locked row and returns
     * the new values (it may throw to refuse them: nothing is written then). Answers the
     * row as it was, or undefined when there is no such article for the caller.
     */
    async update(
      id: string,
      owner: string | undefined,
      editor: UserRow,
      change: (current: ArticleRow) => ArticleValues & { imagePrincipale?: ImageAsset },
    ): Promise<ArticleRow | undefined> {
      return db.transaction(async (tx) => {
        const current = await lockForWrite(tx, id, owner);
        if (!current) return undefined;
        const values = change(current);
        await tx
          .update(articles)
          .set({ ...values, updatedAt: new Date() })
          .where(eq(articles.id, current.id));
        await slugs.assign(tx, "article", current.id, values.titre);
        await logActivity(tx, editor, "article", current.id, "modification");
        return current;
      });
    },

    /** Deletes an article the caller may write, with its slugs; answers the deleted row. */
    async delete(
      id: string,
      owner: string | undefined,
      editor: UserRow,
    ): Promise<ArticleRow | undefined> {
      return db.transaction(async (tx) => {
        const current = await lockForWrite(tx, id, owner);
        if (!current) return undefined;
        await tx.delete(articles).where(eq(articles.id, current.id));
        await slugs.removeAll(tx, "article", current.id);
        await logActivity(tx, editor, "article", current.id, "suppression");
        return current;
      });
    },
  };
}

export type ArticlesRepository = ReturnType<typeof createArticlesRepository>;
