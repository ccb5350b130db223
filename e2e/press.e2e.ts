// /presse (issue 32, point 3) as a journalist meets it, without JavaScript, at a phone's and
// a desktop's width in each language: the newest release first with its page's link, the
// press kit's downloads (each answering 200 with its file's type, its link naming the
// file, its format and its size), the press contact's mailto and tel links, nothing wider
// than the screen. axe runs on it in e2e/accessibility.e2e.ts (PAGE_PATHS lists it).
import { beforeAll, describe, expect, test } from "vitest";
import type { Language } from "../domain/constants.ts";
import en from "../domain/i18n/en.json";
import fr from "../domain/i18n/fr.json";
import it from "../domain/i18n/it.json";
import { detailPath, localizedPath, PAGE_PATHS } from "../domain/site-paths.ts";
import { SITE_SETTINGS_DEFAULTS } from "../domain/site-settings.ts";
import { adminToken, uniqueSuffix } from "./support/api.ts";
import { wcagViolations } from "./support/back-office.ts";
import { browserPerFile } from "./support/browser.ts";
import { e2eEnv } from "./support/env.ts";

const { baseUrl, adminEmail, adminPassword } = e2eEnv();
const { newPage, readingPage } = browserPerFile();
const TEXTS = { fr, en, it };
const TITLES = { fr: "Communiqué du jour", en: "Today's release", it: "Comunicato del giorno" };

let slugs: Record<Language, string>;
let suffix = "";

/** Today's release, through the API as staff publish one: the list's first. */
beforeAll(async () => {
  const token = await adminToken(baseUrl, adminEmail, adminPassword);
  suffix = uniqueSuffix();
  const form = new FormData();
  for (const lang of ["fr", "en", "it"] as const) {
    form.set(`titre[${lang}]`, `${TITLES[lang]} ${suffix}`);
  }
  form.set("resume[fr]", "Le groupe présente ses résultats annuels.");
  form.set("resume[en]", "The group presents its annual results.");
  form.set("resume[it]", "Il gruppo presenta i suoi risultati annuali.");
  form.set("texte[fr]", "Le groupe présente ses résultats annuels.");
  form.set("dateCommunique", new Date().toISOString().slice(0, 10));
  form.set("etat", "publié");
  const response = await fetch(`${baseUrl}/api/v1/communiques`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  expect(response.status).toBe(201);
  slugs = ((await response.json()) as { data: { slugs: Record<Language, string> } }).data.slugs;
});

describe("/presse", () => {
  test.each([
    ["fr", 360],
    ["fr", 1280],
    ["en", 360],
    ["en", 1280],
    ["it", 360],
    ["it", 1280],
  ] as const)("in %s at %i px, without JavaScript", async (lang, width) => {
    const page = await newPage({ javaScriptEnabled: false, viewport: { width, height: 900 } });
    expect((await page.goto(localizedPath(lang, PAGE_PATHS.presse)))?.status()).toBe(200);
    const main = page.locator("main");
    expect(await main.locator("h1").textContent()).toBe(TEXTS[lang].nav.presse);

    // Newest first (other files publish releases today too: this one is among the first
    // page's, not necessarily at its top), its title a link to its page.
    const releases = main.locator("section[aria-labelledby=press-releases] ol > li");
    const dates = await releases
      .locator("time")
      .evaluateAll((times) => times.map((time) => time.getAttribute("datetime") ?? ""));
    expect(dates).toEqual([...dates].sort().reverse());
    const ours = main.getByRole("link", { name: `${TITLES[lang]} ${suffix}`, exact: true });
    expect(await ours.getAttribute("href")).toBe(detailPath(lang, "communiques", slugs[lang]));

    // The kit: the demo's three logos and its fact sheet, each a download that answers.
    const downloads = main.locator("section[aria-labelledby=press-kit] a[download]");
    expect(await downloads.count()).toBe(4);
    for (const link of await downloads.all()) {
      const name = (await link.getAttribute("download")) ?? "";
      const label = (await link.textContent()) ?? "";
      const format = name.endsWith(".pdf") ? "PDF" : "WebP";
      expect(label).toContain(name);
      expect(label).toMatch(
        new RegExp(`\\(${format}, \\d[\\d.,\\u00a0\\u202f]*[\\s\\u00a0\\u202f](ko|kB|Mo|MB)\\)$`),
      );
      const file = await fetch(`${baseUrl}${await link.getAttribute("href")}`);
      expect(file.status).toBe(200);
      expect(file.headers.get("content-type")).toBe(
        format === "PDF" ? "application/pdf" : "image/webp",
      );
    }
    const names = await downloads.evaluateAll((links) =>
      links.map((link) => link.getAttribute("download")),
    );
    expect(names).toEqual([
      "logo-groupe-afrique-ouest.webp",
      "logo-groupe-afrique-ouest-fond-marine.webp",
      "embleme-groupe-afrique-ouest.webp",
      "fiche-information-groupe-afrique-ouest.pdf",
    ]);

    // The press contact: the communications office, to write to or to call.
    const contact = main.locator("section[aria-labelledby=press-contact]");
    const { nom, email, telephone } = SITE_SETTINGS_DEFAULTS.contactPresse;
    expect(await contact.textContent()).toContain(nom[lang]);
    expect(await contact.locator(`a[href="mailto:${email}"]`).textContent()).toBe(email);
    expect(await contact.locator('a[href="tel:+221338690010"]').textContent()).toBe(telephone);

    // Nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
  });

  // axe needs the page's scripts; e2e/accessibility.e2e.ts walks it too, with every template.
  test.each(["fr", "en", "it"] as const)("passes axe in %s", async (lang) => {
    const page = await readingPage();
    await page.goto(localizedPath(lang, PAGE_PATHS.presse));
    expect(await page.getAttribute("html", "lang")).toBe(lang);
    expect(await wcagViolations(page)).toEqual([]);
  });
});
