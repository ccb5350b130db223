// Job applications (issue 32, point 2; docs/decisions/066): what a candidate sends for an
// open offer and what staff read of it. The name, email and phone follow the contact form's
// rules (domain/contact.ts), one place for each.
import { CANDIDATURE_LIMITS, CANDIDATURE_MESSAGES } from "./candidature-messages.ts";
import {
  CONTACT_MESSAGES,
  optionalText,
  requiredText,
  visitorEmail,
  visitorPhone,
} from "./contact.ts";
import { optionalLanguageField } from "./language-field.ts";
import { type PdfProblem, pdfProblem } from "./pdf.ts";
import { z } from "./zod.ts";

export { CANDIDATURE_LIMITS, CANDIDATURE_MESSAGES, CV_FIELD } from "./candidature-messages.ts";

/** The CV as the server holds it after reading the form: its name and its bytes. */
export interface CvFile {
  readonly name: string;
  readonly size: number;
  readonly data: Uint8Array;
}

const isCvFile = (value: unknown): value is CvFile =>
  typeof value === "object" &&
  value !== null &&
  typeof (value as CvFile).size === "number" &&
  (value as CvFile).data instanceof Uint8Array;

const PDF_PROBLEM_MESSAGES: Record<PdfProblem, string> = {
  "not-pdf": CANDIDATURE_MESSAGES.cvNotPdf,
  damaged: CANDIDATURE_MESSAGES.cvDamaged,
};

/** The CV's rules, in the order a candidate fixes them: there is one, it fits, it is a PDF. */
const CvSchema = z.preprocess(
  // Two files sent under the one name: the form has one file input.
  (value) => (Array.isArray(value) && value.length > 1 ? "several" : value),
  z
    .custom<CvFile>((value) => value !== "several", {
      error: CANDIDATURE_MESSAGES.cvOne,
      abort: true,
    })
    .refine((value) => isCvFile(value) && value.size > 0, {
      error: CANDIDATURE_MESSAGES.cvRequired,
      abort: true,
    })
    .refine((file) => file.size <= CANDIDATURE_LIMITS.cvMaxBytes, {
      error: CANDIDATURE_MESSAGES.cvTooLarge,
      abort: true,
    })
    .superRefine((file, context) => {
      const problem = pdfProblem(file.data);
      if (problem) context.addIssue({ code: "custom", message: PDF_PROBLEM_MESSAGES[problem] });
    }),
);

/** Body of POST /offres-emploi/{id}/candidatures (multipart), the offer's page's form alike. */
export const CandidatureInputSchema = z.object({
  nom: requiredText(
    CANDIDATURE_LIMITS.nomMax,
    CONTACT_MESSAGES.nomTooLong,
    CONTACT_MESSAGES.nomLineBreak,
  ),
  email: visitorEmail(),
  telephone: visitorPhone(),
  message: optionalText(CANDIDATURE_LIMITS.messageMax, CANDIDATURE_MESSAGES.messageTooLong),
  cv: CvSchema,
  /** The language of the page the candidate applied from (staff see it). */
  langue: optionalLanguageField(CONTACT_MESSAGES.langueInvalid),
});
export type CandidatureInput = z.infer<typeof CandidatureInputSchema>;

/** Body of PATCH /candidatures/{id} (staff). */
export const UpdateCandidatureInputSchema = z.object({
  lu: z.boolean({ error: CANDIDATURE_MESSAGES.luInvalid }),
});

/** An application as the back office reads it. */
export interface CandidatureView {
  _id: string;
  id: string;
  /** The offer applied to: null once the offer was deleted (its title stays, `offreTitre`). */
  offre: string | null;
  offreTitre: string;
  nom: string;
  email: string;
  telephone: string;
  message: string | null;
  langue: string;
  cv: { nom: string; octets: number; url: string };
  lu: boolean;
  luLe: string | null;
  dateCreation: string;
}

/** Where staff download an application's CV, with their session (never a public address). */
export const cvDownloadPath = (id: string) => `/api/v1/candidatures/${id}/cv`;
