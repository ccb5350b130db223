import type { FastifyInstance } from "fastify";
import { assertCleanInput } from "../lib/input-guard.ts";

/**
 * What no route has to think about: a NUL byte (which PostgreSQL refuses in any text, and
 * which no typed text holds) in the path, the query or a JSON body is a 400 before any
 * handler runs, and so is a JSON body nested deeper than MAX_JSON_DEPTH. Multipart forms
 * are checked where they are read (server/lib/form.ts).
 */
export function registerInputGuards(app: FastifyInstance) {
  // onRequest: the path and the query are decoded by now, and nothing has used them yet.
  app.addHook("onRequest", async (request) => {
    const params = request.params as Record<string, unknown> | null;
    if (params && typeof params === "object") {
      // The wildcard of catch-all routes is the rest of the path.
      const { "*": rest, ...named } = params;
      assertCleanInput(rest === undefined ? named : { ...named, chemin: rest });
    }
    assertCleanInput(request.query);
  });
  // preValidation: after the body is parsed, before any schema or handler reads it. Only a
  // parsed JSON body is walked: the pages' forms reach React Router as a raw stream.
  app.addHook("preValidation", async (request) => {
    if (isParsedJson(request.body)) assertCleanInput(request.body);
  });
}

function isParsedJson(body: unknown): boolean {
  if (typeof body !== "object" || body === null) return typeof body === "string";
  const prototype = Object.getPrototypeOf(body);
  return Array.isArray(body) || prototype === Object.prototype || prototype === null;
}
