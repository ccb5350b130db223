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
 * Fixed-window counters kept in the database, so that every instance of the app counts
 * against the same limit (DESIGN.md §2, scale-out path).
 */
export function createRateLimiter(db: Database, windowSeconds: number) {
  const windowMs = windowSeconds * 1000;
  let lastSweep = 0;

  const currentWindow = (now: number) => {
    const start = Math.floor(now / windowMs) * windowMs;
    return {
      start: new Date(start),
      retryAfterSeconds: Math.ceil((start + windowMs - now) / 1000),
    };
  };

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
    /** Counts one hit and returns the count so far in this window. */
    async hit(key: string): Promise<RateLimitState> {
      const now = Date.now();
      const window = currentWindow(now);
      await sweepExpired(now);
      const [row] = await db
        .insert(rateLimitCounters)
        .values({ key, windowStart: window.start, hits: 1 })
        .onConflictDoUpdate({
          target: [rateLimitCounters.key, rateLimitCounters.windowStart],
          set: { hits: sql`${rateLimitCounters.hits} + 1` },
        })
        .returning({ hits: rateLimitCounters.hits });
      return { hits: row?.hits ?? 1, retryAfterSeconds: window.retryAfterSeconds };
    },

    /** The count so far in this window, without counting. */
    async peek(key: string): Promise<RateLimitState> {
      const now = Date.now();
      const window = currentWindow(now);
      const rows = await db
        .select({ hits: rateLimitCounters.hits })
        .from(rateLimitCounters)
        .where(
          sql`${rateLimitCounters.key} = ${key} and ${rateLimitCounters.windowStart} = ${window.start}`,
        );
      return { hits: rows[0]?.hits ?? 0, retryAfterSeconds: window.retryAfterSeconds };
    },

    async reset(key: string): Promise<void> {
      await db.delete(rateLimitCounters).where(sql`${rateLimitCounters.key} = ${key}`);
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
