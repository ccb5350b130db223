import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { FastifyInstance } from "fastify";
import { preferredEncoding } from "../lib/encoded-bodies.ts";

/** Below this, compressing gains too little to pay for itself (as @fastify/compress's threshold). */
const SMALLEST_COMPRESSED = 1024;
/**
 * Above this, an answer goes to @fastify/compress's streams: compressing it at once would
 * hold the event loop too long (Brotli at quality 4: about 0.3 ms for 10 KB, 2 ms for 77 KB).
 */
const LARGEST_COMPRESSED_AT_ONCE = 32 * 1024;
const BROTLI_QUALITY = 4;

/**
 * A small dynamic answer (a search's results, a back-office list's page, an error) is
 * compressed at once, in the request's own turn, before @fastify/compress sees it: that
 * plugin pipes every string through a stream and zlib's thread pool, which cost more than
 * the compression itself and doubled the p99 of a search at 10 connections
 * (npm run bench:scale). @fastify/compress leaves an answer that already has its encoding,
 * and still compresses the large ones and the streams (the CSV export).
 */
export function registerSmallAnswerCompression(app: FastifyInstance, compressible: RegExp) {
  app.addHook("onSend", async (request, reply, payload) => {
    if (typeof payload !== "string" && !Buffer.isBuffer(payload)) return payload;
    if (reply.getHeader("content-encoding") || request.headers["x-no-compression"] !== undefined) {
      return payload;
    }
    if (!compressible.test(String(reply.getHeader("content-type") ?? ""))) return payload;
    const size = Buffer.byteLength(payload);
    if (size < SMALLEST_COMPRESSED || size > LARGEST_COMPRESSED_AT_ONCE) return payload;
    const encoding = preferredEncoding(request.headers["accept-encoding"]);
    if (encoding === "identity") return payload;
    const body =
      encoding === "br"
        ? brotliCompressSync(payload, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: size,
            },
          })
        : gzipSync(payload, { level: 6 });
    const vary = String(reply.getHeader("vary") ?? "");
    if (!/\baccept-encoding\b/i.test(vary)) {
      reply.header("vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding");
    }
    reply.header("content-encoding", encoding);
    reply.removeHeader("content-length");
    return body;
  });
}
