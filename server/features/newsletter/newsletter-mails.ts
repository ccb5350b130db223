import type { Language } from "../../../domain/constants.ts";
import { newsletterTokenPath } from "../../../domain/site-paths.ts";
import { siteTexts } from "../../lib/site-texts.ts";
import type { OutgoingMail } from "../mail/smtp.ts";
import type { PendingSubscription } from "./newsletter.repository.ts";

/**
 * The unsubscribe link every newsletter mail carries: a page with a button, in the
 * subscriber's language (opening it changes nothing; the button's POST does).
 */
export function unsubscribeUrl(publicUrl: string, lang: Language, token: string): string {
  return `${publicUrl}${newsletterTokenPath(lang, "unsubscribe", token)}`;
}

/** The double opt-in mail, in the subscriber's language: the link that confirms, and the way out. */
export function confirmationMail(
  pending: PendingSubscription,
  publicUrl: string,
  brand: string,
): OutgoingMail {
  const lang = pending.langue;
  const { t } = siteTexts(lang);
  return {
    to: [pending.email],
    subject: t("mail.newsletterConfirm.subject", { brand }),
    text: [
      t("mail.newsletterConfirm.intro", { brand }),
      `${publicUrl}${newsletterTokenPath(lang, "confirm", pending.jetonConfirmation)}`,
      "",
      t("mail.newsletterConfirm.ignore"),
      "",
      t("mail.newsletterConfirm.unsubscribe"),
      unsubscribeUrl(publicUrl, lang, pending.jetonDesinscription),
    ].join("\n"),
  };
}
