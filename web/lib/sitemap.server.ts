// The sitemap's XML (sitemaps.org 0.9, with Google's hreflang links): the index and its
// parts (docs/decisions/045), written for web/routes/sitemap.ts and sitemap-part.ts. On
// the server only: no page component imports it.

import { LANGUAGES, type Localized } from "../../domain/constants.ts";
import { type SitemapPart, sitemapPartPath } from "../../domain/sitemap.ts";

/** An address in every language, with when its page last changed (ISO 8601), if known. */
export interface SitemapEntry {
  alternates: Localized;
  lastmod?: string | null | undefined;
}

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** A W3C datetime to the second: `2026-11-27T16:18:14Z`. */
const lastmodElement = (lastmod: string | null | undefined) =>
  lastmod ? `<lastmod>${new Date(lastmod).toISOString().slice(0, 19)}Z</lastmod>` : "";

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
  const lastmod = lastmodElement(entry.lastmod);
  return LANGUAGES.map(
    (lang) => `<url><loc>${href(entry.alternates[lang])}</loc>${lastmod}${links}</url>`,
  );
}

/** A part: its entries' addresses, each in every language. */
export function urlSet(publicUrl: string, entries: readonly SitemapEntry[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries.flatMap((entry) => urlElements(publicUrl, entry)),
    "</urlset>",
    "",
  ].join("\n");
}

/** The index: each part's address and when it last changed. */
export function sitemapIndex(
  publicUrl: string,
  parts: readonly { part: SitemapPart; lastmod: string | null }[],
): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...parts.map(
      ({ part, lastmod }) =>
        `<sitemap><loc>${escapeXml(`${publicUrl}${sitemapPartPath(part)}`)}</loc>${lastmodElement(lastmod)}</sitemap>`,
    ),
    "</sitemapindex>",
    "",
  ].join("\n");
}

/** The answer to an address naming no part: a plain French 404, kept nowhere. */
export const noSuchPart = () =>
  new Response("Cette partie du plan du site n'existe pas.\n", {
    status: 404,
    headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" },
  });
