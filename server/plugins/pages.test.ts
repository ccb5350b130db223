// The real pages (the web build, rendered through app.inject) as a hostile or careless
// visitor meets them (issue 16): bounded form posts, redirects that stay on the site, one
// address per page, odd requests answered 4xx with the site's error page in the page's
// language, data requests of client navigations in the right language, refusals in the
// visitor's language, and views counted when a prefetch filled the page cache.
import { Readable } from "node:stream";
import type { FastifyInstance } from "fastify";
import { describe, expect, it, vi } from "vitest";
import { LANGUAGES, PAGE_FORM_BODY_LIMIT } from "../../domain/constants.ts";
import en from "../../domain/i18n/en.json" with { type: "json" };
import fr from "../../domain/i18n/fr.json" with { type: "json" };
import italian from "../../domain/i18n/it.json" with { type: "json" };
import { CONTACT_RATE_LIMIT } from "../features/contact/contact.commands.ts";
import { CONTENT_TYPES_UNDER_TEST, createItem } from "../test/content-types.ts";
import { API, createTestApp, loginAsAdmin, withTestApp } from "../test/test-app.ts";
import { PAGE_CACHE_HEADER } from "./page-caching.ts";

const BROWSER = { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0 Safari/537.36" };
const FORM = { "content-type": "application/x-www-form-urlencoded" };
const ARTICLES = CONTENT_TYPES_UNDER_TEST[0] as (typeof CONTENT_TYPES_UNDER_TEST)[number];

let app: FastifyInstance;
let token = "";
withTestApp(
  async (built) => {
    app = built;
    ({ token } = await loginAsAdmin(app));
  },
  { config: { serveWeb: true } },
);

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ url, headers: { ...BROWSER, ...headers } });

const post = (url: string, payload: string | Readable, headers: Record<string, string> = FORM) =>
  app.inject({ method: "POST", url, payload, headers: { ...BROWSER, ...headers } });

/** The `<html lang>` of a page. */
const htmlLang = (body: string) => /<html lang="(\w+)"/.exec(body)?.[1];

/** The contact form's fields, valid unless `changes` says otherwise. */
function contactForm(changes: Record<string, string> = {}): string {
  return new URLSearchParams({
    nom: "Awa Diop",
    numero: "+221 77 123 45 67",
    email: "awa@example.com",
    description: "Nous cherchons un entrepôt à Dakar.",
    secteur: "logistique",
    ...changes,
  }).toString();
}

