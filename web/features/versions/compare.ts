// What a version's comparison shows: each field of the back office's item that differs
// between a version and the current item, as text per language (or as images).

/** An item or a version of it, as the comparison reads it: any field by its name. */
export type ComparedItem = Record<string, unknown>;

/** One line of a comparison: a field (and language), its text now and in the version. */
export interface ComparedField {
  key: string;
  label: string;
  current: string;
  version: string;
  /** Image URLs instead of text (the item's images are compared as pictures). */
  images?: { current: string[]; version: string[] };
}

const LANGUAGE_NAMES = { fr: "français", en: "anglais", it: "italien" } as const;
const DATE = new Intl.DateTimeFormat("fr-FR", { dateStyle: "long", timeStyle: "short" });
const IMAGE_FIELDS = new Set(["imagePrincipale", "image", "images"]);

const isLocalized = (value: unknown): value is Record<keyof typeof LANGUAGE_NAMES, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value) && "fr" in value;

/** A value as a person reads it: lists joined, dates in French, a sector by its name. */
function asText(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (Array.isArray(value)) return value.map(asText).join(", ");
  if (typeof value === "object") {
    const named = value as { nom?: unknown };
    return typeof named.nom === "string" ? named.nom : JSON.stringify(value);
  }
  const text = String(value);
  return /^\d{4}-\d{2}-\d{2}T/.test(text) ? DATE.format(new Date(text)) : text;
}

const asImages = (value: unknown): string[] =>
  (Array.isArray(value) ? value : [value]).filter((url): url is string => typeof url === "string");

/**
 * The fields that differ, in the form's order (`labels`: the type's fields a version
 * shows, domain/revisions.ts); a localized field per language.
 */
export function compareItems(
  labels: Record<string, string>,
  current: ComparedItem,
  version: ComparedItem,
): ComparedField[] {
  const lines: ComparedField[] = [];
  for (const [field, label] of Object.entries(labels)) {
    if (!(field in current) && !(field in version)) continue;
    const now = current[field];
    const then = version[field];
    if (IMAGE_FIELDS.has(field)) {
      const images = { current: asImages(now), version: asImages(then) };
      if (images.current.join() !== images.version.join()) {
        lines.push({ key: field, label, current: "", version: "", images });
      }
    } else if (isLocalized(now) || isLocalized(then)) {
      for (const lang of Object.keys(LANGUAGE_NAMES) as (keyof typeof LANGUAGE_NAMES)[]) {
        const a = asText(isLocalized(now) ? now[lang] : "");
        const b = asText(isLocalized(then) ? then[lang] : "");
        if (a !== b) {
          lines.push({
            key: `${field}.${lang}`,
            label: `${label} (${LANGUAGE_NAMES[lang]})`,
            current: a,
            version: b,
          });
        }
      }
    } else if (asText(now) !== asText(then)) {
      lines.push({ key: field, label, current: asText(now), version: asText(then) });
    }
  }
  return lines;
}
