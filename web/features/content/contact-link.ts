const EMAIL = /^[^\s@<>()]+@[^\s@<>()]+\.[^\s@<>()]+$/;
const PHONE = /^\+?[\d\s().-]+$/;
/** E.164 allows at most 15 digits; fewer than 6 is no reachable number. */
const PHONE_DIGITS = { min: 6, max: 15 };

/**
 * An opportunity's contact (free text, SPEC.md §3) as a link when it is an email address
 * (`mailto:`) or a phone number (`tel:`, digits only, so phones dial it); undefined for
 * anything else, which is shown as text.
 */
export function contactHref(contact: string): string | undefined {
  const value = contact.trim();
  if (EMAIL.test(value)) return `mailto:${value}`;
  if (!PHONE.test(value)) return undefined;
  const digits = value.replace(/\D/g, "");
  if (digits.length < PHONE_DIGITS.min || digits.length > PHONE_DIGITS.max) return undefined;
  return `tel:${value.startsWith("+") ? "+" : ""}${digits}`;
}
