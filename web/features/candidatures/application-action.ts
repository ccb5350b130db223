import { data } from "react-router";
import {
  APPLICATION_PAGE_BODY_LIMIT,
  CANDIDATURE_LIMITS,
  CV_FIELD,
} from "../../../domain/candidature-messages.ts";
import { HONEYPOT_FIELD } from "../../../domain/constants.ts";
import type { AppLoadContext } from "../../lib/app-context.ts";
import { postedFormWithFile } from "../../lib/posted-fields.ts";
import type { ApplicationOutcome } from "./application-form.tsx";

/**
 * The application's text fields, each with the longest text the form gives back after a
 * refusal: what was typed returns to the candidate, cut to what the field accepts. The CV
 * cannot come back (no browser lets a page choose a file): the form asks for it again.
 */
const ECHOED_FIELDS = {
  nom: CANDIDATURE_LIMITS.nomMax,
  email: CANDIDATURE_LIMITS.emailMax,
  telephone: CANDIDATURE_LIMITS.telephoneMax,
  message: CANDIDATURE_LIMITS.messageMax,
} as const;
type EchoedField = keyof typeof ECHOED_FIELDS;
const ECHOED_NAMES = Object.keys(ECHOED_FIELDS) as EchoedField[];

/**
 * The action of an open offer's page (issue 32, ADR 066): the same server code as
 * `POST /api/v1/offres-emploi/{id}/candidatures` (the offer still open, the limit per
 * address, the honeypot, the CV's bytes), so the form works without JavaScript too. A
 * refusal keeps what was typed, never the honeypot.
 */
export async function sendApplication(request: Request, app: AppLoadContext, slug: string) {
  const { fields, file } = await postedFormWithFile(
    request,
    [...ECHOED_NAMES, HONEYPOT_FIELD],
    CV_FIELD,
    APPLICATION_PAGE_BODY_LIMIT,
  );
  const outcome = await app.applications.send(slug, {
    ...(fields as Record<string, string>),
    ...(file ? { [CV_FIELD]: file } : {}),
  });
  if (outcome.ok) return data<ApplicationOutcome>(outcome);
  const values: Record<string, string> = {};
  for (const name of ECHOED_NAMES) {
    const value = fields[name];
    if (value !== undefined) values[name] = value.slice(0, ECHOED_FIELDS[name]);
  }
  return data<ApplicationOutcome>({ ...outcome, values }, { status: outcome.status });
}
