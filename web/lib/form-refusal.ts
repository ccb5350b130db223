import type { Texts } from "../../domain/i18n/create-texts.ts";
import type { FormOutcome } from "./app-context.ts";

/** The visitors' forms whose refusals have their texts under `formErrors.{form}`. */
export type VisitorFormName = "contact" | "newsletter" | "candidature";

/**
 * Codes whose words SPEC.md §5 gives under its own keys (`form.fillAllFields`, …): one
 * text in each language for what the browser checks and what the server refuses.
 */
const SPEC_KEYS: Record<string, string> = {
  fillAllFields: "form.fillAllFields",
  selectSector: "form.selectServiceError",
  submitError: "form.submitError",
};

/** The text of a refusal's code in the page's language, undefined when it has none. */
function textsOf(t: Texts["t"], form: VisitorFormName) {
  return (code: string | undefined, values?: Record<string, number>) => {
    if (!code) return undefined;
    const key = SPEC_KEYS[code] ?? `formErrors.${form}.${code}`;
    const text = t(key, values);
    return text === key ? undefined : text;
  };
}

/**
 * What a page shows under each refused field (issue 20), by the field's name: a missing
 * one says it is required, the others their own text (or SPEC.md's "an error occurred").
 * The summary above the form (refusalText) still says it all at once.
 */
export function fieldRefusals(
  outcome: Extract<FormOutcome, { ok: false }>,
  { t }: Pick<Texts, "t">,
  form: VisitorFormName,
): Record<string, string> {
  const textOf = textsOf(t, form);
  const texts: Record<string, string> = {};
  for (const { champ, code } of outcome.erreurs) {
    if (!champ || texts[champ]) continue;
    texts[champ] =
      code === "fillAllFields"
        ? t("form.required")
        : (textOf(code) ?? t(SPEC_KEYS.submitError as string));
  }
  return texts;
}

/**
 * What a page shows of a visitor's refused form, in the page's language (issue 16): each
 * refused field's text by the code of its French message, once; a missing required field
 * alone, as SPEC.md §5 shows it; the wait of a 429. A message without a text in the page's
 * language gives SPEC.md's "an error occurred", never the French of the API.
 */
export function refusalText(
  outcome: Extract<FormOutcome, { ok: false }>,
  { t }: Pick<Texts, "t">,
  form: VisitorFormName,
): string {
  const textOf = textsOf(t, form);
  const fallback = t(SPEC_KEYS.submitError as string);
  if (outcome.status === 429) {
    return textOf("tooManyRequests", { minutes: outcome.retryAfterMinutes ?? 1 }) ?? fallback;
  }
  const codes = outcome.erreurs.length > 0 ? outcome.erreurs.map((e) => e.code) : [outcome.code];
  if (codes.includes("fillAllFields")) return textOf("fillAllFields") ?? fallback;
  const texts = codes.map((code) => textOf(code));
  if (texts.some((text) => text === undefined)) return fallback;
  return [...new Set(texts)].join(" ");
}
