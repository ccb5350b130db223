import type { Page, Route } from "playwright-core";
import { describe, expect, test } from "vitest";
import { adminContentPerFile } from "./support/back-office.ts";

const { signedIn } = adminContentPerFile();

/**
 * Every back-office list, the API path its read goes to, and what it says when it is
 * empty (which it must not say when it could not be read).
 */
const LISTS = [
  {
    path: "/admin/opportunites",
    api: "/api/v1/opportunites/admin/all",
    emptyText: "Aucune opportunité pour le moment.",
  },
  {
    path: "/admin/articles",
    api: "/api/v1/articles/admin/all",
    emptyText: "Aucun article.",
  },
  {
    path: "/admin/realisations",
    api: "/api/v1/realisations/admin/all",
    emptyText: "Aucune réalisation.",
  },
  { path: "/admin/utilisateurs", api: "/api/v1/utilisateurs", emptyText: null },
  { path: "/admin/demandes", api: "/api/v1/contact", emptyText: "Aucune demande pour le moment." },
  { path: "/admin/abonnes", api: "/api/v1/newsletter", emptyText: "Aucun abonné pour le moment." },
  { path: "/admin/journal", api: "/api/v1/journal", emptyText: "Aucune action enregistrée." },
] as const;

/**
 * Cuts the network under the list's read, as a lost connection would (the request never
 * reaches the server); the returned function puts it back.
 */
async function cutNetwork(page: Page, apiPath: string): Promise<() => Promise<void>> {
  const matches = (url: URL) => url.pathname === apiPath;
  const abort = (route: Route) => route.abort("internetdisconnected");
  await page.route(matches, abort);
  return () => page.unroute(matches, abort);
}

describe("back office: a list that cannot be read", () => {
  test("says 'Erreur lors du chargement' with a retry, never its empty text nor a count", async () => {
    const page = await signedIn();
    for (const list of LISTS) {
      const restore = await cutNetwork(page, list.api);
      await page.goto(list.path);
      const failure = page.getByRole("alert").filter({ hasText: "Erreur lors du chargement" });
      await failure.waitFor();
      expect(await failure.textContent(), list.path).toContain(
        "Impossible de joindre le serveur. Vérifiez votre connexion.",
      );
      await page.getByRole("button", { name: "Réessayer" }).waitFor();
      if (list.emptyText) expect(await page.getByText(list.emptyText).count(), list.path).toBe(0);
      expect(await page.getByText(/^0 /).count(), list.path).toBe(0);
      await restore();
    }
  });

  test("the opportunity list shows its rows once 'Réessayer' reads it again", async () => {
    const page = await signedIn();
    const restore = await cutNetwork(page, "/api/v1/opportunites/admin/all");
    await page.goto("/admin/opportunites");
    await page.getByRole("button", { name: "Réessayer" }).waitFor();
    await page.getByRole("heading", { level: 1, name: "Gestion des opportunités" }).waitFor();

    await restore();
    await page.getByRole("button", { name: "Réessayer" }).click();
    // The demo content has opportunities: their rows come back, and the failure goes.
    await page.getByRole("region", { name: "Opportunités" }).getByRole("row").nth(1).waitFor();
    expect(await page.getByText("Erreur lors du chargement").count()).toBe(0);
    expect(await page.getByRole("status").first().textContent()).toMatch(/^\d+ opportunités?$/);
  });

  test("the user list shows its table once 'Réessayer' reads it again", async () => {
    const page = await signedIn();
    const restore = await cutNetwork(page, "/api/v1/utilisateurs");
    await page.goto("/admin/utilisateurs");
    await page.getByRole("button", { name: "Réessayer" }).waitFor();
    expect(await page.getByRole("table").count()).toBe(0);

    await restore();
    await page.getByRole("button", { name: "Réessayer" }).click();
    await page.getByRole("row").nth(1).waitFor();
    expect(await page.getByText("Erreur lors du chargement").count()).toBe(0);
  });
});
