import type { FastifyRequest } from "fastify";
import { HONEYPOT_FIELD } from "../../domain/constants.ts";
import type { z } from "../../domain/zod.ts";
import type { Database } from "../db/client.ts";
import { isDatabaseUnavailable, loggableError } from "../plugins/errors.ts";
import { type FileLimit, readForm, type SubmittedForm } from "./form.ts";
import { HttpError, parseOrThrow } from "./http-error.ts";
import { createRateLimiter, rateLimitExceeded } from "./rate-limiter.ts";

/**
 * What one IP address may send per window through a visitor's form that writes to staff
 * (a contact request, a job application), each form counting apart.
 */
export const VISITOR_RATE_LIMIT = { perIp: 5, windowSeconds: 15 * 60 } as const;

export interface PublicFormOptions {
  /** Prefix of the rate-limit keys, e.g. "contact". */
  name: string;
  perIp: number;
  windowSeconds: number;
  tooManyMessage: (minutes: number) => string;
  /** What a multipart body is told, for a form that has no file. */
  jsonOnlyMessage: string;
  /**
   * The one file a form may carry (a job application's CV): its multipart body is then
   * read, at most this heavy, the rest being refused as the limit says.
   */
  file?: FileLimit;
}

/**
 * What the visitors' forms (contact, newsletter, job applications) share: JSON only unless
 * the form declares its one file (multipart buffers files in memory: only a job
 * application's CV, within its limit) and a per-IP limit kept in the database. Only accepted sends count, so a visitor fixing a typo is not taken for a spammer.
 */
export function createPublicFormGuard(db: Database, options: PublicFormOptions) {
  const limiter = createRateLimiter(db, options.windowSeconds);
  const keyOf = (request: FastifyRequest) => `${options.name}:ip:${request.ip}`;

  /** Refuses an address already at its limit, before anything is read. */
  async function check(request: FastifyRequest): Promise<void> {
    const seen = await limiter.peek(keyOf(request));
    if (seen.hits >= options.perIp) {
      throw rateLimitExceeded(seen.retryAfterSeconds, options.tooManyMessage);
    }
  }

  return {
    check,

    /** Refuses an address already at its limit, before reading anything, then reads the form. */
    async read(request: FastifyRequest): Promise<SubmittedForm> {
      await check(request);
      if (!request.isMultipart()) return readForm(request);
      if (!options.file) throw new HttpError(415, options.jsonOnlyMessage);
      // Two files are read so that the schema can say there must be one, not a parser.
      return readForm(request, { files: 2, file: options.file });
    },

    /** Counts an accepted send; counting after validation keeps the limit exact under concurrency. */
    async count(request: FastifyRequest): Promise<void> {
      const state = await limiter.hit(keyOf(request));
      if (state.hits > options.perIp)
        throw rateLimitExceeded(state.retryAfterSeconds, options.tooManyMessage);
    },

    /**
     * Gives back the count of a send the server failed to keep: the visitor is told to try
     * again, which must not bring them nearer the limit. Best effort: a database that
     * cannot be reached has not counted much either.
     */
    async uncount(request: FastifyRequest): Promise<void> {
      await limiter.release(keyOf(request)).catch(() => undefined);
    },
  };
}

/**
 * A visitor's form (contact, newsletter) from end to end, the same whether it comes to
 * the API or as a page's form without JavaScript: the per-address limit, the honeypot
 * (a robot gets the same answer as anyone, so it does not learn to avoid the field, and
 * nothing is kept), the schema, then `save`. Answers the success message; throws the
 * HttpError a client is meant to see (400 with `erreurs`, 429), and `failedMessage` (500,
 * or 503 while the database cannot be reached) when the send could not be kept: a page
 * then answers its form with what was typed and that message, not the site's error page.
 */
export function createVisitorForm<S extends z.ZodType, Context = undefined>(
  db: Database,
  options: PublicFormOptions & {
    schema: S;
    sentMessage: string;
    /** SPEC.md §5's 'Une erreur est survenue. Veuillez réessayer.', in the form's catalogue. */
    failedMessage: string;
    /** Keeps an accepted send; `context` is what the caller knew of it (the offer applied to). */
    save(input: z.output<S>, request: FastifyRequest, context: Context): Promise<void>;
  },
) {
  const guard = createPublicFormGuard(db, options);

  async function accept(
    request: FastifyRequest,
    fields: Record<string, unknown>,
    context: Context,
  ) {
    await guard.check(request);
    const honeypot = fields[HONEYPOT_FIELD];
    if (typeof honeypot === "string" && honeypot.trim() !== "") {
      await guard.count(request);
      request.log.info(`${options.name} : champ piège rempli, envoi ignoré`);
      return options.sentMessage;
    }
    const input = parseOrThrow(options.schema, fields);
    await guard.count(request);
    try {
      await options.save(input, request, context);
    } catch (error) {
      await guard.uncount(request);
      throw error;
    }
    return options.sentMessage;
  }

  return {
    /** Reads an API request's JSON form, refusing an address at its limit first. */
    read: guard.read,

    async submit(
      request: FastifyRequest,
      fields: Record<string, unknown>,
      ...[context]: Context extends undefined ? [] : [Context]
    ): Promise<string> {
      try {
        return await accept(request, fields, context as Context);
      } catch (error) {
        if (error instanceof HttpError) throw error;
        // Logged here: the page that sent the form answers it, so no error handler sees it.
        request.log.error({ err: loggableError(error) }, `${options.name} : envoi impossible`);
        throw new HttpError(isDatabaseUnavailable(error) ? 503 : 500, options.failedMessage);
      }
    },
  };
}

export type VisitorForm = ReturnType<typeof createVisitorForm>;
