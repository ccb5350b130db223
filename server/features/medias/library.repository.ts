// The media library's rows and where its pictures are used (docs/decisions/052). Items
// keep embedding their pictures (public reads stay one row each); the library row is the
// source of truth for what a picture says (texts, credit, focal point) and this module
// copies it into every item and the settings that show it.
import { and, desc, eq, inArray, or, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { LANGUAGES, type Localized } from "../../../domain/constants.ts";
import { pictureFields } from "../../../domain/content-types/define.ts";
import {
  CONTENT_REGISTRY,
  CONTENT_TYPE_KEYS,
  type ContentTypeKey,
} from "../../../domain/content-types/index.ts";
import { PERSONNE_TYPE } from "../../../domain/content-types/personne.ts";
import { isUuid } from "../../../domain/ids.ts";
import { type MediaAsset, mediaFromStored } from "../../../domain/media.ts";
import type { MediaUse, MediaUseKind } from "../../../domain/media-library.ts";
import { PAGE_TEXT_KEYS, PAGE_TEXT_NAMES } from "../../../domain/page-texts.ts";
import { pagePictureNames, pictureLabel, visualsKey } from "../../../domain/page-visuals.ts";
import { SITE_SETTINGS_KEY } from "../../../domain/site-settings.ts";
import type { Database, Transaction } from "../../db/client.ts";
import { type articles, medias, personnes, siteDocuments, users } from "../../db/schema.ts";
import { containsPattern, foldedMatches } from "../../lib/folded-search.ts";
import { invalidatePublicPages } from "../../lib/public-cache.ts";
import { CONTENT_TABLES } from "../content/content-table.ts";

type Executor = Database | Transaction;
export type MediaRow = typeof medias.$inferSelect;

const TABLES = CONTENT_TABLES;

/** Every column that holds pictures, from the registry's image and gallery fields. */
const PICTURE_COLUMNS: {
  type: MediaUseKind;
  table: typeof articles;
  column: PgColumn;
  gallery: boolean;
  /** The French name a use of the picture is listed under. */
  title: PgColumn;
}[] = [
  ...CONTENT_TYPE_KEYS.flatMap((type) =>
    pictureFields(CONTENT_REGISTRY[type]).map((field) => {
      const table = TABLES[type] as typeof articles;
      const column = (table as unknown as Record<string, PgColumn>)[field.column] as PgColumn;
      return { type, table, column, gallery: field.gallery, title: table.titre };
    }),
  ),
  // The governance's portraits (issue 32, ADR 058): a picture one shows is in use.
  ...pictureFields(PERSONNE_TYPE).map((field) => ({
    type: "personne" as const,
    table: personnes as unknown as typeof articles,
    column: (personnes as unknown as Record<string, PgColumn>)[field.column] as PgColumn,
    gallery: field.gallery,
    title: personnes.nom,
  })),
];

/** The pictures a stored item shows, from its image and gallery columns. */
export function picturesOf(type: ContentTypeKey, row: Record<string, unknown>): MediaAsset[] {
  return pictureFields(CONTENT_REGISTRY[type]).flatMap((field) => {
    const value = row[field.column];
    const list = Array.isArray(value) ? value : value ? [value] : [];
    return list.map((asset) => mediaFromStored(asset) as MediaAsset);
  });
}

const keysArray = (keys: readonly string[]) =>
  sql`ARRAY[${sql.join(
    keys.map((key) => sql`${key}`),
    sql`, `,
  )}]::text[]`;

/** A gallery holding the picture of `cle` (its GIN index answers it). */
const galleryHolds = (column: PgColumn, cle: string) =>
  sql`${column} @> ${JSON.stringify([{ cle }])}::jsonb`;

/** At most this many uses are named (a picture that bench copies share is shown by thousands). */
export const USES_NAMED = 50;

type PictureColumn = (typeof PICTURE_COLUMNS)[number];

/**
 * The rows of a picture column that name one of `keys`, with the key each matched (`cle`)
 * and `fields`: read by an index (the image columns' `->>'cle'`, the galleries' GIN).
 */
function rowsNaming<F extends Record<string, SQL.Aliased | SQL | PgColumn>>(
  db: Executor,
  { table, column, gallery }: PictureColumn,
  keys: readonly string[],
  fields: F,
) {
  const cle = gallery ? sql<string>`picture->>'cle'` : sql<string>`${column}->>'cle'`;
  const query = db
    .select({ ...fields, cle })
    .from(table)
    .$dynamic();
  const named = sql`${cle} = ANY(${keysArray(keys)})`;
  return gallery
    ? query
        .innerJoin(sql`jsonb_array_elements(${column}) AS picture`, sql`true`)
        .where(and(or(...keys.map((key) => galleryHolds(column, key))), named))
    : query.where(named);
}

/** A picture of the site's own documents: the settings' logo, a page's key visuals. */
interface SitePicture {
  /** The site document holding it (`site`, `visuels:accueil`…). */
  document: string;
  /** Its name in that document (`logo`, `visuel`, `visuelPartage`). */
  name: string;
  /** How a use of it is named in the library (its link and its sentence). */
  use: (documentId: string) => MediaUse;
}

/** Every picture the site's documents may hold (the logo, then each page's, ADR 055). */
const SITE_PICTURES: readonly SitePicture[] = [
  {
    document: SITE_SETTINGS_KEY,
    name: "logo",
    use: (id) => ({ type: "site", _id: id, titre: "Logo du site" }),
  },
  ...PAGE_TEXT_KEYS.flatMap((page) =>
    pagePictureNames(page).map((name) => ({
      document: visualsKey(page),
      name,
      use: (): MediaUse => ({
        type: "page",
        _id: page,
        titre: `${PAGE_TEXT_NAMES[page]} (${pictureLabel(page, name).toLowerCase()})`,
      }),
    })),
  ),
];

const SITE_PICTURE_DOCUMENTS = [...new Set(SITE_PICTURES.map((picture) => picture.document))];

/** The pictures the site's documents show now: each with its key and its document's id. */
async function sitePictureKeys(db: Executor) {
  const rows = await db
    .select({ id: siteDocuments.id, cle: siteDocuments.cle, contenu: siteDocuments.contenu })
    .from(siteDocuments)
    .where(inArray(siteDocuments.cle, SITE_PICTURE_DOCUMENTS));
  return SITE_PICTURES.flatMap((picture) => {
    const row = rows.find((candidate) => candidate.cle === picture.document);
    const shown = row?.contenu[picture.name] as { cle?: unknown } | null | undefined;
    return row && typeof shown?.cle === "string" ? [{ picture, id: row.id, cle: shown.cle }] : [];
  });
}

/**
 * How many items (and the settings) show each of `keys`: one grouped, indexed query per
 * picture column for a whole page of the library, whatever the number of items.
 */
export async function countUses(db: Executor, keys: readonly string[]) {
  const counts = new Map<string, number>(keys.map((key) => [key, 0]));
  if (keys.length === 0) return counts;
  for (const picture of PICTURE_COLUMNS) {
    const n = sql<number>`count(distinct ${picture.table.id})::int`;
    // Grouped by the select's second column, the key each row matched (rowsNaming's `cle`).
    const rows = await rowsNaming(db, picture, keys, { n }).groupBy(sql`2`);
    for (const row of rows) counts.set(row.cle, (counts.get(row.cle) ?? 0) + row.n);
  }
  for (const shown of await sitePictureKeys(db)) {
    if (counts.has(shown.cle)) counts.set(shown.cle, (counts.get(shown.cle) ?? 0) + 1);
  }
  return counts;
}

/** Where the picture of `cle` is used: the first USES_NAMED items, and the settings' logo. */
export async function usesOf(db: Executor, cle: string): Promise<MediaUse[]> {
  const uses: MediaUse[] = [];
  for (const picture of PICTURE_COLUMNS) {
    if (uses.length >= USES_NAMED) break;
    const { type, table } = picture;
    const rows = await rowsNaming(db, picture, [cle], {
      id: table.id,
      titre: sql<string>`${picture.title}->>'fr'`,
    })
      .orderBy(table.id)
      .limit(USES_NAMED - uses.length);
    for (const row of rows) {
      if (!uses.some((use) => use.type === type && use._id === row.id)) {
        uses.push({ type, _id: row.id, titre: row.titre ?? "" });
      }
    }
  }
  for (const shown of await sitePictureKeys(db)) {
    if (shown.cle === cle) uses.push(shown.picture.use(shown.id));
  }
  return uses;
}

/**
 * Copies the library's description of a picture into every item and the settings that
 * show it, and outdates the public pages: one transaction with the library's change.
 */
export async function copyIntoUses(tx: Transaction, asset: MediaAsset): Promise<void> {
  const value = sql`${JSON.stringify(asset)}::jsonb`;
  for (const { table, column, gallery } of PICTURE_COLUMNS) {
    if (gallery) {
      await tx.execute(sql`UPDATE ${table} SET ${sql.identifier(column.name)} = (
          SELECT jsonb_agg(CASE WHEN picture->>'cle' = ${asset.cle} THEN ${value} ELSE picture END
            ORDER BY position)
          FROM jsonb_array_elements(${column}) WITH ORDINALITY AS x(picture, position))
        WHERE ${galleryHolds(column, asset.cle)}`);
    } else {
      await tx.execute(
        sql`UPDATE ${table} SET ${sql.identifier(column.name)} = ${value} WHERE (${column}->>'cle') = ${asset.cle}`,
      );
    }
  }
  for (const name of new Set(SITE_PICTURES.map((picture) => picture.name))) {
    const documents = SITE_PICTURES.filter((picture) => picture.name === name).map(
      (picture) => picture.document,
    );
    await tx.execute(sql`UPDATE ${siteDocuments}
      SET contenu = jsonb_set(contenu, ARRAY[${name}]::text[], ${value})
      WHERE ${inArray(siteDocuments.cle, documents)} AND contenu->${name}->>'cle' = ${asset.cle}`);
  }
  await invalidatePublicPages(tx);
}

/** A new picture of the library: its asset, the file's name, who sent it. */
export interface NewMedia {
  asset: MediaAsset;
  nomFichier: string;
}

/** Records new pictures in the library (a key already there is left as it is). */
export async function recordPictures(
  tx: Executor,
  pictures: readonly NewMedia[],
  uploaderId: string | null,
): Promise<MediaRow[]> {
  if (pictures.length === 0) return [];
  return tx
    .insert(medias)
    .values(
      pictures.map(({ asset, nomFichier }) => ({
        cle: asset.cle,
        asset,
        nomFichier,
        uploaderId,
      })),
    )
    .onConflictDoNothing({ target: medias.cle })
    .returning();
}

const hasText = (texts: Partial<Localized<string>> | undefined) =>
  LANGUAGES.some((lang) => Boolean(texts?.[lang]?.trim()));

const sameTexts = (a: Partial<Localized<string>> | undefined, b: typeof a) =>
  LANGUAGES.every((lang) => (a?.[lang] ?? "") === (b?.[lang] ?? ""));

const describedAlike = (a: MediaAsset, b: MediaAsset) =>
  sameTexts(a.texteAlternatif, b.texteAlternatif) &&
  (a.credit ?? null) === (b.credit ?? null) &&
  JSON.stringify(a.pointFocal ?? null) === JSON.stringify(b.pointFocal ?? null);

/**
 * After a write of an item or of the settings, in its transaction: one description per
 * picture. Alternative texts typed in a form become the library's (ADR 052: one text per
 * picture), an empty set of texts takes the library's; the credit and the focal point are
 * always the library's. What changed is copied into every use. A picture the library does
 * not hold is left as it is: every upload records its row, migration 0019 recorded those
 * stored before, so it can only be one deleted from the library that a restored version
 * shows again, whose files are gone (it is not recorded anew).
 */
export async function syncPictures(tx: Transaction, shown: readonly MediaAsset[]): Promise<void> {
  if (shown.length === 0) return;
  const rows = await tx
    .select()
    .from(medias)
    .where(
      inArray(
        medias.cle,
        shown.map((asset) => asset.cle),
      ),
    );
  // Read without a lock: most saves change nothing of their pictures and so take no lock on
  // them (a save and a PATCH of the library at once could otherwise wait on each other's
  // rows); one that does locks the row as it updates it, the last writer's texts winning.
  for (const row of rows) {
    const copy = shown.find((asset) => asset.cle === row.cle);
    if (!copy) continue;
    const texts = hasText(copy.texteAlternatif) ? copy.texteAlternatif : row.asset.texteAlternatif;
    const described: MediaAsset = { ...row.asset, ...(texts ? { texteAlternatif: texts } : {}) };
    if (!sameTexts(described.texteAlternatif, row.asset.texteAlternatif)) {
      await tx
        .update(medias)
        .set({ asset: described, updatedAt: new Date() })
        .where(eq(medias.id, row.id));
    }
    if (!describedAlike(described, row.asset) || !describedAlike(described, copy)) {
      await copyIntoUses(tx, described);
    }
  }
}

/** The library's searched text: file name, every alternative text, credit. */
const searchedText = sql`concat_ws(' ', ${medias.nomFichier}, ${medias.asset}->'texteAlternatif'->>'fr',
  ${medias.asset}->'texteAlternatif'->>'en', ${medias.asset}->'texteAlternatif'->>'it',
  ${medias.asset}->>'credit')`;

/** A library row with its uploader's name (null once that user is deleted). */
export interface MediaRecord {
  row: MediaRow;
  uploader: { id: string; nom: string; prenom: string } | null;
}

export function createLibraryRepository(db: Database) {
  const selectRecords = () =>
    db
      .select({
        row: medias,
        uploader: { id: users.id, nom: users.nom, prenom: users.prenom },
      })
      .from(medias)
      .leftJoin(users, eq(users.id, medias.uploaderId));

  return {
    /** A page of the library, newest first, matching `q` (folded, as the title searches). */
    async list(q: string | undefined, page: number, limite: number) {
      const pattern = containsPattern(q);
      const where: SQL | undefined = pattern ? foldedMatches(searchedText, pattern) : undefined;
      const [records, [count]] = await Promise.all([
        selectRecords()
          .where(where)
          .orderBy(desc(medias.createdAt), desc(medias.id))
          .limit(limite)
          .offset((page - 1) * limite),
        db.select({ total: sql<number>`count(*)::int` }).from(medias).where(where),
      ]);
      return { records: records as MediaRecord[], total: count?.total ?? 0 };
    },

    async find(id: string): Promise<MediaRecord | undefined> {
      if (!isUuid(id)) return undefined;
      const [found] = await selectRecords().where(eq(medias.id, id));
      return found as MediaRecord | undefined;
    },

    /** The pictures of `ids`, as a content form names them (unknown ids are left out). */
    async assetsOf(ids: readonly string[]): Promise<Map<string, MediaAsset>> {
      const valid = ids.filter(isUuid);
      if (valid.length === 0) return new Map();
      const rows = await db
        .select({ id: medias.id, asset: medias.asset })
        .from(medias)
        .where(inArray(medias.id, valid));
      return new Map(rows.map((row) => [row.id, row.asset]));
    },

    /**
     * Describes a picture anew and copies that into its uses, in one transaction; answers
     * the row, or undefined when there is none.
     */
    async describe(
      id: string,
      change: (asset: MediaAsset) => MediaAsset,
    ): Promise<MediaRow | undefined> {
      if (!isUuid(id)) return undefined;
      return db.transaction(async (tx) => {
        const [row] = await tx.select().from(medias).where(eq(medias.id, id)).for("update");
        if (!row) return undefined;
        const asset = change(row.asset);
        const [updated] = await tx
          .update(medias)
          .set({ asset, updatedAt: new Date() })
          .where(eq(medias.id, id))
          .returning();
        await copyIntoUses(tx, asset);
        return updated;
      });
    },

    /**
     * Deletes a picture nobody uses, after `allowed` saw its row and its uses (locked: a
     * write choosing it meanwhile waits, then finds it gone). Answers the deleted row.
     */
    async delete(
      id: string,
      allowed: (row: MediaRow, uses: MediaUse[]) => void,
    ): Promise<MediaRow | undefined> {
      if (!isUuid(id)) return undefined;
      return db.transaction(async (tx) => {
        const [row] = await tx.select().from(medias).where(eq(medias.id, id)).for("update");
        if (!row) return undefined;
        allowed(row, await usesOf(tx, row.cle));
        await tx.delete(medias).where(eq(medias.id, id));
        return row;
      });
    },

    usesOf: (cle: string) => usesOf(db, cle),
    countUses: (keys: readonly string[]) => countUses(db, keys),
  };
}

export type LibraryRepository = ReturnType<typeof createLibraryRepository>;

/**
 * Holds the library pictures a write chose until it commits (a deletion waits, then finds
 * them used); throws `missing` when one went meanwhile.
 */
export async function holdChosen(
  tx: Transaction,
  ids: readonly string[],
  missing: () => Error,
): Promise<void> {
  if (ids.length === 0) return;
  const unique = [...new Set(ids)];
  const rows = await tx
    .select({ id: medias.id })
    .from(medias)
    .where(inArray(medias.id, unique))
    .for("share");
  if (rows.length < unique.length) throw missing();
}
