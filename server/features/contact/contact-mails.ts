import type { Language } from "../../../domain/constants.ts";
import type { ContactRequestInput } from "../../../domain/contact.ts";
import { SITE_SETTINGS } from "../../../domain/site-settings.ts";
import type { MailConfig } from "../../config.ts";
import { siteTexts } from "../../lib/site-texts.ts";
import type { OutgoingMail } from "../mail/smtp.ts";

/** The back office's inbox, on the request's sector and the untreated ones: it is on top. */
export function inboxLink(publicUrl: string, input: Pick<ContactRequestInput, "secteur">): string {
  return `${publicUrl}/admin/demandes?secteur=${input.secteur}&traite=false`;
}

/** The staff's notification: every field, in French like the back office, and where to treat it. */
export function staffNotification(
  input: ContactRequestInput,
  id: string,
  mail: MailConfig,
  publicUrl: string,
): OutgoingMail {
  const sector = siteTexts("fr").t(`nav.${input.secteur}`);
  const lines = [
    `Nouvelle demande de contact (${sector}).`,
    "",
    `Nom : ${input.nom}`,
    `Téléphone : ${input.numero}`,
    `Email : ${input.email}`,
    `Entreprise : ${input.entreprise ?? "—"}`,
    `Secteur : ${sector}`,
    `Langue du visiteur : ${input.langue ?? "fr"}`,
    "",
    "Message :",
    input.description,
    "",
    `À traiter dans le back office : ${inboxLink(publicUrl, input)}`,
    `Référence : ${id}`,
  ];
  return {
    to: mail.contactNotifyToBySector[input.secteur] ?? mail.contactNotifyTo,
    // Answering the notification answers the visitor.
    replyTo: input.email,
    subject: `Demande de contact – ${sector} – ${input.nom}`,
    text: lines.join("\n"),
  };
}

/** The visitor's acknowledgment, in the page's language, with SPEC.md §1's reply time for the sector. */
export function visitorAcknowledgment(input: ContactRequestInput): OutgoingMail {
  const lang: Language = input.langue ?? "fr";
  const { t } = siteTexts(lang);
  const brand = SITE_SETTINGS.brand[lang];
  const lines = [
    t("mail.contactAck.greeting", { name: input.nom }),
    "",
    t("mail.contactAck.received", { sector: t(`nav.${input.secteur}`) }),
    t(`sectorPages.${input.secteur}.reply`),
    "",
    t("mail.contactAck.copy"),
    input.description,
    "",
    t("mail.contactAck.signature", { brand }),
    SITE_SETTINGS.email,
  ];
  return {
    to: [input.email],
    subject: t("mail.contactAck.subject", { brand }),
    text: lines.join("\n"),
  };
}
