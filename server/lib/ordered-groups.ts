// Rows kept in groups at places from 0 (the people of the governance, the group's
// references: ADRs 058, 064): where a moved row lands, and the renumbering that keeps each
// group's places 0, 1, 2… Every write runs under its table's advisory lock, so the group
// is renumbered against a still list.
import { eq, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Transaction } from "../db/client.ts";

interface Placed {
  id: string;
  ordre: number;
}

/** Takes the lock of a table's places for the rest of the transaction. */
export const lockPlaces = (tx: Transaction, name: string) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtext(${name}))`);

/** The rows of a group in their order, `moved` put at `index` (clamped) or last. */
export function placed<R extends Placed>(group: readonly R[], moved: R, index?: number): R[] {
  const others = group.filter((row) => row.id !== moved.id);
  const at = Math.min(index ?? others.length, others.length);
  return [...others.slice(0, at), moved, ...others.slice(at)];
}

/** Writes each row's place as its index in `ordered` (only the rows that moved). */
export async function renumber(
  tx: Transaction,
  table: PgTable & { id: PgColumn; ordre: PgColumn },
  ordered: readonly Placed[],
) {
  for (const [position, row] of ordered.entries()) {
    if (row.ordre !== position) {
      await tx
        .update(table)
        .set({ ordre: position } as never)
        .where(eq(table.id, row.id));
    }
  }
}
