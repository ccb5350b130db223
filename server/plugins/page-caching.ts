import type { Readable } from "node:stream";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { listQueryOf, listSearch, listTypeAt } from "../../domain/list-filters.ts";
import {
  isPublicPagePath,
  isSearchPath,
  LIST_PAGE_PARAM,
  listPageOf,
  splitLanguagePrefix,
} from "../../domain/site-paths.ts";
import {
  type EncodedBodies,
  encodeAll,
  etagOf,
  KEPT_QUALITY,
  matchesEtag,
  ONE_OFF_QUALITY,
  sendEncoded,
  sendEncodedOnce,
  sizeOf,
} from "../lib/encoded-bodies.ts";
import type { PublicCache, VersionSnapshot } from "../lib/public-cache.ts";
import { applyScriptPolicy } from "./security.ts";

/**
 * A public page may be kept briefly by a CDN and served stale while it fetches a fresh one;
 * a browser revalidates each time (cheap: an ETag answers 304). Its HTML depends only on
 * its path, its language and the published content (DESIGN.md §7).
 */
export const PUBLIC_PAGE_CACHE_CONTROL =
  "public, max-age=0, must-revalidate, s-maxage=60, stale-while-revalidate=600";

/** Tells a test or a benchmark whether the page came from the cache. */
export const PAGE_CACHE_HEADER = "x-page-cache";

/** The item a detail page showed: a page served from the cache still counts its view. */
export interface PageView {
  count(request: FastifyRequest): Promise<unknown>;
}

/**
 * A rendered public page, kept with its compressed forms (a hit compresses nothing) and
 * its content security policy, which names the nonce its inline scripts were written with.
 */
interface CachedPage {
  etag: string;
  contentType: string;
  bodies: EncodedBodies;
  policy: string | undefined;
  view: PageView | null;
}

declare module "fastify" {
  interface FastifyRequest {
    /** Set by a detail page's loader (server/plugins/web.ts) when it counts its view. */
    pageView: PageView | null;
  }
}

async function bytesOf(payload: unknown): Promise<Buffer | undefined> {
  if (typeof payload === "string") return Buffer.from(payload);
  if (Buffer.isBuffer(payload)) return payload;
  if (payload && typeof (payload as Readable).pipe === "function") {
    const chunks: Buffer[] = [];
    for await (const chunk of payload as Readable) chunks.push(Buffer.from(chunk));
    return Buffer.concat(chunks);
  }
  return undefined;
}

/** Staff send their token; their requests never read nor fill the cache (issue 9). */
const isStaffRequest = (request: FastifyRequest) => Boolean(request.headers.authorization);

/** The request's path without its query, without parsing a whole URL on the hot path. */
function pathOf(request: FastifyRequest): string {
  const query = request.url.indexOf("?");
  return query === -1 ? request.url : request.url.slice(0, query);
}

/**
 * The one address of a public page, from which it is both rendered (server/plugins/web.ts)
 * and kept in the cache: its path, and of its query only what a page reads (a list's page
 * and filters, in the one spelling the list reads them). Any other parameter (`?x=1`,
 * `?utm_source=…`) shows the same page and shares its entry; rendered from this address,
 * the page shows it in none of its links, so what one visitor sent never reaches the next
 * (issue 28). A filter naming nothing answers 404, which is not kept: made-up queries
 * cannot fill the cache and flush it.
 */
export function pageAddress(url: string): string {
  const query = url.indexOf("?");
  if (query === -1) return url;
  const search = new URLSearchParams(url.slice(query + 1));
  const path = url.slice(0, query);
  const list = listTypeAt(path);
  if (list) {
    const { page, filters } = listQueryOf(list, search);
    return `${path}${listSearch(list, filters, page)}`;
  }
  const page = listPageOf(search);
  return page === 1 ? path : `${path}?${LIST_PAGE_PARAM}=${page}`;
}

/**
 * Whether a request is for a public page shown from its one address (pageAddress): a GET
 * or HEAD of a page, but for the search page, whose query is what it shows.
 */
export function readsPageAddress(request: FastifyRequest): boolean {
  if (request.method !== "GET" && request.method !== "HEAD") return false;
  const path = pathOf(request);
  return isPublicPagePath(path) && !isSearchPath(path);
}

const cacheKey = (request: FastifyRequest) => `page:${pageAddress(request.url)}`;

