// The page texts (issue 18, part 2): GET /pages/{cle} for anyone, PATCH for administrators,
// the fallback to French, the journal, and the real pages (the web build) showing a change
// on their next request in the three languages, cached or not.
import type { FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";
import { AUTH_MESSAGES } from "../../../domain/auth.ts";
import { LANGUAGES } from "../../../domain/constants.ts";
import type { JournalEntryView } from "../../../domain/journal.ts";
import { PAGE_TEXT_KEYS, PAGE_TEXT_MESSAGES } from "../../../domain/page-texts.ts";
import { defaultPageTexts } from "../../../domain/page-texts-document.ts";
import { frenchTypography } from "../../../domain/typography.ts";
import { PAGE_CACHE_HEADER } from "../../plugins/page-caching.ts";
import {
  API,
  authHeader,
  loginAsAdmin,
  type Session,
  signedInConseiller,
  withTestApp,
} from "../../test/test-app.ts";

const BROWSER = { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0 Safari/537.36" };

let app: FastifyInstance;
let admin: Session;
let conseiller: Session;

withTestApp(
  async (built) => {
    app = built;
    admin = await loginAsAdmin(app);
    conseiller = await signedInConseiller(app, admin.token, { prenom: "Awa", nom: "Sarr" });
  },
  { config: { serveWeb: true } },
);

interface PageTextsBody {
  success: boolean;
  data: { cle: string; textes: Record<string, unknown>; miseAJour: string | null };
}

const read = (cle: string, query = "") => app.inject({ url: `${API}/pages/${cle}${query}` });

const patch = (cle: string, payload: unknown, token?: string) =>
  app.inject({
    method: "PATCH",
    url: `${API}/pages/${cle}`,
    payload: payload as Record<string, unknown>,
    headers: token ? authHeader(token) : {},
  });

const page = (url: string) => app.inject({ url, headers: BROWSER });

/** The text of a page's `<h1>`, as a reader sees it (React escapes quotes). */
const h1Of = (html: string) =>
  /<h1[^>]*>([^<]*)<\/h1>/
    .exec(html)?.[1]
    ?.replaceAll("&#x27;", "'")
    .replaceAll("&quot;", '"')
    .replaceAll("&amp;", "&");

describe("GET /api/v1/pages/{cle}", () => {
  it.each(PAGE_TEXT_KEYS)(
    "answers %s's texts in every language, at least its titre",
    async (cle) => {
      const response = await read(cle);
      expect(response.statusCode, response.body).toBe(200);
      const { data } = response.json<PageTextsBody>();
      expect(data.cle).toBe(cle);
      expect(data.textes).toEqual(defaultPageTexts(cle));
      const titre = data.textes.titre as Record<string, string>;
      for (const lang of LANGUAGES) expect(titre[lang]?.length).toBeGreaterThan(0);
    },
  );

  it("answers one language with ?lang=, and 404 in French for an unknown page", async () => {
    const english = (await read("accueil", "?lang=en")).json<PageTextsBody>();
    expect(english.data.textes.titre).toBe("Building, connecting and developing West Africa");
    const unknown = await read("tarifs");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ success: false, message: PAGE_TEXT_MESSAGES.notFound });
  });
});

describe("PATCH /api/v1/pages/{cle}", () => {
  it("refuses an anonymous visitor (401) and an adviser (403), changing nothing", async () => {
    const anonymous = await patch("contact", { titre: { fr: "Piraté" } });
    expect(anonymous.statusCode).toBe(401);
    const adviser = await patch("contact", { titre: { fr: "Piraté" } }, conseiller.token);
    expect(adviser.statusCode).toBe(403);
    expect(adviser.json().message).toBe(AUTH_MESSAGES.administratorsOnly);
    const list = await app.inject({ url: `${API}/pages`, headers: authHeader(conseiller.token) });
    expect(list.statusCode).toBe(403);
    const { data } = (await read("contact", "?lang=fr")).json<PageTextsBody>();
    expect(data.textes.titre).toBe("Contactez-nous");
  });

  it("refuses an empty French title, a text too long and an unknown field with French messages, changing nothing", async () => {
    const cases = [
      [{ titre: { fr: "   " } }, "titre.fr", PAGE_TEXT_MESSAGES.titleRequired],
      [
        { sousTitre: { it: "x".repeat(2_001) } },
        "sousTitre.it",
        PAGE_TEXT_MESSAGES.tooLong("Sous-titre", "it", 2_000),
      ],
      [
        { titre: { en: "Ok" }, slogan: { fr: "?" } },
        "slogan",
        PAGE_TEXT_MESSAGES.unknownField("slogan"),
      ],
      [{ bouton: "Nous écrire" }, "bouton", PAGE_TEXT_MESSAGES.notLocalized("Bouton")],
      [{ titre: { de: "Titel" } }, "titre.de", PAGE_TEXT_MESSAGES.unknownField("de")],
    ] as const;
    for (const [payload, champ, message] of cases) {
      const response = await patch("accueil", payload, admin.token);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().erreurs).toEqual([{ champ, message }]);
    }
    const { data } = (await read("accueil")).json<PageTextsBody>();
    expect(data.textes).toEqual(defaultPageTexts("accueil"));
    expect(data.miseAJour).toBeNull();
    const notAnObject = await patch("accueil", ["titre"], admin.token);
    expect(notAnObject.statusCode).toBe(400);
    expect(notAnObject.json().message).toBe(PAGE_TEXT_MESSAGES.notAnObject);
  });

  it("takes the commitments' figures as a value and a label per line, refusing a line without its value in French", async () => {
    const refused = await patch(
      "engagements",
      { chiffres: { en: ["1,200 — direct jobs", "Many women in management"] } },
      admin.token,
    );
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().erreurs).toEqual([
      {
        champ: "chiffres.en",
        message: PAGE_TEXT_MESSAGES.notFigure("Chiffres", "en", "Many women in management"),
      },
    ]);
    expect((await read("engagements")).json<PageTextsBody>().data.miseAJour).toBeNull();

    const kept = await patch(
      "engagements",
      { chiffres: { it: ["0 — infortuni nel 2025", "1.300 — posti di lavoro diretti"] } },
      admin.token,
    );
    expect(kept.statusCode, kept.body).toBe(200);
    const { data } = (await read("engagements", "?lang=it")).json<PageTextsBody>();
    expect(data.textes.chiffres).toEqual([
      "0 — infortuni nel 2025",
      "1.300 — posti di lavoro diretti",
    ]);
  });

  it("keeps an administrator's change, lays it over the rest and writes it in the journal", async () => {
    const response = await patch(
      "qui-sommes-nous",
      { mission: { en: "Our mission, rewritten." }, innovationTitre: { it: "" } },
      admin.token,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe(PAGE_TEXT_MESSAGES.saved);
    const { data } = (await read("qui-sommes-nous")).json<PageTextsBody>();
    const defaults = defaultPageTexts("qui-sommes-nous");
    expect(data.textes.mission).toEqual({ ...defaults.mission, en: "Our mission, rewritten." });
    expect(data.textes.vision).toEqual(defaults.vision);
    expect(data.miseAJour).not.toBeNull();
    // Left empty in Italian: the page shows the French one.
    const italian = (await read("qui-sommes-nous", "?lang=it")).json<PageTextsBody>();
    expect(italian.data.textes.innovationTitre).toBe("Innovation");

    const journal = await app.inject({
      url: `${API}/journal?entite=`,
      headers: authHeader(admin.token),
    });
    const entries = journal.json<{ data: JournalEntryView[] }>().data;
    expect(entries[0]).toMatchObject({ action: "modification", element: { type: "page" } });
  });
});

