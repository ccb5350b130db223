import { data } from "react-router";
import { HONEYPOT_FIELD } from "../../../domain/constants.ts";
import type { AppLoadContext } from "../../lib/app-context.ts";
import { postedFields } from "../../lib/posted-fields.ts";
import type { ContactOutcome } from "./contact-form.tsx";

/**
 * The action of every page with the contact form (the contact page, the sector pages): the
 * same server code as `POST /api/v1/contact` (limit per address, honeypot, schema), so the
 * form works without JavaScript too. A refusal keeps what was typed, for the page to give
 * it back, but never the honeypot, which would tell a robot its value was seen.
 */
export async function sendContactForm(request: Request, app: AppLoadContext) {
  const fields = await postedFields(request);
  const outcome = await app.contact.send(fields);
  if (outcome.ok) return data<ContactOutcome>(outcome);
  const { [HONEYPOT_FIELD]: _robot, ...values } = fields;
  return data<ContactOutcome>({ ...outcome, values }, { status: outcome.status });
}
