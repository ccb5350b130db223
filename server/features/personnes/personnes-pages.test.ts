// The governance on the public site (issue 32, point 1): /gouvernance in the three
// languages, the about page's first faces, the sitemap. Pages as a browser receives them.
import type { FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";
import { PAGE_TEXT_DEFAULTS } from "../../../domain/page-texts.defaults.ts";
import { localizedPath } from "../../../domain/site-paths.ts";
import { asShownIn } from "../../../domain/typography.ts";
import type { ManualClock } from "../../lib/clock.ts";
import { makeImage } from "../../test/images.ts";
import { sendForm } from "../../test/multipart.ts";
import { locsOf, pathOf } from "../../test/sitemap.ts";
import { API, authHeader, loginAsAdmin, type Session, withTestApp } from "../../test/test-app.ts";

let app: FastifyInstance;
let admin: Session;

const BROWSER = { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0 Safari/537.36" };

const LEADERS = [
  [
    "Mamadou Lamine Diallo",
    "Directeur général",
    "Chief Executive Officer",
    "Amministratore delegato",
  ],
  ["Aïssatou Ndiaye", "Directrice financière", "Chief Financial Officer", "Direttrice finanziaria"],
  ["Kouassi Yao", "Directeur de l'immobilier", "Head of Real Estate", "Direttore immobiliare"],
  ["Fatoumata Traoré", "Directrice de l'aviation", "Head of Aviation", "Direttrice aviazione"],
  ["Ibrahima Sow", "Directeur des mines", "Head of Mining", "Direttore miniere"],
] as const;

withTestApp(
  async (built) => {
    app = built;
    admin = await loginAsAdmin(app);
    const jpeg = await makeImage({ format: "jpeg", width: 400, height: 400 });
    for (const [nom, fr, en, it] of LEADERS) {
      const response = await app.inject({
        method: "POST",
        url: `${API}/personnes`,
        headers: authHeader(admin.token),
        payload: {
          nom: { fr: nom },
          fonction: { fr, en, it },
          biographie: {
            fr: `${nom} dirige **son métier** depuis 2015.`,
            en: `${nom} has led **the business** since 2015.`,
          },
          groupe: "direction",
        },
      });
      expect(response.statusCode, response.body).toBe(201);
    }
    const chair = await sendForm(
      app,
      "POST",
      "/personnes",
      admin.token,
      {
        "nom[fr]": "Cheikh Tidiane Fall",
        "fonction[fr]": "Président du conseil d'administration",
        "fonction[en]": "Chairman of the Board",
        "fonction[it]": "Presidente del consiglio di amministrazione",
        groupe: "conseil",
        "texteAlternatif[fr]": "Portrait de Cheikh Tidiane Fall",
        "texteAlternatif[en]": "Portrait of Cheikh Tidiane Fall",
        "texteAlternatif[it]": "Ritratto di Cheikh Tidiane Fall",
      },
      [{ field: "portrait", filename: "fall.jpg", data: jpeg, type: "image/jpeg" }],
    );
    expect(chair.statusCode, chair.body).toBe(201);
    (app.services.clock as ManualClock).advance(1_001);
  },
  { config: { serveWeb: true } },
);

const page = async (url: string) => {
  const response = await app.inject({ url, headers: BROWSER });
  expect(response.statusCode, url).toBe(200);
  return response.body;
};

/** The text of the page's elements, without tags (what a reader reads). */
const textOf = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");

/** A default text of the page in a language (every one of them is a text, not a list). */
const DEFAULTS = PAGE_TEXT_DEFAULTS.gouvernance as Record<
  "titre" | "messageTitre" | "message" | "messageSignature",
  Record<"fr" | "en" | "it", string>
>;

describe("/gouvernance", () => {
  it.each([
    ["fr", "/gouvernance", 1],
    ["en", "/en/governance", 2],
    ["it", "/it/governance", 3],
  ] as const)(
    "shows in %s the chairman's message, the direction and the board, each in their order",
    async (lang, url, roleColumn) => {
      const html = await page(url);
      const text = textOf(html);
      expect(html).toContain(`<html lang="${lang}"`);
      expect(text).toContain(asShownIn(lang, DEFAULTS.titre[lang]));
      expect(text).toContain(asShownIn(lang, DEFAULTS.messageTitre[lang]));
      const firstParagraph = DEFAULTS.message[lang].split("\n\n")[0] ?? "";
      expect(text).toContain(asShownIn(lang, firstParagraph).slice(0, 60));
      expect(text).toContain(asShownIn(lang, DEFAULTS.messageSignature[lang]));
      // Every leader, in their order, with their role in the page's language.
      const positions = LEADERS.map(([nom]) => text.indexOf(nom));
      expect(positions.every((at) => at >= 0)).toBe(true);
      expect([...positions].sort((a, b) => a - b)).toEqual(positions);
      for (const leader of LEADERS) expect(text).toContain(asShownIn(lang, leader[roleColumn]));
      // The board after the direction, its chairman's portrait described in the language.
      // (The message's signature names him first; his card comes after the direction's.)
      expect(text.lastIndexOf("Cheikh Tidiane Fall")).toBeGreaterThan(positions.at(-1) ?? 0);
      const alt = { fr: "Portrait de", en: "Portrait of", it: "Ritratto di" }[lang];
      expect(html).toMatch(new RegExp(`<img[^>]*alt="${alt} Cheikh Tidiane Fall"`));
      // Biographies behind a disclosure, their Markdown rendered; French where none is written.
      expect(html).toContain("<details");
      expect(html).toContain(
        lang === "en" ? "<strong>the business</strong>" : "<strong>son métier</strong>",
      );
      // Its addresses in every language.
      for (const other of ["en", "it"] as const) {
        const alternate = html.match(new RegExp(`<link[^>]*hrefLang="${other}"[^>]*>`, "i"))?.[0];
        expect(alternate).toContain(`${localizedPath(other, "/gouvernance")}"`);
      }
    },
  );

  it("shows the chairman's message staff write in /admin/pages", async () => {
    const patched = await app.inject({
      method: "PATCH",
      url: `${API}/pages/gouvernance`,
      headers: authHeader(admin.token),
      payload: { message: { en: "First paragraph of the message.\n\nSecond paragraph." } },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    (app.services.clock as ManualClock).advance(1_001);
    const html = await page("/en/governance");
    expect(html).toContain("First paragraph of the message.</p>");
    expect(html).toContain("Second paragraph.</p>");
  });
});

describe("the about page and the sitemap", () => {
  it("shows the direction's first four faces and links to /gouvernance", async () => {
    const text = textOf(await page("/it/chi-siamo"));
    for (const [nom] of LEADERS.slice(0, 4)) expect(text).toContain(nom);
    expect(text).not.toContain(LEADERS[4][0]);
    expect(text).toContain("Tutta la governance");
    expect(await page("/it/chi-siamo")).toContain('href="/it/governance"');
  });

  it("lists /gouvernance in the three languages among the fixed pages", async () => {
    const response = await app.inject({
      url: "/sitemaps/pages.xml",
      headers: { "accept-encoding": "identity" },
    });
    const paths = locsOf(response.body).map(pathOf);
    for (const path of ["/gouvernance", "/en/governance", "/it/governance"]) {
      expect(paths).toContain(path);
    }
  });
});
