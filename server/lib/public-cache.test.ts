import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { opportunites, publicPagesGeneration } from "../db/schema.ts";
import { makeImage } from "../test/images.ts";
import { sendForm } from "../test/multipart.ts";
import { API, createTestApp, loginAsAdmin, secondInstance } from "../test/test-app.ts";
import { createManualClock, type ManualClock } from "./clock.ts";
import { createPublicCache, DEFAULT_CACHE_BOUNDS, invalidatePublicPages } from "./public-cache.ts";

const LIST = `${API}/opportunites?lang=fr`;

describe("public reads are cached under the content version", () => {
  let app: FastifyInstance;
  let other: FastifyInstance;
  let token: string;
  // Both instances' time: moved past the second an instance trusts the version it read,
  // past a planned date or an expiration, instead of waiting for them.
  const clock: ManualClock = createManualClock();

  beforeAll(async () => {
    app = await createTestApp({ clock });
    // A second instance on the same database, as behind a load balancer.
    other = await secondInstance(app);
    token = (await loginAsAdmin(app)).token;
  });
  afterAll(async () => {
    await other?.close();
    await app?.close();
  });

  async function createOpportunity(titre: string): Promise<string> {
    const response = await sendForm(
      app,
      "POST",
      "/opportunites",
      token,
      {
        "titre[fr]": titre,
        "titre[en]": titre,
        "titre[it]": titre,
        "description[fr]": "Une description.",
        "description[en]": "A description.",
        "description[it]": "Una descrizione.",
        statut: "actif",
        etat: "publié",
      },
      [{ field: "image", filename: "a.jpg", data: await makeImage(), type: "image/jpeg" }],
    );
    expect(response.statusCode).toBe(201);
    return response.json().data._id;
  }

  const titles = (response: { json(): { data: { titre: string }[] } }) =>
    response.json().data.map((o) => o.titre);

  it("answers a second read from memory: a change the version does not know stays unseen", async () => {
    const id = await createOpportunity("Offre lue deux fois");
    expect(titles(await app.inject({ url: LIST }))).toContain("Offre lue deux fois");
    // Written behind the app's back (no staff write, so no new version): a read that
    // reached the database would see it.
    await app.services.db
      .update(opportunites)
      .set({ titre: { fr: "Titre changé en douce", en: "x", it: "x" } })
      .where(eq(opportunites.id, id));
    clock.advance(1_100);
    const cached = titles(await app.inject({ url: LIST }));
    expect(cached).toContain("Offre lue deux fois");
    expect(cached).not.toContain("Titre changé en douce");

    // Any staff write bumps the version: the next read computes afresh.
    await createOpportunity("Une autre offre");
    expect(titles(await app.inject({ url: LIST }))).toContain("Titre changé en douce");
  });

  it("lets nothing outlive an expiration or a planned publication", async () => {
    const id = await createOpportunity("Offre qui expire bientôt");
    // Far enough ahead that the two writes below end before it, even on a loaded machine:
    // the clock also moves with the system's (at 1.5 s, a CI run with the browser suite
    // beside it went past it during the writes). Moving the clock costs nothing, so a
    // minute; less than an entry's 5 min, so that only the date can outdate the entries.
    const soon = new Date(clock.now().getTime() + 60_000);
    await sendForm(app, "PATCH", `/opportunites/${id}`, token, {
      dateExpiration: soon.toISOString(),
    });
    expect(titles(await app.inject({ url: LIST }))).toContain("Offre qui expire bientôt");

    const planned = await sendForm(
      app,
      "POST",
      "/articles",
      token,
      {
        "titre[fr]": "Article planifié pour tout de suite",
        "titre[en]": "Article planned for right now",
        "titre[it]": "Articolo pianificato per adesso",
        ...Object.fromEntries(
          ["fr", "en", "it"].map((lang) => [`contenu[${lang}]`, "Un long contenu. ".repeat(10)]),
        ),
        "categories[]": "mines",
        etat: "planifié",
        datePublication: soon.toISOString(),
      },
      [
        {
          field: "imagePrincipale",
          filename: "a.jpg",
          data: await makeImage(),
          type: "image/jpeg",
        },
      ],
    );
    expect(planned.statusCode, planned.body).toBe(201);
    const articleTitles = async () =>
      (await app.inject({ url: `${API}/articles?lang=fr` }))
        .json<{ results: { titre: string }[] }>()
        .results.map((a) => a.titre);
    expect(await articleTitles()).not.toContain("Article planifié pour tout de suite");

    // No write happens meanwhile: the time itself changes what is public.
    const version = () => app.services.db.select().from(publicPagesGeneration);
    const versionBefore = await version();
    expect(
      clock.now().getTime(),
      "the writes took longer than the margin before `soon`",
    ).toBeLessThan(soon.getTime());
    clock.advance(soon.getTime() - clock.now().getTime() + 500);
    expect(await version()).toEqual(versionBefore);
    expect(titles(await app.inject({ url: LIST }))).not.toContain("Offre qui expire bientôt");
    expect(await articleTitles()).toContain("Article planifié pour tout de suite");
  });

  it("answers with an ETag, and 304 to a client that already has the same answer", async () => {
    await createOpportunity("Première offre en cache");
    const first = await app.inject({ url: LIST });
    expect(first.statusCode).toBe(200);
    expect(first.headers["cache-control"]).toBe("public, no-cache");
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);

    const again = await app.inject({ url: LIST, headers: { "if-none-match": etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
  });

  it("keeps a list as sent: Brotli, gzip and plain bodies are the same JSON under one ETag", async () => {
    await createOpportunity("Offre gardée compressée");
    const plain = await app.inject({ url: LIST });
    const br = await app.inject({ url: LIST, headers: { "accept-encoding": "br" } });
    const gzip = await app.inject({ url: LIST, headers: { "accept-encoding": "gzip, deflate" } });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(br.headers["content-encoding"]).toBe("br");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    for (const response of [plain, br, gzip]) {
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toBe("application/json; charset=utf-8");
      expect(response.headers.vary).toContain("Accept-Encoding");
      expect(response.headers.etag).toBe(plain.headers.etag);
    }
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(titles(plain)).toContain("Offre gardée compressée");
    // A page of the list is kept apart from the others.
    const secondPage = await app.inject({ url: `${LIST}&page=2&limite=1` });
    expect(secondPage.json().page).toBe(2);
    expect(secondPage.json().data).toHaveLength(1);
  });

  it("shows a write at once on the instance that made it", async () => {
    const before = await app.inject({ url: LIST });
    await createOpportunity("Deuxième offre en cache");
    const after = await app.inject({ url: LIST });
    expect(titles(after)).toContain("Deuxième offre en cache");
    expect(after.headers.etag).not.toBe(before.headers.etag);
    // The old ETag no longer matches: the client gets the new list, not a 304.
    const revalidated = await app.inject({
      url: LIST,
      headers: { "if-none-match": before.headers.etag as string },
    });
    expect(revalidated.statusCode).toBe(200);
  });

  it("shows another instance's write within a second", async () => {
    expect(titles(await other.inject({ url: LIST }))).not.toContain("Troisième offre en cache");
    await createOpportunity("Troisième offre en cache");
    clock.advance(1_100);
    expect(titles(await other.inject({ url: LIST }))).toContain("Troisième offre en cache");
  });
});

describe("the cache of public reads stays within its bounds", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  it("computes once for reads that miss the same key together, even what it does not keep", async () => {
    const cache = createPublicCache(app.services.db, async () => null, app.services.clock);
    let computed = 0;
    const slowAnswer = async () => {
      computed += 1;
      await new Promise((resolve) => setImmediate(resolve));
      return { answer: computed };
    };
    const reads = await Promise.all(
      Array.from({ length: 10 }, () => cache.read("together", slowAnswer)),
    );
    expect(computed).toBe(1);
    expect(reads.map((read) => read.value)).toEqual(Array(10).fill({ answer: 1 }));
    // A value nobody keeps (refused by worthKeeping) is still shared by those who waited.
    const refused = await Promise.all(
      Array.from({ length: 3 }, () => cache.read("refused", slowAnswer, () => false)),
    );
    expect(computed).toBe(2);
    expect(refused.map((read) => read.value)).toEqual(Array(3).fill({ answer: 2 }));
    await cache.read("refused", slowAnswer, () => false);
    expect(computed).toBe(3);
  });

  it("trusts no read of the version begun before a write it answered", async () => {
    const { db, clock } = app.services;
    // The read of the version waits here, when told to, for its planned changes.
    let open: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    let held = false;
    const cache = createPublicCache(
      db,
      async () => {
        if (held) await gate;
        return null;
      },
      clock,
    );
    const before = (await cache.versionNow()).version;
    cache.forgetVersion();
    held = true;
    // A page's read of the version: its query runs now, and it ends once the gate opens.
    const early = cache.versionNow();
    await db.select().from(publicPagesGeneration);
    // A write answered here meanwhile: it bumps the version, then forgets the one read.
    await db.transaction((tx) => invalidatePublicPages(tx));
    cache.forgetVersion();
    held = false;
    const next = cache.versionNow();
    open();
    // The early read answers what it began with (else this test checks nothing)…
    expect((await early).version).toBe(before);
    // …but the next page reads the version the write made, and it is the one kept.
    expect((await next).version).toBe(before + 1);
    expect((await cache.versionNow()).version).toBe(before + 1);
  });

  it("drops the oldest entries past its count or its bytes, and keeps nothing bigger than the whole", async () => {
    const cache = createPublicCache(app.services.db, async () => null, app.services.clock, {
      maxEntries: 3,
      maxBytes: 100,
    });
    const version = await cache.versionNow();
    for (const key of ["a", "b", "c", "d", "e"]) cache.keep(key, key, 10, version);
    expect(cache.size()).toEqual({ entries: 3, bytes: 30, maxEntries: 3, maxBytes: 100 });
    expect(await cache.peek("a")).toBeUndefined();
    expect(await cache.peek("b")).toBeUndefined();
    expect(await cache.peek("e")).toBe("e");

    // 80 bytes more: c goes, so that the total stays within 100.
    cache.keep("big", "big", 80, version);
    expect(cache.size()).toMatchObject({ entries: 3, bytes: 100 });
    expect(await cache.peek("c")).toBeUndefined();
    expect(await cache.peek("d")).toBe("d");
    expect(await cache.peek("big")).toBe("big");

    cache.keep("huge", "huge", 101, version);
    expect(await cache.peek("huge")).toBeUndefined();
    expect(cache.size()).toMatchObject({ entries: 3, bytes: 100 });
  });

  it("reports how full it is on GET /healthz", async () => {
    await app.inject({ url: `${API}/articles?lang=fr` });
    const response = await app.inject({ url: "/healthz" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    const body = response.json();
    expect(body.status).toBe("ok");
    expect(body.memory.rss).toBeGreaterThan(10 * 1024 * 1024);
    expect(body.memory.heapUsed).toBeGreaterThan(0);
    expect(body.publicCache.entries).toBeGreaterThan(0);
    expect(body.publicCache.bytes).toBeGreaterThan(0);
    expect(body.publicCache.maxEntries).toBe(DEFAULT_CACHE_BOUNDS.maxEntries);
    expect(body.publicCache.maxBytes).toBe(DEFAULT_CACHE_BOUNDS.maxBytes);
  });
});
