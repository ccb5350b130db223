// The public site's addresses (SPEC.md §2, DESIGN.md §7, docs/decisions/056), in one table
// for the route config, the links of every page, the language redirects, the sitemap and
// the mails: French pages live at the root with SPEC.md's words, English and Italian ones
// under /en and /it with their own words (`/actualites`, `/en/news`, `/it/notizie`). The
// rest of the code names a page by its French path and lets localizedPath translate it.

import { DEFAULT_LANGUAGE, LANGUAGES, type Language, type Localized } from "./constants.ts";
import {
  CONTENT_TYPE_IDENTITIES,
  CONTENT_TYPE_KEYS,
  type ContentTypeKey,
  type ContentTypePlural,
} from "./content-types/identities.ts";
import { isLanguage } from "./language.ts";

/**
 * What an address of the table is:
 * - `page`: a page of its own, listed in the sitemap (`/contact`);
 * - `unlisted`: a page the sitemap leaves out (the search's results, the newsletter's form);
 * - `detail`: the start of an item's page, followed by its slug (`/article/{slug}`);
 * - `token`: the start of a page a signed link opens, followed by its token;
 * - `reserved`: a page issue 32 will add, its addresses chosen now so that it only adds a
 *   route (kind `page` then); it has no route yet and answers 404 until then.
 */
type PathKind = "page" | "unlisted" | "detail" | "token" | "reserved";

interface SitePath extends Localized {
  kind: PathKind;
}

/**
 * Every address of the public site in each language: the one table (docs/decisions/056).
 * The French words are SPEC.md §2's and never change; an English or Italian address read
 * with French words (`/en/actualites`) answers 301 to its own (movedAddress). Slugs and
 * tokens after a `detail` or `token` start are not translated here: an item has its own
 * slug per language.
 */
export const SITE_PATHS = {
  home: { kind: "page", fr: "/", en: "/", it: "/" },
  immobilier: { kind: "page", fr: "/immobilier", en: "/real-estate", it: "/immobiliare" },
  aviation: { kind: "page", fr: "/aviation", en: "/aviation", it: "/aviazione" },
  mines: { kind: "page", fr: "/mines", en: "/mining", it: "/miniere" },
  logistique: { kind: "page", fr: "/logistique", en: "/logistics", it: "/logistica" },
  realisations: { kind: "page", fr: "/realisations", en: "/projects", it: "/progetti" },
  actualites: { kind: "page", fr: "/actualites", en: "/news", it: "/notizie" },
  opportunites: {
    kind: "page",
    fr: "/opportunites",
    en: "/opportunities",
    it: "/opportunita",
  },
  about: { kind: "page", fr: "/qui-sommes-nous", en: "/about-us", it: "/chi-siamo" },
  contact: { kind: "page", fr: "/contact", en: "/contact", it: "/contatti" },
  /** The legal pages (issue 18), their texts edited in /admin/pages like the others'. */
  mentionsLegales: {
    kind: "page",
    fr: "/mentions-legales",
    en: "/legal-notice",
    it: "/note-legali",
  },
  confidentialite: { kind: "page", fr: "/confidentialite", en: "/privacy", it: "/privacy" },
  /** The public search (issue 20), `/recherche?q=…`: a page per query, for a visitor. */
  search: { kind: "unlisted", fr: "/recherche", en: "/search", it: "/cerca" },
  newsletter: { kind: "unlisted", fr: "/newsletter", en: "/newsletter", it: "/newsletter" },
  // Each content type's detail pages, by its one spelling (domain/content-types/identities.ts).
  realisation: { kind: "detail", fr: "/realisation", en: "/project", it: "/progetto" },
  article: { kind: "detail", fr: "/article", en: "/news", it: "/notizia" },
  opportunite: {
    kind: "detail",
    fr: "/opportunite",
    en: "/opportunity",
    it: "/opportunita",
  },
  // A job offer's page and a press release's live under their list's address (issue 32):
  // `/carrieres/{slug}`, `/presse/{slug}`.
  offreEmploi: { kind: "detail", fr: "/carrieres", en: "/careers", it: "/carriere" },
  communique: { kind: "detail", fr: "/presse", en: "/press", it: "/stampa" },
  /**
   * Where staff preview an item, published or not, as the public site will show it; the
   * token names the item and expires (server/lib/tokens.ts).
   */
  preview: { kind: "token", fr: "/apercu", en: "/preview", it: "/anteprima" },
  /**
   * The pages a newsletter mail links to: they show a button that posts, so a mail scanner
   * opening the link changes nothing.
   */
  newsletterConfirm: {
    kind: "token",
    fr: "/newsletter/confirmation",
    en: "/newsletter/confirm",
    it: "/newsletter/conferma",
  },
  newsletterUnsubscribe: {
    kind: "token",
    fr: "/newsletter/desinscription",
    en: "/newsletter/unsubscribe",
    it: "/newsletter/disiscrizione",
  },
  /** The group's leadership and board (issue 32, docs/decisions/058). */
  gouvernance: { kind: "page", fr: "/gouvernance", en: "/governance", it: "/governance" },
  /** The open job offers (issue 32), filtered by sector and country. */
  carrieres: { kind: "page", fr: "/carrieres", en: "/careers", it: "/carriere" },
  /** The press releases, newest first (issue 32). */
  presse: { kind: "page", fr: "/presse", en: "/press", it: "/stampa" },
  // Issue 32's pages still to come.
  engagements: { kind: "reserved", fr: "/engagements", en: "/commitments", it: "/impegni" },
} as const satisfies Record<string, SitePath> &
  Record<ContentTypeKey, SitePath & { kind: "detail" }>;

