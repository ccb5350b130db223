// The key visuals staff choose in /admin/pages (issue 31 point 2, docs/decisions/055): a
// sector's hero picked from the media library shows on its page; the home video sent from
// the form plays on the home page and is served by byte ranges; axe at 360 and 1280 px on
// the section. Everything chosen is removed after, for the files that check the defaults.
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { adminToken, uniqueSuffix } from "./support/api.ts";
import { adminContentPerFile, imageFiles, wcagViolations } from "./support/back-office.ts";
import { e2eEnv } from "./support/env.ts";
import { waitForHydration } from "./support/page.ts";

const { baseUrl, newPage, signedIn } = adminContentPerFile();
const { adminEmail, adminPassword } = e2eEnv();
const SHOTS = join(import.meta.dirname, "..", "docs", "screenshots");
const HERO_MP4 = join(import.meta.dirname, "..", "public", "media", "hero-loop.mp4");

/** A call to the API as the administrator. */
async function asAdmin(path: string, init: RequestInit = {}) {
  const token = await adminToken(baseUrl, adminEmail, adminPassword);
  return fetch(`${baseUrl}/api/v1${path}`, {
    ...init,
    headers: { ...init.headers, authorization: `Bearer ${token}` },
  });
}

afterAll(async () => {
  await asAdmin("/pages/aviation", {
    method: "PATCH",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ visuel: null }),
  });
  await asAdmin("/pages/accueil/video", { method: "DELETE" });
});

describe("the pages' key visuals in the back office", () => {
  test("a sector's hero chosen from the library shows on the sector page", async () => {
    const suffix = uniqueSuffix();
    const [file] = await imageFiles([`hangar-${suffix}.jpg`], { width: 1200, height: 900 });
    const form = new FormData();
    form.append(
      "fichiers",
      new Blob([new Uint8Array(await readFile(file as string))], { type: "image/jpeg" }),
      `hangar-${suffix}.jpg`,
    );
    const uploaded = await asAdmin("/medias", { method: "POST", body: form });
    expect(uploaded.status).toBe(201);
    const [media] = (await uploaded.json()).data as { _id: string; media: { url: string } }[];
    const key = media?.media.url.replace(/^\/uploads\/|-\d+\.webp$/g, "") ?? "";
    await asAdmin(`/medias/${media?._id}`, {
      method: "PATCH",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ texteAlternatif: { fr: `Hangar ${suffix}` } }),
    });

    const page = await signedIn({ viewport: { width: 1280, height: 900 } });
    await page.goto("/admin/pages/aviation");
    const section = page.getByRole("region", { name: "Visuels" });
    await section.waitFor();
    await waitForHydration(page, "form");
    await section.getByText("Aucune image choisie").waitFor();
    await section.getByRole("button", { name: "Choisir dans la médiathèque" }).click();
    const picker = page.getByRole("dialog", { name: "Médiathèque" });
    await picker.getByLabel("Rechercher une image").fill(`Hangar ${suffix}`);
    await picker.getByRole("button", { name: "Rechercher" }).click();
    await picker.getByRole("button", { name: new RegExp(`Choisir : Hangar ${suffix}`) }).click();
    await section.getByRole("status").filter({ hasText: "Page enregistrée" }).waitFor();
    await section.getByRole("img", { name: `Hangar ${suffix}` }).waitFor();

    await expect
      .poll(async () => (await fetch(`${baseUrl}/aviation`)).text(), { timeout: 5_000 })
      .toMatch(
        new RegExp(
          `<img[^>]*alt="Hangar ${suffix}"[^>]*${key}|<img[^>]*${key}[^>]*alt="Hangar ${suffix}"`,
        ),
      );
  });

  test("the home video is sent from the form, plays on the home page and is read by ranges", async () => {
    const page = await signedIn({ viewport: { width: 1280, height: 900 } });
    await page.goto("/admin/pages/accueil");
    const section = page.getByRole("region", { name: "Visuels" });
    await section.waitFor();
    await waitForHydration(page, "form");
    await section.getByLabel("Nouvelle vidéo (MP4 ou WebM, 30 Mo au plus)").setInputFiles(HERO_MP4);
    await section.getByRole("button", { name: "Envoyer la vidéo" }).click();
    await section.getByRole("status").filter({ hasText: "Vidéo enregistrée" }).waitFor();
    await section.getByRole("button", { name: "Retirer la vidéo" }).waitFor();

    // The site shows a write within a second (each instance trusts its cache that long).
    const sourceOnHome = async () => {
      const home = await (await fetch(`${baseUrl}/`)).text();
      return home.match(/<source src="(\/uploads\/[0-9a-f-]+\.mp4)" type="video\/mp4"\/>/)?.[1];
    };
    await expect.poll(sourceOnHome, { timeout: 5_000 }).toBeDefined();
    const url = `${baseUrl}${await sourceOnHome()}`;
    const range = await fetch(url, { headers: { range: "bytes=0-1023" } });
    expect(range.status).toBe(206);
    expect(range.headers.get("content-range")).toMatch(/^bytes 0-1023\/\d+$/);
    expect((await range.arrayBuffer()).byteLength).toBe(1024);

    // In a browser, the hero's video loads from it.
    const visitor = await newPage({ viewport: { width: 1280, height: 800 } });
    await visitor.goto("/");
    await expect
      .poll(() => visitor.evaluate(() => document.querySelector("video")?.currentSrc ?? ""))
      .toBe(url);
  });

  for (const width of [360, 1280] as const) {
    test(`at ${width} px: the home page's visuals read well and axe finds nothing`, async () => {
      const page = await signedIn({ viewport: { width, height: 900 } });
      await page.goto("/admin/pages/accueil");
      const section = page.getByRole("region", { name: "Visuels" });
      await section.waitFor();
      await waitForHydration(page, "form");
      await section.getByText("Image partagée sur les réseaux sociaux par défaut").waitFor();
      await page.waitForLoadState("networkidle");
      await section.screenshot({ path: join(SHOTS, `admin-page-visuals-${width}.png`) });
      expect(await wcagViolations(page)).toEqual([]);
      const wider = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(wider).toBe(0);
    });
  }
});
