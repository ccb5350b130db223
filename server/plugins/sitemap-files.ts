import type { FastifyInstance, FastifyRequest } from "fastify";
import { sitemapFileOf } from "../../domain/sitemap.ts";
import {
  documentAnswer,
  type KeptDocument,
  keptPublicDocument,
  type PublicCache,
} from "../lib/public-cache.ts";

// The sitemap's files (docs/decisions/045), kept in the cache of public reads as the page
// cache keeps pages: React Router's routes (web/routes/sitemap.ts, sitemap-part.ts) make a
// file on a miss, through the load context (sitemapResponse); once kept, it is sent from
// here, before React Router, as a cached page is (plugins/page-caching.ts): the routes'
// own work (the load context, the router, the response's stream) took ten times the time.

const XML_TYPE = "application/xml; charset=utf-8";

/** The request's path without its query. */
const pathOf = (request: FastifyRequest) => request.url.split("?", 1)[0] ?? "";

/** Where the file a path names is kept: the same key for the hook and the routes. */
const keyOf = (file: string) => `sitemap:${file}`;

/** Sends a kept sitemap file, before React Router, to a GET or HEAD that names one. */
export function registerSitemapFiles(app: FastifyInstance, cache: PublicCache | null) {
  if (!cache) return;
  app.addHook("onRequest", async (request, reply) => {
    if (request.method !== "GET" && request.method !== "HEAD") return;
    const file = sitemapFileOf(pathOf(request));
    if (!file) return;
    const kept = await cache.peek<KeptDocument>(keyOf(file));
    if (!kept) return;
    const { status, headers, body } = await documentAnswer(request, kept, XML_TYPE);
    return reply
      .code(status)
      .headers(headers)
      .send(body ?? "");
  });
}

/**
 * The sitemap file the request's address names, as its route's answer: the kept one, or
 * the one `build` makes, then kept. Undefined when the address names no file or `build`
 * makes nothing (a part past the last).
 */
export async function sitemapResponse(
  request: FastifyRequest,
  cache: PublicCache,
  build: () => Promise<string | undefined>,
): Promise<Response | undefined> {
  const file = sitemapFileOf(pathOf(request));
  if (!file) return undefined;
  const document = await keptPublicDocument(cache, keyOf(file), build);
  if (!document) return undefined;
  const { status, headers, body } = await documentAnswer(request, document, XML_TYPE);
  // zlib's buffers lie on an ArrayBuffer, never a shared one: what a Response takes.
  return new Response(body as Uint8Array<ArrayBuffer> | null, { status, headers });
}
