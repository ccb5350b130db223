import { count, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Database } from "../db/client.ts";

/**
 * One key of a list's order: an expression, its direction, and where its nulls go when
 * not where PostgreSQL puts them by default (last ascending, first descending).
 */
export type OrderKey = readonly [SQLWrapper, "asc" | "desc", ("first" | "last")?];

/** The ORDER BY of `keys`, or its exact reverse (every direction and nulls placement flipped). */
export function orderBy(keys: readonly OrderKey[], reversed = false): SQL[] {
  return keys.map(([expression, direction, nulls]) => {
    const descending = (direction === "desc") !== reversed;
    const placed =
      nulls === undefined ? "" : (nulls === "first") !== reversed ? " nulls first" : " nulls last";
    return sql`${expression} ${sql.raw(descending ? "desc" : "asc")}${sql.raw(placed)}`;
  });
}

/**
 * The ids of some rows of a list in `keys`' order, or in its reverse, as a subquery the
 * rows are joined to: a deferred join (issue 30, docs/decisions/046). An index holding the
 * order (ending on the id, so that it is total) gives the ids from its entries, and only
 * the page's rows are read.
 */
function idsOf(
  db: Database,
  table: PgTable & { id: AnyPgColumn },
  where: SQL | undefined,
  keys: readonly OrderKey[],
  { reversed, offset, limit }: { reversed: boolean; offset: number; limit: number },
) {
  return db
    .select({ id: table.id })
    .from(table)
    .where(where)
    .orderBy(...orderBy(keys, reversed))
    .limit(limit)
    .offset(offset)
    .as("page_ids");
}

export type PageIds = ReturnType<typeof idsOf>;

/**
 * The count of the rows matching `where`, and its key: its SQL and parameters, which say
 * exactly what it counts (a list whose totals are kept keys them by it).
 */
export function countOf(db: Database, table: PgTable, where: SQL | undefined) {
  const counted = db.select({ value: count() }).from(table).where(where);
  return {
    key: JSON.stringify(counted.toSQL()),
    count: async (): Promise<number> => (await counted)[0]?.value ?? 0,
  };
}

/**
 * Where a list's total may be kept: given the count's key (its SQL and parameters) and the
 * count itself, the total, counted or as kept for the same content.
 */
export type TotalKeeper = (key: string, count: () => Promise<number>) => Promise<number>;

/**
 * One page of a list and the list's total. `readPage` reads the rows whose ids the
 * subquery it is given holds, in `orderBy(keys)`. The first page is read beside the
 * count; a deeper one after it: past the last, nothing more is read; in the second half of
 * the list, its ids are read from the end, in the reverse order, so that no page skips
 * more than half the list's index entries (the last page of 100,000 contact requests
 * skipped 99,980: 16 ms of PostgreSQL's time, now none). A list whose total the database
 * keeps (migration 0020) passes `keptTotal`, read instead of counting the rows.
 */
export async function pageWithTotal<T>(
  db: Database,
  table: PgTable & { id: AnyPgColumn },
  where: SQL | undefined,
  keys: readonly OrderKey[],
  { page, limite }: { page: number; limite: number },
  readPage: (ids: PageIds) => Promise<T[]>,
  keptTotal?: () => Promise<number>,
): Promise<{ rows: T[]; total: number }> {
  const counting = keptTotal ?? countOf(db, table, where).count;
  const offset = (page - 1) * limite;
  const forward = (skip: number) =>
    readPage(idsOf(db, table, where, keys, { reversed: false, offset: skip, limit: limite }));
  if (offset === 0) {
    const [rows, total] = await Promise.all([forward(0), counting()]);
    return { rows, total };
  }
  const total = await counting();
  if (offset >= total) return { rows: [], total };
  const after = total - offset - limite;
  if (after >= offset) return { rows: await forward(offset), total };
  const ids = idsOf(db, table, where, keys, {
    reversed: true,
    offset: Math.max(0, after),
    limit: Math.min(limite, total - offset),
  });
  return { rows: await readPage(ids), total };
}
