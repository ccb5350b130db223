import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import type { Language, SectorCode } from "../domain/constants.ts";
import en from "../domain/i18n/en.json";
import fr from "../domain/i18n/fr.json";
import it from "../domain/i18n/it.json";
import { detailPath, localizedPath, PAGE_PATHS } from "../domain/site-paths.ts";
import { SITE_SETTINGS_DEFAULTS } from "../domain/site-settings.ts";
import { asShownIn } from "../domain/typography.ts";
import { adminToken, contactRequests, replyPromise, uniqueSuffix } from "./support/api.ts";
import { browserPerFile } from "./support/browser.ts";
import { e2eEnv } from "./support/env.ts";
import { pathOf, waitForHydration } from "./support/page.ts";
import { shippedPageTexts } from "./support/page-texts.ts";

const { baseUrl, adminEmail, adminPassword } = e2eEnv();
const { newPage, readingPage } = browserPerFile();

const TEXTS = { fr, en, it } as const;
const LOCALES: Record<Language, string> = { fr: "fr-FR", en: "en-GB", it: "it-IT" };
const SECTORS: SectorCode[] = ["immobilier", "aviation", "mines", "logistique"];
/** SPEC.md §9, written out here rather than read from the page's code. */
const PROJECTS: Record<SectorCode, number> = {
  immobilier: 3,
  aviation: 3,
  mines: 4,
  logistique: 3,
};
const ARTICLES = 3;
const SERVICES: Record<SectorCode, string[]> = {
  immobilier: ["residence", "commercial", "industriel"],
  aviation: ["transport", "cargo", "maintenance"],
  mines: ["exploration", "exploitation", "conseil"],
  logistique: ["transport", "entrepot", "distribution"],
};

const pathIn = (lang: Language, code: SectorCode) => localizedPath(lang, PAGE_PATHS[code]);

type Service = { tab: string; title: string; text: string; points: string[] };
const serviceTexts = (lang: Language, code: SectorCode): Service[] => {
  const texts = shippedPageTexts(code, lang);
  return SERVICES[code].map((key) => ({
    tab: texts.text(`${key}Onglet`),
    title: texts.text(`${key}Titre`),
    text: texts.text(`${key}Texte`),
    points: texts.list(`${key}Points`),
  }));
};

const stored = async (email: string) =>
  (await contactRequests(baseUrl, await adminToken(baseUrl, adminEmail, adminPassword))).find(
    (request) => request.email === email,
  );

const CASES = SECTORS.flatMap((code) =>
  (["fr", "en", "it"] as const).map((lang) => [pathIn(lang, code), lang, code] as const),
);

async function fillQuoteForm(page: Page, lang: Language, email: string, message: string) {
  const { contact } = TEXTS[lang];
  const form = page.locator("#devis form");
  await form.getByLabel(`${contact.name}`, { exact: true }).fill("Fatoumata Diallo");
  await form.getByLabel(`${contact.phone}`, { exact: true }).fill("+224 620 00 00 00");
  await form.getByLabel(`${contact.email}`, { exact: true }).fill(email);
  await form.getByLabel(contact.company).fill("Kankan Trading SA");
  await form.getByLabel(`${contact.message}`, { exact: true }).fill(message);
  await form.getByRole("button", { name: contact.submit }).click();
}

