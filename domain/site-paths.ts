// The public site's addresses (SPEC.md §2, DESIGN.md §7), in one place for the route
// config, the links of every page, the language redirects and the sitemap: French pages
// live at the root, English and Italian ones under /en and /it.

import { DEFAULT_LANGUAGE, LANGUAGES, type Language, type Localized } from "./constants.ts";
import {
  CONTENT_TYPE_IDENTITIES,
  CONTENT_TYPE_KEYS,
  type ContentTypeKey,
  type ContentTypePlural,
} from "./content-types/identities.ts";
import { isLanguage } from "./language.ts";

/** The public pages that have one address per language (the same words in every language). */
export const PAGE_PATHS = {
  home: "/",
  immobilier: "/immobilier",
  aviation: "/aviation",
  mines: "/mines",
  logistique: "/logistique",
  realisations: "/realisations",
  actualites: "/actualites",
  opportunites: "/opportunites",
  about: "/qui-sommes-nous",
  /** The direction and the board (issue 32, point 1). */
  gouvernance: "/gouvernance",
  contact: "/contact",
  /** The legal pages (issue 18), their texts edited in /admin/pages like the others'. */
  mentionsLegales: "/mentions-legales",
  confidentialite: "/confidentialite",
} as const;

export type PageName = keyof typeof PAGE_PATHS;

/**
 * The public search's page (issue 20), `/recherche?q=…` in every language like the others.
 * Not among PAGE_PATHS: a page of results is for a visitor, not for the sitemap.
 */
export const SEARCH_PATH = "/recherche";

/** Whether a path is the search page, in any language: a page per query, never cached. */
export const isSearchPath = (pathname: string) =>
  splitLanguagePrefix(pathname).path === SEARCH_PATH;

/**
 * Where each content type's detail pages live, by its plural: `/article/{slug}`,
 * `/en/article/{slug}` (domain/content-types/identities.ts).
 */
export const DETAIL_PATHS = Object.fromEntries(
  CONTENT_TYPE_KEYS.map((key) => [
    CONTENT_TYPE_IDENTITIES[key].plural,
    CONTENT_TYPE_IDENTITIES[key].detailPath,
  ]),
) as {
  [K in ContentTypeKey as (typeof CONTENT_TYPE_IDENTITIES)[K]["plural"]]: (typeof CONTENT_TYPE_IDENTITIES)[K]["detailPath"];
};

/** A path of the French site in a language: `/contact` → `/en/contact`, `/` → `/en`. */
export function localizedPath(lang: Language, path: string): string {
  if (lang === DEFAULT_LANGUAGE) return path;
  return path === "/" ? `/${lang}` : `/${lang}${path}`;
}

/** A detail page's path in a language, from that language's slug. */
export function detailPath(lang: Language, type: ContentTypePlural, slug: string): string {
  return localizedPath(lang, `${DETAIL_PATHS[type]}/${encodeURIComponent(slug)}`);
}

/** The same page in every language (the `hreflang` alternates and the flags' links). */
export function pageAlternates(path: string): Localized {
  return Object.fromEntries(
    LANGUAGES.map((lang) => [lang, localizedPath(lang, path)]),
  ) as Localized;
}

/** A detail page in every language, each with its own slug. */
export function detailAlternates(type: ContentTypePlural, slugs: Localized): Localized {
  return Object.fromEntries(
    LANGUAGES.map((lang) => [lang, detailPath(lang, type, slugs[lang] || slugs.fr)]),
  ) as Localized;
}

/** A path's language prefix and the French path under it: `/en/contact` → en, `/contact`. */
export function splitLanguagePrefix(pathname: string): {
  prefix: Language | undefined;
  path: string;
} {
  const [, first = "", ...rest] = pathname.split("/");
  if (first === DEFAULT_LANGUAGE || !isLanguage(first))
    return { prefix: undefined, path: pathname };
  return { prefix: first, path: `/${rest.join("/")}` };
}

/**
 * Where staff preview an unpublished item as the public site will show it, in each
 * language: `/apercu/{jeton}`, `/en/apercu/{jeton}`. The token names the item and expires
 * (server/lib/tokens.ts).
 */
export const PREVIEW_PATH = "/apercu";

/** A preview page's path in a language. */
export const previewPath = (lang: Language, token: string) =>
  localizedPath(lang, `${PREVIEW_PATH}/${encodeURIComponent(token)}`);