describe("a page's form post", () => {
  it(`answers 413 at once past ${PAGE_FORM_BODY_LIMIT / 1024} KB, with the error page in the page's language, and closes the connection`, async () => {
    const big = contactForm({ description: "a".repeat(PAGE_FORM_BODY_LIMIT) });
    const response = await post("/en/contact", big);
    expect(response.statusCode).toBe(413);
    expect(response.headers.connection).toBe("close");
    expect(htmlLang(response.body)).toBe("en");
    expect(response.body).toContain("The form sent is too large.");
    expect(response.body.length).toBeLessThan(200_000);
  });

  it("counts a body sent without its length and refuses it past the limit", async () => {
    const chunks = Array.from({ length: 40 }, () => Buffer.alloc(16 * 1024, "a"));
    const response = await post("/it/contatti", Readable.from(chunks), FORM);
    expect(response.statusCode).toBe(413);
    expect(htmlLang(response.body)).toBe("it");
    expect(response.body).toContain("Il modulo inviato è troppo grande.");
  });

  it("gives back only the form's own fields, each cut to its maximum length", async () => {
    const unknown = Array.from({ length: 200 }, (_, i) => `champ${i}=${"x".repeat(100)}`);
    const body = `${contactForm({ nom: "N".repeat(300), email: "pas-une-adresse" })}&${unknown.join("&")}`;
    const response = await post("/en/contact", body);
    expect(response.statusCode).toBe(400);
    expect(response.body).not.toContain("champ199");
    expect(response.body).toContain(`value="${"N".repeat(100)}"`);
    expect(response.body).not.toContain("N".repeat(101));
  });

  it.each([
    ["no content type", undefined],
    ["JSON", "application/json"],
    ["multipart without a boundary", "multipart/form-data"],
    ["plain text", "text/plain"],
  ])("answers 415 to a body in %s, with the error page", async (_name, contentType) => {
    const response = await app.inject({
      method: "POST",
      url: "/en/contact",
      payload: '{"nom":"x"}',
      headers: { ...BROWSER, ...(contentType ? { "content-type": contentType } : {}) },
    });
    expect(response.statusCode).toBe(415);
    expect(response.headers["content-type"]).toMatch(/^text\/html/);
    expect(htmlLang(response.body)).toBe("en");
  });

  it("answers 400 to a multipart body that does not match its boundary", async () => {
    const response = await post("/contact", "pas du multipart", {
      "content-type": "multipart/form-data; boundary=abc",
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain("La demande envoyée est illisible.");
  });
});

describe("redirects", () => {
  const offSite = (location: string | undefined) =>
    location === undefined ? false : new URL(location, "http://site.test").host !== "site.test";

  it.each([
    "/fr//evil.example/",
    "/fr/\\evil.example/",
    "/fr//evil%2eexample",
    "/fr/%5C%5Cevil.example",
    "//evil.example/?lang=en",
    "//evil.example/contact?lang=it",
    "/\\evil.example/contact",
    "/en//evil.example/",
    "/FR//evil.example/x",
    "/fr/\t/evil.example/",
  ])("never leave the site: %s", async (path) => {
    for (const headers of [{}, { cookie: "lang=en" }, { "accept-language": "it" }] as Record<
      string,
      string
    >[]) {
      const response = await get(path, headers);
      expect(response.statusCode, path).toBeLessThan(500);
      expect(offSite(response.headers.location as string | undefined), path).toBe(false);
    }
  });

  it("send case and slash variants to the page's one address with a 301", async () => {
    for (const [variant, canonical] of [
      ["/EN/contact", "/en/contact"],
      ["/Contact", "/contact"],
      ["/en/contact/", "/en/contact"],
      ["/en//contact", "/en/contact"],
      ["/IT/Actualites/?page=2", "/it/notizie?page=2"],
    ] as const) {
      const response = await get(variant);
      expect(response.statusCode, variant).toBe(301);
      expect(response.headers.location, variant).toBe(canonical);
    }
    const answer = await get("/en/contact");
    expect(answer.statusCode).toBe(200);
    expect(htmlLang(answer.body)).toBe("en");
  });
});

describe("odd requests", () => {
  it.each(["TRACE", "PUT", "DELETE", "PATCH"] as const)(
    "%s on a page answers 405 with Allow and the error page",
    async (method) => {
      for (const url of ["/", "/en/contact", "/it/notizia/nulle-part"]) {
        const response = await app.inject({ method, url, headers: BROWSER });
        expect(response.statusCode, url).toBe(405);
        expect(response.headers.allow).toBe("GET, HEAD, POST");
        expect(response.headers["content-type"]).toMatch(/^text\/html/);
      }
    },
  );

  it("a Host header that makes no URL answers 400 with the error page", async () => {
    for (const host of ["[", "a b", "site.test:99999"]) {
      const response = await get("/en/contact", { host });
      expect(response.statusCode, host).toBe(400);
      expect(htmlLang(response.body), host).toBe("en");
    }
  });

  it("OPTIONS on a page says which methods it answers", async () => {
    const response = await app.inject({ method: "OPTIONS", url: "/contact", headers: BROWSER });
    expect(response.statusCode).toBe(204);
    expect(response.headers.allow).toBe("GET, HEAD, POST");
  });

  it("a language cookie with bad percent-encoding changes nothing on unprefixed pages", async () => {
    for (const url of ["/", "/contact", "/actualites", "/mines"]) {
      const response = await get(url, { cookie: "lang=%E0%A4%A" });
      expect(response.statusCode, url).toBe(200);
      expect(htmlLang(response.body)).toBe("fr");
    }
  });

  it("a malformed page address gets the site's HTML error page in its language", async () => {
    for (const [url, lang, text] of [
      ["/en/news/%E0%A4%A", "en", "The request sent could not be read."],
      ["/it/notizia/%E0%A4%A", "it", "La richiesta inviata è illeggibile."],
      ["/article/%E0%A4%A", "fr", "La demande envoyée est illisible."],
    ] as const) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.headers["content-type"]).toMatch(/^text\/html/);
      expect(htmlLang(response.body)).toBe(lang);
      expect(response.body).toContain(text);
    }
    const api = await app.inject({ url: `${API}/articles/%E0%A4%A` });
    expect(api.statusCode).toBe(400);
    expect(api.json().success).toBe(false);
  });
});

