import { SECTOR_CODES, type SectorCode } from "./constants.ts";
import { CONTACT_LIMITS, CONTACT_MESSAGES } from "./contact-messages.ts";
import { optionalLanguageField } from "./language-field.ts";
import { hasLineBreak, normalizeText } from "./text.ts";
import { z } from "./zod.ts";

export { CONTACT_LIMITS, CONTACT_MESSAGES } from "./contact-messages.ts";

/**
 * A one-line text: refused when it holds a line break as typed. Checked before
 * normalizeText, which would drop some of them (U+2028, NEL…) and keep \n.
 */
const oneLine = (schema: z.ZodString, lineBreak: string | undefined) =>
  lineBreak
    ? schema.refine((value) => !hasLineBreak(value), { error: lineBreak, abort: true })
    : schema;

/** A required visitor's text (the contact form's and a job application's). */
export const requiredText = (max: number, tooLong: string, lineBreak?: string) =>
  oneLine(z.string({ error: CONTACT_MESSAGES.fillAllFields }), lineBreak)
    .overwrite(normalizeText)
    // abort: one message per field (an empty phone number is missing, not also invalid).
    .min(1, { error: CONTACT_MESSAGES.fillAllFields, abort: true })
    .max(max, { error: tooLong, abort: true });

/** Digits, spaces, dots, dashes and brackets, an optional leading +, 6 to 20 digits. */
export function isPlausiblePhone(value: string): boolean {
  // \s would let a line break through, into the staff's mail: a number is one line.
  if (hasLineBreak(value) || !/^\+?[\d\s.\-()]+$/.test(value)) return false;
  const digits = value.replace(/\D/g, "").length;
  return digits >= CONTACT_LIMITS.phoneDigitsMin && digits <= CONTACT_LIMITS.phoneDigitsMax;
}

/** Optional text: blank is absent. */
export const optionalText = (max: number, tooLong: string, lineBreak?: string) =>
  oneLine(z.string(), lineBreak)
    .overwrite(normalizeText)
    .max(max, { error: tooLong })
    .nullish()
    .transform((value) => (value ? value : null));

/** A visitor's phone number, as the contact form and a job application take it. */
export const visitorPhone = () =>
  requiredText(CONTACT_LIMITS.numeroMax, CONTACT_MESSAGES.numeroTooLong).refine(isPlausiblePhone, {
    error: CONTACT_MESSAGES.phoneInvalid,
  });

/** A visitor's email address, lowercased, as the contact form and a job application take it. */
export const visitorEmail = () =>
  requiredText(CONTACT_LIMITS.emailMax, CONTACT_MESSAGES.emailInvalid)
    .toLowerCase()
    .pipe(z.email({ error: CONTACT_MESSAGES.emailInvalid }));

/**
 * Body of POST /contact (SPEC.md §3, §5, §7), shared by the contact page, the sector
 * pages' forms and the server.
 */
export const ContactRequestInputSchema = z.object({
  nom: requiredText(
    CONTACT_LIMITS.nomMax,
    CONTACT_MESSAGES.nomTooLong,
    CONTACT_MESSAGES.nomLineBreak,
  ),
  numero: visitorPhone(),
  email: visitorEmail(),
  entreprise: optionalText(
    CONTACT_LIMITS.entrepriseMax,
    CONTACT_MESSAGES.entrepriseTooLong,
    CONTACT_MESSAGES.entrepriseLineBreak,
  ),
  description: requiredText(CONTACT_LIMITS.descriptionMax, CONTACT_MESSAGES.descriptionTooLong),
  secteur: z.preprocess(
    (value) => (typeof value === "string" ? normalizeText(value).toLowerCase() : value),
    z.enum(SECTOR_CODES, { error: CONTACT_MESSAGES.selectSector }),
  ),
  /** The language of the page the form was sent from: the visitor's acknowledgment is in it. */
  langue: optionalLanguageField(CONTACT_MESSAGES.langueInvalid),
});
export type ContactRequestInput = z.infer<typeof ContactRequestInputSchema>;

/** Body of PATCH /contact/{id} (administrators). */
export const UpdateContactRequestInputSchema = z.object({
  traite: z.boolean({ error: CONTACT_MESSAGES.traiteInvalid }),
});

/** A contact request as the back office reads it. */
export interface ContactRequestView {
  _id: string;
  id: string;
  nom: string;
  numero: string;
  email: string;
  entreprise: string | null;
  description: string;
  secteur: SectorCode;
  traite: boolean;
  traiteLe: string | null;
  traitePar: { _id: string; nom: string; prenom: string } | null;
  dateCreation: string;
}
