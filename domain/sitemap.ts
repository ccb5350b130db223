// The sitemap's shape (issue 30, docs/decisions/045): `/sitemap.xml` is an index of parts,
// each a file of at most SITEMAP_MAX_URLS addresses: one for the fixed pages, then each
// content type's published items, page after page. Their names are read and written here
// only, for the routes (web/routes.ts), the index and the tests.

import { LANGUAGES } from "./constants.ts";
import {
  CONTENT_TYPE_IDENTITIES,
  CONTENT_TYPE_KEYS,
  type ContentTypePlural,
  isContentTypePlural,
} from "./content-types/identities.ts";

/** The most `<url>` one sitemap file may hold (sitemaps.org, and Google's reading of it). */
export const SITEMAP_MAX_URLS = 10_000;

/** Each item is one `<url>` per language: a part holds this many items at most. */
export const SITEMAP_ITEMS_PER_PART = Math.floor(SITEMAP_MAX_URLS / LANGUAGES.length);

/** The sitemap index's address, which robots.txt names. */
export const SITEMAP_INDEX_PATH = "/sitemap.xml";

/** Where the parts live: `/sitemaps/pages.xml`, `/sitemaps/articles-1.xml`… */
export const SITEMAP_PARTS_PATH = "/sitemaps";

/** The fixed pages' part, or page `page` (1 first) of a content type's items. */
export type SitemapPart =
  | { kind: "pages" }
  | { kind: "items"; type: ContentTypePlural; page: number };

/** The name of the fixed pages' part. */
const PAGES_PART = "pages";

/** The content types in the order the site names them, by their plural (their parts' names). */
export const SITEMAP_ITEM_TYPES: readonly ContentTypePlural[] = CONTENT_TYPE_KEYS.map(
  (key) => CONTENT_TYPE_IDENTITIES[key].plural,
);

/** A part's file name, the last segment of its address: `articles-2.xml`. */
export function sitemapPartName(part: SitemapPart): string {
  return part.kind === "pages" ? `${PAGES_PART}.xml` : `${part.type}-${part.page}.xml`;
}

/** A part's address: `/sitemaps/articles-2.xml`. */
export const sitemapPartPath = (part: SitemapPart) =>
  `${SITEMAP_PARTS_PATH}/${sitemapPartName(part)}`;

/**
 * The part a file name names, or undefined for one naming none: another type, a page 0,
 * `-abc`, a leading zero (`-01`: one address per part), or a number no site reaches (more
 * digits than a safe integer has). Whether the page exists is the data's to say.
 */
export function sitemapPartOf(name: string): SitemapPart | undefined {
  if (name === `${PAGES_PART}.xml`) return { kind: "pages" };
  // A plural may hold hyphens (`offres-emploi`); the page is what follows the last one.
  const match = /^([a-z]+(?:-[a-z]+)*)-([1-9][0-9]{0,14})\.xml$/.exec(name);
  if (!match) return undefined;
  const [, type, digits] = match;
  if (!isContentTypePlural(type)) return undefined;
  return { kind: "items", type, page: Number(digits) };
}

/**
 * The sitemap file an address names, as the key it is kept under: `index` for
 * /sitemap.xml, a part's name for /sitemaps/{name} (`articles-2.xml`); undefined for any
 * other address, or a name naming no part.
 */
export function sitemapFileOf(pathname: string): string | undefined {
  if (pathname === SITEMAP_INDEX_PATH) return "index";
  if (!pathname.startsWith(`${SITEMAP_PARTS_PATH}/`)) return undefined;
  const part = sitemapPartOf(pathname.slice(SITEMAP_PARTS_PATH.length + 1));
  return part && sitemapPartName(part);
}
