// A response body kept with its Brotli and gzip forms, and sent in the one the client
// accepts: what the page cache (plugins/page-caching.ts) and the cached public API lists
// (lib/public-cache.ts) share, so that a hit compresses nothing and hashes nothing. A page
// nothing keeps is compressed in the client's form only (sendEncodedOnce).
import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants, gunzip, gzip } from "node:zlib";
import type { FastifyReply, FastifyRequest } from "fastify";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const gunzipAsync = promisify(gunzip);

export type Encoding = "br" | "gzip" | "identity";
export type EncodedBodies = Record<Encoding, Buffer>;

/** Brotli quality for a body compressed once and sent many times. */
export const KEPT_QUALITY = 9;
/** Brotli quality for a body sent once: a quick Brotli is worth more than a small one. */
export const ONE_OFF_QUALITY = 5;
/**
 * Brotli quality for a large body kept (a sitemap part, megabytes of repeated markup):
 * measured on one, 9 takes twice the time of 5 for a file no smaller.
 */
export const LARGE_KEPT_QUALITY = 5;

/** Brotli, else gzip, as the client's `Accept-Encoding` allows (`;q=0` refuses one). */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding {
  const accepted = new Set(
    (acceptEncoding ?? "")
      .split(",")
      .map((part) => part.trim().toLowerCase().split(";"))
      .filter(([, quality]) => !/^\s*q=0(?:\.0*)?\s*$/.test(quality ?? ""))
      .map(([name]) => name),
  );
  if (accepted.has("br")) return "br";
  if (accepted.has("gzip")) return "gzip";
  return "identity";
}

/** `body` in `encoding` (Brotli at `brotliQuality`, gzip at its smallest). */
function encode(body: Buffer, encoding: Encoding, brotliQuality: number): Promise<Buffer> {
  if (encoding === "br") {
    return brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: brotliQuality,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    });
  }
  return encoding === "gzip" ? gzipAsync(body, { level: 9 }) : Promise.resolve(body);
}

/** A body in the three encodings. */
export async function encodeAll(body: Buffer, brotliQuality: number): Promise<EncodedBodies> {
  const [br, gz] = await Promise.all([
    encode(body, "br", brotliQuality),
    encode(body, "gzip", brotliQuality),
  ]);
  return { br, gzip: gz, identity: body };
}

/** Memory the forms take. */
export const sizeOf = (bodies: EncodedBodies | CompressedBodies) =>
  bodies.br.length + bodies.gzip.length + ("identity" in bodies ? bodies.identity.length : 0);

/**
 * A large body kept in its compressed forms only: a sitemap part's plain bytes take ten
 * times its gzip's, and every crawler accepts gzip. A client that accepts neither gets the
 * gzip unzipped as it is sent (bodyIn).
 */
export type CompressedBodies = Omit<EncodedBodies, "identity">;

/** The body in `encoding`: a compressed form as kept, the plain bytes unzipped. */
export async function bodyIn(encoding: Encoding, bodies: CompressedBodies): Promise<Buffer> {
  return encoding === "identity" ? gunzipAsync(bodies.gzip) : bodies[encoding];
}

/** A strong ETag of the exact bytes. */
export function etagOf(body: Buffer | string): string {
  return `"${createHash("sha256").update(body).digest("base64url").slice(0, 32)}"`;
}

/** Whether `If-None-Match` names `etag` (weak or strong, one of a list). */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag);
}

/**
 * The encoding the client accepts, announced: `Content-Encoding` and `Vary:
 * Accept-Encoding` set (added to a Vary already there).
 */
function announceEncoding(request: FastifyRequest, reply: FastifyReply): Encoding {
  const encoding = preferredEncoding(request.headers["accept-encoding"]);
  const vary = String(reply.getHeader("vary") ?? "");
  reply.header("vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding");
  if (encoding !== "identity") reply.header("content-encoding", encoding);
  reply.removeHeader("content-length");
  return encoding;
}

/** The kept body to send in the encoding the client accepts; nothing for a HEAD. */
export function sendEncoded(
  request: FastifyRequest,
  reply: FastifyReply,
  bodies: EncodedBodies,
): Buffer | string {
  const encoding = announceEncoding(request, reply);
  return request.method === "HEAD" ? "" : bodies[encoding];
}

/**
 * A body sent once (nothing keeps it), compressed in the one encoding the client accepts:
 * encodeAll's other form would be work thrown away (gzip at level 9 takes longer than
 * Brotli at quality 5 on a page); nothing for a HEAD.
 */
export async function sendEncodedOnce(
  request: FastifyRequest,
  reply: FastifyReply,
  body: Buffer,
  brotliQuality: number,
): Promise<Buffer | string> {
  const encoding = announceEncoding(request, reply);
  return request.method === "HEAD" ? "" : encode(body, encoding, brotliQuality);
}
