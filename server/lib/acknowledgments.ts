// How many acknowledgments the site mails one address (a visitor's contact request, a
// candidate's application). Anyone may type anyone's address in a public form, and
// changing IP address is cheap: this bounds what the site mails a stranger, while a real
// visitor, who seldom writes more than once or twice a day, gets each of theirs. Past it
// the request is still kept and staff still told.
import { createHash } from "node:crypto";
import type { Database } from "../db/client.ts";
import { createRateLimiter } from "./rate-limiter.ts";

/** Acknowledgments one email address may receive per window, per form. */
export const ACKNOWLEDGMENT_LIMIT = { perRecipient: 3, windowSeconds: 24 * 60 * 60 } as const;

/**
 * Counts a form's acknowledgments per address, in the database so that every instance
 * counts against the same limit; `mayAcknowledge` counts one and says whether it may go.
 */
export function createAcknowledgments(db: Database, form: string) {
  const limiter = createRateLimiter(db, ACKNOWLEDGMENT_LIMIT.windowSeconds);
  // A hash, so that the counters table holds no email address.
  const keyOf = (email: string) =>
    `${form}:ack:${createHash("sha256").update(email.trim().toLowerCase()).digest("base64url")}`;
  return {
    async mayAcknowledge(email: string): Promise<boolean> {
      const { hits } = await limiter.hit(keyOf(email));
      return hits <= ACKNOWLEDGMENT_LIMIT.perRecipient;
    },
  };
}
