/**
 * A form's French messages by code (CONTACT_MESSAGES, NEWSLETTER_MESSAGES): the API
 * answers the text (SPEC.md §8), a page shows the code's text in its own language.
 */
export type MessageCatalogue = Readonly<Record<string, string | ((...values: never[]) => string)>>;

const codesByCatalogue = new WeakMap<MessageCatalogue, Map<string, string>>();

/** The code of one of `catalogue`'s texts (`phoneInvalid`); undefined for any other text. */
export function messageCode(catalogue: MessageCatalogue, message: string): string | undefined {
  let codes = codesByCatalogue.get(catalogue);
  if (!codes) {
    codes = new Map();
    for (const [code, text] of Object.entries(catalogue)) {
      if (typeof text === "string" && !codes.has(text)) codes.set(text, code);
    }
    codesByCatalogue.set(catalogue, codes);
  }
  return codes.get(message);
}
