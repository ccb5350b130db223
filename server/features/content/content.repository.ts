import { and, eq, getTableColumns, gte, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Localized } from "../../../domain/constants.ts";
import type { ContentTypeKey } from "../../../domain/content-types/identities.ts";
import { isUuid } from "../../../domain/ids.ts";
import type { Database, Transaction } from "../../db/client.ts";
import { type articles, contentViewDays, contentViews, users } from "../../db/schema.ts";
import {
  countOf,
  type OrderKey,
  orderBy,
  pageWithTotal,
  type TotalKeeper,
} from "../../lib/page-ids.ts";
import { invalidatePublicPages } from "../../lib/public-cache.ts";
import { picturesOf, syncPictures } from "../medias/library.repository.ts";
import { addWordsOfItem } from "../search/vocabulary.ts";
import {
  discardCopiesAfterWrite,
  type SavedFromForm,
} from "../working-copies/working-copies.repository.ts";
import { type ActivityAction, logActivity } from "./activity-log.ts";
import type { ContentTable } from "./content-table.ts";
import { type Actor, ownedBy } from "./ownership.ts";
import { createRevisionStore, type RevisionOptions } from "./revisions.ts";
import { currentSlugsColumn, type SlugsRepository } from "./slugs.repository.ts";

export type { ContentTable };

/** A stored item with its author's name (left join: the author may have been deleted). */
export interface ContentRecord<Row> {
  row: Row;
  author: { id: string | null; nom: string | null; prenom: string | null } | null;
}

/** A record of a list's page; `slugs` when the list was asked for them (`withSlugs`). */
export interface ListedRecord<Row> extends ContentRecord<Row> {
  slugs?: Localized;
}

export interface PageRequest {
  page: number;
  limite: number;
}

/** Every list answer: the page's items beside the total (DESIGN.md §4). */
export interface Paged<T> extends PageRequest {
  items: T[];
  total: number;
}

const NO_SLUGS: Localized = { fr: "", en: "", it: "" };

/**
 * One part of a content type's sitemap (docs/decisions/045): where its keyset read starts
 * (its first id), how many items it holds and the newest change among them.
 */
export interface SitemapPartBounds {
  firstId: string;
  count: number;
  lastmod: Date;
}

/** An item of a sitemap part: its current slugs and its last change. */
export interface SitemapRow {
  id: string;
  slugs: Localized;
  lastmod: Date;
}

/**
 * What a write settles in its own transaction before the item: the rows it points to and
 * creates with it (a category a new label names), answered as the columns that name them.
 */
export type Settle = (tx: Transaction) => Promise<Record<string, unknown>>;

/** One write of an item, as the after-write hooks see it, in its transaction. */
export interface ContentWrite<Row> {
  action: ActivityAction;
  actor: Actor;
  id: string;
  /** The row before the write (null for a creation). */
  before: Row | null;
  /** The row after it (null for a deletion). */
  after: Row | null;
  /** The version a restoration brought back. */
  restoredFrom?: string;
  /** A save from the edit screen: the saver's working copy goes with it (ADR 053). */
  savedFromForm?: SavedFromForm | undefined;
}

/**
 * Something every write of a type does inside its transaction, after the row: a refused
 * hook refuses the write. The repository's own (slugs, versions, journal, the public
 * cache, the search's vocabulary) always run; a type or a feature adds its own.
 */
export type AfterWriteHook<Row> = (tx: Transaction, write: ContentWrite<Row>) => Promise<void>;

/**
 * The storage of one content type, the same for articles, projects and opportunities:
 * lists with their total, reads, and writes that keep the slugs, the view rows, the
 * versions, the activity log and the public cache in step (afterWrite), each in one
 * transaction. Every read and write of the back office
 * takes the acting user, and reaches only what they may (ownership.ts).
 */