describe("the log of a page's refusal", () => {
  it("is one JSON line of the server's logger, never a stack on the console", async () => {
    const lines: string[] = [];
    const logged = await createTestApp({
      config: { serveWeb: true, logLevel: "info" },
      logStream: { write: (line) => lines.push(line) },
    });
    const consoleError = vi.spyOn(console, "error");
    try {
      // A form posted from another site, which React Router would refuse with a stack.
      const response = await logged.inject({
        method: "POST",
        url: "/en/contact",
        payload: contactForm(),
        headers: { ...BROWSER, ...FORM, origin: "http://evil.example" },
      });
      expect(response.statusCode).toBe(403);
      expect(response.body).toContain("This form was sent from another site");
      // The same form from the site's own page is answered (a refusal of its fields here).
      const own = await logged.inject({
        method: "POST",
        url: "/en/contact",
        payload: contactForm({ numero: "12" }),
        headers: { ...BROWSER, ...FORM, origin: "http://localhost:80" },
      });
      expect(own.statusCode).toBe(400);
      expect(own.body).toContain("The phone number is invalid");
      expect(consoleError).not.toHaveBeenCalled();
      const entries = lines
        .join("")
        .trim()
        .split("\n")
        .map((line) => JSON.parse(line));
      expect(entries).toContainEqual(expect.objectContaining({ level: 30, status: 403 }));
      expect(entries.filter((entry) => entry.level >= 50)).toEqual([]);
    } finally {
      consoleError.mockRestore();
      await logged.close();
    }
  });
});

describe("client navigations' data requests", () => {
  it("are read in the language of the page they are for", async () => {
    const texts = { fr, en, it: italian } as const;
    for (const [url, lang] of [
      ["/en.data", "en"],
      ["/it.data", "it"],
      ["/_.data", "fr"],
      ["/en/mining.data", "en"],
      ["/it/contatti.data", "it"],
    ] as const) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      // The texts of the page's language, and no other language's.
      for (const other of LANGUAGES) {
        const present = response.body.includes(JSON.stringify(texts[other].nav.skip));
        expect(present, `${url}: ${other}`).toBe(other === lang);
      }
    }
  });
});

