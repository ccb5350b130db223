import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { DEFAULT_LANGUAGE } from "../../domain/constants.ts";
import {
  DETECTED_LANGUAGE_COOKIE,
  isLanguage,
  LANGUAGE_COOKIE,
  requestLanguage,
} from "../../domain/language.ts";
import {
  canonicalPagePath,
  isPublicPagePath,
  localizedPath,
  movedAddress,
  sitePath,
  splitLanguagePrefix,
  tokenPageOf,
} from "../../domain/site-paths.ts";

/** A year: the choice is the visitor's until they make another. */
const LANGUAGE_COOKIE_SECONDS = 365 * 24 * 60 * 60;

/** The language cookie's attributes: the whole site, a year, sent on links from elsewhere. */
const languageCookie = { path: "/", maxAge: LANGUAGE_COOKIE_SECONDS, sameSite: "lax" } as const;

/** The query parameter of the flags' links: remembers the choice without JavaScript. */
export const CHOOSE_LANGUAGE_PARAM = "lang";

/**
 * Every redirect of a page goes through here, and only ever to a path of this site
 * (sitePath): whatever the requested address held, `Location` cannot name another host.
 */
function redirect(reply: FastifyReply, location: string, status: 301 | 302) {
  // The language redirects depend on the visitor (their cookie, their browser): a shared
  // cache must not keep them. A canonical address's 301 is the same for everyone.
  if (status === 302) {
    reply.header("cache-control", "private, no-cache").header("vary", "Cookie, Accept-Language");
  }
  return reply.redirect(sitePath(location), status);
}

/**
 * The requested address, parsed as this site's whatever it starts with: `new URL` would
 * read `//evil.example/` as a host, so the origin is prefixed rather than given as a base.
 */
const parsedUrl = (request: FastifyRequest) => new URL(`http://site.invalid${request.url}`);

/**
 * Where a page request is sent before any page renders, so that what a URL shows depends
 * only on the URL (DESIGN.md §7):
 * - a case or slash variant of a page's address (`/EN/Contact/`) answers 301 to the one
 *   address of the page (canonicalPagePath), so links and indexes converge on it;
 * - an English or Italian address in French words (`/en/actualites`, the addresses before
 *   docs/decisions/056) answers 301 to the page's address in its language's words
 *   (`/en/news`), in the same one hop, with its query: a table look-up, nothing rendered;
 * - a flag's link (`?lang=en`) stores the choice in the language cookie, then goes to the
 *   clean address: the choice holds without JavaScript too;
 * - `/fr/…` goes to the French page at the root;
 * - an unprefixed URL asked by a visitor whose language is not French (their stored
 *   choice, else their browser's Accept-Language) goes to the same page under /en or /it.
 *   A language read from the browser is stored (SPEC.md §1: the detection's result is
 *   cached) and marked as detected for a minute: a choice the device kept in local storage
 *   without its cookie (expired, cleared) then wins on the page it lands on.
 */
export function registerLanguageRedirects(app: FastifyInstance) {
  app.addHook("onRequest", async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.method !== "GET" && request.method !== "HEAD") return;
    const url = parsedUrl(request);
    const canonical = canonicalPagePath(url.pathname);
    if (!isPublicPagePath(canonical) && tokenPageOf(canonical) === undefined) return;
    const requestedPath = request.url.split("?", 1)[0] as string;
    const address = movedAddress(canonical) ?? canonical;
    if (address !== requestedPath) return redirect(reply, address + url.search, 301);
    if (!isPublicPagePath(canonical)) return;

    const chosen = url.searchParams.get(CHOOSE_LANGUAGE_PARAM);
    if (chosen !== null) {
      url.searchParams.delete(CHOOSE_LANGUAGE_PARAM);
      if (isLanguage(chosen)) {
        reply.setCookie(LANGUAGE_COOKIE, chosen, languageCookie);
      }
      return redirect(reply, url.pathname + url.search, 302);
    }

    const { prefix, path } = splitLanguagePrefix(url.pathname);
    if (
      url.pathname === `/${DEFAULT_LANGUAGE}` ||
      url.pathname.startsWith(`/${DEFAULT_LANGUAGE}/`)
    ) {
      return redirect(
        reply,
        (url.pathname.slice(DEFAULT_LANGUAGE.length + 1) || "/") + url.search,
        302,
      );
    }
    if (prefix) return;
    const visitor = requestLanguage(request.headers.cookie, request.headers["accept-language"]);
    if (visitor.lang === DEFAULT_LANGUAGE) return;
    if (!visitor.stored) {
      reply
        .setCookie(LANGUAGE_COOKIE, visitor.lang, languageCookie)
        .setCookie(DETECTED_LANGUAGE_COOKIE, "1", { path: "/", maxAge: 60, sameSite: "lax" });
    }
    return redirect(reply, localizedPath(visitor.lang, path) + url.search, 302);
  });
}