describe("the public pages read their texts from the page texts", () => {
  it("show a changed home title on the next request of a cached page, in fr, en and it, with French where one is left empty", async () => {
    const paths = { fr: "/", en: "/en", it: "/it" } as const;
    for (const lang of LANGUAGES) {
      await page(paths[lang]);
      const cached = await page(paths[lang]);
      expect(cached.headers[PAGE_CACHE_HEADER]).toBe("hit");
      const written = String(defaultPageTexts("accueil").titre?.[lang] ?? "");
      expect(h1Of(cached.body)).toBe(lang === "fr" ? frenchTypography(written) : written);
    }
    const change = {
      titre: { fr: "Bâtir l'Afrique de l'Ouest", en: "Building West Africa", it: "" },
    };
    expect((await patch("accueil", change, admin.token)).statusCode).toBe(200);
    // In French typography on the French page; the Italian one shows it as written.
    expect(h1Of((await page("/")).body)).toBe("Bâtir l’Afrique de l’Ouest");
    expect(h1Of((await page("/en")).body)).toBe("Building West Africa");
    expect(h1Of((await page("/it")).body)).toBe("Bâtir l'Afrique de l'Ouest");
  });

  it("show a sector's service and the contact page's benefits as edited", async () => {
    const change = { cargoPoints: { fr: ["Fret sous 24 h", "Suivi en ligne"] } };
    expect((await patch("aviation", change, admin.token)).statusCode).toBe(200);
    const aviation = (await page("/aviation")).body;
    expect(aviation).toContain("Fret sous 24 h");
    expect(aviation).toContain("Suivi en ligne");
    const benefits = { avantages: { en: ["Quotes free of charge."] } };
    expect((await patch("contact", benefits, admin.token)).statusCode).toBe(200);
    const contact = (await page("/en/contact")).body;
    expect(contact).toContain("Quotes free of charge.");
    // The offices close the list, from the site settings.
    expect(contact).toContain("Dakar, Abidjan and Bamako");
  });
});

describe("the legal pages", () => {
  it.each([
    ["/mentions-legales", "fr", "Mentions légales"],
    ["/en/legal-notice", "en", "Legal notice"],
    ["/it/note-legali", "it", "Note legali"],
    ["/confidentialite", "fr", "Politique de confidentialité"],
    ["/en/privacy", "en", "Privacy policy"],
    ["/it/privacy", "it", "Informativa sulla privacy"],
  ])("%s answers 200 in its language, with its headings", async (path, lang, title) => {
    const response = await page(path);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(`<html lang="${lang}"`);
    expect(h1Of(response.body)).toBe(title);
    expect(response.body).toMatch(/<h2[^>]*>[^<]+<\/h2>/);
  });

  it("are linked from every page's footer, and the privacy policy from the forms, in the page's language", async () => {
    const english = (await page("/en/contact")).body;
    expect(english).toContain('href="/en/legal-notice"');
    expect(english.match(/href="\/en\/privacy"/g)?.length).toBeGreaterThanOrEqual(3);
    const french = (await page("/aviation")).body;
    expect(french).toContain('href="/mentions-legales"');
    expect(french).toContain("Vos données servent uniquement à traiter votre demande");
  });

  it("are listed in the sitemap in the three languages", async () => {
    const sitemap = (await page("/sitemaps/pages.xml")).body;
    expect((await page("/sitemap.xml")).body).toContain("/sitemaps/pages.xml</loc>");
    for (const path of ["/mentions-legales", "/en/legal-notice", "/it/privacy"]) {
      expect(sitemap).toContain(`<loc>http://localhost`);
      expect(sitemap).toMatch(new RegExp(`<loc>[^<]*${path}</loc>`));
    }
  });
});
