// Issue 28: an English or Italian page writes nothing the French way, and a French page
// writes its head as it writes its body: the newsletter's example address in the page's
// language, numbers grouped as the language groups them, and the brand in `<title>` and
// `og:site_name` set as the page sets it.
import type { FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";
import { detailPath } from "../../domain/site-paths.ts";
import { CONTENT_TYPES_UNDER_TEST, createItem } from "../test/content-types.ts";
import { loginAsAdmin, withTestApp } from "../test/test-app.ts";

const OPPORTUNITIES = CONTENT_TYPES_UNDER_TEST[2] as (typeof CONTENT_TYPES_UNDER_TEST)[number];
const NNBSP = "\u202f";

let app: FastifyInstance;
let slugs: Record<string, string> = {};
withTestApp(
  async (built) => {
    app = built;
    const { token } = await loginAsAdmin(app);
    const created = await createItem(app, OPPORTUNITIES, token, "Granulats livrés à Conakry", {
      quantiteDisponible: "15 000 m³",
      contact: "+224 622 45 67 89",
    });
    slugs = (created.json() as { data: { slug: Record<string, string> } }).data.slug;
  },
  { config: { serveWeb: true } },
);

const page = async (url: string) => {
  const response = await app.inject({ url });
  expect(response.statusCode, url).toBe(200);
  return response.body;
};
const decode = (html: string) => html.replaceAll("&#x27;", "'").replaceAll("&amp;", "&");
const titleOf = (html: string) => decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "");
const metaOf = (html: string, property: string) =>
  decode(new RegExp(`<meta property="${property}" content="([^"]*)"`).exec(html)?.[1] ?? "");

describe("the newsletter's example address", () => {
  it.each([
    ["/", "nom@exemple.com"],
    ["/en", "name@example.com"],
    ["/it", "nome@esempio.com"],
  ])("on %s reads %s", async (url, example) => {
    const html = await page(url);
    expect(/<input[^>]*name="email"[^>]*>/.exec(html)?.[0]).toContain(`placeholder="${example}"`);
  });
});

describe("numbers", () => {
  it.each([
    ["fr", `15${NNBSP}000 m³`],
    ["en", "15,000 m³"],
    ["it", "15.000 m³"],
  ] as const)("a quantity typed 15 000 m³ reads as %s writes it", async (lang, shown) => {
    const html = await page(detailPath(lang, "opportunites", slugs[lang] ?? ""));
    expect(html).toContain(`>${shown}<`);
    // A phone number is no number to group.
    expect(html).toContain("+224 622 45 67 89");
  });
});

describe("the head, set as the body", () => {
  it("on a French page, the brand reads Groupe Afrique de l’Ouest in the title, og:site_name and the header alike", async () => {
    const html = await page("/contact");
    expect(titleOf(html)).toBe("Contactez-nous — Groupe Afrique de l’Ouest");
    expect(metaOf(html, "og:site_name")).toBe("Groupe Afrique de l’Ouest");
    expect(metaOf(html, "og:title")).toBe("Contactez-nous — Groupe Afrique de l’Ouest");
    expect(decode(html)).not.toContain("Groupe Afrique de l'Ouest");
  });

  it("on English and Italian pages, the brand is as typed, everywhere", async () => {
    for (const url of ["/en/contact", "/it/contatti"]) {
      const html = await page(url);
      expect(titleOf(html)).toMatch(/ — Groupe Afrique de l'Ouest$/);
      expect(metaOf(html, "og:site_name")).toBe("Groupe Afrique de l'Ouest");
      expect(decode(html)).not.toContain("Groupe Afrique de l’Ouest");
    }
  });

  it("a title built from what the visitor typed is set as the page's other words", async () => {
    const html = await page("/recherche?q=l'entrep%C3%B4t%20de%2015%20000%20m%C2%B2");
    expect(titleOf(html)).toBe(
      `Recherche\u00a0: l’entrepôt de 15${NNBSP}000 m² — Groupe Afrique de l’Ouest`,
    );
  });
});
