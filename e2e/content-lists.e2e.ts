// Lists staff can work in (issue 31 point 5, docs/decisions/050): headers that sort by a
// click and say so (aria-sort), a page size, ticked rows published or deleted together
// after one confirmation, the opportunities as a table, and row actions that stay in view
// at a phone's width and a desktop's. Each test's articles carry a marker of their own in
// their titles, searched for, so that the demo content and the other files' items stay out.
import type { Locator, Page } from "playwright-core";
import { beforeAll, describe, expect, test } from "vitest";
import { adminToken, createArticle, uniqueSuffix } from "./support/api.ts";
import {
  acceptNextDialog,
  adminContentPerFile,
  dismissNextDialog,
  wcagViolations,
} from "./support/back-office.ts";
import { e2eEnv } from "./support/env.ts";
import { waitForHydration } from "./support/page.ts";

const { baseUrl, signedIn, staffItem } = adminContentPerFile();
const { adminEmail, adminPassword } = e2eEnv();
const LISTS = [
  ["/admin/realisations", "Réalisations"],
  ["/admin/articles", "Articles"],
  ["/admin/opportunites", "Opportunités"],
] as const;

let token = "";
beforeAll(async () => {
  token = await adminToken(baseUrl, adminEmail, adminPassword);
});

/** Articles titled `${marker} ${name}`, created in the order given (the API adds " fr"). */
async function articles(marker: string, names: readonly string[], etat?: "publié") {
  const ids: string[] = [];
  for (const name of names)
    ids.push((await createArticle(baseUrl, token, `${marker} ${name}`, etat))._id);
  return ids;
}

/** The articles list searched for `marker` (and more of the URL's `query`), its rows shown. */
async function articleList(page: Page, marker: string, query = "") {
  await page.goto(`/admin/articles?recherche=${encodeURIComponent(marker)}${query}`);
  await page.getByRole("table").waitFor();
  await waitForHydration(page, "table a");
  return page.getByRole("region", { name: "Articles" });
}

/** The French titles of the table's rows, in order (each row's first link is its title). */
const rowTitles = (table: Locator): Promise<string[]> =>
  table
    .locator("tbody tr")
    .evaluateAll((rows) => rows.map((row) => row.querySelector("td a")?.textContent ?? ""));

/** The `aria-sort` of the header named `name` (null when the list is not sorted by it). */
const ariaSort = (page: Page, name: string) =>
  page.getByRole("columnheader", { name }).getAttribute("aria-sort");

