import type { FastifyInstance } from "fastify";
import { pathLanguage } from "../../domain/language.ts";
import { localizedPath, tokenPageOf } from "../../domain/site-paths.ts";

/** The API's one-click unsubscribe link, whose last segment is the token. */
const API_UNSUBSCRIBE = /^(\/api\/v1\/newsletter\/desinscription\/)[^/]+$/;

/** The page a reset mail links to (domain/accounts.ts), whose last segment is the token. */
const RESET_LINK = /^(\/(?:admin|conseiller)\/nouveau-mot-de-passe\/)[^/]+$/;

/**
 * What a log line may say of a request's address: its path, without the query string (a
 * filter may hold a name or an email), and without the token of a preview, newsletter or reset link.
 */
export function loggablePath(url: string): string {
  const query = url.indexOf("?");
  const path = query === -1 ? url : url.slice(0, query);
  if (API_UNSUBSCRIBE.test(path)) return path.replace(API_UNSUBSCRIBE, "$1…");
  if (RESET_LINK.test(path)) return path.replace(RESET_LINK, "$1…");
  const page = tokenPageOf(path);
  return page ? localizedPath(pathLanguage(path), `${page}/…`) : path;
}

/**
 * One log line per request, once it is answered: method, path, status and time. Fastify's
 * own request logging (two lines, the whole URL) is off (server/app.ts).
 */
export function registerRequestLog(app: FastifyInstance) {
  app.addHook("onResponse", (request, reply, done) => {
    request.log.info(
      {
        method: request.method,
        path: loggablePath(request.url),
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
      },
      "requête",
    );
    done();
  });
}
