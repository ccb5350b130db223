import type { FastifyRequest } from "fastify";
import type { Database } from "../db/client.ts";
import { readForm, type SubmittedForm } from "./form.ts";
import { HttpError } from "./http-error.ts";
import { createRateLimiter, rateLimitExceeded } from "./rate-limiter.ts";

export interface PublicFormOptions {
  /** Prefix of the rate-limit keys, e.g. "contact". */
  name: string;
  perIp: number;
  windowSeconds: number;
  tooManyMessage: (minutes: number) => string;
  jsonOnlyMessage: string;
}

/**
 * What the visitors' forms (contact, newsletter) share: JSON only (a public form has no
 * files, and multipart would buffer them in memory) and a per-IP limit kept in the
 * database. Only accepted sends count, so a visitor fixing a typo is not taken for a spammer.
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
      if (request.isMultipart()) throw new HttpError(415, options.jsonOnlyMessage);
      return readForm(request);
    },

    /** Counts an accepted send; counting after validation keeps the limit exact under concurrency. */
    async count(request: FastifyRequest): Promise<void> {
      const state = await limiter.hit(keyOf(request));
      if (state.hits > options.perIp)
        throw rateLimitExceeded(state.retryAfterSeconds, options.tooManyMessage);
    },
  };
}
