// Numbers as each language writes them (issue 28): `15 000 m³` in French (a narrow no-break
// space between thousands, as domain/typography.ts sets French), `15,000 m³` in English,
// `15.000 m³` in Italian. Every number the site writes for a reader goes through here.
import type { Language } from "./constants.ts";

/** The locale each language's dates and numbers are written in. */
export const LOCALES: Record<Language, string> = { fr: "fr-FR", en: "en-GB", it: "it-IT" };

const formatters = new Map<Language, Intl.NumberFormat>();

/**
 * `value` as a reader of `lang` writes it. Thousands are always grouped: Italian's own
 * rule leaves `5000` whole, which reads badly beside `15.000` in the same list.
 */
export function formatNumber(lang: Language, value: number): string {
  let formatter = formatters.get(lang);
  if (!formatter) {
    formatter = new Intl.NumberFormat(LOCALES[lang], {
      useGrouping: "always",
      maximumFractionDigits: 20,
    });
    formatters.set(lang, formatter);
  }
  return formatter.format(value);
}

/**
 * A whole number written with spaces between its thousands (`15 000`, `1 200`), as French
 * and the SI write them, and as staff type them: a space is never a decimal sign, so the
 * number is certain. Not a phone number (`+221 77 123 45 67`: after a `+`, a digit, or a
 * digit and a space, or before a digit), nor a decimal one (`1 200,5`), which stay as typed.
 */
const SPACE_GROUPED_NUMBER =
  /(?<![\d+])(?<!\d[ \u00a0\u202f])\d{1,3}(?:[ \u00a0\u202f]\d{3})+(?![ \u00a0\u202f]?\d)(?![.,]\d)/g;

/** `text` with each space-grouped number (SPACE_GROUPED_NUMBER) written as `lang` writes it. */
export function localizeNumbers(lang: Language, text: string): string {
  return text.replace(SPACE_GROUPED_NUMBER, (written) =>
    formatNumber(lang, Number(written.replace(/\D/g, ""))),
  );
}
