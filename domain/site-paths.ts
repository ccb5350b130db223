// The public site's addresses (SPEC.md §2, DESIGN.md §7), in one place for the route
// config, the links of every page, the language redirects and the sitemap: French pages
// live at the root, English and Italian ones under /en and /it.
import { DEFAULT_LANGUAGE, LANGUAGES, type Language, type Localized } from "./constants.ts";
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
  contact: "/contact",
} as const;

export type PageName = keyof typeof PAGE_PATHS;

/** Where each content type's detail pages live: `/article/{slug}`, `/en/article/{slug}`. */
export const DETAIL_PATHS = {
  realisations: "/realisation",
  articles: "/article",
  opportunites: "/opportunite",
} as const;

export type ContentType = keyof typeof DETAIL_PATHS;

export const isContentType = (value: unknown): value is ContentType =>
  typeof value === "string" && Object.hasOwn(DETAIL_PATHS, value);

/** A path of the French site in a language: `/contact` → `/en/contact`, `/` → `/en`. */
export function localizedPath(lang: Language, path: string): string {
  if (lang === DEFAULT_LANGUAGE) return path;
  return path === "/" ? `/${lang}` : `/${lang}${path}`;
}

/** A detail page's path in a language, from that language's slug. */
export function detailPath(lang: Language, type: ContentType, slug: string): string {
  return localizedPath(lang, `${DETAIL_PATHS[type]}/${encodeURIComponent(slug)}`);
}

/** The same page in every language (the `hreflang` alternates and the flags' links). */
export function pageAlternates(path: string): Localized {
  return Object.fromEntries(
    LANGUAGES.map((lang) => [lang, localizedPath(lang, path)]),
  ) as Localized;
}

/** A detail page in every language, each with its own slug. */
export function detailAlternates(type: ContentType, slugs: Localized): Localized {
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