describe("back-office lists", () => {
  test("a click on a header sorts the list by it, both ways, and the header says so", async () => {
    const marker = `Tri${uniqueSuffix()}`;
    await articles(marker, ["Bravo", "Charlie", "Alpha"]);
    const page = await signedIn();
    const table = await articleList(page, marker);
    await table.getByRole("row").nth(3).waitFor();

    // Newest first until a header is chosen: the date's header says descending.
    const newestFirst = ["Alpha", "Charlie", "Bravo"].map((name) => `${marker} ${name} fr`);
    expect(await rowTitles(table)).toEqual(newestFirst);
    expect(await ariaSort(page, "Création")).toBe("descending");
    expect(await ariaSort(page, "Titre")).toBeNull();

    // The header is a link to the sorted list's address: it works as any link does.
    const titleHeader = page.getByRole("link", { name: "Titre", exact: true });
    expect(await titleHeader.getAttribute("href")).toMatch(/[?&]tri=titre(&|$)/);
    await titleHeader.click();
    await page.waitForURL((url) => url.searchParams.get("tri") === "titre");
    await expect.poll(() => rowTitles(table)).toEqual([...newestFirst].sort());
    expect(await ariaSort(page, "Titre")).toBe("ascending");
    expect(await ariaSort(page, "Création")).toBeNull();
    // The search stays: only this test's three articles are listed.
    expect(new URL(page.url()).searchParams.get("recherche")).toBe(marker);

    await page.getByRole("link", { name: "Titre", exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get("tri") === "-titre");
    await expect.poll(() => rowTitles(table)).toEqual([...newestFirst].sort().reverse());
    expect(await ariaSort(page, "Titre")).toBe("descending");

    // Opened directly (a bookmark, a reload), the address gives the same order.
    await page.reload();
    await table.getByRole("row").nth(3).waitFor();
    expect(await rowTitles(table)).toEqual([...newestFirst].sort().reverse());
    expect(await ariaSort(page, "Titre")).toBe("descending");
  });

  test("the page size shows 20, 50 or 100 rows a page, and stays in the address", async () => {
    const marker = `Taille${uniqueSuffix()}`;
    await articles(
      marker,
      Array.from({ length: 21 }, (_, i) => `n°${String(i + 1).padStart(2, "0")}`),
    );
    const page = await signedIn();
    const table = await articleList(page, marker);
    await page.getByRole("status").filter({ hasText: "21 articles" }).waitFor();
    expect(await table.locator("tbody tr").count()).toBe(20);
    await page.getByText("Page 1 sur 2").waitFor();

    await page.getByLabel("Par page").selectOption("50");
    await page.waitForURL((url) => url.searchParams.get("limite") === "50");
    await expect.poll(() => table.locator("tbody tr").count()).toBe(21);
    expect(await page.getByText("Page 1 sur 2").count()).toBe(0);
    // The search is kept; the choice survives a reload.
    expect(new URL(page.url()).searchParams.get("recherche")).toBe(marker);
    await page.reload();
    await table.locator("tbody tr").nth(20).waitFor();
    expect(await page.getByLabel("Par page").inputValue()).toBe("50");

    // The page size is a GET form's field: without the script, its address is the same.
    const form = page.locator("form").filter({ has: page.getByLabel("Par page") });
    expect(await form.getAttribute("method")).toBe("get");
    expect(await form.locator('input[type="hidden"][name="recherche"]').inputValue()).toBe(marker);
  });

  test("two ticked rows are published together, and the public site shows them", async () => {
    const marker = `Lot${uniqueSuffix()}`;
    const [first = "", second = "", untouched = ""] = await articles(marker, [
      "Un",
      "Deux",
      "Trois",
    ]);
    const page = await signedIn();
    const table = await articleList(page, marker);
    await table.locator("tbody tr").nth(2).waitFor();
    const publish = page.getByRole("button", { name: "Publier la sélection", exact: true });
    expect(await publish.isDisabled()).toBe(true);

    await page.getByRole("checkbox", { name: `Sélectionner : ${marker} Un fr` }).check();
    await page.getByRole("checkbox", { name: `Sélectionner : ${marker} Deux fr` }).check();
    await page.getByText("2 sélectionnés :").waitFor();
    expect(await wcagViolations(page)).toEqual([]);
    await publish.click();

    await page.getByRole("status").filter({ hasText: "2 articles publiés." }).waitFor();
    for (const name of ["Un", "Deux"]) {
      const row = table.getByRole("row").filter({ hasText: `${marker} ${name} fr` });
      await expect.poll(() => row.textContent()).toContain("Publié");
    }
    expect((await staffItem<{ etat: string }>("articles", first)).data.etat).toBe("publié");
    expect((await staffItem<{ etat: string }>("articles", second)).data.etat).toBe("publié");
    expect((await staffItem<{ etat: string }>("articles", untouched)).data.etat).toBe("brouillon");
    // Nothing stays ticked once done.
    expect(await page.getByRole("checkbox", { checked: true }).count()).toBe(0);
    const response = await fetch(`${baseUrl}/api/v1/articles?limite=100`);
    const shown = ((await response.json()) as { results: { _id: string }[] }).results.map(
      (item) => item._id,
    );
    expect(shown).toEqual(expect.arrayContaining([first, second]));
    expect(shown).not.toContain(untouched);
  });

  test("the page's rows are deleted together after one confirmation", async () => {
    const marker = `Suppr${uniqueSuffix()}`;
    const ids = await articles(marker, ["Un", "Deux"], "publié");
    const page = await signedIn();
    const table = await articleList(page, marker);
    await table.locator("tbody tr").nth(1).waitFor();
    await page.getByRole("checkbox", { name: "Tout sélectionner sur cette page" }).check();
    await page.getByText("2 sélectionnés :").waitFor();

    // Cancelled: nothing goes, the rows stay ticked.
    const declined = dismissNextDialog(page);
    await page.getByRole("button", { name: "Supprimer la sélection" }).click();
    expect(declined()).toBe("Confirmer la suppression ?");
    expect(await table.locator("tbody tr").count()).toBe(2);
    expect((await staffItem("articles", ids[0] ?? "")).status).toBe(200);

    let questions = 0;
    page.on("dialog", () => {
      questions += 1;
    });
    const asked = acceptNextDialog(page);
    await page.getByRole("button", { name: "Supprimer la sélection" }).click();
    await page.getByRole("status").filter({ hasText: "2 articles supprimés." }).waitFor();
    expect(asked()).toBe("Confirmer la suppression ?");
    expect(questions).toBe(1);
    await page.getByText("Aucun résultat pour ces critères.").waitFor();
    for (const id of ids) expect((await staffItem("articles", id)).status).toBe(404);
  });

  test("the opportunities are a table like the others, sorted and ticked the same way", async () => {
    const page = await signedIn();
    await page.goto("/admin/opportunites");
    const table = page.getByRole("region", { name: "Opportunités" });
    await table.locator("tbody tr").first().waitFor();
    // The headers' texts (their arrows are drawn by CSS); the image waits for a wider table.
    expect(await table.getByRole("columnheader").allTextContents()).toEqual([
      "",
      "Titre",
      "Catégorie",
      "Pays",
      "Statut",
      "État",
      "Création",
      "Auteur",
      "Langues",
      "Vues",
    ]);
    // An opportunity's state is chosen at its creation: only deletion is offered.
    expect(await page.getByRole("button", { name: /la sélection$/ }).allTextContents()).toEqual([
      "Supprimer la sélection",
    ]);
    await page.getByRole("link", { name: "Vues", exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get("tri") === "-vues");
    await expect.poll(() => ariaSort(page, "Vues")).toBe("descending");
    expect(await ariaSort(page, "Création")).toBeNull();
  });

  for (const width of [360, 1280]) {
    test(`at ${width} px, each list fits its box: every row's actions in view, no axe violation`, async () => {
      const page = await signedIn({ viewport: { width, height: 800 } });
      for (const [path, name] of LISTS) {
        await page.goto(path);
        const region = page.getByRole("region", { name });
        await region.locator("tbody tr").first().waitFor();
        const overflow = await region.evaluate((box) => box.scrollWidth - box.clientWidth);
        expect(overflow, `${path} scrolls sideways by ${overflow} px`).toBeLessThanOrEqual(0);
        const box = await region.boundingBox();
        const actions = region.getByRole("button", { name: /^Supprimer : / });
        for (const action of await actions.all()) {
          const at = await action.boundingBox();
          expect(at && box && at.x + at.width <= box.x + box.width, path).toBe(true);
        }
        expect(await actions.count(), path).toBeGreaterThan(0);
        expect(await wcagViolations(page), `${path} at ${width} px`).toEqual([]);
      }
    });
  }
});
