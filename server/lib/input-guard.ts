import { hasForbiddenCharacter } from "../../domain/text.ts";
import { HttpError, validationError } from "./http-error.ts";

/** Nesting levels a JSON body may have: the forms need three ({ motsCles: { fr: [] } }). */
export const MAX_JSON_DEPTH = 20;

/** Fields named in one answer: enough to find them, never a flood. */
const MAX_NAMED_FIELDS = 20;

export const INPUT_MESSAGES = {
  forbiddenCharacter: "Le texte contient un caractère non autorisé (caractère nul).",
  tooDeep: `Le corps de la requête est trop imbriqué (${MAX_JSON_DEPTH} niveaux au plus).`,
  malformedForm: "Le formulaire envoyé est illisible ou incomplet. Veuillez le renvoyer.",
} as const;

/** The 400 for a forbidden character (a NUL byte, which PostgreSQL refuses in any text). */
export function forbiddenCharacterError(champ: string): HttpError {
  return validationError([{ champ, message: INPUT_MESSAGES.forbiddenCharacter }]);
}

/** A field name as an answer may echo it: where the character was, without the character. */
export function shownName(name: string): string {
  return name.replaceAll("\u0000", "\uFFFD");
}

/** Refuses one text (a form field's name or value, a file name) holding a forbidden character. */
export function assertCleanText(value: string, champ: string): void {
  if (hasForbiddenCharacter(value)) throw forbiddenCharacterError(champ);
}

/**
 * Refuses a decoded input (path parameters, query, parsed JSON body) that holds a forbidden
 * character in any string, key included, naming every field that does, or that nests
 * deeper than `maxDepth`. Iterative: a body of a million nested arrays fits in the 1 MB
 * body limit and must not overflow the stack here (nor reach anything that walks it later).
 */
export function assertCleanInput(value: unknown, options: { maxDepth?: number } = {}): void {
  const maxDepth = options.maxDepth ?? MAX_JSON_DEPTH;
  const dirty: string[] = [];
  const stack: { value: unknown; path: string; depth: number; badKey?: boolean }[] = [
    { value, path: "", depth: 0 },
  ];
  while (stack.length > 0) {
    const item = stack.pop() as (typeof stack)[number];
    if (item.badKey) {
      dirty.push(shownName(item.path));
      continue;
    }
    if (typeof item.value === "string") {
      if (hasForbiddenCharacter(item.value)) dirty.push(item.path || "corps");
      continue;
    }
    if (typeof item.value !== "object" || item.value === null) continue;
    if (item.depth >= maxDepth) throw new HttpError(400, INPUT_MESSAGES.tooDeep);
    const entries = Array.isArray(item.value)
      ? item.value.map((child, index) => [String(index), child] as const)
      : Object.entries(item.value);
    // Pushed last to first, so fields are named in the order they were sent.
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, child] = entries[i] as (typeof entries)[number];
      const path = item.path ? `${item.path}.${key}` : key;
      stack.push({ value: child, path, depth: item.depth + 1, badKey: hasForbiddenCharacter(key) });
    }
  }
  if (dirty.length > 0) {
    throw validationError(
      dirty
        .slice(0, MAX_NAMED_FIELDS)
        .map((champ) => ({ champ, message: INPUT_MESSAGES.forbiddenCharacter })),
    );
  }
}
