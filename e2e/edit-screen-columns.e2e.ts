// Issue 31 point 4: the content create and edit screens in two columns from 1024 px (the
// content on the left; state, dates, sector or categories, main picture, previews and
// versions at its right), one column on a phone (the content first), and a save bar that
// counts the errors the form shows, leads to the first and counts again as they are fixed.
import type { Locator, Page } from "playwright-core";
import { beforeAll, describe, expect, test } from "vitest";
import { ARTICLE_MESSAGES as M } from "../domain/articles.ts";
import { adminToken } from "./support/api.ts";
import { adminContentPerFile, languageTab, wcagViolations } from "./support/back-office.ts";
import { e2eEnv } from "./support/env.ts";
import { waitForHydration } from "./support/page.ts";

const { baseUrl, signedIn } = adminContentPerFile();
const { adminEmail, adminPassword } = e2eEnv();

type Mode = "create" | "edit";
type Type = "articles" | "realisations" | "opportunites";

/** What shows where on each type's screens, found as a person finds it: by its label. */
const SCREENS: Record<
  Type,
  { content(page: Page): Locator[]; side(page: Page, mode: Mode): Locator[] }
> = {
  articles: {
    content: (page) => [
      page.getByLabel("Titre (fr) *"),
      page.getByLabel("Contenu (fr) *"),
      page.getByLabel("Résumé (fr)"),
    ],
    side: (page) => [
      page.getByLabel("État", { exact: true }),
      page.getByRole("group", { name: /^Catégories/ }),
      page.getByRole("group", { name: /^Image principale/ }),
    ],
  },
  realisations: {
    content: (page) => [
      page.getByLabel("Titre (fr) *"),
      page.getByLabel("Client (facultatif)"),
      page.getByRole("group", { name: /^Images \(/ }),
    ],
    side: (page) => [
      page.getByLabel("État", { exact: true }),
      page.getByLabel(/^Secteur/),
      page.getByLabel(/^Année/),
      page.getByLabel("Statut de livraison"),
    ],
  },
  opportunites: {
    content: (page) => [
      page.getByLabel("Titre (fr) *"),
      page.getByLabel("Contact", { exact: true }),
      page.getByLabel("Quantité disponible"),
    ],
    side: (page, mode) => [
      // SPEC.md §4: an opportunity's state is set at creation only.
      ...(mode === "create" ? [page.getByLabel("État", { exact: true })] : []),
      page.getByLabel("Catégorie", { exact: true }),
      page.getByLabel("Pays", { exact: true }),
      page.getByLabel("Statut", { exact: true }),
      page.getByRole("group", { name: /^Image/ }),
    ],
  },
};

/** What an edit page adds to its side panel: the item's previews and its versions. */
const editExtras = (page: Page) => [
  page.getByRole("navigation", { name: "Aperçu sur le site public" }),
  page.getByRole("region", { name: /^Versions/ }),
];

const ids: Partial<Record<Type, string>> = {};

beforeAll(async () => {
  const token = await adminToken(baseUrl, adminEmail, adminPassword);
  for (const type of Object.keys(SCREENS) as Type[]) {
    // The oldest: a demo item of the first start, which no other spec changes or deletes.
    const response = await fetch(`${baseUrl}/api/v1/${type}/admin/all?limite=1&tri=date`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const { data } = (await response.json()) as { data: { _id: string }[] };
    ids[type] = data[0]?._id;
  }
});

const pathOf = (type: Type, mode: Mode) =>
  mode === "create" ? `/admin/${type}/creer` : `/admin/${type}/modifier/${ids[type]}`;

async function openForm(page: Page, type: Type, mode: Mode) {
  await page.goto(pathOf(type, mode));
  await page.getByLabel("Titre (fr) *").waitFor();
  await waitForHydration(page, "form");
}

/**
 * The locator's box once it shows. The Markdown editor replaces its first text area: the
 * box is the one the wait saw, not one read again after it (the element may be gone by then).
 */
async function boxOf(locator: Locator) {
  const seen: { box: Awaited<ReturnType<Locator["boundingBox"]>> } = { box: null };
  await expect
    .poll(async () => {
      seen.box = await locator.boundingBox();
      return seen.box;
    })
    .not.toBeNull();
  if (!seen.box) throw new Error(`e2e: ${locator} has no box`);
  return seen.box;
}

/** How far the page is wider than its window, in CSS pixels (0 when it fits). */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** The boxes of a screen's content fields and of its side panel's, in their order. */
async function boxes(page: Page, type: Type, mode: Mode) {
  const side = [...SCREENS[type].side(page, mode), ...(mode === "edit" ? editExtras(page) : [])];
  return {
    content: await Promise.all(SCREENS[type].content(page).map(boxOf)),
    side: await Promise.all(side.map(boxOf)),
  };
}

describe("edit screens in two columns from 1024 px", () => {
  for (const [width, height] of [
    [1280, 900],
    [1024, 768],
  ] as const) {
    test(`at ${width}×${height}: each type's side fields, previews and versions are right of its content`, async () => {
      const page = await signedIn({ viewport: { width, height } });
      for (const type of Object.keys(SCREENS) as Type[]) {
        for (const mode of ["create", "edit"] as const) {
          await openForm(page, type, mode);
          const { content, side } = await boxes(page, type, mode);
          const contentRight = Math.max(...content.map((box) => box.x + box.width));
          const contentBottom = Math.max(...content.map((box) => box.y + box.height));
          const where = `${type} ${mode}`;
          for (const box of side) {
            expect(box.x, where).toBeGreaterThanOrEqual(contentRight);
            expect(box.x + box.width, where).toBeLessThanOrEqual(width);
          }
          // Beside the content, not under it: the panel starts level with the texts.
          expect(side[0]?.y ?? Number.POSITIVE_INFINITY, where).toBeLessThan(contentBottom);
          expect(await overflow(page), where).toBe(0);
        }
      }
    }, 90_000);
  }

  test("at 360 px: one column, the content first, then the side fields, previews and versions", async () => {
    const page = await signedIn({ viewport: { width: 360, height: 800 } });
    for (const type of Object.keys(SCREENS) as Type[]) {
      for (const mode of ["create", "edit"] as const) {
        await openForm(page, type, mode);
        const { content, side } = await boxes(page, type, mode);
        const left = content[0]?.x ?? 0;
        const contentBottom = Math.max(...content.map((box) => box.y + box.height));
        const where = `${type} ${mode}`;
        // Level with the content's left edge (a bordered group starts a pixel or two apart).
        for (const box of [...content, ...side]) {
          expect(Math.abs(box.x - left), where).toBeLessThanOrEqual(4);
        }
        for (const box of side) expect(box.y, where).toBeGreaterThan(contentBottom);
        expect(await overflow(page), where).toBe(0);
      }
    }
  }, 90_000);
});

describe("the side panel beside a scrolling content", () => {
  /** Scrolls to the end of the page, where the form ends. */
  const toTheEnd = (page: Page) =>
    page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));

  /** Whether the locator is wholly in the window, above the save bar. */
  async function inViewAboveSaveBar(page: Page, locator: Locator) {
    const box = await boxOf(locator);
    const save = await boxOf(page.getByRole("button", { name: "Enregistrer les modifications" }));
    return box.y >= 0 && box.y + box.height <= save.y;
  }

  test("a short panel stays in view as a long content scrolls (a project at 1280×900)", async () => {
    const page = await signedIn({ viewport: { width: 1280, height: 900 } });
    await openForm(page, "realisations", "edit");
    await toTheEnd(page);
    await expect
      .poll(() => inViewAboveSaveBar(page, page.getByLabel("État", { exact: true })))
      .toBe(true);
    expect(await inViewAboveSaveBar(page, editExtras(page)[1] as Locator)).toBe(true);
  });

  test("a panel sticks only while wholly in view above the save bar: it never hides its end", async () => {
    for (const [width, height] of [
      [1024, 768],
      [1280, 900],
    ] as const) {
      const page = await signedIn({ viewport: { width, height } });
      for (const type of Object.keys(SCREENS) as Type[]) {
        await openForm(page, type, "edit");
        const panel = page.locator('[data-place="side"]');
        for (const at of [0.5, 1]) {
          await page.evaluate(
            (part) => window.scrollTo(0, part * document.documentElement.scrollHeight),
            at,
          );
          const sticks = await panel.evaluate((e) => getComputedStyle(e).position === "sticky");
          if (sticks) expect(await inViewAboveSaveBar(page, panel), `${type} ${width}`).toBe(true);
        }
      }
    }
  }, 90_000);
});

