import { useId } from "react";
import { useFetcher } from "react-router";
import { HONEYPOT_FIELD, SECTOR_CODES } from "../../../domain/constants.ts";
import { NEWSLETTER_MESSAGES } from "../../../domain/newsletter-messages.ts";
import { HoneypotField } from "../../components/honeypot-field.tsx";
import { useTexts } from "../../i18n/texts.tsx";
import type { FormOutcome } from "../../lib/app-context.ts";
import { refusalText } from "../../lib/form-refusal.ts";
import { useLocalizedPath } from "../i18n/language.ts";
import { PrivacyNotice } from "../site/privacy-notice.tsx";

/** The fields the form sends, the only ones its page reads (web/routes/site/newsletter.tsx). */
export const NEWSLETTER_FORM_FIELDS = ["email", "secteur", "langue", HONEYPOT_FIELD] as const;

/** Where the form posts: the `/newsletter` route's action (web/routes/site/newsletter.tsx). */
const NEWSLETTER_ACTION = "/newsletter";

/**
 * The footer's subscription (SPEC.md §1: an email and a sector of interest). With
 * JavaScript it is sent in place and answers where it stands; without, the browser posts it
 * to the `/newsletter` page, which answers the same. `outcome` is that page's answer.
 */
export function NewsletterForm({
  outcome,
  tone = "dark",
  compact = false,
}: {
  outcome?: FormOutcome | undefined;
  tone?: "dark" | "light";
  /**
   * The footer's form (issue 32): the email and its button on one row; the sector, which
   * may stay "all sectors", only from a tablet's width up, so a phone's footer stays short.
   */
  compact?: boolean;
}) {
  const texts = useTexts();
  const { t, lang } = texts;
  const to = useLocalizedPath();
  const fetcher = useFetcher<FormOutcome>();
  const id = useId();
  const result = fetcher.data ?? outcome;
  const sending = fetcher.state !== "idle";
  const fieldClass =
    tone === "dark"
      ? "min-h-11 rounded border border-white/30 bg-white/10 px-3 py-2 text-white placeholder:text-white/60"
      : "min-h-11 rounded border border-slate-300 bg-white px-3 py-2 text-slate-900";

  const submit = (
    <button
      type="submit"
      disabled={sending}
      className="min-h-11 shrink-0 self-start rounded bg-accent-500 px-4 py-2 font-semibold text-brand-900 hover:brightness-105 disabled:opacity-60"
    >
      {sending ? t("newsletter.sending") : t("newsletter.submit")}
    </button>
  );

  return (
    <fetcher.Form
      method="post"
      action={to(NEWSLETTER_ACTION)}
      className={`flex flex-col ${compact ? "gap-2" : "gap-3"}`}
    >
      <label htmlFor={`${id}-email`} className="font-medium">
        {t("newsletter.email")}
      </label>
      {/* Compact, the email and its button share a row; a long word of the button's wraps
          rather than push the field out. */}
      <div className={compact ? "flex gap-2" : "contents"}>
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          required
          autoComplete="email"
          placeholder={t("newsletter.emailPlaceholder")}
          className={`${fieldClass} ${compact ? "min-w-0 flex-1" : ""}`}
          aria-describedby={result ? `${id}-result` : undefined}
        />
        {compact && submit}
      </div>
      <div className={compact ? "hidden flex-col gap-1 sm:flex" : "contents"}>
        <label htmlFor={`${id}-sector`} className="font-medium">
          {t("newsletter.sector")}
        </label>
        <select id={`${id}-sector`} name="secteur" className={fieldClass} defaultValue="">
          <option value="">{t("newsletter.allSectors")}</option>
          {SECTOR_CODES.map((code) => (
            <option key={code} value={code}>
              {t(`nav.${code}`)}
            </option>
          ))}
        </select>
      </div>
      <input type="hidden" name="langue" value={lang} />
      <HoneypotField />
      {!compact && submit}
      <PrivacyNotice text="newsletterData" tone={tone} />
      {result && (
        <p
          id={`${id}-result`}
          role={result.ok ? "status" : "alert"}
          className={result.ok ? "font-medium" : "font-medium text-red-300"}
        >
          {result.ok
            ? // With SMTP the subscription waits for the mailed link (double opt-in).
              t(
                result.message === NEWSLETTER_MESSAGES.confirmationSent
                  ? "newsletter.checkInbox"
                  : "newsletter.success",
              )
            : refusalText(result, texts, "newsletter")}
        </p>
      )}
    </fetcher.Form>
  );
}
