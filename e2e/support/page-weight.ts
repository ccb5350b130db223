// The first-load JavaScript of a page, as a phone on a slow network pays for it: every
// script and modulepreload its server-rendered HTML names, each file counted once, gzipped.
// Shared by `npm run size:pages` (scripts/page-weight.ts) and e2e/page-weight.e2e.ts.
import { gzipSync } from "node:zlib";

/**
 * Issue 9, lowered to 125 KB by issue 19, 127 KB since issue 32 (docs/decisions/062): no
 * public page makes a phone download more than this before it is interactive.
 */
export const PUBLIC_FIRST_LOAD_BUDGET = 127 * 1024;

/** Script URLs a page's HTML makes the browser load before it is interactive. */
export function scriptsOf(html: string): string[] {
  const urls = new Set<string>();
  for (const match of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)) {
    urls.add(match[1] as string);
  }
  for (const match of html.matchAll(/<script[^>]+src="([^"]+)"/g)) urls.add(match[1] as string);
  // React Router's entry imports the route modules of the page by name.
  for (const match of html.matchAll(/import\(?\s*"([^"]+\.js)"/g)) urls.add(match[1] as string);
  return [...urls];
}

export interface PageWeight {
  html: string;
  scripts: string[];
  /** The scripts' text, in the order of `scripts`. */
  sources: string[];
  raw: number;
  gzipped: number;
}

export async function weighPage(base: string, pagePath: string): Promise<PageWeight> {
  const response = await fetch(`${base}${pagePath}`);
  if (!response.ok) throw new Error(`${pagePath} answered ${response.status}`);
  const html = await response.text();
  const scripts = scriptsOf(html);
  const sources: string[] = [];
  let raw = 0;
  let gzipped = 0;
  for (const url of scripts) {
    const bytes = Buffer.from(await (await fetch(new URL(url, base))).arrayBuffer());
    sources.push(bytes.toString());
    raw += bytes.length;
    gzipped += gzipSync(bytes, { level: 9 }).length;
  }
  return { html, scripts, sources, raw, gzipped };
}

/** The slug of the newest public item of a list (`articles`, `realisations`, …). */
async function newestSlug(base: string, list: string): Promise<string> {
  const body = await (await fetch(`${base}/api/v1/${list}?lang=fr&limite=1`)).json();
  return (body.results ?? body.data)[0].slug as string;
}

/** One public page of each kind, the details being the newest items of the demo content. */
export async function publicPagesToWeigh(base: string): Promise<{ title: string; path: string }[]> {
  return [
    { title: "home /", path: "/" },
    { title: "home /en", path: "/en" },
    { title: "sector /mines", path: "/mines" },
    { title: "list /actualites", path: "/actualites" },
    { title: "article /article/{slug}", path: `/article/${await newestSlug(base, "articles")}` },
    {
      title: "project /realisation/{slug}",
      path: `/realisation/${await newestSlug(base, "realisations")}`,
    },
    {
      title: "opportunity /opportunite/{slug}",
      path: `/opportunite/${await newestSlug(base, "opportunites")}`,
    },
    { title: "careers /carrieres", path: "/carrieres" },
    {
      title: "offer /carrieres/{slug}",
      path: `/carrieres/${await newestSlug(base, "offres-emploi")}`,
    },
    { title: "contact /contact", path: "/contact" },
    { title: "about /qui-sommes-nous", path: "/qui-sommes-nous" },
  ];
}

/** Back-office screens, as their first load (signed in or not, they load the same files). */
export const BACK_OFFICE_PAGES_TO_WEIGH = [
  { title: "sign-in /admin/connexion", path: "/admin/connexion" },
  { title: "dashboard /admin", path: "/admin" },
  { title: "list /admin/realisations", path: "/admin/realisations" },
  { title: "form /admin/realisations/creer", path: "/admin/realisations/creer" },
  { title: "form /admin/articles/creer", path: "/admin/articles/creer" },
];
