import type { CandidatureInput } from "../../../domain/candidatures.ts";
import type { OutgoingMail } from "../mail/smtp.ts";

/** The application's screen in the back office: where the recruiter reads it and its CV. */
export const applicationLink = (publicUrl: string, id: string) =>
  `${publicUrl}/admin/candidatures/${id}`;

/**
 * The recruiters' notification, to the settings' « Adresse des candidatures »: the offer,
 * who applied and where to read it. The CV is not attached: it stays in the private files,
 * read by signed-in staff only; a mailbox forwards and keeps what it gets (ADR 066).
 */
export function recruitersNotification(
  input: Omit<CandidatureInput, "cv">,
  application: { id: string; offreTitre: string },
  to: string,
  publicUrl: string,
): OutgoingMail {
  const lines = [
    `Nouvelle candidature pour l'offre « ${application.offreTitre} ».`,
    "",
    `Nom : ${input.nom}`,
    `Email : ${input.email}`,
    `Téléphone : ${input.telephone}`,
    `Langue du candidat : ${input.langue ?? "fr"}`,
    `À lire dans le back office (avec le CV) : ${applicationLink(publicUrl, application.id)}`,
    `Référence : ${application.id}`,
    "",
    // The candidate's free text comes last: lines it holds cannot pass for the site's own.
    "Message :",
    input.message ?? "—",
  ];
  return {
    to: [to],
    // Answering the notification answers the candidate.
    replyTo: input.email,
    subject: `Candidature – ${application.offreTitre} – ${input.nom}`,
    text: lines.join("\n"),
  };
}