describe("the sector pages", () => {
  test.each(CASES)(
    "%s: hero, statistics, related projects and articles",
    async (path, lang, code) => {
      const texts = TEXTS[lang];
      const common = texts.sectorPages.common;
      const page = await readingPage({ locale: LOCALES[lang] });
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      expect(await page.getAttribute("html", "lang")).toBe(lang);
      expect(await page.getByRole("heading", { level: 1 }).allTextContents()).toEqual([
        shippedPageTexts(code, lang).text("titre"),
      ]);
      expect(await page.title()).toContain(shippedPageTexts(code, lang).text("titre"));

      const stats = page.getByLabel(common.statsLabel);
      expect(await stats.locator("dd").allTextContents()).toEqual(
        SITE_SETTINGS_DEFAULTS.secteurs[code].statistiques.map((stat) => stat.valeur),
      );
      expect(await stats.locator("dt").allTextContents()).toEqual(
        SITE_SETTINGS_DEFAULTS.secteurs[code].statistiques.map((stat) =>
          asShownIn(lang, stat.libelle[lang]),
        ),
      );

      const projects = page.getByRole("region", { name: common.projectsTitle });
      expect(await projects.getByRole("article").count()).toBe(PROJECTS[code]);
      for (const href of await projects
        .getByRole("article")
        .locator("a")
        .evaluateAll((links) => links.map((link) => link.getAttribute("href")))) {
        // A project's page: its language's start (`/en/project/`), then its slug.
        expect(String(href).startsWith(detailPath(lang, "realisations", "x").slice(0, -1))).toBe(
          true,
        );
      }
      expect(
        await projects.getByRole("link", { name: common.allProjects }).getAttribute("href"),
      ).toBe(localizedPath(lang, PAGE_PATHS.realisations));

      const articles = page.getByRole("region", { name: common.articlesTitle });
      expect(await articles.getByRole("article").count()).toBe(ARTICLES);
      expect(
        await articles.getByRole("link", { name: common.allArticles }).getAttribute("href"),
      ).toBe(localizedPath(lang, PAGE_PATHS.actualites));

      expect(await page.getByRole("link", { name: common.quote }).getAttribute("href")).toBe(
        "#devis",
      );
      expect(await page.locator("#devis form").getAttribute("action")).toBe(`${path}#devis`);
      // The sector is fixed by the page: no sector to choose.
      expect(await page.locator('#devis form input[name="secteur"]').inputValue()).toBe(code);
      expect(await page.locator("#devis form select").count()).toBe(0);
    },
  );

  test("a sector page reached by a link loads its own sector's data", async () => {
    const page = await readingPage({ viewport: { width: 1280, height: 800 } });
    await page.goto("/");
    await waitForHydration(page, "header nav a");
    await page
      .getByRole("navigation", { name: fr.nav.main })
      .getByRole("link", { name: fr.nav.mines })
      .click();
    await page.waitForURL("**/mines");
    await page
      .getByRole("heading", { level: 1, name: shippedPageTexts("mines", "fr").text("titre") })
      .waitFor();
    const projects = page.getByRole("region", { name: fr.sectorPages.common.projectsTitle });
    await projects
      .getByRole("article")
      .nth(PROJECTS.mines - 1)
      .waitFor();
    expect(await projects.getByRole("article").count()).toBe(PROJECTS.mines);
  });

  test.each([
    ["fr", "immobilier"],
    ["en", "aviation"],
    ["it", "mines"],
    ["fr", "logistique"],
  ] as const)("the services are keyboard tabs (%s, %s)", async (lang, code) => {
    const page = await readingPage({ locale: LOCALES[lang] });
    await page.goto(pathIn(lang, code));
    const tablist = page.getByRole("tablist", {
      name: TEXTS[lang].sectorPages.common.servicesTitle,
    });
    // The list paints at once; the tabs work once the page has hydrated, when the shown
    // service becomes their tab panel.
    await page.getByRole("tabpanel").waitFor();
    const services = serviceTexts(lang, code);
    const tabs = tablist.getByRole("tab");
    expect(await tabs.allTextContents()).toEqual(services.map((service) => service.tab));

    /** The tabs' state: selected, focusable, focused, and which panels are shown. */
    const state = () =>
      page.evaluate(() => {
        const all = [...document.querySelectorAll<HTMLElement>('[role="tab"]')];
        return {
          selected: all.map((tab) => tab.getAttribute("aria-selected")),
          tabIndex: all.map((tab) => tab.tabIndex),
          focused: all.indexOf(document.activeElement as HTMLElement),
          shown: all.map((tab) => {
            const panel = document.getElementById(tab.getAttribute("aria-controls") ?? "");
            return (
              !!panel &&
              panel.getAttribute("role") === "tabpanel" &&
              panel.getAttribute("aria-labelledby") === tab.id &&
              panel.tabIndex === 0 &&
              panel.checkVisibility()
            );
          }),
        };
      });
    const at = (index: number, focused = index) => ({
      selected: [0, 1, 2].map((i) => String(i === index)),
      tabIndex: [0, 1, 2].map((i) => (i === index ? 0 : -1)),
      focused,
      shown: [0, 1, 2].map((i) => i === index),
    });

    expect(await state()).toEqual(at(0, -1));
    await tabs.nth(0).focus();
    await page.keyboard.press("ArrowRight");
    expect(await state()).toEqual(at(1));
    expect(await page.getByRole("tabpanel").getByRole("heading").textContent()).toBe(
      services[1]?.title,
    );
    await page.keyboard.press("ArrowRight");
    expect(await state()).toEqual(at(2));
    await page.keyboard.press("ArrowRight");
    expect(await state()).toEqual(at(0));
    await page.keyboard.press("ArrowLeft");
    expect(await state()).toEqual(at(2));
    await page.keyboard.press("Home");
    expect(await state()).toEqual(at(0));
    await page.keyboard.press("End");
    expect(await state()).toEqual(at(2));
    // Tab leaves the tab list for the shown panel.
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.getAttribute("role"))).toBe(
      "tabpanel",
    );
    await tabs.nth(1).click();
    expect(await state()).toEqual(at(1));
  });

  test("the quote button scrolls the form into view, below the sticky header", async () => {
    for (const width of [360, 1280]) {
      const page = await newPage({ viewport: { width, height: 720 } });
      await page.goto("/aviation");
      await waitForHydration(page, "#devis form");
      const heading = page.getByRole("heading", {
        name: shippedPageTexts("aviation", "fr").text("devisTitre"),
      });
      const inView = () =>
        heading.evaluate((element) => {
          const box = element.getBoundingClientRect();
          const header = document.querySelector("header")?.getBoundingClientRect().bottom ?? 0;
          return box.top >= header && box.bottom <= window.innerHeight;
        });
      expect(await inView()).toBe(false);
      await page.getByRole("link", { name: fr.sectorPages.common.quote }).click();
      await page.waitForFunction(
        () => {
          const box = document
            .getElementById("devis")
            ?.querySelector("h2")
            ?.getBoundingClientRect();
          const header = document.querySelector("header")?.getBoundingClientRect().bottom ?? 0;
          return !!box && box.top >= header && box.bottom <= window.innerHeight;
        },
        undefined,
        { timeout: 5_000 },
      );
      expect(await inView()).toBe(true);
      expect(new URL(page.url()).hash).toBe("#devis");
    }
  });

  test("the quote form sends a request stored with the page's sector", async () => {
    const page = await newPage({ locale: "en-GB" });
    await page.goto("/en/mining");
    await waitForHydration(page, "#devis form");
    const email = `devis.${uniqueSuffix()}@example.com`;
    await fillQuoteForm(page, "en", email, "A feasibility study for a bauxite permit.");
    await page.getByRole("status").waitFor();
    expect(await page.getByRole("status").locator("p").allTextContents()).toEqual([
      en.contact.success,
      await replyPromise(baseUrl, "mines", "en"),
    ]);
    expect(pathOf(page)).toBe("/en/mining");
    expect(await stored(email)).toMatchObject({
      nom: "Fatoumata Diallo",
      secteur: "mines",
      description: "A feasibility study for a bauxite permit.",
    });
  });

  test("with JavaScript, the services paint as tabs before the modules come, do not fold when they do, and unfold if they fail", async () => {
    const height = async (page: Page) => page.evaluate(() => document.documentElement.scrollHeight);
    // The modules are held back: what a visitor sees until they come (ADR 032).
    const waiting = await newPage({ viewport: { width: 360, height: 740 } });
    await waiting.route("**/assets/*.js", () => {});
    await waiting.goto("/mines");
    const tablist = waiting.getByRole("tablist", { name: fr.sectorPages.common.servicesTitle });
    expect(await tablist.isVisible()).toBe(true);
    const services = serviceTexts("fr", "mines");
    const shown = async (page: Page) => {
      const region = page.getByRole("region", { name: fr.sectorPages.common.servicesTitle });
      const visible: boolean[] = [];
      for (const service of services)
        visible.push(
          await region.getByRole("heading", { level: 3, name: service.title }).isVisible(),
        );
      return visible;
    };
    expect(await shown(waiting)).toEqual([true, false, false]);

    const hydrated = await newPage({ viewport: { width: 360, height: 740 } });
    await hydrated.goto("/mines");
    await hydrated.getByRole("tabpanel").waitFor();
    expect(await shown(hydrated)).toEqual([true, false, false]);
    expect(await height(hydrated)).toBe(await height(waiting));

    // The modules fail (a network that drops them): back to every service as a section.
    const failing = await newPage({ viewport: { width: 360, height: 740 } });
    await failing.route("**/assets/*.js", (route) => route.abort());
    await failing.goto("/mines");
    await failing.waitForFunction(() => !("js" in document.documentElement.dataset));
    expect(await shown(failing)).toEqual([true, true, true]);
    expect(
      await failing
        .getByRole("tablist", { name: fr.sectorPages.common.servicesTitle, includeHidden: true })
        .isVisible(),
    ).toBe(false);
  });

  test("without JavaScript: every service reads as a section, and the form posts", async () => {
    const page = await newPage({ locale: "it-IT", javaScriptEnabled: false });
    const response = await page.goto("/it/logistica");
    expect(response?.status()).toBe(200);
    expect(await page.getByRole("tablist", { includeHidden: true }).isVisible()).toBe(false);
    const services = page.getByRole("region", { name: it.sectorPages.common.servicesTitle });
    for (const service of serviceTexts("it", "logistique")) {
      expect(
        await services.getByRole("heading", { level: 3, name: service.title }).isVisible(),
      ).toBe(true);
      expect(await services.getByText(service.text, { exact: true }).isVisible()).toBe(true);
      for (const point of service.points) {
        expect(await services.getByText(point, { exact: true }).isVisible()).toBe(true);
      }
    }

    const email = `senza.js.${uniqueSuffix()}@example.com`;
    await fillQuoteForm(page, "it", email, "Un magazzino doganale ad Abidjan.");
    await page.waitForLoadState();
    expect(pathOf(page)).toBe("/it/logistica");
    // The answer opens at the form, where its message is, not at the top of the page.
    expect(new URL(page.url()).hash).toBe("#devis");
    expect(await page.getByRole("status").locator("p").allTextContents()).toEqual([
      it.contact.success,
      await replyPromise(baseUrl, "logistique", "it"),
    ]);
    expect(await stored(email)).toMatchObject({ secteur: "logistique", email });
  });
});
