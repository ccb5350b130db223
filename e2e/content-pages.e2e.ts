// The public lists and details of projects, articles and opportunities (SPEC.md §2), on the
// demo content the e2e server starts with: 14 projects, 11 articles, 9 opportunities.
import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import type { Language } from "../domain/constants.ts";
import type { ContentTypePlural } from "../domain/content-types/identities.ts";
import en from "../domain/i18n/en.json";
import fr from "../domain/i18n/fr.json";
import it from "../domain/i18n/it.json";
import { detailPath, localizedPath, PAGE_PATHS } from "../domain/site-paths.ts";
import { asShownIn } from "../domain/typography.ts";
import { adminToken } from "./support/api.ts";
import { browserPerFile } from "./support/browser.ts";
import { e2eEnv } from "./support/env.ts";
import { pathOf, waitForHydration } from "./support/page.ts";

const { baseUrl, adminEmail, adminPassword } = e2eEnv();
const { newPage, readingPage } = browserPerFile();

const TEXTS = { fr, en, it } as const;
const LANGS: Language[] = ["fr", "en", "it"];
const LISTS = [
  { type: "realisations", page: "realisations" },
  { type: "articles", page: "actualites" },
  { type: "opportunites", page: "opportunites" },
] as const satisfies readonly { type: ContentTypePlural; page: keyof typeof PAGE_PATHS }[];
const PAGE_SIZE = 12;
const NOT_FOUND_TITLE = "Oups! La page que vous recherchez n'existe pas.";

interface ApiItem {
  _id: string;
  slug: string;
  slugs: Record<Language, string>;
  titre: string;
  contact?: string;
  images?: unknown[];
}

/** A page of the public API's list, newest first, in one language. */
/** A list's newest items from the API, their texts as a page in `lang` shows them. */
async function apiList(type: ContentTypePlural, lang: Language, page = 1): Promise<ApiItem[]> {
  const response = await fetch(
    `${baseUrl}/api/v1/${type}?lang=${lang}&page=${page}&limite=${PAGE_SIZE}`,
  );
  expect(response.status).toBe(200);
  const body = (await response.json()) as { results?: ApiItem[]; data?: ApiItem[] };
  return asShownIn(lang, body.results ?? body.data ?? []);
}

const cardTitles = (page: Page) => page.locator("main article h2").allTextContents();

/**
 * Reads what the page shows until it is `expected`, in the test's own time (the page's
 * faked clock does not slow it): a slide is shown once the browser has scrolled to it.
 */
async function eventually<T>(read: () => Promise<T>, expected: T, timeout = 5_000) {
  await expect.poll(read, { timeout }).toBe(expected);
}

/**
 * From here on, counts the page's requests to scroll an element: the gallery changes slide
 * by asking its track to scroll, at once, when its timer runs. So "nothing moved while the
 * clock ran" is read right after the run, with no wait for a scroll that would come.
 */
async function countScrolls(page: Page): Promise<() => Promise<number>> {
  type Counted = { scrollsAsked: number };
  await page.evaluate(() => {
    (window as unknown as Counted).scrollsAsked = 0;
    const original = Element.prototype.scrollTo;
    Element.prototype.scrollTo = function (this: Element, ...args: unknown[]) {
      (window as unknown as Counted).scrollsAsked += 1;
      return (original as (...a: unknown[]) => void).apply(this, args);
    } as typeof Element.prototype.scrollTo;
  });
  return () => page.evaluate(() => (window as unknown as Counted).scrollsAsked);
}

