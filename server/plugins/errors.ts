import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { type FieldError, HttpError, validationError } from "../lib/http-error.ts";

const GENERIC_MESSAGES: Record<number, string> = {
  400: "Requête invalide.",
  401: "Authentification requise.",
  403: "Accès refusé.",
  404: "Ressource introuvable.",
  405: "Méthode non autorisée.",
  406: "Format de réponse non pris en charge.",
  413: "Requête trop volumineuse.",
  415: "Type de contenu non pris en charge.",
  429: "Trop de requêtes. Veuillez réessayer plus tard.",
  500: "Une erreur interne est survenue. Veuillez réessayer.",
};

const MISSING_BODY_MESSAGE = "Le corps de la requête doit être un objet JSON.";

function bodyOf(message: string, erreurs?: FieldError[]) {
  return { success: false as const, message, ...(erreurs ? { erreurs } : {}) };
}

/**
 * One error handler for the whole API: French messages, `erreurs: [{champ, message}]` for
 * validation, and nothing internal (stack, SQL, path) in a 5xx, which is logged instead.
 */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
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
        return { champ, message: issue.message ?? GENERIC_MESSAGES[400] ?? "" };
      });
      const asHttp = validationError(erreurs);
      return reply.status(400).send(bodyOf(asHttp.message, erreurs));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, body too large, …): keep the status, say it in French.
      request.log.info({ code: error.code }, "requête refusée");
      return reply
        .status(status)
        .send(bodyOf(GENERIC_MESSAGES[status] ?? GENERIC_MESSAGES[400] ?? ""));
    }
    request.log.error({ err: error }, "erreur interne");
    return reply.status(500).send(bodyOf(GENERIC_MESSAGES[500] ?? ""));
  });
}

/** Unknown API paths answer JSON, not the web app's HTML 404 page. */
export function registerApiNotFound(app: FastifyInstance, prefix: string) {
  app.all(`${prefix}/*`, { schema: { hide: true } }, async () => {
    throw new HttpError(404, GENERIC_MESSAGES[404] ?? "");
  });
}