export type SitePathName = keyof typeof SITE_PATHS;
type Table = typeof SITE_PATHS;
type NamesOf<K extends PathKind> = {
  [N in SitePathName]: Table[N]["kind"] extends K ? N : never;
}[SitePathName];

const NAMES = Object.keys(SITE_PATHS) as SitePathName[];
const namesOf = <K extends PathKind>(kind: K) =>
  NAMES.filter((name): name is NamesOf<K> => SITE_PATHS[name].kind === kind);

/** A name's path in a language, without the language's prefix (the route config's). */
export const pathIn = (lang: Language, name: SitePathName): string => SITE_PATHS[name][lang];

/** The public pages the sitemap lists, by name, each with its French path. */
export const PAGE_PATHS = Object.fromEntries(
  namesOf("page").map((name) => [name, SITE_PATHS[name].fr]),
) as { [N in NamesOf<"page">]: Table[N]["fr"] };

export type PageName = keyof typeof PAGE_PATHS;

/**
 * The public search's page (issue 20), `/recherche?q=…`. Not among PAGE_PATHS: a page of
 * results is for a visitor, not for the sitemap.
 */
export const SEARCH_PATH = SITE_PATHS.search.fr;

/** Whether a path is the search page, in any language: a page per query, never cached. */
export const isSearchPath = (pathname: string) =>
  splitLanguagePrefix(pathname).path === SEARCH_PATH;

/**
 * Where each content type's detail pages live, by its plural, in French: `/article/{slug}`
 * (`/en/news/{slug}` through localizedPath).
 */
export const DETAIL_PATHS = Object.fromEntries(
  CONTENT_TYPE_KEYS.map((key) => [CONTENT_TYPE_IDENTITIES[key].plural, SITE_PATHS[key].fr]),
) as {
  [K in ContentTypeKey as (typeof CONTENT_TYPE_IDENTITIES)[K]["plural"]]: Table[K]["fr"];
};

/** The start of an item's or a token's page in one language's words and another's. */
type Start = { from: string; to: string };

/**
 * The table read from one language into another, built once: the whole paths of pages by
 * their path, and the starts that a slug or a token follows, longest first.
 */
function translation(from: Language, to: Language) {
  const whole = new Map<string, string>();
  const starts: Start[] = [];
  for (const name of NAMES) {
    const entry: SitePath = SITE_PATHS[name];
    if (entry.kind === "detail" || entry.kind === "token") {
      starts.push({ from: entry[from], to: entry[to] });
    } else {
      whole.set(entry[from], entry[to]);
    }
  }
  starts.sort((a, b) => b.from.length - a.from.length);
  return { whole, starts };
}

const TRANSLATIONS = Object.fromEntries(
  LANGUAGES.map((from) => [
    from,
    Object.fromEntries(LANGUAGES.map((to) => [to, translation(from, to)])),
  ]),
) as Record<Language, Record<Language, ReturnType<typeof translation>>>;

/**
 * A path (no prefix, no query) in one language's words read in another's: `/actualites`
 * → `/news`, `/article/{slug}` → `/news/{slug}`; undefined when the table does not know it
 * in `from`'s words. What follows a detail's or a token's start is kept as it is.
 */
export function translatePath(path: string, from: Language, to: Language): string | undefined {
  const { whole, starts } = TRANSLATIONS[from][to];
  const page = whole.get(path);
  if (page !== undefined) return page;
  for (const start of starts) {
    if (path.length > start.from.length + 1 && path.startsWith(`${start.from}/`)) {
      return start.to + path.slice(start.from.length);
    }
  }
  return undefined;
}

