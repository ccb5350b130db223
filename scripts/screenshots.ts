// Full-page screenshots of pages at phone, tablet and desktop widths, to look at them as a
// visitor would (Debian's Chromium, never a downloaded browser).
//   npm run screenshots -- http://localhost:3000 /tmp/shots / /en/mining /it/notizie
// Without paths: every public template (home, the four sectors, the lists and one item of
// each, about, contact, the legal pages, search, not found) in French, English and Italian.
// Back-office screens need a staff member's session: set SCREENSHOT_EMAIL and
// SCREENSHOT_PASSWORD, and every page is opened signed in as them.
//   SCREENSHOT_EMAIL=… SCREENSHOT_PASSWORD=… npm run screenshots -- URL DIR /admin /admin/journal

import { mkdirSync } from "node:fs";
import path from "node:path";
import { chromium } from "playwright-core";
import { LANGUAGES } from "../domain/constants.ts";
import type { ContentTypePlural } from "../domain/content-types/identities.ts";
import { DETAIL_PATHS, localizedPath, PAGE_PATHS, SEARCH_PATH } from "../domain/site-paths.ts";

// SCREENSHOT_WIDTHS="360,1280" narrows the widths.
const WIDTHS = (process.env.SCREENSHOT_WIDTHS ?? "360,768,1280").split(",").map(Number);
const [baseUrl = "http://localhost:3000", outDir = "/tmp/shots", ...paths] = process.argv.slice(2);

/** The French slug of the newest public item of a type, from the public API. */
async function newestSlugs(type: ContentTypePlural): Promise<Record<string, string>> {
  const response = await fetch(new URL(`/api/v1/${type}?lang=fr&limite=1`, baseUrl));
  const body = (await response.json()) as { results?: unknown[]; data?: unknown[] };
  const [item] = (body.results ?? body.data ?? []) as { slugs?: Record<string, string> }[];
  if (!item?.slugs)
    throw new Error(`no public ${type} to show: start the site with its demo content`);
  return item.slugs;
}

/** Every public template, in each language. */
async function everyTemplate(): Promise<string[]> {
  const details = await Promise.all(
    (Object.keys(DETAIL_PATHS) as ContentTypePlural[]).map(async (type) => ({
      type,
      slugs: await newestSlugs(type),
    })),
  );
  return LANGUAGES.flatMap((lang) => [
    ...Object.values(PAGE_PATHS).map((page) => localizedPath(lang, page)),
    ...details.map(({ type, slugs }) =>
      localizedPath(lang, `${DETAIL_PATHS[type]}/${slugs[lang] || slugs.fr}`),
    ),
    localizedPath(lang, `${SEARCH_PATH}?q=Dakar`),
    localizedPath(lang, "/page-introuvable"),
  ]);
}

const pages = paths.length > 0 ? paths : await everyTemplate();

mkdirSync(outDir, { recursive: true });

/** The tokens of a staff sign-in, as the back office keeps them in local storage. */
async function staffSession(): Promise<Record<string, string> | null> {
  const email = process.env.SCREENSHOT_EMAIL;
  const motDePasse = process.env.SCREENSHOT_PASSWORD;
  if (!email || !motDePasse) return null;
  const response = await fetch(new URL("/api/v1/auth/connexion", baseUrl), {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, motDePasse }),
  });
  if (!response.ok) throw new Error(`sign-in refused: ${response.status}`);
  const { token, tokenRafraichissement } = (await response.json()) as Record<string, string>;
  return { token: String(token), tokenRafraichissement: String(tokenRafraichissement) };
}
const session = await staffSession();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--no-first-run"],
});
try {
  for (const width of WIDTHS) {
    const context = await browser.newContext({
      viewport: { width, height: 900 },
      reducedMotion: "reduce",
      // A French visitor: an unprefixed address stays French rather than redirect.
      locale: "fr-FR",
    });
    if (session) {
      await context.addInitScript((tokens) => {
        for (const [key, value] of Object.entries(tokens)) localStorage.setItem(key, value);
      }, session);
    }
    const page = await context.newPage();
    for (const pagePath of pages) {
      await page.goto(new URL(pagePath, baseUrl).href, { waitUntil: "networkidle" });
      // Scroll through once so lazy images below the fold load, as they would for a reader.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 600) {
          window.scrollTo(0, y);
          await new Promise((resolve) => setTimeout(resolve, 60));
        }
        window.scrollTo(0, 0);
      });
      await page.waitForLoadState("networkidle");
      // Back at the top, the header turns navy again: let its colour transition end.
      await page.waitForFunction(
        () => document.querySelector("header")?.dataset.scrolled !== "true",
      );
      await page.waitForTimeout(400);
      const name = `${pagePath.replace(/[^\w]+/g, "_").replace(/^_|_$/g, "") || "fr"}-${width}.png`;
      await page.screenshot({ path: path.join(outDir, name), fullPage: true });
      console.log(path.join(outDir, name));
    }
    await context.close();
  }
} finally {
  await browser.close();
}