describe("the public lists", () => {
  test.each(LANGS.flatMap((lang) => LISTS.map((list) => [lang, list.page, list] as const)))(
    "%s /%s: its title, then the newest cards",
    async (lang, _name, list) => {
      const page = await readingPage();
      const response = await page.goto(localizedPath(lang, PAGE_PATHS[list.page]));
      expect(response?.status()).toBe(200);
      expect(await page.getAttribute("html", "lang")).toBe(lang);
      expect(await page.getByRole("heading", { level: 1 }).allTextContents()).toEqual([
        TEXTS[lang].lists[list.page].title,
      ]);
      const items = await apiList(list.type, lang);
      expect(items.length).toBeGreaterThan(0);
      expect(await cardTitles(page)).toEqual(items.map((item) => item.titre));
      expect(await page.locator("main article a").first().getAttribute("href")).toBe(
        detailPath(lang, list.type, items[0]?.slug ?? ""),
      );
    },
  );

  test("page 2 of the projects shows the next ones, with working links", async () => {
    const page = await readingPage();
    await page.goto("/realisations");
    await waitForHydration(page, "main nav");
    const pages = page.getByRole("navigation", { name: fr.content.pagination });
    await pages.getByRole("link", { name: fr.content.next }).click();
    await page.waitForURL("**/realisations?page=2");
    const second = await apiList("realisations", "fr", 2);
    expect(second.length).toBeGreaterThan(0);
    // The address changes as the data arrives; the cards follow in the next render.
    await page.getByRole("heading", { name: second[0]?.titre, exact: true }).waitFor();
    expect(await cardTitles(page)).toEqual(second.map((item) => item.titre));
    expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toBe(
      `${baseUrl}/realisations?page=2`,
    );
    expect(await page.title()).toContain(`${fr.lists.realisations.title} (page 2)`);

    const [first] = second;
    await page.getByRole("link", { name: first?.titre }).click();
    await page.waitForURL(`**${detailPath("fr", "realisations", first?.slug ?? "")}`);
    await page.getByRole("heading", { level: 1, name: first?.titre, exact: true }).waitFor();
    expect(await page.getByRole("heading", { level: 1 }).count()).toBe(1);
  });

  test("a page beyond the last answers 404", async () => {
    const page = await readingPage();
    const response = await page.goto("/en/projects?page=40");
    expect(response?.status()).toBe(404);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(en.notFound.title);
    expect(await page.title()).toBe(en.notFound.title);
  });

  test("without JavaScript, a list still shows its cards and pages", async () => {
    const page = await readingPage({ javaScriptEnabled: false });
    const response = await page.goto("/it/progetti");
    expect(response?.status()).toBe(200);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(
      it.lists.realisations.title,
    );
    expect(await cardTitles(page)).toHaveLength(PAGE_SIZE);
    await page.getByRole("link", { name: it.content.pageN.replace("{{n}}", "2") }).click();
    await page.waitForURL("**/it/progetti?page=2");
    expect(await cardTitles(page)).toEqual(
      (await apiList("realisations", "it", 2)).map((item) => item.titre),
    );
  });
});

