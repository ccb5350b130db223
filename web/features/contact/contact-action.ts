import { data } from "react-router";
import { HONEYPOT_FIELD } from "../../../domain/constants.ts";
import { CONTACT_LIMITS } from "../../../domain/contact-messages.ts";
import type { AppLoadContext } from "../../lib/app-context.ts";
import { postedFields } from "../../lib/posted-fields.ts";
import type { ContactOutcome } from "./contact-form.tsx";

/**
 * The contact form's own fields, each with the longest text the form gives back after a
 * refusal: what was typed returns to the visitor, cut to what the field accepts, and
 * nothing else that came with the post.
 */
const ECHOED_FIELDS = {
  nom: CONTACT_LIMITS.nomMax,
  numero: CONTACT_LIMITS.numeroMax,
  email: CONTACT_LIMITS.emailMax,
  entreprise: CONTACT_LIMITS.entrepriseMax,
  description: CONTACT_LIMITS.descriptionMax,
  secteur: 20,
} as const;
type EchoedField = keyof typeof ECHOED_FIELDS;
const ECHOED_NAMES = Object.keys(ECHOED_FIELDS) as EchoedField[];

/**
 * The action of every page with the contact form (the contact page, the sector pages): the
 * same server code as `POST /api/v1/contact` (limit per address, honeypot, schema), so the
 * form works without JavaScript too. A refusal keeps what was typed, for the page to give
 * it back, but never the honeypot, which would tell a robot its value was seen.
 */
export async function sendContactForm(request: Request, app: AppLoadContext) {
  const fields = await postedFields(request, [...ECHOED_NAMES, HONEYPOT_FIELD]);
  const outcome = await app.contact.send(fields as Record<string, string>);
  // The thanks repeat the reply-time promise of the sector written to.
  if (outcome.ok) return data<ContactOutcome>({ ...outcome, secteur: fields.secteur });
  const values: Record<string, string> = {};
  for (const name of ECHOED_NAMES) {
    const value = fields[name];
    if (value !== undefined) values[name] = value.slice(0, ECHOED_FIELDS[name]);
  }
  return data<ContactOutcome>({ ...outcome, values }, { status: outcome.status });
}
