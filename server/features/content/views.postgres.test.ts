// A deletion that lands while the view counter writes its batch, on PostgreSQL: two
// connections, one of them this test's, the only way to stop a transaction half-way. Runs
// in the suite's PostgreSQL pass only (DATABASE_URL set, vitest.config.ts).
import { and, eq, sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { articles, contentViews } from "../../db/schema.ts";
import { CONTENT_TYPES_UNDER_TEST, createItem } from "../../test/content-types.ts";
import { API, loginAsAdmin, withTestApp } from "../../test/test-app.ts";
import { waitUntil } from "../../test/wait.ts";

const ARTICLE = CONTENT_TYPES_UNDER_TEST.find((content) => content.type === "article");

describe("views of an item deleted while they are being written", () => {
  let app: FastifyInstance;
  let token: string;
  withTestApp(async (built) => {
    app = built;
    token = (await loginAsAdmin(app)).token;
  });

  it("are not kept: the deletion waits for the batch, or the batch finds no item", async () => {
    if (!ARTICLE) throw new Error("no article among the content types under test");
    const created = (await createItem(app, ARTICLE, token, "Lu, puis supprimé")).json().data;

    const side = new pg.Client({ connectionString: app.services.config.databaseUrl });
    await side.connect();
    try {
      const other = drizzle(side);
      const ofTheItem = and(
        eq(contentViews.contentType, "article"),
        eq(contentViews.contentId, created._id),
      );
      let writing: Promise<void> | undefined;
      // Another instance deletes the item, as the repository does (item locked, its views
      // and the item removed), while the batch with its view is being written.
      await other.transaction(async (tx) => {
        await tx.select().from(articles).where(eq(articles.id, created._id)).for("update");
        // Read once the item is locked: a batch written by the timer from here on waits too.
        const shown = await app.inject({
          url: `${API}${ARTICLE.path}/${created.slugs.fr}?lang=fr`,
          headers: { "user-agent": "Mozilla/5.0 (visiteur de passage)" },
          remoteAddress: "198.51.100.20",
        });
        expect(shown.statusCode).toBe(200);
        writing = app.services.views.flush();
        // The batch has reached the item's lock (it waits on it) before the deletion goes on.
        await waitUntil(async () => {
          // Only a session this transaction blocks: other test files share the server.
          const result = await tx.execute(sql`select count(*)::int as waiting
            from pg_stat_activity where pg_backend_pid() = any(pg_blocking_pids(pid))`);
          return (result.rows[0] as { waiting: number }).waiting > 0;
        }, "the batch waiting on the item's lock");
        await tx.delete(contentViews).where(ofTheItem);
        await tx.delete(articles).where(eq(articles.id, created._id));
      });
      await writing;
      expect(await other.select().from(contentViews).where(ofTheItem)).toEqual([]);
    } finally {
      await side.end();
    }
  });
});
