// The check of a stored MediaAsset (domain/media.ts), apart from it: the public pages
// import media.ts to draw pictures and must not load zod with it.
import { LANGUAGES, type Localized } from "./constants.ts";
import { IMAGE_FORMATS } from "./content.ts";
import { MEDIA_LIMITS, type MediaAsset, mediaFromStored } from "./media.ts";
import { z } from "./zod.ts";

const percent = z.number().min(0).max(100);

/**
 * A stored asset checked whole (the logo lives in a settings document that is parsed on
 * every read): the old `alt` name read as `texteAlternatif`, the rest as MediaAsset says.
 */
export const MediaAssetSchema = z.preprocess(
  mediaFromStored,
  z.object({
    cle: z.string(),
    largeur: z.number().int(),
    hauteur: z.number().int(),
    largeurs: z.array(z.number().int()),
    formats: z.array(z.enum(IMAGE_FORMATS)).optional(),
    taille: z.number().int().nonnegative().optional(),
    texteAlternatif: z
      .object(Object.fromEntries(LANGUAGES.map((lang) => [lang, z.string()])))
      .transform((texts) => texts as Localized<string>)
      .optional(),
    credit: z.string().max(MEDIA_LIMITS.creditMax).optional(),
    pointFocal: z.object({ x: percent, y: percent }).optional(),
  }),
) as unknown as z.ZodType<MediaAsset>;
