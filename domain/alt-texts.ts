// Alternative texts of content images (issue 19): each image says what it shows, in every
// language, entered under its preview. They live on the stored image
// (MediaAsset.texteAlternatif), so a gallery reordered or trimmed keeps each text with its
// picture, and a version of an item keeps them with its images.
import { LANGUAGES, type Language, type Localized } from "./constants.ts";
import { formatLimit, perLanguage, textField } from "./content-fields.ts";
import type { MediaAsset } from "./media.ts";
import { z } from "./zod.ts";

/** Screen readers read an alternative text whole: a sentence, not a caption essay. */
export const ALT_TEXT_MAX = 250;

export const ALT_TEXT_MESSAGES = {
  tooLong: (lang: Language) =>
    `Le texte alternatif (${lang}) ne peut excéder ${formatLimit(ALT_TEXT_MAX)} caractères.`,
  tooMany: "Il y a plus de textes alternatifs que d'images.",
} as const;

// One line, as an `alt` attribute is read: a line break typed in its box becomes a space.
const altText = (lang: Language) =>
  textField({ max: { length: ALT_TEXT_MAX, message: ALT_TEXT_MESSAGES.tooLong(lang) } }).transform(
    (text) => text.replace(/\s*[\n\r\u2028\u2029]+\s*/g, " "),
  );

/**
 * One image's texts, `texteAlternatif[fr]`…: each language undefined when not sent (an
 * edit then keeps the stored one), "" when sent empty.
 */
export const altTextField = perLanguage((lang) => altText(lang).optional());

/**
 * A gallery's texts, `texteAlternatif[fr][]`… (the same name as one image's, ADR 041; the
 * former `textesAlternatifs` is still read): one per image in gallery order (kept images
 * first, then the new files), empties included so the positions stay aligned.
 */
export const altTextListField = perLanguage((lang) =>
  z
    .preprocess((value) => (Array.isArray(value) ? value : [value]), z.array(altText(lang)))
    .optional(),
);

export type SentAltText = Partial<Record<Language, string | undefined>>;
export type SentAltTexts = Partial<Record<Language, string[] | undefined>>;

/**
 * Whether a gallery of `count` images has room for every sent list of texts (empty texts
 * past its end describe nothing, and do no harm).
 */
export const altTextsFit = (texts: SentAltTexts | undefined, count: number): boolean =>
  LANGUAGES.every((lang) => (texts?.[lang] ?? []).slice(count).every((text) => text === ""));

/**
 * An image with its texts: the sent ones, else `previous` (the stored image's, when the
 * picture is the same), else empty.
 */
export function describedImage(
  asset: MediaAsset,
  sent: SentAltText | undefined,
  previous: Partial<Localized<string>> | undefined,
): MediaAsset {
  const texteAlternatif = Object.fromEntries(
    LANGUAGES.map((lang) => [lang, sent?.[lang] ?? previous?.[lang] ?? ""]),
  ) as Localized<string>;
  return { ...asset, texteAlternatif };
}

/** A gallery with its texts: position `i` of each sent list describes image `i`. */
export function describedImages(
  assets: readonly MediaAsset[],
  sent: SentAltTexts | undefined,
): MediaAsset[] {
  return assets.map((asset, index) =>
    describedImage(
      asset,
      Object.fromEntries(LANGUAGES.map((lang) => [lang, sent?.[lang]?.[index]])),
      asset.texteAlternatif,
    ),
  );
}

/** The texts of one image as the back office edits them: every language, "" when none. */
export const altTextsOf = (asset: MediaAsset | null | undefined): Localized<string> =>
  Object.fromEntries(
    LANGUAGES.map((lang) => [lang, asset?.texteAlternatif?.[lang] ?? ""]),
  ) as Localized<string>;

/**
 * What a reader of `lang` is told an image shows: its text in that language, else the
 * item's title in that language (never another language's text).
 */
export const altTextFor = (
  asset: MediaAsset | null | undefined,
  lang: Language,
  title: string,
): string => asset?.texteAlternatif?.[lang]?.trim() || title;