/**
 * A path of the French site in a language: `/contact` → `/it/contatti`, `/` → `/en`,
 * `/article/{slug}` → `/en/news/{slug}`, `/recherche?q=x` → `/en/search?q=x`. A path the
 * table does not know keeps its words under the prefix (`/page-introuvable`).
 */
export function localizedPath(lang: Language, path: string): string {
  if (lang === DEFAULT_LANGUAGE) return path;
  const end = path.search(/[?#]/);
  const pathname = end === -1 ? path : path.slice(0, end);
  const after = end === -1 ? "" : path.slice(end);
  const translated = translatePath(pathname, DEFAULT_LANGUAGE, lang) ?? pathname;
  return (translated === "/" ? `/${lang}` : `/${lang}${translated}`) + after;
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

/** A path's language prefix and what follows it, as it was sent. */
function prefixOf(pathname: string): { prefix: Language | undefined; rest: string } {
  const [, first = "", ...rest] = pathname.split("/");
  if (first === DEFAULT_LANGUAGE || !isLanguage(first)) {
    return { prefix: undefined, rest: pathname };
  }
  return { prefix: first, rest: `/${rest.join("/")}` };
}

/**
 * A path's language prefix and the French path of the page it names: `/en/contact` → en,
 * `/contact`; `/it/notizie` → it, `/actualites`; `/en/news/{slug}` → en, `/article/{slug}`.
 * Whatever reads a public path for its page (its type, its texts, its cache) reads it
 * here, in French whatever the language. A path the language's words do not name is
 * kept as it is (`/en/page-introuvable`).
 */
export function splitLanguagePrefix(pathname: string): {
  prefix: Language | undefined;
  path: string;
} {
  const { prefix, rest } = prefixOf(pathname);
  if (!prefix) return { prefix, path: rest };
  return { prefix, path: translatePath(rest, prefix, DEFAULT_LANGUAGE) ?? rest };
}

/**
 * No address of the site is longer (a slug is at most a title's length): a longer one is
 * no link from before, and is answered 404 rather than echoed in a redirect.
 */
const LONGEST_MOVED_ADDRESS = 1_024;

/**
 * Where an English or Italian address written with French words moved to (`/en/actualites`
 * → `/en/news`, `/it/realisation/{slug}` → `/it/progetto/{slug}`, a newsletter link mailed
 * before the change → its new address); undefined for any other path. Only the table's
 * words are replaced, the rest is the path as given: from a canonical path
 * (canonicalPagePath), the answer is a path of this site.
 */
export function movedAddress(pathname: string): string | undefined {
  if (pathname.length > LONGEST_MOVED_ADDRESS) return undefined;
  const { prefix, rest } = prefixOf(pathname);
  if (!prefix || translatePath(rest, prefix, DEFAULT_LANGUAGE) !== undefined) return undefined;
  const moved = translatePath(rest, DEFAULT_LANGUAGE, prefix);
  return moved === undefined || moved === rest ? undefined : localizedPath(prefix, rest);
}

/**
 * Where staff preview an unpublished item as the public site will show it, in each
 * language: `/apercu/{jeton}`, `/en/preview/{jeton}`, `/it/anteprima/{jeton}`.
 */
export const PREVIEW_PATH = SITE_PATHS.preview.fr;

/** A preview page's path in a language. */
export const previewPath = (lang: Language, token: string) =>
  localizedPath(lang, `${PREVIEW_PATH}/${encodeURIComponent(token)}`);

/** A preview page, in any language. */
export const isPreviewPath = (pathname: string) =>
  splitLanguagePrefix(pathname).path.startsWith(`${PREVIEW_PATH}/`);

/**
 * The pages a newsletter mail links to, each followed by its token (French paths). Like
 * previews, they are never cached (the token would be kept) nor redirected by language.
 */
export const NEWSLETTER_TOKEN_PATHS = {
  confirm: SITE_PATHS.newsletterConfirm.fr,
  unsubscribe: SITE_PATHS.newsletterUnsubscribe.fr,
} as const;

/** A newsletter token page's path in a language. */
export const newsletterTokenPath = (
  lang: Language,
  page: keyof typeof NEWSLETTER_TOKEN_PATHS,
  token: string,
) => localizedPath(lang, `${NEWSLETTER_TOKEN_PATHS[page]}/${encodeURIComponent(token)}`);

const TOKEN_STARTS = namesOf("token").map((name) => SITE_PATHS[name].fr);

/**
 * The French path of the page a token link opens (`/apercu`, `/newsletter/desinscription`),
 * without its token, in any language's words; undefined for any other path. Logs show
 * this instead of the token.
 */
export function tokenPageOf(pathname: string): string | undefined {
  const { path } = splitLanguagePrefix(pathname);
  return TOKEN_STARTS.find((page) => path.startsWith(`${page}/`));
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
