/**
 * How an edit keeps what it did not send, for every content type: the sent form is laid
 * over the stored item's form values, field by field and language by language (`titre.en`
 * alone changes only the English title), and the whole result is then validated by the
 * entity's edition schema. Lists (keywords, categories) and files are replaced whole.
 */
export function mergeSent(
  current: Record<string, unknown>,
  sent: Record<string, unknown>,
): Record<string, unknown> {
  const result: Record<string, unknown> = { ...current };
  for (const [key, value] of Object.entries(sent)) {
    const base = current[key];
    result[key] = isPlainObject(value) && isPlainObject(base) ? mergeSent(base, value) : value;
  }
  return result;
}

/** Fields whose empty value means "unchanged" (an empty select or date), left out. */
export function withoutBlank(
  sent: Record<string, unknown>,
  keptWhenBlank: readonly string[],
): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(sent).filter(
      ([key, value]) =>
        !keptWhenBlank.includes(key) || (typeof value === "string" ? value.trim() !== "" : true),
    ),
  );
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return (
    typeof value === "object" && value !== null && Object.getPrototypeOf(value) === Object.prototype
  );
}
