import { STATUS_CODES } from "node:http";
import type { Socket } from "node:net";
import { DrizzleQueryError } from "drizzle-orm";
import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifyServerOptions,
} from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { type FieldError, HttpError, validationError } from "../lib/http-error.ts";

const GENERIC_MESSAGES = {
  400: "Requête invalide.",
  401: "Authentification requise.",
  403: "Accès refusé.",
  404: "Ressource introuvable.",
  405: "Méthode non autorisée.",
  406: "Format de réponse non pris en charge.",
  408: "La requête a mis trop de temps à arriver. Veuillez réessayer.",
  413: "Requête trop volumineuse.",
  414: "L'adresse demandée est trop longue.",
  415: "Type de contenu non pris en charge.",
  429: "Trop de requêtes. Veuillez réessayer plus tard.",
  431: "Les en-têtes de la requête sont trop volumineux.",
  500: "Une erreur interne est survenue. Veuillez réessayer.",
  503: "Le service est momentanément indisponible. Veuillez réessayer.",
} as const satisfies Record<number, string>;

const MISSING_BODY_MESSAGE = "Le corps de la requête doit être un objet JSON.";
const BAD_URL_MESSAGE = "L'adresse demandée est invalide (encodage incorrect).";

/** The messages of the errors no route words itself, by status (tests compare with them). */
export const ERROR_MESSAGES = { ...GENERIC_MESSAGES, badUrl: BAD_URL_MESSAGE } as const;

const genericMessage = (status: number): string =>
  (GENERIC_MESSAGES as Record<number, string>)[status] ?? GENERIC_MESSAGES[400];

function bodyOf(message: string, erreurs?: FieldError[]) {
  return { success: false as const, message, ...(erreurs ? { erreurs } : {}) };
}

/**
 * What an error log line may hold of `error`. Drizzle's failed-query errors carry the
 * query's parameters (in `params`, the message and the stack): a password hash, a token's
 * hash, an email. The query and the driver's error stay; the parameters go.
 */
export function loggableError(error: unknown): unknown {
  if (!(error instanceof DrizzleQueryError)) return error;
  const safe = new Error(`Failed query: ${error.query}`, { cause: error.cause });
  safe.name = "DrizzleQueryError";
  const frames = (error.stack ?? "").split("\n").filter((line) => line.startsWith("    at "));
  safe.stack = [`${safe.name}: ${safe.message}`, ...frames].join("\n");
  return safe;
}

/** Network failures of the database driver (the server is down, restarting or unreachable). */
const UNREACHABLE_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "EHOSTUNREACH",
]);
/** SQLSTATE class 08 (connection exception); 57P01–57P03 (the server shutting down or starting). */
const UNAVAILABLE_SQLSTATE = /^(08|57P0[1-3])/;

/**
 * Whether `error` (or what it wraps: drizzle wraps the driver's errors) says the database
 * cannot be reached: a 503 that says to retry, not a 500, since nothing is wrong but the wait.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (
      typeof code === "string" &&
      (UNREACHABLE_CODES.has(code) || UNAVAILABLE_SQLSTATE.test(code))
    )
      return true;
    // node-postgres's own words when a connection dies or cannot be made in time.
    if (/^Connection terminated|timeout exceeded when trying to connect/.test(current.message))
      return true;
    current = current.cause;
  }
  return false;
}

/**
 * One error handler for the whole API: French messages, `erreurs: [{champ, message}]` for
 * validation, and nothing internal (stack, SQL, path) in a 5xx, which is logged instead.
 */
/** Whether a request is one React Router answers: the pages' catch-all route (web.ts). */
export const isPageRoute = (request: FastifyRequest) => request.routeOptions.url === "*";