describe("the detail pages", () => {
  test.each(LANGS.flatMap((lang) => LISTS.map((list) => [lang, list.type] as const)))(
    "%s %s: its title as h1, share links, the same item in the other languages",
    async (lang, type) => {
      const [item] = await apiList(type, lang);
      if (!item) throw new Error(`no ${type} in the demo content`);
      const page = await readingPage();
      const path = detailPath(lang, type, item.slug);
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      expect(await page.getAttribute("html", "lang")).toBe(lang);
      expect(await page.getByRole("heading", { level: 1 }).allTextContents()).toEqual([item.titre]);
      expect(await page.title()).toContain(item.titre);

      const url = `${baseUrl}${path}`;
      expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toBe(url);
      for (const other of LANGS) {
        expect(
          await page.locator(`link[rel="alternate"][hreflang="${other}"]`).getAttribute("href"),
        ).toBe(`${baseUrl}${detailPath(other, type, item.slugs[other])}`);
      }
      for (const network of ["LinkedIn", "Facebook", "X"]) {
        const link = page.getByRole("link", {
          name: TEXTS[lang].details.shareOn.replace("{{network}}", network),
          exact: true,
        });
        expect(await link.getAttribute("href")).toContain(encodeURIComponent(url));
        expect(await link.getAttribute("target")).toBe("_blank");
        expect(await link.getAttribute("rel")).toBe("noopener noreferrer");
      }
      const back = page.getByRole("link", { name: TEXTS[lang].details.backTo[type] });
      expect(await back.getAttribute("href")).toBe(
        localizedPath(lang, PAGE_PATHS[LISTS.find((list) => list.type === type)?.page ?? "home"]),
      );
    },
  );

  test("another language's slug answers 301 to this language's", async () => {
    const [article] = await apiList("articles", "fr");
    if (!article) throw new Error("no article in the demo content");
    const response = await fetch(`${baseUrl}/en/news/${article.slugs.fr}`, {
      redirect: "manual",
    });
    expect(response.status).toBe(301);
    expect(new URL(response.headers.get("location") ?? "", baseUrl).pathname).toBe(
      detailPath("en", "articles", article.slugs.en),
    );

    const page = await readingPage();
    await page.goto(`/it/notizia/${article.slugs.en}`);
    expect(pathOf(page)).toBe(detailPath("it", "articles", article.slugs.it));
  });

  test.each(LISTS.map((list) => list.type))("an unknown %s answers 404", async (type) => {
    const page = await readingPage();
    const response = await page.goto(detailPath("fr", type, "rien-de-tel-ici"));
    expect(response?.status()).toBe(404);
    await page.getByText(NOT_FOUND_TITLE, { exact: true }).waitFor();
    expect(await page.title()).toBe(NOT_FOUND_TITLE);
  });

  test("an opportunity's contact is a link, and its expiration is shown", async () => {
    const items = await apiList("opportunites", "fr");
    const withEmail = items.find((item) => item.contact?.includes("@"));
    if (!withEmail) throw new Error("no opportunity with an email contact in the demo content");
    const form = new FormData();
    form.set("dateExpiration", "2030-06-30T00:00:00.000Z");
    const token = await adminToken(baseUrl, adminEmail, adminPassword);
    const patched = await fetch(`${baseUrl}/api/v1/opportunites/${withEmail._id}`, {
      method: "PATCH",
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(patched.status).toBe(200);

    const page = await readingPage();
    await page.goto(detailPath("fr", "opportunites", withEmail.slug));
    expect(
      await page.getByRole("link", { name: withEmail.contact, exact: true }).getAttribute("href"),
    ).toBe(`mailto:${withEmail.contact}`);
    const expiry = page.getByText("Valable jusqu’au 30 juin 2030", { exact: true });
    expect(await expiry.getAttribute("datetime")).toBe("2030-06-30T00:00:00.000Z");
    await page.goto(detailPath("en", "opportunites", withEmail.slugs.en));
    await page.getByText("Expires 30 June 2030", { exact: true }).waitFor();
  });

  test("without JavaScript, a project shows its title, photos and text", async () => {
    const [project] = await apiList("realisations", "it");
    if (!project) throw new Error("no project in the demo content");
    const page = await readingPage({ javaScriptEnabled: false });
    const response = await page.goto(detailPath("it", "realisations", project.slug));
    expect(response?.status()).toBe(200);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(project.titre);
    const photos = page.locator('main [aria-roledescription="diapositiva"] img');
    expect(await photos.count()).toBeGreaterThan(1);
    expect(await photos.first().getAttribute("loading")).toBe("eager");
    expect(await photos.first().getAttribute("fetchpriority")).toBe("high");
    expect(await photos.nth(1).getAttribute("loading")).toBe("lazy");
    await page.getByRole("heading", { name: it.details.facts }).waitFor();
  });
});

describe("the project gallery", () => {
  const gallery = (page: Page) =>
    page.locator(`section[aria-roledescription="${fr.details.gallery.roledescription}"]`);
  const shown = (page: Page) =>
    gallery(page).locator('button[aria-current="true"]').getAttribute("aria-label");
  const photo = (n: number) => fr.details.gallery.show.replace("{{n}}", String(n));

  async function openProject(page: Page) {
    // A demo project with three photos: the newest may be another file's, with fewer.
    const project = (await apiList("realisations", "fr")).find((item) => item.images?.length === 3);
    if (!project) throw new Error("no project with three photos in the demo content");
    await page.clock.install();
    await page.goto(detailPath("fr", "realisations", project.slug));
    await waitForHydration(page, "main section button");
    // The previous/next buttons appear once the browser has said whether motion is welcome.
    await gallery(page).getByRole("button", { name: fr.details.gallery.previous }).waitFor();
    // From here on, time moves only when the test says so. Until the pause, the page's clock
    // runs with the real one: on a loaded machine the round trip can outlast the margin, and
    // pausing in the past is refused, so the page's time is read again and the pause retried.
    for (let attempt = 1; ; attempt++) {
      const now = await page.evaluate(() => Date.now());
      try {
        await page.clock.pauseAt(now + 300);
        break;
      } catch (error) {
        if (attempt === 5 || !/to the past/.test(String(error))) throw error;
      }
    }
    expect(await shown(page)).toBe(photo(1));
  }

  test("advances by itself every 5 s, not while the pointer is over it", async () => {
    const page = await newPage();
    await openProject(page);
    expect(await gallery(page).getAttribute("aria-label")).toMatch(
      new RegExp(`^${fr.details.gallery.label.replace("{{title}}", ".")}`),
    );
    const slides = gallery(page).locator('[aria-roledescription="diapositive"]');
    expect(await slides.count()).toBe(3);
    expect(await slides.first().getAttribute("aria-label")).toBe("1 / 3");
    const counter = gallery(page).locator("p[aria-live]");
    expect(await counter.getAttribute("aria-live")).toBe("off");
    const scrolls = await countScrolls(page);

    await page.clock.runFor(5000);
    // What the checks below rely on: a change of slide asks a scroll as its timer runs.
    expect(await scrolls()).toBe(1);
    await eventually(() => shown(page), photo(2));
    expect(await counter.textContent()).toBe("2 / 3");

    await gallery(page).hover();
    expect(await counter.getAttribute("aria-live")).toBe("polite");
    await page.clock.runFor(12_000);
    expect(await scrolls()).toBe(1);
    expect(await shown(page)).toBe(photo(2));

    await page.mouse.move(0, 0);
    await page.clock.runFor(5000);
    await eventually(() => shown(page), photo(3));
  });

  test("thumbnails, previous and next choose the photo; the pause button stops it", async () => {
    const page = await newPage();
    await openProject(page);
    await gallery(page)
      .getByRole("button", { name: photo(3) })
      .click();
    await eventually(() => shown(page), photo(3));
    await gallery(page).getByRole("button", { name: fr.details.gallery.next }).click();
    await eventually(() => shown(page), photo(1));
    await gallery(page).getByRole("button", { name: fr.details.gallery.previous }).click();
    await eventually(() => shown(page), photo(3));

    await gallery(page).getByRole("button", { name: fr.details.gallery.pause }).click();
    await gallery(page).getByRole("button", { name: fr.details.gallery.play }).waitFor();
    await page.mouse.move(0, 0);
    const scrolls = await countScrolls(page);
    await page.clock.runFor(12_000);
    expect(await scrolls()).toBe(0);
    expect(await shown(page)).toBe(photo(3));
  });

  test("stays still for a visitor who asks for reduced motion", async () => {
    const page = await newPage({ reducedMotion: "reduce" });
    await openProject(page);
    const scrolls = await countScrolls(page);
    await page.clock.runFor(12_000);
    expect(await scrolls()).toBe(0);
    expect(await shown(page)).toBe(photo(1));
    expect(
      await gallery(page).getByRole("button", { name: fr.details.gallery.pause }).count(),
    ).toBe(0);
    await gallery(page)
      .getByRole("button", { name: photo(2) })
      .click();
    await eventually(() => shown(page), photo(2));
  });
});