/** A preview page, in any language. */
export const isPreviewPath = (pathname: string) =>
  splitLanguagePrefix(pathname).path.startsWith(`${PREVIEW_PATH}/`);

/**
 * The pages a newsletter mail links to, each followed by its token: they show a button
 * that posts, so a mail scanner opening the link changes nothing. Like previews, they are
 * never cached (the token would be kept) nor redirected.
 */
export const NEWSLETTER_TOKEN_PATHS = {
  confirm: "/newsletter/confirmation",
  unsubscribe: "/newsletter/desinscription",
} as const;

/** A newsletter token page's path in a language. */
export const newsletterTokenPath = (
  lang: Language,
  page: keyof typeof NEWSLETTER_TOKEN_PATHS,
  token: string,
) => localizedPath(lang, `${NEWSLETTER_TOKEN_PATHS[page]}/${encodeURIComponent(token)}`);

/**
 * The French path of the page a token link opens (`/apercu`, `/newsletter/desinscription`),
 * without its token; undefined for any other path. Logs show this instead of the token.
 */
export function tokenPageOf(pathname: string): string | undefined {
  const { path } = splitLanguagePrefix(pathname);
  return [PREVIEW_PATH, ...Object.values(NEWSLETTER_TOKEN_PATHS)].find((page) =>
    path.startsWith(`${page}/`),
  );
}

/** Paths the public site does not serve as pages: the API, the back office, files. */
const NOT_PAGES = /^\/(?:api|admin|conseiller|uploads|assets|media|docs|__manifest)(?:\/|$)/;

/**
 * Whether a path is a public page (a document a visitor opens), as opposed to the API, the
 * back office, a staff preview (never cached, never redirected) or a file (`/favicon.svg`,
 * `/sitemap.xml`, `/page.data`).
 */
export function isPublicPagePath(pathname: string): boolean {
  const lastSegment = pathname.slice(pathname.lastIndexOf("/") + 1);
  return (
    !NOT_PAGES.test(pathname) && tokenPageOf(pathname) === undefined && !lastSegment.includes(".")
  );
}

/**
 * The page a data request of React Router's client navigations is for, read as React
 * Router reads it (server-runtime/urls.js): `/en.data` is the page `/en`, `/_.data` the
 * home page `/`. Anything else is its own page.
 */
export function documentPath(pathname: string): string {
  if (pathname.endsWith("/_.data")) return pathname.slice(0, -"_.data".length);
  return pathname.endsWith(".data") ? pathname.slice(0, -".data".length) : pathname;
}

/**
 * A redirect's target made a path of this site, whatever it was built from: a browser
 * reads `//host/…` and `/\host/…` (and the same with tabs or line breaks in between, which it
 * drops) as another site's address, so every leading run of slashes, backslashes and
 * blanks becomes one slash.
 */
export function sitePath(location: string): string {
  return `/${location.replace(/^[/\\\s]+/, "")}`;
}

/** The query parameter of a public list's page (`/actualites?page=2`). */
export const LIST_PAGE_PARAM = "page";

/**
 * The page a public list shows for a query: 1 when absent or not a whole number ≥ 1. The
 * list's loader and the page cache's key read it here, so two addresses that show the
 * same page share one cache entry.
 */
export function listPageOf(search: URLSearchParams): number {
  const value = Number(search.get(LIST_PAGE_PARAM) ?? "1");
  return Number.isSafeInteger(value) && value >= 1 ? value : 1;
}

/** Lower case, but for percent-escapes, whose hex digits stay upper case (`%C3%A9`). */
const lowerCaseOutsideEscapes = (path: string) =>
  path.toLowerCase().replace(/%[0-9a-f]{2}/g, (percentEscape) => percentEscape.toUpperCase());

/**
 * The one address of a public page (issue 16): lower case, one slash between segments,
 * none at the end (`/EN/Contact/` → `/en/contact`). A token page keeps its token as it
 * was sent: tokens are case-sensitive.
 */
export function canonicalPagePath(pathname: string): string {
  let path = pathname.replace(/\/{2,}/g, "/");
  if (path.length > 1) path = path.replace(/\/+$/, "");
  const lower = lowerCaseOutsideEscapes(path);
  if (tokenPageOf(lower) === undefined) return lower;
  const tokenStart = path.lastIndexOf("/") + 1;
  return lower.slice(0, tokenStart) + path.slice(tokenStart);
}