/**
 * The page cache and the compression of pages (DESIGN.md §7):
 * - a public page (GET, no staff token) rendered once is kept, with its Brotli and gzip
 *   forms, in the public cache under the content version, which every staff write bumps
 *   and which scheduled publications and expirations outdate (server/lib/public-cache.ts);
 *   a hit sends those bytes without rendering, and still counts the view of the item;
 * - public pages go out with a strong `ETag` and `Cache-Control` that lets a CDN hold them
 *   briefly; `If-None-Match` answers 304;
 * - every other HTML answer (404, back office, previews) is compressed on the fly;
 * - every HTML answer's content security policy lets its own inline scripts run (security.ts).
 * An unprefixed page also says it depends on the visitor's language (it redirects some
 * visitors: language-redirects.ts). Register after the language redirects. Without a
 * cache (a test of the headers alone), pages are rendered each time.
 */
export function registerPageCaching(app: FastifyInstance, cache: PublicCache | null) {
  app.decorateRequest("pageView", null);
  // The version a miss renders under, read before it renders: see PublicCache.keep.
  const renderedUnder = new WeakMap<FastifyRequest, VersionSnapshot>();

  // The search page is not kept: one page per query typed would crowd out the pages
  // everyone reads (readsPageAddress leaves it out).
  const isCacheable = (request: FastifyRequest) =>
    cache !== null &&
    request.method === "GET" &&
    !isStaffRequest(request) &&
    readsPageAddress(request);

  const pageHeaders = (request: FastifyRequest, reply: FastifyReply, etag: string) => {
    if (!splitLanguagePrefix(pathOf(request)).prefix) {
      reply.header("vary", "Cookie, Accept-Language");
    }
    reply.header("etag", etag).header("cache-control", PUBLIC_PAGE_CACHE_CONTROL);
  };

  app.addHook("onRequest", async (request, reply) => {
    if (!cache || !isCacheable(request)) return;
    const page = await cache.peek<CachedPage>(cacheKey(request));
    if (!page) {
      renderedUnder.set(request, await cache.versionNow());
      return;
    }
    // Counted on the side: a failed count must not cost the page (as in the loaders).
    if (page.view) void page.view.count(request).catch(() => undefined);
    pageHeaders(request, reply, page.etag);
    reply.header(PAGE_CACHE_HEADER, "hit").type(page.contentType);
    if (page.policy) reply.header("content-security-policy", page.policy);
    if (matchesEtag(request.headers["if-none-match"], page.etag)) {
      return reply.code(304).send();
    }
    return reply.send(sendEncoded(request, reply, page.bodies));
  });

  app.addHook("onSend", async (request, reply, payload) => {
    if (reply.hasHeader(PAGE_CACHE_HEADER)) return payload;
    const contentType = String(reply.getHeader("content-type") ?? "");
    if (!contentType.startsWith("text/html") || reply.hasHeader("content-encoding")) {
      return payload;
    }
    const body = await bytesOf(payload);
    if (!body) return payload;
    // Every HTML answer, whichever it is (a page, a form's answer, the back office, an
    // error page, a 404), lets the inline scripts of its render run, and no other.
    const policy = applyScriptPolicy(request, reply);
    if (request.method !== "GET" && request.method !== "HEAD") return body;
    if (!isPublicPagePath(pathOf(request)) || reply.statusCode !== 200) {
      return sendEncodedOnce(request, reply, body, ONE_OFF_QUALITY);
    }

    const etag = etagOf(body);
    pageHeaders(request, reply, etag);
    const version = renderedUnder.get(request);
    let kept: EncodedBodies | undefined;
    if (cache && version && isCacheable(request)) {
      // Kept, the page is compressed once in every form, at the slower and smaller quality.
      kept = await encodeAll(body, KEPT_QUALITY);
      const page: CachedPage = { etag, contentType, bodies: kept, policy, view: request.pageView };
      cache.keep(cacheKey(request), page, sizeOf(kept), version);
      reply.header(PAGE_CACHE_HEADER, "miss");
    }
    if (matchesEtag(request.headers["if-none-match"], etag)) {
      reply.code(304).removeHeader("content-length");
      return "";
    }
    return kept
      ? sendEncoded(request, reply, kept)
      : sendEncodedOnce(request, reply, body, ONE_OFF_QUALITY);
  });
}
