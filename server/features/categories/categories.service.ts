import { asc, count, eq, isNotNull, sql } from "drizzle-orm";
import {
  type Category,
  type CategoryChoice,
  CategoryInputSchema,
  findCategory,
  labelsToTranslate,
  CATEGORY_MESSAGES as M,
  NO_REPLACEMENT,
  takenLabel,
} from "../../../domain/categories.ts";
import type { Language, Localized } from "../../../domain/constants.ts";
import { pickLanguage } from "../../../domain/content.ts";
import { isUuid } from "../../../domain/ids.ts";
import type { Database, Transaction } from "../../db/client.ts";
import { categories, opportunites } from "../../db/schema.ts";
import { HttpError, parseOrThrow, validationError } from "../../lib/http-error.ts";
import type { PublicCache } from "../../lib/public-cache.ts";
import { invalidatePublicPages } from "../../lib/public-cache.ts";
import { logActivity } from "../content/activity-log.ts";
import { mergeSent } from "../content/edit-merge.ts";
import type { Actor } from "../content/ownership.ts";

/** A category as the back office lists it: with how many opportunities use it. */
export interface StaffCategory extends Category {
  nombreOpportunites: number;
}

/** A category in one language (public reads with `lang`): French where that label is empty. */
export interface CategoryInLanguage {
  _id: string;
  libelle: string;
  ordre: number;
}

type Row = typeof categories.$inferSelect;

const toCategory = (row: Row): Category => ({
  _id: row.id,
  libelle: row.libelle,
  ordre: row.position,
});

/** The label of `category` in `lang`, the French one where that language's is empty. */
export const labelIn = (category: Pick<Category, "libelle">, lang: Language): string =>
  pickLanguage(category.libelle, lang) ?? "";

async function readAll(db: Pick<Database, "select">): Promise<Category[]> {
  const rows = await db
    .select()
    .from(categories)
    .orderBy(asc(categories.position), asc(categories.createdAt));
  return rows.map(toCategory);
}

/**
 * Every write holds this lock until it commits: the labels are checked for duplicates and
 * the places renumbered against a list no other write changes meanwhile (on PostgreSQL
 * with several instances too).
 */
