// The press kit (issue 32, point 3; docs/decisions/065): the group's logos, chosen from the
// media library, and its fact sheet, a PDF sent in /admin/site. Both live in the site
// settings (`kitPresse`) and /presse offers them as downloads naming the file, its format
// and its size in the reader's language (formatFileSize, web/lib/format.ts).
import type { MediaAsset } from "./media.ts";
import { MediaAssetSchema } from "./media-schema.ts";
import { z } from "./zod.ts";

export const PRESS_KIT_LIMITS = {
  /** Enough for the colour, white and one-colour forms, each in two shapes. */
  logosMax: 6,
  /** The fact sheet's PDF, as a release's (RELEASE_LIMITS.pdfMaxBytes). */
  ficheMaxBytes: 5 * 1024 * 1024,
  nomMax: 120,
} as const;

export const PRESS_KIT_MESSAGES = {
  ficheRequired: "Veuillez choisir le PDF de la fiche d'information.",
  ficheType: "La fiche d'information doit être un PDF.",
  ficheDamaged:
    "La fiche d'information est un PDF illisible ou incomplet : enregistrez-la de nouveau au format PDF, puis réessayez.",
  ficheTooLarge: "La fiche d'information ne peut excéder 5 Mo.",
  logoRequired: "Veuillez choisir un logo dans la médiathèque.",
  tooManyLogos: `Au plus ${PRESS_KIT_LIMITS.logosMax} logos dans le kit presse.`,
  logoAlreadyThere: "Ce logo figure déjà dans le kit presse.",
  logoNotThere: "Ce logo ne figure pas dans le kit presse.",
  logoAdded: "Logo ajouté au kit presse",
  logoRemoved: "Logo retiré du kit presse",
  ficheSaved: "Fiche d'information enregistrée",
  ficheRemoved: "Fiche d'information retirée",
} as const;

/**
 * A logo of the kit: the library's picture (its full size in WebP is what one downloads),
 * the name it is offered under and that file's size, measured when it was chosen.
 */
const PressKitLogoSchema = z.object({
  image: MediaAssetSchema,
  nom: z.string().max(PRESS_KIT_LIMITS.nomMax),
  octets: z.number().int().nonnegative(),
});

/** The fact sheet as stored: its key in the public storage, its size, the name sent. */
const PressKitFicheSchema = z.object({
  cle: z.string(),
  nom: z.string().max(PRESS_KIT_LIMITS.nomMax),
  octets: z.number().int().nonnegative(),
});

export const PressKitSchema = z.object({
  logos: z.array(PressKitLogoSchema).max(PRESS_KIT_LIMITS.logosMax),
  fiche: PressKitFicheSchema.nullable(),
});

export type PressKit = z.output<typeof PressKitSchema>;
export type PressKitLogo = PressKit["logos"][number] & { image: MediaAsset };
export type PressKitFiche = NonNullable<PressKit["fiche"]>;

/** A new site's kit is empty: /presse leaves its part out until staff fill it. */
export const PRESS_KIT_DEFAULTS: PressKit = { logos: [], fiche: null };

/** One file to download, as /presse links it. */
export interface PressKitDownload {
  url: string;
  /** The file's name as the visitor saves it. */
  nom: string;
  format: "WebP" | "PDF";
  octets: number;
}

/** The kit as pages read it: each logo with a small picture to show beside its link. */
export interface PressKitView {
  /** `cle`: the library picture's key, which a removal names. */
  logos: (PressKitDownload & { cle: string; apercu: string; largeur: number; hauteur: number })[];
  fiche: PressKitDownload | null;
}

/** A kit with nothing to download: what a caller that shows no kit passes. */
export const EMPTY_PRESS_KIT_VIEW: PressKitView = { logos: [], fiche: null };

/** The file name a logo is saved under: its library name, with the extension it has now. */
export function logoFileName(nom: string): string {
  const base = nom.replace(/\.[a-z0-9]{2,5}$/i, "").trim() || "logo";
  return `${base}.webp`;
}
