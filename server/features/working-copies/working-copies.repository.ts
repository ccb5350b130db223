import { and, count, desc, eq, isNull, or, type SQL, sql } from "drizzle-orm";
import type { ContentTypeKey } from "../../../domain/content-types/identities.ts";
import { isUuid } from "../../../domain/ids.ts";
import type { Database, Transaction } from "../../db/client.ts";
import { workingCopies } from "../../db/schema.ts";

export type WorkingCopyRow = typeof workingCopies.$inferSelect;

/** What a copy holds as the form sent it, with its French title for the lists. */
export interface CopyContent {
  values: Record<string, unknown>;
  title: string;
}

/**
 * Where a normal save (SPEC.md's create or edit) came from: it turns the saver's working
 * copy into the item, so the copy goes in the save's transaction. `copyId` names the copy
 * of a new item a creation came from (an existing item's copy is found by the item).
 */
export interface SavedFromForm {
  copyId?: string | undefined;
}

/**
 * In the transaction of a save or deletion of an item (content.repository.ts afterWrite):
 * a deletion removes everyone's copies of the item; a normal save by `ownerId` removes
 * their copy of it, and the new item's copy it came from.
 */
export async function discardCopiesAfterWrite(
  tx: Transaction,
  write: {
    type: ContentTypeKey;
    id: string;
    ownerId: string;
    deleted: boolean;
    savedFromForm?: SavedFromForm | undefined;
  },
): Promise<void> {
  const ofItem = and(eq(workingCopies.contentType, write.type), eq(workingCopies.itemId, write.id));
  if (write.deleted) {
    await tx.delete(workingCopies).where(ofItem);
    return;
  }
  if (!write.savedFromForm) return;
  const { copyId } = write.savedFromForm;
  const newItemCopy =
    copyId && isUuid(copyId)
      ? and(
          eq(workingCopies.id, copyId),
          eq(workingCopies.contentType, write.type),
          isNull(workingCopies.itemId),
        )
      : undefined;
  await tx
    .delete(workingCopies)
    .where(and(eq(workingCopies.ownerId, write.ownerId), or(ofItem, newItemCopy)));
}

/**
 * The working copies of the back office (docs/decisions/053). Every read and write takes
 * the owner: nobody reaches another person's copy, whatever their role.
 */
export function createWorkingCopiesRepository(db: Database) {
  const mine = (ownerId: string, where?: SQL) => and(eq(workingCopies.ownerId, ownerId), where);
  const byId = (id: string) => (isUuid(id) ? eq(workingCopies.id, id) : undefined);

  return {
    /** The owner's copies, last saved first, one page, with how many they have. */
    async list(ownerId: string, page: { page: number; limite: number }) {
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(workingCopies)
          .where(mine(ownerId))
          .orderBy(desc(workingCopies.updatedAt), workingCopies.id)
          .limit(page.limite)
          .offset((page.page - 1) * page.limite),
        db.select({ value: count() }).from(workingCopies).where(mine(ownerId)),
      ]);
      return { rows, total: total?.value ?? 0 };
    },

    /** One of the owner's copies (undefined for another's, or an id that is none). */
    async find(ownerId: string, id: string): Promise<WorkingCopyRow | undefined> {
      const where = byId(id);
      if (!where) return undefined;
      const [row] = await db.select().from(workingCopies).where(mine(ownerId, where));
      return row;
    },

    /** The owner's copy of an existing item, if they keep one. */
    async findOfItem(
      ownerId: string,
      type: ContentTypeKey,
      itemId: string,
    ): Promise<WorkingCopyRow | undefined> {
      const [row] = await db
        .select()
        .from(workingCopies)
        .where(
          mine(ownerId, and(eq(workingCopies.contentType, type), eq(workingCopies.itemId, itemId))),
        );
      return row;
    },

    /** A copy of an item not created yet. */
    async createNew(
      ownerId: string,
      type: ContentTypeKey,
      content: CopyContent,
      now: Date,
    ): Promise<WorkingCopyRow> {
      const [row] = await db
        .insert(workingCopies)
        .values({ contentType: type, itemId: null, ownerId, ...content, updatedAt: now })
        .returning();
      if (!row) throw new Error("insert returned no row");
      return row;
    },

    /** The owner's copy of an existing item, made or replaced (one per person and item). */
    async saveOfItem(
      ownerId: string,
      type: ContentTypeKey,
      itemId: string,
      content: CopyContent,
      now: Date,
    ): Promise<WorkingCopyRow> {
      const [row] = await db
        .insert(workingCopies)
        .values({ contentType: type, itemId, ownerId, ...content, updatedAt: now })
        .onConflictDoUpdate({
          target: [workingCopies.ownerId, workingCopies.contentType, workingCopies.itemId],
          targetWhere: ofExistingItems(),
          set: { ...content, updatedAt: now },
        })
        .returning();
      if (!row) throw new Error("upsert returned no row");
      return row;
    },

    /** Replaces what one of the owner's copies holds; undefined when it is not theirs. */
    async update(
      ownerId: string,
      id: string,
      content: CopyContent,
      now: Date,
    ): Promise<WorkingCopyRow | undefined> {
      const where = byId(id);
      if (!where) return undefined;
      const [row] = await db
        .update(workingCopies)
        .set({ ...content, updatedAt: now })
        .where(mine(ownerId, where))
        .returning();
      return row;
    },

    /** Discards one of the owner's copies; false when it is not theirs. */
    async delete(ownerId: string, id: string): Promise<boolean> {
      const where = byId(id);
      if (!where) return false;
      const rows = await db
        .delete(workingCopies)
        .where(mine(ownerId, where))
        .returning({ id: workingCopies.id });
      return rows.length > 0;
    },
  };
}

/** The unique index's condition: copies of existing items only (schema.ts). */
const ofExistingItems = () => sql`${workingCopies.itemId} is not null`;

export type WorkingCopiesRepository = ReturnType<typeof createWorkingCopiesRepository>;
