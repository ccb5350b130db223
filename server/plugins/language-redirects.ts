import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { DEFAULT_LANGUAGE } from "../../domain/constants.ts";
import { detectRequestLanguage, isLanguage, LANGUAGE_COOKIE } from "../../domain/language.ts";
import { isPublicPagePath, localizedPath, splitLanguagePrefix } from "../../domain/site-paths.ts";

/** A year: the choice is the visitor's until they make another. */
const LANGUAGE_COOKIE_SECONDS = 365 * 24 * 60 * 60;

/** The query parameter of the flags' links: remembers the choice without JavaScript. */
export const CHOOSE_LANGUAGE_PARAM = "lang";

function redirect(reply: FastifyReply, location: string) {
  // Per visitor (their cookie, their browser): a shared cache must not keep it.
  return reply
    .header("cache-control", "private, no-cache")
    .header("vary", "Cookie, Accept-Language")
    .redirect(location, 302);
}

/**
 * Where a page request is sent before any page renders, so that what a URL shows depends
 * only on the URL (DESIGN.md §7):
 * - a flag's link (`?lang=en`) stores the choice in the language cookie, then goes to the
 *   clean address: the choice holds without JavaScript too;
 * - `/fr/…` goes to the French page at the root;
 * - an unprefixed URL asked by a visitor whose language is not French (their stored
 *   choice, else their browser's Accept-Language) goes to the same page under /en or /it.
 */
export function registerLanguageRedirects(app: FastifyInstance) {
  app.addHook("onRequest", async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.method !== "GET" && request.method !== "HEAD") return;
    const url = new URL(request.url, "http://site.invalid");
    if (!isPublicPagePath(url.pathname)) return;

    const chosen = url.searchParams.get(CHOOSE_LANGUAGE_PARAM);
    if (chosen !== null) {
      url.searchParams.delete(CHOOSE_LANGUAGE_PARAM);
      if (isLanguage(chosen)) {
        reply.setCookie(LANGUAGE_COOKIE, chosen, {
          path: "/",
          maxAge: LANGUAGE_COOKIE_SECONDS,
          sameSite: "lax",
        });
      }
      return redirect(reply, url.pathname + url.search);
    }

    const { prefix, path } = splitLanguagePrefix(url.pathname);
    if (
      url.pathname === `/${DEFAULT_LANGUAGE}` ||
      url.pathname.startsWith(`/${DEFAULT_LANGUAGE}/`)
    ) {
      return redirect(reply, (url.pathname.slice(DEFAULT_LANGUAGE.length + 1) || "/") + url.search);
    }
    if (prefix) return;
    const visitor = detectRequestLanguage(
      request.headers.cookie,
      request.headers["accept-language"],
    );
    if (visitor !== DEFAULT_LANGUAGE)
      return redirect(reply, localizedPath(visitor, path) + url.search);
  });
}