const lockList = (tx: Transaction) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtext('categories'))`);

/** Gives the categories the places 0, 1, 2… in `ordered`'s order. */
async function renumber(tx: Transaction, ordered: readonly Category[]) {
  for (const [position, category] of ordered.entries()) {
    if (category.ordre !== position) {
      await tx.update(categories).set({ position }).where(eq(categories.id, category._id));
    }
  }
}

/** `list` with `moved` placed at `index` (clamped to the list), the others in their order. */
function placed(list: readonly Category[], moved: Category, index: number): Category[] {
  const others = list.filter((category) => category._id !== moved._id);
  const at = Math.min(index, others.length);
  return [...others.slice(0, at), moved, ...others.slice(at)];
}

/**
 * The opportunities' categories (issue 19): read by anyone (kept in the cache of public
 * reads, whose content version every write here bumps through the activity log), written
 * by administrators. Each write checks its input with the domain's schema, refuses a label
 * another category holds, and logs itself.
 */
export function createCategories(db: Database, cache: PublicCache) {
  async function list(): Promise<Category[]> {
    return (await cache.read("categories", () => readAll(db))).value;
  }

  function refuseTaken(all: readonly Category[], candidate: { _id?: string; libelle: Localized }) {
    const taken = takenLabel(all, candidate);
    if (taken !== undefined) {
      throw validationError([{ champ: "libelle", message: M.labelTaken(taken) }]);
    }
  }

  async function lockedList(tx: Transaction): Promise<Category[]> {
    await lockList(tx);
    return readAll(tx);
  }

  const notFound = () => new HttpError(404, M.notFound);

  return {
    list,

    /** The list in one language, in order. */
    async inLanguage(lang: Language): Promise<CategoryInLanguage[]> {
      return (await list()).map((category) => ({
        _id: category._id,
        libelle: labelIn(category, lang),
        ordre: category.ordre,
      }));
    },

    /** The list with each category's number of opportunities (back office). */
    async withUsage(): Promise<StaffCategory[]> {
      const [all, usage] = await Promise.all([
        readAll(db),
        db
          .select({ id: opportunites.categorieId, value: count() })
          .from(opportunites)
          .where(isNotNull(opportunites.categorieId))
          .groupBy(opportunites.categorieId),
      ]);
      const counts = new Map(usage.map((row) => [row.id, row.value]));
      return all.map((category) => ({
        ...category,
        nombreOpportunites: counts.get(category._id) ?? 0,
      }));
    },

    /**
     * The category a form names (its id, or its label in any language), read afresh from
     * the database: a write must not trust a list cached a moment ago.
     */
    async find(value: string): Promise<Category | undefined> {
      return findCategory(await readAll(db), value);
    },

    /**
     * The id of the category `choice` names, in the caller's transaction and under the
     * list's lock: one of the list if it is still there (undefined if it was deleted
     * meanwhile), or the one its label names now in any language, created at the end of
     * the list when none does (its French label as written, to translate). The caller's
     * write and this creation commit or fail together.
     */
    async settle(
      tx: Transaction,
      choice: CategoryChoice,
      actor: Actor,
    ): Promise<string | null | undefined> {
      if (choice === null) return null;
      const all = await lockedList(tx);
      if ("id" in choice) return all.find((category) => category._id === choice.id)?._id;
      const existing = findCategory(all, choice.label);
      if (existing) return existing._id;
      const [row] = await tx
        .insert(categories)
        .values({ libelle: labelsToTranslate(choice.label), position: all.length })
        .returning({ id: categories.id });
      if (!row) throw new Error("insert returned no row");
      await logActivity(tx, actor, "categorie", row.id, "creation");
      await invalidatePublicPages(tx);
      return row.id;
    },

    async create(body: unknown, actor: Actor): Promise<Category> {
      const input = parseOrThrow(CategoryInputSchema, body);
      return db.transaction(async (tx) => {
        const all = await lockedList(tx);
        refuseTaken(all, input);
        const [row] = await tx
          .insert(categories)
          .values({ libelle: input.libelle, position: all.length })
          .returning();
        if (!row) throw new Error("insert returned no row");
        const created = toCategory(row);
        if (input.ordre !== undefined && input.ordre < all.length) {
          await renumber(tx, placed([...all, created], created, input.ordre));
        }
        await logActivity(tx, actor, "categorie", row.id, "creation");
        await invalidatePublicPages(tx);
        return { ...created, ordre: Math.min(input.ordre ?? all.length, all.length) };
      });
    },

    /** A partial change: the labels sent (per language) and the place, the rest kept. */
    async update(id: string, body: unknown, actor: Actor): Promise<Category> {
      if (typeof body !== "object" || body === null || Array.isArray(body)) {
        throw new HttpError(400, M.notAnObject);
      }
      return db.transaction(async (tx) => {
        const all = await lockedList(tx);
        const current = isUuid(id) ? all.find((category) => category._id === id) : undefined;
        if (!current) throw notFound();
        const merged = mergeSent({ libelle: current.libelle }, body as Record<string, unknown>);
        const input = parseOrThrow(CategoryInputSchema, merged);
        const updated = { ...current, libelle: input.libelle };
        refuseTaken(all, updated);
        await tx
          .update(categories)
          .set({ libelle: input.libelle, updatedAt: new Date() })
          .where(eq(categories.id, id));
        const ordered = input.ordre === undefined ? [...all] : placed(all, updated, input.ordre);
        await renumber(tx, ordered);
        await logActivity(tx, actor, "categorie", id, "modification");
        await invalidatePublicPages(tx);
        return { ...updated, ordre: ordered.findIndex((category) => category._id === id) };
      });
    },

    /**
     * Deletes a category. One that opportunities use is refused (409) unless `remplacement`
     * names the category that takes them over, or NO_REPLACEMENT to leave them without one.
     */
    async remove(id: string, actor: Actor, remplacement: string | undefined): Promise<number> {
      return db.transaction(async (tx) => {
        const all = await lockedList(tx);
        const current = isUuid(id) ? all.find((category) => category._id === id) : undefined;
        if (!current) throw notFound();
        const [used] = await tx
          .select({ value: count() })
          .from(opportunites)
          .where(eq(opportunites.categorieId, id));
        const inUse = used?.value ?? 0;
        if (inUse > 0) {
          const chosen = remplacement?.trim();
          if (!chosen) {
            throw new HttpError(409, M.inUse(inUse), {
              erreurs: [{ champ: "remplacement", message: M.inUse(inUse) }],
            });
          }
          const replacement =
            chosen === NO_REPLACEMENT
              ? null
              : all.find(
                  (category) => category._id === chosen.toLowerCase() && category._id !== id,
                );
          if (replacement === undefined) {
            throw validationError([{ champ: "remplacement", message: M.replacementInvalid }]);
          }
          await tx
            .update(opportunites)
            .set({ categorieId: replacement?._id ?? null, updatedAt: new Date() })
            .where(eq(opportunites.categorieId, id));
        }
        await tx.delete(categories).where(eq(categories.id, id));
        await renumber(
          tx,
          all.filter((category) => category._id !== id),
        );
        await logActivity(tx, actor, "categorie", id, "suppression");
        await invalidatePublicPages(tx);
        return inUse;
      });
    },
  };
}

export type CategoriesService = ReturnType<typeof createCategories>;
