import type { CandidatureInput } from "../../../domain/candidatures.ts";
import type { Language } from "../../../domain/constants.ts";
import type { SiteSettingsView } from "../../../domain/site-settings.ts";
import { asShownIn } from "../../../domain/typography.ts";
import { siteTexts } from "../../lib/site-texts.ts";
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

/**
 * The candidate's acknowledgment, in the language they applied in: received, for which
 * offer (its title in that language, a text of the site), and what comes next. As the
 * contact form's, it repeats nothing the candidate typed: anyone may type any address.
 */
export function candidateAcknowledgment(
  input: { email: string; langue?: Language | undefined },
  offerTitle: string,
  settings: SiteSettingsView,
): OutgoingMail {
  const lang: Language = input.langue ?? "fr";
  const { t } = siteTexts(lang);
  const brand = asShownIn(lang, settings).nomMarque;
  const lines = [
    t("mail.contactAck.greeting"),
    "",
    t("mail.applicationAck.received", { title: offerTitle }),
    t("mail.applicationAck.next"),
    "",
    t("mail.applicationAck.notYou"),
    "",
    t("mail.contactAck.signature", { brand }),
  ];
  return {
    to: [input.email],
    subject: t("mail.applicationAck.subject", { brand }),
    text: lines.join("\n"),
  };
}
