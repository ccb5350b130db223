import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { FastifyInstance } from "fastify";
import { preferredEncoding } from "../lib/encoded-bodies.ts";

/** Below this, compressing gains too little to pay for itself (as @fastify/compress's threshold). */
const SMALLEST_COMPRESSED = 1024;
/**
 * Above this, an answer goes to @fastify/compress's streams: compressing it at once would
 * hold the event loop too long (Brotli at quality 4: about 0.3 ms for 10 KB, 1.3 ms for a
 * 109 KB page of whole projects, 1.8 ms for that page repeated to 256 KB, which compresses
 * better than varied text). Below it, at once costs less than the streams' machinery and
 * thread pool: a back-office page of 20 whole items (65–110 KB) went from 66–175 to
 * 106–201 requests a second at 10 connections, p99 112–223 ms to 87–173, when this bound
 * rose from 32 KB (issue 30, embedded database, 10,000 items).
 */
export const LARGEST_COMPRESSED_AT_ONCE = 256 * 1024;
/**
 * Brotli's quality for answers compressed as they go (these and @fastify/compress's
 * streams, app.ts): 3 rather than 4 took 35–48 % less time for the same answers, for 1.5–4 %
 * more bytes (a page of 20 whole projects: 0.63 ms and 21.2 KB instead of 0.99 ms and
 * 20.5 KB; a list screen's page: 0.08 ms instead of 0.12; median of six rounds, issue 30).
 * Pages kept by the page cache are compressed once, at a higher quality.
 */
export const DYNAMIC_BROTLI_QUALITY = 3;

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
              [constants.BROTLI_PARAM_QUALITY]: DYNAMIC_BROTLI_QUALITY,
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
