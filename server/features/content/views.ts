import { createHash } from "node:crypto";
import { eq, lt, sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { isbot } from "isbot";
import type { Database } from "../../db/client.ts";
import {
  articles,
  type ContentType,
  contentViews,
  opportunites,
  realisations,
} from "../../db/schema.ts";
import { optionalUser } from "../../plugins/auth.ts";

const TABLES = { article: articles, realisation: realisations, opportunite: opportunites } as const;

/**
 * View counts (SPEC.md `nombreVues`): one per visitor per day, none for bots nor for
 * signed-in staff. A visitor is a salted hash of address and browser, never stored in
 * clear; the per-day row makes a second read of the day a no-op even under concurrency.
 */
export function createViewCounter(db: Database, salt: string) {
  let lastPurge = 0;

  async function purgeOldDays(now: number) {
    if (now - lastPurge < 60 * 60 * 1000) return;
    lastPurge = now;
    const yesterday = new Date(now - 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    await db.delete(contentViews).where(lt(contentViews.day, yesterday));
  }

  return {
    /** The item's current count: cached public answers carry an older one. */
    async of(type: ContentType, id: string): Promise<number> {
      const table = TABLES[type];
      const [row] = await db
        .select({ value: table.nombreVues })
        .from(table)
        .where(eq(table.id, id));
      return row?.value ?? 0;
    },

    async count(request: FastifyRequest, type: ContentType, id: string): Promise<void> {
      const userAgent = request.headers["user-agent"] ?? "";
      if (!userAgent || isbot(userAgent)) return;
      // Staff reading the public site send their token: their reads are not audience.
      if (await optionalUser(request)) return;
      const now = Date.now();
      const day = new Date(now).toISOString().slice(0, 10);
      const visitor = createHash("sha256")
        .update(`${salt}|${request.ip}|${userAgent}`)
        .digest("base64url");
      const inserted = await db
        .insert(contentViews)
        .values({ contentType: type, contentId: id, visitor, day })
        .onConflictDoNothing()
        .returning({ day: contentViews.day });
      if (inserted.length > 0) {
        const table = TABLES[type];
        await db
          .update(table)
          .set({ nombreVues: sql`${table.nombreVues} + 1` })
          .where(eq(table.id, id));
      }
      await purgeOldDays(now);
    },
  };
}

export type ViewCounter = ReturnType<typeof createViewCounter>;
