// The pages' loaders read through the load context; it must answer what the API answers,
// in the page's language, without any HTTP call to the app itself.
import type { FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";
import { CONTENT_TYPES_UNDER_TEST, createItem } from "../test/content-types.ts";
import { API, loginAsAdmin, withTestApp } from "../test/test-app.ts";
import { loadContextFor } from "./web.ts";

const BROWSER = { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0 Safari/537.36" };

describe("the load context of server-rendered pages", () => {
  let app: FastifyInstance;
  withTestApp(async (built) => {
    app = built;
    // What a loader would do, on a route of the test's own (the test app serves no pages).
    app.get("/*", async (request) => {
      const context = await loadContextFor(app, request, { publicUrl: "https://example.org" });
      const previewToken = new URL(request.url, "http://x").searchParams.get("apercu");
      if (previewToken !== null) return { preview: (await context.preview(previewToken)) ?? null };
      const type = new URL(request.url, "http://x").searchParams.get("type") as
        | "articles"
        | "realisations"
        | "opportunites";
      const list = await context[type].list({ page: 1, limite: 10 });
      const detail = await context[type].bySlug(String(list.items[0]?.slug));
      const views = detail ? await context[type].countView(detail.id) : undefined;
      return { lang: context.lang, sectors: await context.sectors(), list, detail, views };
    });
    const { token } = await loginAsAdmin(app);
    for (const content of CONTENT_TYPES_UNDER_TEST) {
      for (const title of ["Premier élément du contexte", "Second élément du contexte"]) {
        await createItem(app, content, token, title);
      }
    }
  });

  const page = (path: string, headers: Record<string, string> = {}) =>
    app.inject({ url: path, headers: { ...BROWSER, ...headers } });

  it("takes the language from the path prefix only, French without one", async () => {
    const lang = async (path: string, headers?: Record<string, string>) =>
      (await page(`${path}?type=articles`, headers)).json().lang;
    expect(await lang("/en/news")).toBe("en");
    expect(await lang("/it")).toBe("it");
    expect(await lang("/actualites")).toBe("fr");
    // The visitor's choice decides redirects (language-redirects.test.ts), never the text.
    expect(await lang("/actualites", { cookie: "lang=it" })).toBe("fr");
    expect(await lang("/actualites", { "accept-language": "en-GB,en;q=0.9" })).toBe("fr");
    expect(await lang("/entreprise", { "accept-language": "fr" })).toBe("fr");
  });

  it.each(CONTENT_TYPES_UNDER_TEST)("reads $type exactly as the API answers", async (content) => {
    const type = content.path.slice(1);
    const fromLoader = (await page(`/en/x?type=${type}`)).json();
    const api = await app.inject({ url: `${API}${content.path}?lang=en&limite=10` });
    const apiItems = content.listItems(api.json());
    expect(fromLoader.list.items).toEqual(apiItems);
    expect(fromLoader.list.total).toBe(api.json().total);
    expect(fromLoader.list.items[0].titre).toBe("Second élément du contexte (en)");

    const { detail } = fromLoader;
    expect(detail.slug).toBe("second-element-du-contexte-en");
    expect(detail.slugs.fr).toBe("second-element-du-contexte");
    const apiDetail = await app.inject({
      url: `${API}${content.path}/${detail.slug}?lang=en`,
      headers: BROWSER,
    });
    const { nombreVues, ...apiItem } = content.detailItem(apiDetail.json());
    expect({ ...detail.item, nombreVues: undefined }).toEqual({
      ...apiItem,
      nombreVues: undefined,
    });
    // The loader counted this visitor once; the API read by the same visitor counts nothing.
    expect(fromLoader.views).toBe(1);
    expect(nombreVues).toBe(1);
  });

  it.each(CONTENT_TYPES_UNDER_TEST)(
    "previews a $type draft in the page's language from a preview token only",
    async (content) => {
      const { token } = await loginAsAdmin(app);
      const created = await createItem(app, content, token, "Brouillon à prévisualiser", {
        etat: "brouillon",
      });
      const { _id } = created.json().data;
      const signed = await app.inject({
        method: "POST",
        url: `${API}${content.path}/${_id}/apercu`,
        headers: { authorization: `Bearer ${token}` },
      });
      const { jeton } = signed.json().data;

      const inItalian = (await page(`/it/anteprima?apercu=${jeton}`)).json().preview;
      expect(inItalian).toMatchObject({
        type: content.path.slice(1),
        found: { id: _id, slug: "brouillon-a-previsualiser-it" },
      });
      expect(inItalian.found.item.titre).toBe("Brouillon à prévisualiser (it)");
      // Not on the public site, and nothing for a forged or foreign token.
      expect((await page(`/x?type=${content.path.slice(1)}`)).json().list.items).not.toContainEqual(
        expect.objectContaining({ _id }),
      );
      for (const forged of ["", "pas.un.jeton", `${jeton}x`, token]) {
        expect((await page(`/apercu?apercu=${forged}`)).json().preview).toBeNull();
      }
    },
  );

  it("names the sectors in the page's language", async () => {
    const { sectors } = (await page("/it/x?type=articles")).json();
    expect(sectors.map((s: { nom: string; route: string }) => [s.nom, s.route])).toEqual([
      ["Immobiliare", "immobilier"],
      ["Aviazione", "aviation"],
      ["Miniere", "mines"],
      ["Logistica", "logistique"],
    ]);
  });
});