export function createContentRepository<T extends ContentTable>(
  db: Database,
  slugs: SlugsRepository,
  type: ContentTypeKey,
  contentTable: T,
  versions: RevisionOptions = {},
  hooks: readonly AfterWriteHook<T["$inferSelect"]>[] = [],
) {
  type Row = T["$inferSelect"];
  type Values = Partial<T["$inferInsert"]>;
  // The three tables share the columns used here; one of them stands for all in the types.
  const table = contentTable as unknown as typeof articles;
  const record = { row: table, author: { id: users.id, nom: users.nom, prenom: users.prenom } };
  // A list's rows without the generated columns: the folded titles are for the title
  // search's index, never answered, and decoding them cost every row of every page.
  const listedColumns = Object.fromEntries(
    Object.entries(getTableColumns(table)).filter(([, column]) => !column.generated),
  );

  const revisions = createRevisionStore(type, contentTable, versions);

  /**
   * What every write does after its row, in its transaction and in this order: the slugs
   * follow the titles (a deleted item's go, with its view rows), the saved words join the
   * search's vocabulary (its stored documents are the database's own), the save is kept as a
   * version (answers the snapshots forgotten or removed: their files may be unused now),
   * the hooks of the type run, the journal records it, and the public pages are outdated.
   */
  async function afterWrite(tx: Transaction, write: ContentWrite<Row>) {
    const { id, actor } = write;
    let snapshots: Record<string, unknown>[];
    if (write.after) {
      await slugs.assign(tx, type, id, (write.after as { titre: Localized }).titre);
      await addWordsOfItem(tx, type, id);
      // Its pictures are the library's: one description each, whichever item shows it.
      await syncPictures(tx, picturesOf(type, write.after as Record<string, unknown>));
      snapshots = await revisions.record(tx, {
        id,
        actor,
        before: write.before,
        after: write.after,
        ...(write.restoredFrom ? { restoredFrom: write.restoredFrom } : {}),
      });
    } else {
      await slugs.removeAll(tx, type, id);
      await tx
        .delete(contentViews)
        .where(and(eq(contentViews.contentType, type), eq(contentViews.contentId, id)));
      await tx
        .delete(contentViewDays)
        .where(and(eq(contentViewDays.contentType, type), eq(contentViewDays.contentId, id)));
      snapshots = await revisions.removeAll(tx, id);
    }
    await discardCopiesAfterWrite(tx, {
      type,
      id,
      ownerId: actor.id,
      deleted: !write.after,
      savedFromForm: write.savedFromForm,
    });
    for (const hook of hooks) await hook(tx, write);
    await logActivity(tx, actor, type, id, write.action);
    await invalidatePublicPages(tx);
    return snapshots;
  }

  /**
   * When an item's page last changed, as the sitemap's `lastmod`: its last save, or the
   * moment it went public when that came later (a planned article's date, once passed).
   */
  const sitemapLastmod = (now: Date) =>
    sql<Date>`greatest(${table.updatedAt}, case when ${table.datePublication} <= ${now} then ${table.datePublication} end)`.mapWith(
      table.updatedAt,
    );

  /** Current slugs of the records, per language ("" where an item has none yet). */
  async function slugsOf(rows: readonly { id: string }[]): Promise<(id: string) => Localized> {
    const current = await slugs.currentFor(
      type,
      rows.map((row) => row.id),
    );
    return (id) => current.get(id) ?? NO_SLUGS;
  }

  const selectRecords = () =>
    db.select(record).from(table).leftJoin(users, eq(users.id, table.auteurId));

  /** The record of `id` if it also matches `where`; undefined for an id that is no UUID. */
  async function find(id: string, where?: SQL): Promise<ContentRecord<Row> | undefined> {
    if (!isUuid(id)) return undefined;
    const [found] = await selectRecords().where(and(eq(table.id, id), where));
    return found as ContentRecord<Row> | undefined;
  }

  async function lockForWrite(tx: Transaction, id: string, actor: Actor): Promise<Row | undefined> {
    if (!isUuid(id)) return undefined;
    const [row] = await tx
      .select()
      .from(table)
      .where(and(eq(table.id, id), ownedBy(table.auteurId, actor)))
      .for("update");
    return row as Row | undefined;
  }

  return {
    type,
    table: contentTable,

    /** An item's versions, newest first (the caller checks the actor may read the item). */
    listRevisions: (id: string) => revisions.list(db, id),
    /** One version of the item, or undefined. */
    findRevision: (id: string, revisionId: string) =>
      isUuid(revisionId) ? revisions.find(db, id, revisionId) : Promise.resolve(undefined),
    /** The snapshots of the versions kept for an item (the files they still hold). */
    revisionSnapshots: (id: string) => revisions.snapshots(db, id),
    /** A version's content as the columns it sets. */
    revisionValues: (snapshot: Record<string, unknown>) => revisions.valuesOf(snapshot) as Values,

    /** The owner condition of an actor on this table (none for administrators). */
    ownedBy: (actor: Actor) => ownedBy(table.auteurId, actor),

    /**
     * One page of records matching `where`, in `order` (which ends on the id, so that it is
     * total), with the total: the page's ids first, then their rows with their authors
     * (pageWithTotal: the indexes of schema.ts `listIndexes` give them however deep the page).
     * With `keepTotal`, the total goes through it, keyed by the count's SQL and parameters.
     * `leftOut` names the columns the answer does not need: they are not read, and each
     * row gets the value made for it instead (an empty value of their shape:
     * content.queries.ts `columnsLeftOut`).
     */
    async list(
      where: SQL | undefined,
      order: readonly OrderKey[],
      request: PageRequest,
      {
        keepTotal,
        leftOut = {},
        withSlugs = false,
      }: {
        keepTotal?: TotalKeeper;
        /** Columns the caller will not answer, each with what its rows hold instead. */
        leftOut?: Readonly<Record<string, () => unknown>>;
        /** Each record's current slugs read in the page's own query (currentSlugsColumn). */
        withSlugs?: boolean;
      } = {},
    ): Promise<{ records: ListedRecord<Row>[]; total: number }> {
      const selected = {
        ...record,
        row: Object.fromEntries(
          Object.entries(listedColumns).filter(([name]) => !Object.hasOwn(leftOut, name)),
        ),
        ...(withSlugs ? { slugs: currentSlugsColumn(type, table.id) } : {}),
      };
      const counting = countOf(db, table, where);
      const total = keepTotal ? () => keepTotal(counting.key, counting.count) : undefined;
      const read = await pageWithTotal(
        db,
        table,
        where,
        order,
        request,
        (page) =>
          db
            .select(selected)
            .from(table)
            .innerJoin(page, eq(page.id, table.id))
            .leftJoin(users, eq(users.id, table.auteurId))
            .orderBy(...orderBy(order)),
        total,
      );
      const records = read.rows as ListedRecord<Row>[];
      const unread = Object.entries(leftOut);
      for (const { row } of records) {
        for (const [name, empty] of unread) (row as Record<string, unknown>)[name] = empty();
      }
      return { records, total: read.total };
    },

    find,

    /**
     * The sitemap's parts of the rows matching `where` (the public ones), `size` rows each
     * in id order: each part's first id, count and newest change (sitemapLastmod). One read
     * of the ids and dates of those rows, none of their texts: the sitemap index's, made
     * once per content change; each part is then read from its first id (sitemapRows).
     */
    async sitemapParts(where: SQL, now: Date, size: number): Promise<SitemapPartBounds[]> {
      const ranked = db
        .select({
          id: table.id,
          lastmod: sitemapLastmod(now).as("lastmod"),
          // Positions from 0 in the id order, the keyset's order.
          position: sql<number>`row_number() over (order by ${table.id}) - 1`.as("position"),
        })
        .from(table)
        .where(where)
        .as("ranked");
      // Written in the query, not bound: GROUP BY and ORDER BY must read the same expression.
      const sizeSql = sql.raw(String(Math.max(1, Math.trunc(size))));
      const part = sql`${ranked.position} / ${sizeSql}`;
      const rows = await db
        .select({
          // The part's first row: the one whose position is a multiple of `size`.
          firstId: sql<string>`(array_agg(${ranked.id}) filter (where ${ranked.position} % ${sizeSql} = 0))[1]`,
          count: sql<number>`count(*)::int`,
          lastmod: sql<Date>`max(${ranked.lastmod})`.mapWith(table.updatedAt),
        })
        .from(ranked)
        .groupBy(part)
        .orderBy(part);
      return rows;
    },

    /**
     * The `size` rows matching `where` from `firstId` on, in id order, with their current
     * slugs and last change: one sitemap part, read from its first id on the primary key
     * (a keyset), never by an offset over the rows before it.
     */
    async sitemapRows(where: SQL, now: Date, firstId: string, size: number): Promise<SitemapRow[]> {
      const rows = await db
        .select({ id: table.id, lastmod: sitemapLastmod(now) })
        .from(table)
        .where(and(where, gte(table.id, firstId)))
        .orderBy(table.id)
        .limit(size);
      const slugsOfRow = await slugsOf(rows);
      return rows.map((row) => ({ ...row, slugs: slugsOfRow(row.id) }));
    },

    /** The distinct values of `column` among the rows matching `where` (a list's filters). */
    async distinctValues<V>(column: PgColumn & { _: { data: V } }, where: SQL | undefined) {
      const rows = await db.selectDistinct({ value: column }).from(table).where(where);
      return rows.map((row) => row.value as V);
    },

    /** The stored row, if the actor may write it. */
    async findRow(id: string, actor: Actor): Promise<Row | undefined> {
      return (await find(id, ownedBy(table.auteurId, actor)))?.row;
    },

    slugsOf,

    /**
     * Inserts an item authored by the actor, with its slugs and the log entry. `settle`
     * runs first in the transaction: what the item points to and is created with it (a
     * category a new label names), as the columns it sets.
     */
    async create(
      values: T["$inferInsert"],
      actor: Actor,
      settle?: Settle,
      savedFromForm?: SavedFromForm,
    ): Promise<string> {
      return db.transaction(async (tx) => {
        const settled = settle ? await settle(tx) : {};
        const [row] = await tx
          .insert(table)
          .values({
            ...(values as typeof articles.$inferInsert),
            ...(settled as Partial<typeof articles.$inferInsert>),
            auteurId: actor.id,
          })
          .returning();
        if (!row) throw new Error("insert returned no row");
        await afterWrite(tx, {
          action: "creation",
          actor,
          id: row.id,
          before: null,
          after: row as Row,
          savedFromForm,
        });
        return row.id;
      });
    },

    /**
     * Updates an item the actor may write. `change` sees the row as locked in the
     * transaction (two edits at once each keep the other's fields) and may throw to refuse
     * the edit: nothing is written then. The save is kept as a version (a restoration names
     * the version it restored). Answers the row before and after, and the snapshots of the
     * versions forgotten past the limit (their files may be unused now), or undefined when
     * there is no such item for the actor. `settle` runs first, before the row is locked
     * (a category's writes lock the list, then its opportunities: the same order), and
     * `change` gets the columns it answers.
     */
    async update(
      id: string,
      actor: Actor,
      change: (current: Row, settled: Values) => Values,
      options: { restoredFrom?: string; settle?: Settle; savedFromForm?: SavedFromForm } = {},
    ): Promise<{ before: Row; after: Row; forgotten: Record<string, unknown>[] } | undefined> {
      return db.transaction(async (tx) => {
        const settled = (options.settle ? await options.settle(tx) : {}) as Values;
        const before = await lockForWrite(tx, id, actor);
        if (!before) return undefined;
        const [after] = await tx
          .update(table)
          .set({
            ...(change(before, settled) as Partial<typeof articles.$inferInsert>),
            updatedAt: new Date(),
          })
          .where(eq(table.id, before.id))
          .returning();
        if (!after) return undefined;
        const forgotten = await afterWrite(tx, {
          action: options.restoredFrom ? "restauration" : "modification",
          actor,
          id: after.id,
          before,
          after: after as Row,
          ...(options.restoredFrom ? { restoredFrom: options.restoredFrom } : {}),
          savedFromForm: options.savedFromForm,
        });
        return { before, after: after as Row, forgotten };
      });
    },

    /**
     * Deletes an item the actor may write with everything that hangs on it in the
     * database (slugs, view rows, versions), and logs it; answers the deleted row and its
     * versions' snapshots, whose files the caller removes once committed.
     */
    async delete(
      id: string,
      actor: Actor,
    ): Promise<{ row: Row; versions: Record<string, unknown>[] } | undefined> {
      return db.transaction(async (tx) => {
        const current = await lockForWrite(tx, id, actor);
        if (!current) return undefined;
        await tx.delete(table).where(eq(table.id, current.id));
        const versions = await afterWrite(tx, {
          action: "suppression",
          actor,
          id: current.id,
          before: current,
          after: null,
        });
        return { row: current, versions };
      });
    },
  };
}

export type ContentRepository<T extends ContentTable> = ReturnType<
  typeof createContentRepository<T>
>;
