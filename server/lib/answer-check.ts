// Holds every answer of a route that declares its response schema to that schema, in the
// tests (docs/decisions/042). Production sends answers as they are made: a drift costs no
// visitor a 500 there, and the suite, which calls every content route, fails on it here.
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import type { FastifyInstance } from "fastify";
import type { z } from "../../domain/zod.ts";

/** A route's schema for an answer of `status`: by its code, its class (`4xx`) or `default`. */
export function responseSchemaFor(response: unknown, status: number): z.ZodType | undefined {
  if (!response || typeof response !== "object") return undefined;
  const byStatus = response as Record<string, z.ZodType | undefined>;
  return byStatus[status] ?? byStatus[`${String(status)[0]}xx`] ?? byStatus.default;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The keys `sent` has that the schema's reading (`kept`) dropped: fields it does not say. */
function unlisted(sent: unknown, kept: unknown, path: string): string[] {
  if (Array.isArray(sent) && Array.isArray(kept)) {
    return sent.flatMap((item, index) => unlisted(item, kept[index], `${path}[${index}]`));
  }
  if (!isRecord(sent) || !isRecord(kept)) return [];
  return Object.entries(sent).flatMap(([key, value]) => {
    const at = path ? `${path}.${key}` : key;
    return key in kept ? unlisted(value, kept[key], at) : [`${at} : champ absent du schéma`];
  });
}

/**
 * What of `answer` its schema does not say: a value that does not fit, a field missing, or
 * a field the schema does not list (zod would drop it without a word). Empty when it fits.
 */
export function answerProblems(schema: z.ZodType, answer: unknown): string[] {
  const result = schema.safeParse(answer);
  if (!result.success) {
    return result.error.issues.map(
      (issue) => `${issue.path.map(String).join(".") || "(réponse)"} : ${issue.message}`,
    );
  }
  return unlisted(answer, result.data, "");
}

/** An answer's JSON as text, whatever encoding it was sent in; undefined for a stream. */
function bodyText(payload: unknown, encoding: unknown): string | undefined {
  if (typeof payload === "string") return payload;
  if (!Buffer.isBuffer(payload)) return undefined;
  if (encoding === "br") return brotliDecompressSync(payload).toString("utf8");
  if (encoding === "gzip") return gunzipSync(payload).toString("utf8");
  return payload.toString("utf8");
}

/**
 * Checks each answer against its route's response schema; one that does not fit becomes a
 * 500 that says where, so the test that made it fails on the spot. Registered before the
 * compression, which then compresses the answer as usual.
 */
export function registerAnswerCheck(app: FastifyInstance) {
  app.addHook("onSend", async (request, reply, payload) => {
    const schema = responseSchemaFor(request.routeOptions.schema?.response, reply.statusCode);
    if (!schema || request.method === "HEAD") return payload;
    const text = bodyText(payload, reply.getHeader("content-encoding"));
    if (!text) return payload;
    const problems = answerProblems(schema, JSON.parse(text));
    if (problems.length === 0) return payload;
    const route = `${request.method} ${request.routeOptions.url} (${reply.statusCode})`;
    request.log.error({ problems }, `réponse hors de son schéma : ${route}`);
    reply.code(500).removeHeader("content-encoding").removeHeader("etag");
    return JSON.stringify({
      success: false,
      message: `Réponse hors de son schéma : ${route}.`,
      erreurs: problems.map((message) => ({ champ: route, message })),
    });
  });
}
