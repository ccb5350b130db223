import { createHash } from "node:crypto";
import { eq, inArray, lt, sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { isbot } from "isbot";
import type { ContentTypeKey } from "../../../domain/content-types/identities.ts";
import { DASHBOARD_DAYS, daysEndingOn } from "../../../domain/dashboard.ts";
import type { Database, Transaction } from "../../db/client.ts";
import { contentViewDays, contentViews } from "../../db/schema.ts";
import type { Clock } from "../../lib/clock.ts";
import { optionalUser } from "../../plugins/auth.ts";
import { loggableError } from "../../plugins/errors.ts";

import { type ContentTable, CONTENT_TABLES as TABLES } from "./content-table.ts";

/** How often the views counted in memory are written (and at shutdown). */
export const VIEW_FLUSH_INTERVAL_MS = 2_000;
/** Visitors already written today, remembered so their next reads cost nothing. */
const MAX_REMEMBERED = 200_000;

interface PendingView {
  contentType: ContentTypeKey;
  contentId: string;
  visitor: string;
  day: string;
}

const itemKey = (type: ContentTypeKey, id: string) => `${type}:${id}`;

/**
 * isbot's answer per user agent: its pattern is long, and a page served from the cache
 * should cost little more than its bytes. Browsers send few distinct agents; the memo is
 * emptied when it fills.
 */
const botAnswers = new Map<string, boolean>();
const MAX_REMEMBERED_AGENTS = 5_000;
function isBotAgent(userAgent: string): boolean {
  let answer = botAnswers.get(userAgent);
  if (answer === undefined) {
    answer = isbot(userAgent);
    if (botAnswers.size >= MAX_REMEMBERED_AGENTS) botAnswers.clear();
    botAnswers.set(userAgent, answer);
  }
  return answer;
}

/**
 * A page fetched ahead of a visit that may never come: a link hovered (`prefetch="intent"`),
 * a browser's speculation rules. Its read is not a visit; the visit, if it comes, counts.
 */
function isPrefetch(request: FastifyRequest): boolean {
  const purpose = `${request.headers["sec-purpose"] ?? ""} ${request.headers.purpose ?? ""}`;
  return purpose.includes("prefetch");
}

/**
 * View counts (SPEC.md `nombreVues`): one per visitor per day, none for bots nor for
 * signed-in staff. A visitor is a salted hash of address and browser, never stored in
 * clear.
 *
 * Counting is off the hot path (issue 9): a view is noted in memory and the notes are
 * written in one batch every VIEW_FLUSH_INTERVAL_MS and at shutdown (`flush`). The
 * per-day row (primary key type, id, visitor, day) keeps a visitor counted once a day,
 * across batches and across instances sharing the database: only rows the batch really
 * inserted add to the counts: the item's total and its count of the day (content_view_days,
 * which the dashboard reads; docs/decisions/049).
 */
export function createViewCounter(db: Database, salt: string, clock: Clock) {
  let lastPurge = 0;
  let pending = new Map<string, PendingView>();
  /** Row keys written (or refused as already there) today: no need to note them again. */
  let written = new Set<string>();
  let writtenDay = "";
  let flushing: Promise<void> = Promise.resolve();

  /**
   * Visitor rows are needed for a day (a visitor counts once a day): kept until tomorrow.
   * The counts per day are the dashboard's: kept for its window (DASHBOARD_DAYS).
   */
  async function purgeOldDays(now: number) {
    if (now - lastPurge < 60 * 60 * 1000) return;
    lastPurge = now;
    const [yesterday] = daysEndingOn(new Date(now), 2) as [string];
    await db.delete(contentViews).where(lt(contentViews.day, yesterday));
    const [firstShown] = daysEndingOn(new Date(now), DASHBOARD_DAYS) as [string];
    await db.delete(contentViewDays).where(lt(contentViewDays.day, firstShown));
  }

  /**
   * The rows of items that still exist: a view noted just before a deletion is dropped.
   * Read in the batch's transaction with the items locked, so that a deletion either ends
   * before (its item is not found here) or waits for the batch to commit (and then removes
   * the rows it wrote): checked outside the transaction, a deletion in between once left a
   * view of an item that no longer existed. Ids are locked in one order (type, then id) so
   * that two instances writing their batches at once wait for each other, never deadlock.
   */
  async function ofExistingItems(tx: Transaction, views: PendingView[]): Promise<PendingView[]> {
    const kept: PendingView[] = [];
    for (const [type, table] of Object.entries(TABLES) as [ContentTypeKey, ContentTable][]) {
      const ids = [...new Set(views.filter((v) => v.contentType === type).map((v) => v.contentId))];
      if (ids.length === 0) continue;
      const rows = await tx
        .select({ id: table.id })
        .from(table)
        .where(inArray(table.id, ids))
        .orderBy(table.id)
        .for("update");
      const existing = new Set(rows.map((row) => row.id));
      kept.push(...views.filter((v) => v.contentType === type && existing.has(v.contentId)));
    }
    return kept;
  }

  async function writeBatch(): Promise<void> {
    if (pending.size === 0) return;
    const batch = pending;
    pending = new Map();
    // Remembered before the write, not after: a second read by the same visitor while the
    // batch is being written would otherwise be noted again and shown as a second view.
    // A batch that fails is lost either way (flush).
    for (const key of batch.keys()) if (written.size < MAX_REMEMBERED) written.add(key);
    await db.transaction(async (tx) => {
      const rows = await ofExistingItems(tx, [...batch.values()]);
      if (rows.length > 0) {
        const inserted = await tx
          .insert(contentViews)
          .values(rows)
          .onConflictDoNothing()
          .returning({
            contentType: contentViews.contentType,
            contentId: contentViews.contentId,
            day: contentViews.day,
          });
        const added = new Map<string, { type: ContentTypeKey; id: string; count: number }>();
        // Per item and day as well: a batch written just after midnight holds two days.
        const perDay = new Map<string, typeof contentViewDays.$inferInsert>();
        for (const row of inserted) {
          const key = itemKey(row.contentType, row.contentId);
          const item = added.get(key) ?? { type: row.contentType, id: row.contentId, count: 0 };
          item.count += 1;
          added.set(key, item);
          const dayKey = `${key}:${row.day}`;
          const day = perDay.get(dayKey) ?? {
            contentType: row.contentType,
            contentId: row.contentId,
            day: row.day,
            views: 0,
          };
          day.views += 1;
          perDay.set(dayKey, day);
        }
        for (const { type, id, count } of added.values()) {
          const table = TABLES[type];
          await tx
            .update(table)
            .set({ nombreVues: sql`${table.nombreVues} + ${count}` })
            .where(eq(table.id, id));
        }
        if (perDay.size > 0) {
          await tx
            .insert(contentViewDays)
            .values([...perDay.values()])
            .onConflictDoUpdate({
              target: [contentViewDays.contentType, contentViewDays.contentId, contentViewDays.day],
              set: { views: sql`${contentViewDays.views} + excluded.views` },
            });
        }
      }
    });
    await purgeOldDays(clock.now().getTime());
  }

  /** Writes what is noted; batches never overlap (one waits for the other). */
  function flush(): Promise<void> {
    flushing = flushing.then(writeBatch).catch((error: unknown) => {
      // A failed batch is lost, not retried forever: counts are an estimate of audience.
      console.error("Écriture des vues impossible :", loggableError(error));
    });
    return flushing;
  }

  // The timer alone does not keep the process alive; `close` writes the rest.
  const stopTimer = clock.every(VIEW_FLUSH_INTERVAL_MS, () => void flush());

  return {
    /**
     * The item's count as it will be once what is noted is written: cached public answers
     * carry an older one.
     */
    async of(type: ContentTypeKey, id: string): Promise<number> {
      const table = TABLES[type];
      const [row] = await db
        .select({ value: table.nombreVues })
        .from(table)
        .where(eq(table.id, id));
      let noted = 0;
      for (const view of pending.values()) {
        if (view.contentType === type && view.contentId === id) noted += 1;
      }
      return (row?.value ?? 0) + noted;
    },

    /** Notes the reader's view; never waits for the database beyond reading their token. */
    async count(request: FastifyRequest, type: ContentTypeKey, id: string): Promise<void> {
      const userAgent = request.headers["user-agent"] ?? "";
      if (!userAgent || isBotAgent(userAgent) || isPrefetch(request)) return;
      // Staff reading the public site send their token: their reads are not audience.
      if (request.headers.authorization && (await optionalUser(request))) return;
      const day = clock.now().toISOString().slice(0, 10);
      if (day !== writtenDay) {
        written = new Set();
        writtenDay = day;
      }
      const visitor = createHash("sha256")
        .update(`${salt}|${request.ip}|${userAgent}`)
        .digest("base64url");
      const key = `${itemKey(type, id)}:${visitor}:${day}`;
      if (written.has(key) || pending.has(key)) return;
      pending.set(key, { contentType: type, contentId: id, visitor, day });
    },

    /** Writes the views noted so far: at shutdown, and where a test needs them written. */
    flush,

    /**
     * Resolves once the batch being written (by the clock's timer) is written, starting
     * none: a test moves the clock, then sees what the timer wrote.
     */
    settled: (): Promise<void> => flushing,

    /** Stops the timer and writes what is left (the app's onClose). */
    async close(): Promise<void> {
      stopTimer();
      await flush();
    },
  };
}

export type ViewCounter = ReturnType<typeof createViewCounter>;
