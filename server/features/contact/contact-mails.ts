import type { Language } from "../../../domain/constants.ts";
import type { ContactRequestInput } from "../../../domain/contact.ts";
import type { SiteSettingsView } from "../../../domain/site-settings.ts";
import { asShownIn } from "../../../domain/typography.ts";
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
    `À traiter dans le back office : ${inboxLink(publicUrl, input)}`,
    `Référence : ${id}`,
    "",
    // The visitor's free text comes last: lines it holds cannot pass for the site's own
    // (a forged back-office link or reference would stand after the real ones).
    "Message :",
    input.description,
  ];
  return {
    to: mail.contactNotifyToBySector[input.secteur] ?? mail.contactNotifyTo,
    // Answering the notification answers the visitor.
    replyTo: input.email,
    subject: `Demande de contact – ${sector} – ${input.nom}`,
    text: lines.join("\n"),
  };
}

/**
 * The visitor's acknowledgment, in the page's language: received, SPEC.md §1's reply time
 * for the sector, how to reach the group. It repeats nothing the sender typed (only the
 * address it goes to and two choices from lists reach it): anyone may type any address in
 * the form, and a "copy of your message" would let them mail their own text and links
 * from the site to it.
 */
export function visitorAcknowledgment(
  input: Pick<ContactRequestInput, "email" | "secteur" | "langue">,
  settings: SiteSettingsView,
): OutgoingMail {
  const lang: Language = input.langue ?? "fr";
  const { t } = siteTexts(lang);
  // Set as the catalogue's lines are (French typography in French), as a page shows them.
  const shown = asShownIn(lang, settings);
  const brand = shown.nomMarque;
  const lines = [
    t("mail.contactAck.greeting"),
    "",
    t("mail.contactAck.received", { sector: t(`nav.${input.secteur}`) }),
    shown.secteurs[input.secteur].delaiReponse,
    "",
    t("mail.contactAck.reach"),
    shown.email,
    ...shown.telephones.map((phone) =>
      t("mail.contactAck.phone", { country: phone.libelle, number: phone.numero }),
    ),
    ...(shown.whatsapp ? [t("mail.contactAck.whatsapp", { url: shown.whatsapp.url })] : []),
    "",
    t("mail.contactAck.notYou"),
    "",
    t("mail.contactAck.signature", { brand }),
  ];
  return {
    to: [input.email],
    subject: t("mail.contactAck.subject", { brand }),
    text: lines.join("\n"),
  };
}
