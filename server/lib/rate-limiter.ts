import { lt, sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { rateLimitCounters } from "../db/schema.ts";
import { HttpError } from "./http-error.ts";

export interface RateLimitState {
  hits: number;
  /** Seconds until the current window ends. */
  retryAfterSeconds: number;
}

/**
 * Counters kept in the database, so that every instance of the app counts against the same
 * limit (DESIGN.md §2, scale-out path). Each key's window opens with its first hit and lasts
 * `windowSeconds` (docs/decisions/031): no clock-aligned moment resets every counter at once,
 * and Retry-After is what this client has left to wait.
 */
export function createRateLimiter(db: Database, windowSeconds: number) {
  const windowMs = windowSeconds * 1000;
  let lastSweep = 0;

  const retryAfterSeconds = (windowStart: Date, now: number) =>
    Math.max(1, Math.ceil((windowStart.getTime() + windowMs - now) / 1000));

  // Several limiters with different windows share the table: each sweeps only rows older
  // than a day (or its own window, if longer), never another limiter's live window.
  const retentionMs = Math.max(windowMs, 24 * 60 * 60 * 1000);

  async function sweepExpired(now: number) {
    // Old windows are useless; clearing them at most once a minute keeps the table small.
    if (now - lastSweep < 60_000) return;
    lastSweep = now;
    await db
      .delete(rateLimitCounters)
      .where(lt(rateLimitCounters.windowStart, new Date(now - retentionMs)));
  }

  return {
    /** Counts one hit and returns the count so far in this key's window. */
    async hit(key: string): Promise<RateLimitState> {
      const now = Date.now();
      await sweepExpired(now);
      const nowAt = new Date(now);
      // One statement, atomic on PGlite and PostgreSQL: concurrent hits on a key all count
      // in the same row. A window that has ended starts again at this hit.
      const ended = sql`${rateLimitCounters.windowStart} <= ${new Date(now - windowMs)}`;
      const [row] = await db
        .insert(rateLimitCounters)
        .values({ key, windowStart: nowAt, hits: 1 })
        .onConflictDoUpdate({
          target: rateLimitCounters.key,
          set: {
            hits: sql`case when ${ended} then 1 else ${rateLimitCounters.hits} + 1 end`,
            windowStart: sql`case when ${ended} then ${nowAt} else ${rateLimitCounters.windowStart} end`,
          },
        })
        .returning({ hits: rateLimitCounters.hits, windowStart: rateLimitCounters.windowStart });
      return {
        hits: row?.hits ?? 1,
        retryAfterSeconds: retryAfterSeconds(row?.windowStart ?? nowAt, now),
      };
    },

    /** The count so far in this key's window, without counting. */
    async peek(key: string): Promise<RateLimitState> {
      const now = Date.now();
      const [row] = await db
        .select({ hits: rateLimitCounters.hits, windowStart: rateLimitCounters.windowStart })
        .from(rateLimitCounters)
        .where(
          sql`${rateLimitCounters.key} = ${key} and ${rateLimitCounters.windowStart} > ${new Date(now - windowMs)}`,
        );
      if (!row) return { hits: 0, retryAfterSeconds: windowSeconds };
      return { hits: row.hits, retryAfterSeconds: retryAfterSeconds(row.windowStart, now) };
    },

    async reset(key: string): Promise<void> {
      await db.delete(rateLimitCounters).where(sql`${rateLimitCounters.key} = ${key}`);
    },

    /** Takes back one hit of this key's window: a hit that was not what the limit counts. */
    async release(key: string): Promise<void> {
      await db
        .update(rateLimitCounters)
        .set({ hits: sql`greatest(${rateLimitCounters.hits} - 1, 0)` })
        .where(
          sql`${rateLimitCounters.key} = ${key} and ${rateLimitCounters.windowStart} > ${new Date(Date.now() - windowMs)}`,
        );
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;

/** The 429 of every limit: a French message in minutes, and Retry-After in seconds. */
export function rateLimitExceeded(
  retryAfterSeconds: number,
  message: (minutes: number) => string,
): HttpError {
  return new HttpError(429, message(Math.ceil(retryAfterSeconds / 60)), {
    headers: { "retry-after": String(retryAfterSeconds) },
  });
}
