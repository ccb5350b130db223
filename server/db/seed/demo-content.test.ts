import { readFileSync } from "node:fs";
import type { FastifyInstance } from "fastify";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { SECTOR_CODES } from "../../../domain/constants.ts";
import { MINES_PAGE_PROJECTS, SECTOR_PAGE_ITEMS } from "../../../domain/content.ts";
import { missingLegalFacts } from "../../../domain/legal-notice.ts";
import { asShownIn } from "../../../domain/typography.ts";
import { withTestApp } from "../../test/test-app.ts";
import { DEMO_LOGO_FILE, seedDemoContent } from "./demo-content.ts";
import { DEMO_LEGAL_NOTICE } from "./demo-data.ts";
import { preparedDemoPictures, readDemoPictureManifest } from "./demo-pictures.ts";
import { isPristine } from "./pristine.ts";

describe("demo content of a first start", () => {
  let app: FastifyInstance;
  withTestApp(
    async (built) => {
      app = built;
    },
    // Pages too: the header and footer show the demo logo.
    { processImage: preparedDemoPictures(), config: { serveWeb: true } },
  );

  it("fills a pristine database with published items in three languages and sets the demo logo, then never again", async () => {
    expect(await isPristine(app.services.db)).toBe(true);
    const { created } = await seedDemoContent(app);
    expect(created).toBeGreaterThanOrEqual(34);
    expect(await isPristine(app.services.db)).toBe(false);

    const projects = (await app.inject({ url: "/api/v1/realisations?lang=en&limite=50" })).json();
    expect(projects.total).toBeGreaterThanOrEqual(6);
    const sectors = new Set(
      projects.data.map((p: { secteur: { code: string } }) => p.secteur.code),
    );
    expect([...sectors].sort()).toEqual([...SECTOR_CODES].sort());
    expect(projects.data[0].titre).not.toBe("");
    // Some projects show a client, a place and key figures, in the reader's language.
    const detailed = projects.data.filter(
      (p: { client: string; chiffresCles: unknown[] }) => p.client && p.chiffresCles.length >= 3,
    );
    expect(detailed.length).toBeGreaterThanOrEqual(2);

    // The governance (issue 32): a direction and a board, each person with a portrait and
    // a role in the reader's language.
    const people = (await app.inject({ url: "/api/v1/personnes?lang=it" })).json().data as {
      groupe: string;
      fonction: string;
      portrait: { url: string } | null;
    }[];
    expect(people.filter((p) => p.groupe === "direction").length).toBeGreaterThanOrEqual(4);
    expect(people.filter((p) => p.groupe === "conseil").length).toBeGreaterThanOrEqual(4);
    expect(people.every((p) => p.portrait?.url && p.fonction)).toBe(true);
    expect(people.map((p) => p.fonction)).toContain("Amministratore delegato del gruppo");
    expect(detailed.map((p: { lieu: string }) => p.lieu)).toContain("Dakar, Senegal");
    expect(
      detailed.flatMap((p: { chiffresCles: { libelle: string }[] }) =>
        p.chiffresCles.map((figure) => figure.libelle),
      ),
    ).toContain("jobs created");

    const articles = (await app.inject({ url: "/api/v1/articles?lang=it&limite=50" })).json();
    expect(articles.total).toBeGreaterThanOrEqual(6);
    // The news reads like a history: dated back over months, not all at the seed's minute.
    const days = new Set(
      articles.results.map((a: { datePublication: string }) => a.datePublication.slice(0, 10)),
    );
    expect(days.size).toBe(articles.results.length);
    const italian = articles.results.find((a: { titre: string }) => a.titre.includes("Trent'anni"));
    expect(italian).toBeDefined();

    const opportunities = (
      await app.inject({ url: "/api/v1/opportunites?lang=fr&limite=50" })
    ).json();
    expect(opportunities.total).toBeGreaterThanOrEqual(8);
    // Issue 32: open offers only (the closed one is left out), releases with one PDF.
    const offers = (await app.inject({ url: "/api/v1/offres-emploi?lang=fr&limite=50" })).json();
    expect(offers.total).toBe(5);
    const releases = (await app.inject({ url: "/api/v1/communiques?lang=fr&limite=50" })).json();
    expect(releases.total).toBe(4);
    const withPdf = releases.data.filter((r: { pdf: unknown }) => r.pdf);
    expect(withPdf).toHaveLength(1);
    const pdf = await app.inject({ url: withPdf[0].pdf.url });
    expect(pdf.headers["content-type"]).toContain("application/pdf");
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");

    // Every sector page fills its related projects (4 on the mines page) and articles.
    for (const code of SECTOR_CODES) {
      const related = (
        await app.inject({ url: `/api/v1/realisations?lang=fr&limite=50&secteur=${code}` })
      ).json();
      const shown = code === "mines" ? MINES_PAGE_PROJECTS : SECTOR_PAGE_ITEMS;
      expect(related.total, `projects of ${code}`).toBeGreaterThanOrEqual(shown);
      expect(
        related.data.every((p: { secteur: { code: string } }) => p.secteur.code === code),
      ).toBe(true);

      const news = (
        await app.inject({ url: `/api/v1/articles?lang=fr&limite=50&categorie=${code}` })
      ).json();
      expect(news.total, `articles of ${code}`).toBeGreaterThanOrEqual(SECTOR_PAGE_ITEMS);
      expect(news.results.every((a: { categories: string[] }) => a.categories.includes(code))).toBe(
        true,
      );
    }

    // The brand has the demo logo, uploaded as an administrator would: re-encoded to WebP at
    // the committed PNG's size, served under /uploads, shown by the header and the footer
    // with the brand's name as its alternative text.
    const site = (await app.inject({ url: "/api/v1/site?lang=fr" })).json().data;
    const drawn = await sharp(readFileSync(DEMO_LOGO_FILE)).metadata();
    expect(site.logo).toMatchObject({ largeur: drawn.width, hauteur: drawn.height });
    expect(site.logo.url).toMatch(new RegExp(`^/uploads/[\\w-]+-${drawn.width}\\.webp$`));
    const logo = await app.inject({ url: site.logo.url });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers["content-type"]).toBe("image/webp");
    // The legal notice is complete (issue 32): every line shows, nothing is missing.
    expect(site.mentionsLegales).toEqual(DEMO_LEGAL_NOTICE);
    expect(missingLegalFacts(site.mentionsLegales)).toEqual([]);
    const home = await app.inject({
      url: "/",
      headers: { "user-agent": "Mozilla/5.0 Chrome/126.0" },
    });
    expect(home.statusCode).toBe(200);
    // The brand is set as the rest of the French page (issue 28).
    const alt = `alt="${asShownIn("fr", site.nomMarque).replaceAll("'", "&#x27;")}"`;
    const shown = new RegExp(`<img src="${site.logo.url}"[^>]* ${alt}`, "g");
    expect(home.body.match(shown)).toHaveLength(2);

    // The committed pictures are real files served under /uploads, in WebP and AVIF.
    const image = await app.inject({ url: articles.results[0].imagePrincipale });
    expect(image.statusCode).toBe(200);
    expect(image.headers["content-type"]).toBe("image/webp");
    const avif = articles.results[0].medias.imagePrincipale.srcsetAvif.split(" ")[0];
    expect((await app.inject({ url: avif })).headers["content-type"]).toBe("image/avif");

    // Every picture says what it shows, its own words in the page's language: no two
    // items, and no two photos of a gallery, share a description.
    const manifest = readDemoPictureManifest();
    for (const lang of ["fr", "en", "it"] as const) {
      const inLanguage = (
        await app.inject({ url: `/api/v1/realisations?lang=${lang}&limite=50` })
      ).json();
      const texts: string[] = inLanguage.data.flatMap(
        (p: { medias: { images: { texteAlternatif: string }[] } }) =>
          p.medias.images.map((picture) => picture.texteAlternatif),
      );
      expect(texts).toHaveLength(inLanguage.total * 3);
      expect(new Set(texts).size).toBe(texts.length);
      const described = new Set(Object.values(manifest).map((picture) => picture.alt[lang]));
      for (const text of texts) expect(described).toContain(text);
    }
  });
});
