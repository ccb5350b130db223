import { appContext } from "#app-context";
import { LANGUAGES, type Localized } from "../../domain/constants.ts";
import {
  CONTENT_TYPE_IDENTITIES,
  CONTENT_TYPE_KEYS,
  type ContentTypePlural,
} from "../../domain/content-types/identities.ts";
import { detailAlternates, PAGE_PATHS, pageAlternates } from "../../domain/site-paths.ts";
import type { AppLoadContext } from "../lib/app-context.ts";
import type { Route } from "./+types/sitemap";

/** The most items one list call returns (the API's `limite` maximum). */
const BATCH = 100;

interface SitemapEntry {
  alternates: Localized;
  lastmod?: string | null | undefined;
}

/** Every published item of a type, page after page, with its slugs in every language. */
async function publishedItems(
  app: AppLoadContext,
  type: ContentTypePlural,
): Promise<SitemapEntry[]> {
  const entries: SitemapEntry[] = [];
  for (let page = 1; ; page++) {
    const { items, total } = await app[type].list({ page, limite: BATCH });
    for (const item of items) {
      entries.push({
        alternates: detailAlternates(type, item.slugs),
        lastmod: item.datePublication,
      });
    }
    if (items.length === 0 || page * BATCH >= total) return entries;
  }
}

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** One `<url>` per language, each naming all its alternates (Google's hreflang sitemap form). */
function urlElements(publicUrl: string, entry: SitemapEntry): string[] {
  const href = (path: string) => escapeXml(`${publicUrl}${path}`);
  const links = [
    ...LANGUAGES.map(
      (lang) =>
        `<xhtml:link rel="alternate" hreflang="${lang}" href="${href(entry.alternates[lang])}"/>`,
    ),
    `<xhtml:link rel="alternate" hreflang="x-default" href="${href(entry.alternates.fr)}"/>`,
  ].join("");
  const lastmod = entry.lastmod ? `<lastmod>${entry.lastmod.slice(0, 10)}</lastmod>` : "";
  return LANGUAGES.map(
    (lang) => `<url><loc>${href(entry.alternates[lang])}</loc>${lastmod}${links}</url>`,
  );
}

/**
 * `/sitemap.xml`: every public page and every published item in every language, with its
 * alternates and `lastmod`. It reads the public lists, so nothing unpublished appears.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  const pages: SitemapEntry[] = Object.values(PAGE_PATHS).map((path) => ({
    alternates: pageAlternates(path),
  }));
  const items = (
    await Promise.all(
      CONTENT_TYPE_KEYS.map((key) => publishedItems(app, CONTENT_TYPE_IDENTITIES[key].plural)),
    )
  ).flat();
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...[...pages, ...items].flatMap((entry) => urlElements(app.publicUrl, entry)),
    "</urlset>",
  ].join("\n");
  return new Response(body, {
    headers: {
      "content-type": "application/xml; charset=utf-8",
      "cache-control": "public, max-age=0, s-maxage=300",
    },
  });
}