describe("the visitors' forms answer in the page's language", () => {
  it("with the server's refusals, field by field", async () => {
    const cases = [
      ["/en/contact", "The phone number is invalid: it must contain between 6 and 20 digits."],
      ["/it/contatti", "Il numero di telefono non è valido: deve contenere tra 6 e 20 cifre."],
      [
        "/contact",
        "Le numéro de téléphone est invalide : il doit contenir entre 6 et 20 chiffres.",
      ],
    ] as const;
    for (const [url, text] of cases) {
      const response = await post(url, contactForm({ numero: "12" }));
      expect(response.statusCode, url).toBe(400);
      expect(response.body, url).toContain(text);
    }
    const email = await post("/en/contact", contactForm({ email: "pas-une-adresse" }));
    expect(email.body).toContain("The email address is invalid.");
    expect(email.body).not.toContain("L&#x27;adresse email est invalide.");
    const newsletter = await post("/it/newsletter", "email=pas-une-adresse");
    expect(newsletter.body).toContain("L&#x27;indirizzo email non è valido.");
  });

  it("with the wait of a visitor over the limit", async () => {
    const address = { remoteAddress: "203.0.113.77" };
    for (let i = 0; i < CONTACT_RATE_LIMIT.perIp; i += 1) {
      const sent = await app.inject({
        method: "POST",
        url: "/en/contact",
        payload: contactForm(),
        headers: { ...BROWSER, ...FORM },
        ...address,
      });
      expect(sent.statusCode).toBe(200);
    }
    const refused = await app.inject({
      method: "POST",
      url: "/en/contact",
      payload: contactForm(),
      headers: { ...BROWSER, ...FORM },
      ...address,
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.body).toMatch(
      /Too many messages sent from your connection\. Please try again in \d+ min\./,
    );
  });
});

describe("the page cache", () => {
  it("keeps one entry per page whatever unknown query parameters come with it", async () => {
    await get("/en/news?x=0");
    const before = app.services.publicCache.size().entries;
    for (let i = 1; i <= 20; i += 1) {
      const response = await get(`/en/news?x=${i}&utm_source=${i}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers[PAGE_CACHE_HEADER]).toBe("hit");
    }
    expect(app.services.publicCache.size().entries).toBe(before);
  });

  it("counts the visits after a prefetch filled the cache, and not the prefetch", async () => {
    const title = "Article lu après un survol de lien";
    await createItem(app, ARTICLES, token, title);
    const list = await app.inject({ url: `${API}/articles?lang=fr&limite=100` });
    const slug = ARTICLES.listItems(list.json()).find((item) => item.titre === title)?.slug;
    const url = `/article/${slug}`;
    const views = async () => {
      await app.services.views.flush();
      const answer = await app.inject({
        url: `${API}/articles/admin/all?limite=100`,
        headers: { authorization: `Bearer ${token}` },
      });
      const item = (answer.json().data as { titre: { fr: string }; nombreVues: number }[]).find(
        (found) => found.titre.fr === title,
      );
      return item?.nombreVues ?? Number.NaN;
    };
    const prefetch = await get(url, { "sec-purpose": "prefetch" });
    expect(prefetch.statusCode).toBe(200);
    expect(prefetch.headers[PAGE_CACHE_HEADER]).toBe("miss");
    const before = await views();
    const visit = await get(url, { "user-agent": "Mozilla/5.0 (iPhone) Safari/604.1" });
    expect(visit.headers[PAGE_CACHE_HEADER]).toBe("hit");
    expect(await views()).toBe(before + 1);
    await get(url, { "sec-purpose": "prefetch;prerender", "user-agent": "Mozilla/5.0 Other" });
    expect(await views()).toBe(before + 1);
  });
});

describe("French typography on French pages (issue 20)", () => {
  it("sets what staff typed, in the title and the Markdown, and leaves the API and the other languages as written", async () => {
    const title = "L'équipe répond : vite !";
    await createItem(app, ARTICLES, token, title, {
      "contenu[fr]": `Bonjour : **l'équipe** vous répond ! [Nous écrire](/contact)\n\n${"Un texte assez long pour un article. ".repeat(3)}`,
    });
    const list = await app.inject({ url: `${API}/articles?lang=fr&limite=100` });
    const written = ARTICLES.listItems(list.json()).find((item) => item.titre === title);
    expect(written, "the API gives the title as it was typed").toBeDefined();

    const french = await get(`/article/${written?.slug}`);
    expect(french.statusCode).toBe(200);
    expect(french.body).toContain("L’équipe répond\u00a0: vite\u202f!");
    expect(french.body).toContain("Bonjour\u00a0: <strong>l’équipe</strong> vous répond\u202f!");
    expect(french.body).toContain('href="/contact"');
    expect(french.body).not.toContain("L&#x27;équipe");

    const inEnglish = await app.inject({ url: `${API}/articles?lang=en&limite=100` });
    const englishSlug = ARTICLES.listItems(inEnglish.json()).find(
      (item) => item.titre === `${title} (en)`,
    )?.slug;
    const english = await get(`/en/news/${englishSlug}`);
    expect(english.body).toContain("L&#x27;équipe répond : vite ! (en)");
  });

  it("sets the default page texts and the site's settings, except what SPEC.md quotes", async () => {
    const home = await get("/");
    expect(home.body).toContain("l’Afrique de l’Ouest");
    expect(home.body).not.toContain("l&#x27;Afrique");
    const missing = await get("/nulle-part");
    expect(missing.body).toContain("Oups! La page que vous recherchez n&#x27;existe pas.");
  });
});
