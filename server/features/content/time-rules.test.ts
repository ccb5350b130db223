// What is public at a given time is the app clock's to say (DESIGN.md §9.4): the visibility
// SQL takes the clock's time, and the cache of public reads outdates on it. So a planned
// article goes public, and an opportunity expires, when the test moves the clock past the
// date: to the millisecond, with no wait, in every public read that shows them.
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createManualClock } from "../../lib/clock.ts";
import { CONTENT_TYPES_UNDER_TEST, createItem } from "../../test/content-types.ts";
import { wholeSitemap } from "../../test/sitemap.ts";
import { API, authHeader, createTestApp, loginAsAdmin } from "../../test/test-app.ts";

const [ARTICLES, , OPPORTUNITIES] = CONTENT_TYPES_UNDER_TEST as [
  (typeof CONTENT_TYPES_UNDER_TEST)[number],
  (typeof CONTENT_TYPES_UNDER_TEST)[number],
  (typeof CONTENT_TYPES_UNDER_TEST)[number],
];
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const BROWSER = { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0 Safari/537.36" };

// Frozen: the time moves only when the test moves it, so "a millisecond before" is exact.
const clock = createManualClock({ frozen: true });
let app: FastifyInstance;
let token: string;

beforeAll(async () => {
  app = await createTestApp({ clock, config: { serveWeb: true } });
  token = (await loginAsAdmin(app)).token;
});
afterAll(async () => {
  await app?.close();
});

const at = (offset: number) => new Date(clock.now().getTime() + offset).toISOString();
const get = (url: string) => app.inject({ url, headers: BROWSER });

/**
 * Where an item shows publicly: its type's list, its detail, the sitemap (its index and
 * every part it names), the search.
 */
async function publicly(
  content: (typeof CONTENT_TYPES_UNDER_TEST)[number],
  item: { _id: string; slug: string },
  word: string,
) {
  const list = await get(`${API}${content.path}?lang=fr&limite=100`);
  const detail = await get(`${API}${content.path}/${item.slug}?lang=fr`);
  const sitemap = await wholeSitemap(app);
  const found = await get(`${API}/recherche?${new URLSearchParams({ q: word, lang: "fr" })}`);
  expect([list.statusCode, found.statusCode]).toEqual([200, 200]);
  expect([200, 404]).toContain(detail.statusCode);
  return {
    list: content.listItems(list.json()).some((listed) => listed._id === item._id),
    detail: detail.statusCode === 200,
    sitemap: sitemap.includes(`/${item.slug}</loc>`),
    search: found.json<{ data: { slug: string }[] }>().data.some((r) => r.slug === item.slug),
  };
}

const everywhere = { list: true, detail: true, sitemap: true, search: true };
const nowhere = { list: false, detail: false, sitemap: false, search: false };

describe("the app's clock decides what is public", () => {
  it("a planned article shows in the list, its detail, the sitemap and the search once the clock reaches its date, not a millisecond before", async () => {
    const created = await createItem(app, ARTICLES, token, "Inauguration du port de Ziguinchor", {
      etat: "planifié",
      datePublication: at(DAY),
    });
    const article = created.json<{ data: { _id: string; slugs: { fr: string } } }>().data;
    const item = { _id: article._id, slug: article.slugs.fr };
    const staffView = async () =>
      (
        await app.inject({
          url: `${API}/articles/admin/${item._id}`,
          headers: authHeader(token),
        })
      ).json().data.enLigne;

    expect(await publicly(ARTICLES, item, "Ziguinchor")).toEqual(nowhere);
    expect(await staffView()).toBe(false);
    // The reads above are cached: moving the clock, not a write, must outdate them.
    clock.advance(DAY - 1);
    expect(await publicly(ARTICLES, item, "Ziguinchor")).toEqual(nowhere);
    clock.advance(1);
    expect(await publicly(ARTICLES, item, "Ziguinchor")).toEqual(everywhere);
    expect(await staffView()).toBe(true);
  });

  it("an opportunity leaves the list, its detail, the sitemap and the search once the clock reaches its expiration", async () => {
    const created = await createItem(app, OPPORTUNITIES, token, "Concession de manganèse", {
      dateExpiration: at(HOUR),
    });
    const opportunity = created.json<{ data: { _id: string; slug: { fr: string } } }>().data;
    const item = { _id: opportunity._id, slug: opportunity.slug.fr };

    expect(await publicly(OPPORTUNITIES, item, "manganèse")).toEqual(everywhere);
    clock.advance(HOUR - 1);
    expect(await publicly(OPPORTUNITIES, item, "manganèse")).toEqual(everywhere);
    clock.advance(1);
    expect(await publicly(OPPORTUNITIES, item, "manganèse")).toEqual(nowhere);
  });
});
