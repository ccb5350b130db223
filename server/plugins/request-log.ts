import type { FastifyInstance } from "fastify";
import { pathLanguage } from "../../domain/language.ts";
import { isPreviewPath, localizedPath, PREVIEW_PATH } from "../../domain/site-paths.ts";

/**
 * What a log line may say of a request's address: its path, without the query string (a
 * filter may hold a name or an email), and without a preview link's token.
 */
export function loggablePath(url: string): string {
  const query = url.indexOf("?");
  const path = query === -1 ? url : url.slice(0, query);
  if (!isPreviewPath(path)) return path;
  return localizedPath(pathLanguage(path), `${PREVIEW_PATH}/…`);
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
