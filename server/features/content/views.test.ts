import type { FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";
import { createManualClock } from "../../lib/clock.ts";
import { CONTENT_TYPES_UNDER_TEST, createItem } from "../../test/content-types.ts";
import { API, authHeader, createTestApp, loginAsAdmin, withTestApp } from "../../test/test-app.ts";
import { VIEW_FLUSH_INTERVAL_MS } from "./views.ts";

describe.each(CONTENT_TYPES_UNDER_TEST)("$type: view counts under concurrent reads", (content) => {
  let app: FastifyInstance;
  let token: string;
  let slug: string;
  let id: string;

  withTestApp(async (built) => {
    app = built;
    token = (await loginAsAdmin(app)).token;
    const created = await createItem(app, content, token, "Élément très consulté");
    id = created.json().data._id;
    slug = created.json().data.slugs.fr;
  });

  const read = (userAgent: string, remoteAddress = "198.51.100.7") =>
    app.inject({
      url: `${API}${content.path}/${slug}?lang=fr`,
      headers: { "user-agent": userAgent },
      remoteAddress,
    });

  /** The stored count, once the views noted in memory are written (as every 2 s). */
  const viewsNow = async () => {
    await app.services.views.flush();
    return (
      await app.inject({ url: `${API}${content.path}/admin/${id}`, headers: authHeader(token) })
    ).json().data.nombreVues as number;
  };

  it("counts 20 different visitors reading at once exactly 20 times", async () => {
    const before = await viewsNow();
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => read(`Mozilla/5.0 (visiteur ${i})`)),
    );
    expect(responses.every((r) => r.statusCode === 200)).toBe(true);
    // Noted in memory, written in one batch: nothing in the table before the flush.
    const stored = await app.inject({
      url: `${API}${content.path}/admin/${id}`,
      headers: authHeader(token),
    });
    expect(stored.json().data.nombreVues).toBe(before);
    expect(await viewsNow()).toBe(before + 20);
  });

  it("counts a visitor once who reads again while their view is being written", async () => {
    const before = await viewsNow();
    const reader = ["Mozilla/5.0 (pendant l'écriture)", "198.51.100.9"] as const;
    expect((await read(...reader)).statusCode).toBe(200);
    const writing = app.services.views.flush();
    const again = await read(...reader);
    await writing;
    expect(content.detailItem(again.json()).nombreVues).toBeLessThanOrEqual(before + 1);
    expect(content.detailItem((await read(...reader)).json()).nombreVues).toBe(before + 1);
    expect(await viewsNow()).toBe(before + 1);
  });

  it("counts one visitor reading 20 times at once only once", async () => {
    const before = await viewsNow();
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => read("Mozilla/5.0 (le même)", "198.51.100.8")),
    );
    expect(responses.every((r) => r.statusCode === 200)).toBe(true);
    expect(await viewsNow()).toBe(before + 1);
    // The answer shows the count as it is now, not as the cache last saw it.
    const again = await read("Mozilla/5.0 (le même)", "198.51.100.8");
    expect(content.detailItem(again.json()).nombreVues).toBe(before + 1);
  });
});

describe("view counts are written by the clock's timer", () => {
  it("writes the views noted every VIEW_FLUSH_INTERVAL_MS, not before", async () => {
    const clock = createManualClock();
    const app = await createTestApp({ clock });
    try {
      const { token } = await loginAsAdmin(app);
      const [content] = CONTENT_TYPES_UNDER_TEST;
      if (!content) throw new Error("no content type under test");
      const created = (await createItem(app, content, token, "Élément lu puis compté")).json().data;
      const stored = async () =>
        (
          await app.inject({
            url: `${API}${content.path}/admin/${created._id}`,
            headers: authHeader(token),
          })
        ).json().data.nombreVues as number;
      const read = await app.inject({
        url: `${API}${content.path}/${created.slugs.fr}?lang=fr`,
        headers: { "user-agent": "Mozilla/5.0 (visiteur du minuteur)" },
      });
      expect(read.statusCode).toBe(200);
      clock.advance(VIEW_FLUSH_INTERVAL_MS - 1);
      expect(await stored()).toBe(0);
      clock.advance(1);
      // The batch the timer started is written; settled() waits for it and writes nothing.
      await app.services.views.settled();
      expect(await stored()).toBe(1);
    } finally {
      await app.close();
    }
  });
});