export function registerErrorHandling(app: FastifyInstance) {
  app.decorate("pageErrors", null);
  app.setErrorHandler((error: FastifyError, request, reply) => {
    // A page's refusal (a hook's 400, a bad request) is the site's error page, not JSON.
    if (app.pageErrors && isPageRoute(request)) {
      const status = isDatabaseUnavailable(error)
        ? 503
        : error.statusCode && error.statusCode >= 400 && error.statusCode < 600
          ? error.statusCode
          : 500;
      if (status >= 500) request.log.error({ err: loggableError(error) }, "erreur interne");
      else request.log.info({ code: error.code }, "requête refusée");
      return app.pageErrors.send(request, reply, status);
    }
    if (error instanceof HttpError) {
      reply.headers(error.headers);
      return reply.status(error.statusCode).send(bodyOf(error.message, error.erreurs));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const erreurs = error.validation.map((issue) => {
        const champ = issue.instancePath.replace(/^\//, "").replaceAll("/", ".");
        // An error on the whole body (missing, or not an object) has no field to name.
        if (champ === "" && error.validationContext === "body") {
          return { champ: "corps", message: MISSING_BODY_MESSAGE };
        }
        return { champ, message: issue.message ?? GENERIC_MESSAGES[400] };
      });
      const asHttp = validationError(erreurs);
      return reply.status(400).send(bodyOf(asHttp.message, erreurs));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, body too large, …): keep the status, say it in French.
      request.log.info({ code: error.code }, "requête refusée");
      return reply.status(status).send(bodyOf(genericMessage(status)));
    }
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: loggableError(error) }, "base de données injoignable");
      return reply.status(503).send(bodyOf(GENERIC_MESSAGES[503]));
    }
    request.log.error({ err: loggableError(error) }, "erreur interne");
    return reply.status(500).send(bodyOf(GENERIC_MESSAGES[500]));
  });
  // What no route claims, and what a route hands back as not found (an unknown file under
  // /uploads): the same JSON, not Fastify's default body.
  app.setNotFoundHandler(async (_request, reply) =>
    reply.status(404).send(bodyOf(genericMessage(404))),
  );
}

/**
 * Fastify's errors raised before any route is chosen (a badly percent-encoded path, a path
 * parameter over maxParamLength): the same JSON as every other error.
 */
export const frameworkErrors: NonNullable<FastifyServerOptions["frameworkErrors"]> = (
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) => {
  const status = error.statusCode ?? 500;
  request.log.info({ code: error.code }, "requête refusée");
  // A page's address answers the site's error page in its language; the API, JSON.
  const pages = request.server.pageErrors;
  if (pages && status < 500 && !request.url.startsWith("/api/")) {
    return pages.send(request, reply, status);
  }
  if (error.code === "FST_ERR_BAD_URL") return reply.status(400).send(bodyOf(BAD_URL_MESSAGE));
  if (status < 500) return reply.status(status).send(bodyOf(genericMessage(status)));
  request.log.error({ err: loggableError(error) }, "erreur interne");
  return reply.status(500).send(bodyOf(genericMessage(500)));
};

/**
 * Requests Node's HTTP parser refuses before Fastify sees them (headers over Node's size
 * limit, malformed request lines, timeouts): answered on the raw socket, in the same JSON.
 * Like Fastify's default handler, which it replaces, and Node's own.
 */
export function clientErrorHandler(
  this: FastifyInstance,
  error: Error & { code?: string },
  socket: Socket,
) {
  // A reset connection has no one left to answer.
  if (error.code === "ECONNRESET" || socket.destroyed) return;
  const status =
    error.code === "HPE_HEADER_OVERFLOW"
      ? 431
      : error.code === "ERR_HTTP_REQUEST_TIMEOUT"
        ? 408
        : 400;
  this.log.debug({ code: error.code }, "requête illisible refusée");
  if (socket.writable) {
    const body = JSON.stringify(bodyOf(genericMessage(status)));
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
        "Connection: close\r\n" +
        "Content-Type: application/json; charset=utf-8\r\n" +
        `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/**
 * Unknown API paths answer JSON, not the web app's HTML 404 page. Every method but OPTIONS,
 * which @fastify/cors claims for the API's preflights (and sends to the not-found handler,
 * the same JSON, when the origin is not allowed).
 */
export function registerApiNotFound(app: FastifyInstance, prefix: string) {
  app.route({
    method: app.supportedMethods.filter((method) => method !== "OPTIONS"),
    url: `${prefix}/*`,
    schema: { hide: true },
    handler: async () => {
      throw new HttpError(404, GENERIC_MESSAGES[404]);
    },
  });
}