describe("the save bar counts the errors the form shows", () => {
  /** The save bar's count: a button to the first error. */
  const count = (page: Page) => page.getByRole("button", { name: /erreurs? à corriger$/ });

  test("a refused creation: each error shown and counted, one fewer as each is fixed, a way to the first", async () => {
    const page = await signedIn({ viewport: { width: 1280, height: 900 } });
    await openForm(page, "articles", "create");
    expect(await count(page).count()).toBe(0);
    await page.getByRole("button", { name: "Créer l'article" }).click();

    // SPEC.md §5: every language's title and content, a category, a main picture.
    await expect.poll(() => count(page).textContent()).toBe("8 erreurs à corriger");
    for (const lang of ["fr", "en", "it"] as const) {
      await languageTab(page, lang).click();
      await page.getByText(M.titleRequired(lang)).waitFor();
      await page.getByText(M.contentRequired(lang)).waitFor();
    }
    await page.getByText(M.categoriesRequired).waitFor();
    await page.getByText(M.imageRequired).waitFor();
    expect(await wcagViolations(page)).toEqual([]);

    await languageTab(page, "fr").click();
    await page.getByLabel("Titre (fr) *").fill("Un titre assez long pour l'article");
    await expect.poll(() => count(page).textContent()).toBe("7 erreurs à corriger");
    await page.getByLabel("Aviation").check();
    await expect.poll(() => count(page).textContent()).toBe("6 erreurs à corriger");

    // The first error left, in SPEC.md §5's order: the French content, focused.
    await languageTab(page, "it").click();
    await count(page).click();
    const content = page.getByLabel("Contenu (fr) *");
    await expect.poll(() => content.evaluate((e) => e === document.activeElement)).toBe(true);
    expect(await content.isVisible()).toBe(true);
  }, 60_000);

  test("on a phone: one error is said in the singular, and axe finds nothing", async () => {
    const page = await signedIn({ viewport: { width: 360, height: 800 } });
    await openForm(page, "realisations", "edit");
    await page.getByLabel("Titre (fr) *").fill("");
    await page.getByRole("button", { name: "Enregistrer les modifications" }).click();
    await expect.poll(() => count(page).textContent()).toBe("1 erreur à corriger");
    expect(await wcagViolations(page)).toEqual([]);
    await page.getByLabel("Titre (fr) *").fill("Un titre");
    await expect.poll(() => count(page).count()).toBe(0);
  }, 60_000);
});
