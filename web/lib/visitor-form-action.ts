import { data } from "react-router";
import { CONTACT_MESSAGES } from "../../domain/contact-messages.ts";
import type { FormOutcome } from "./app-context.ts";

/**
 * What a visitor's form shows when its send got no answer it can read: SPEC.md §5's 'Une
 * erreur est survenue. Veuillez réessayer.', each page in its own language (its code,
 * `submitError`, is what web/lib/form-refusal.ts reads).
 */
export const SEND_FAILED = {
  ok: false,
  status: 503,
  message: CONTACT_MESSAGES.submitError,
  code: "submitError",
  erreurs: [],
} as const satisfies FormOutcome;

/**
 * The browser's half of a visitor's form action (contact page, quote forms, newsletter),
 * exported by each such route as its `clientAction`: the server's answer as it comes (a
 * refusal, a thanks, the server's own 'try again'), and when none comes (a dropped
 * connection, a proxy's error page, a server that broke mid-answer) that same 'try again'.
 * Without it React Router shows the route's error page in place of the page, and what the
 * visitor typed goes with it; with it the form stays, fields as typed. A failure status
 * also spares the page reloading its data over a connection that just failed.
 */
export async function keepFormOnFailure<Answer>(serverAction: () => Promise<Answer>) {
  try {
    return await serverAction();
  } catch {
    return data(SEND_FAILED, { status: SEND_FAILED.status });
  }
}
