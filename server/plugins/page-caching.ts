import { createHash } from "node:crypto";
import type { Readable } from "node:stream";
import type { FastifyInstance } from "fastify";
import { isPublicPagePath, splitLanguagePrefix } from "../../domain/site-paths.ts";

/**
 * A public page may be kept briefly by a CDN and served stale while it fetches a fresh one;
 * a browser revalidates each time (cheap: an ETag answers 304). Its HTML depends only on
 * its path, its language and the published content (DESIGN.md §7).
 */
export const PUBLIC_PAGE_CACHE_CONTROL =
  "public, max-age=0, must-revalidate, s-maxage=60, stale-while-revalidate=600";

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

function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag);
}

/**
 * Public pages go out with `Cache-Control`, a strong `ETag` of their bytes and `304 Not
 * Modified` when the browser or CDN already holds them. An unprefixed page also says it
 * depends on the visitor's language (it redirects some visitors: language-redirects.ts).
 */
export function registerPageCaching(app: FastifyInstance) {
  app.addHook("onSend", async (request, reply, payload) => {
    if (request.method !== "GET" && request.method !== "HEAD") return payload;
    const { pathname } = new URL(request.url, "http://site.invalid");
    const isHtml = String(reply.getHeader("content-type") ?? "").startsWith("text/html");
    if (!isHtml || !isPublicPagePath(pathname)) return payload;
    if (!splitLanguagePrefix(pathname).prefix) reply.header("vary", "Cookie, Accept-Language");
    if (reply.statusCode !== 200) return payload;

    const body = await bytesOf(payload);
    if (!body) return payload;
    const etag = `"${createHash("sha256").update(body).digest("base64url").slice(0, 32)}"`;
    reply.header("etag", etag).header("cache-control", PUBLIC_PAGE_CACHE_CONTROL);
    if (matchesEtag(request.headers["if-none-match"], etag)) {
      reply.code(304).removeHeader("content-length");
      return "";
    }
    return body;
  });
}
