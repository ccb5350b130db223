// The media library (issue 31 point 1, docs/decisions/052): every picture uploaded once,
// described once (texts, credit, focal point) and chosen by any image field. Its rules and
// French messages, shared by the API and the back office's screen.
import { altTextField } from "./alt-texts.ts";
import type { ContentTypeKey } from "./content-types/identities.ts";
import { MEDIA_LIMITS } from "./media.ts";
import { z } from "./zod.ts";

export const MEDIA_LIBRARY_LIMITS = {
  /** Files of one upload: each is held in memory until all are checked (all or nothing). */
  filesPerUpload: 20,
  /** Pictures on one page of the library's grid. */
  pageSize: 24,
} as const;

/**
 * What shows a library picture: an item of a content type, the site's settings (logo), or
 * a page's key visuals (its `_id` is the page's key, ADR 055).
 */
export type MediaUseKind = ContentTypeKey | "site" | "page" | "personne" | "reference";

/** One place a picture is shown: what it is, its id, its French title. */
export interface MediaUse {
  type: MediaUseKind;
  _id: string;
  titre: string;
}

const USE_LABELS: Record<MediaUseKind, string> = {
  article: "l’article",
  realisation: "la réalisation",
  opportunite: "l’opportunité",
  offreEmploi: "l’offre d’emploi",
  communique: "le communiqué",
  site: "les réglages du site",
  page: "la page",
  personne: "le portrait de",
  reference: "le logo de",
};

/**
 * "l’article « Titre »", "les réglages du site (logo)", "les réglages du site (kit presse)":
 * a use as a sentence names it.
 */
export const useLabel = (use: MediaUse): string =>
  use.type === "site"
    ? `${USE_LABELS.site} (${use.titre.replace(/ du site$/, "").toLowerCase()})`
    : `${USE_LABELS[use.type]} « ${use.titre} »`;

/** Uses a refusal names one by one; the others are counted. */
const USES_IN_A_MESSAGE = 5;

export const MEDIA_MESSAGES = {
  notFound: "Image introuvable.",
  created: (count: number) =>
    count === 1 ? "Image ajoutée à la médiathèque." : `${count} images ajoutées à la médiathèque.`,
  updated: "Image mise à jour.",
  deleted: "Image supprimée.",
  filesRequired: "Choisissez au moins une image.",
  tooManyFiles: `${MEDIA_LIBRARY_LIMITS.filesPerUpload} images au plus par envoi.`,
  /** A file refused among several: its name says which. */
  fileRefused: (name: string, reason: string) => `« ${name} » : ${reason}`,
  type: "L’image doit être au format JPG, PNG ou WebP.",
  creditTooLong: `Le crédit ne peut excéder ${MEDIA_LIMITS.creditMax} caractères.`,
  focalPoint: "Le point focal doit avoir x et y entre 0 et 100.",
  /** A 409: where the picture is shown, so staff know what to change first. */
  inUse: (uses: readonly MediaUse[]) => {
    const named = uses.slice(0, USES_IN_A_MESSAGE).map(useLabel);
    const others = uses.length - named.length;
    if (others > 0) named.push(`${others} autre${others > 1 ? "s" : ""}`);
    return `Cette image est utilisée par ${named.join(", ")} : retirez-la de ${
      uses.length === 1 ? "ce contenu" : "ces contenus"
    } avant de la supprimer.`;
  },
  notYours: "Vous ne pouvez supprimer que les images que vous avez envoyées.",
  /** A content form named a library picture that is not (or no longer) there. */
  unknownChoice: "L’image choisie n’est plus dans la médiathèque.",
} as const;

const percent = z
  .number({ error: MEDIA_MESSAGES.focalPoint })
  .min(0, { error: MEDIA_MESSAGES.focalPoint })
  .max(100, { error: MEDIA_MESSAGES.focalPoint });

/**
 * PATCH /medias/{id}: what staff describe of a picture. A language not sent keeps its
 * text; a credit "" or null removes it; a focal point null puts the centre back.
 */
export const UpdateMediaInputSchema = z.object({
  texteAlternatif: altTextField.optional(),
  credit: z
    .string({ error: MEDIA_MESSAGES.creditTooLong })
    .trim()
    .max(MEDIA_LIMITS.creditMax, { error: MEDIA_MESSAGES.creditTooLong })
    .nullable()
    .optional(),
  pointFocal: z
    .object({ x: percent, y: percent }, { error: MEDIA_MESSAGES.focalPoint })
    .nullable()
    .optional(),
});
export type UpdateMediaInput = z.infer<typeof UpdateMediaInputSchema>;

/**
 * The form field that names a library picture in place of a file, beside an image or a
 * gallery field: `imagePrincipaleMedia`, `imagesMedia` (repeated for several).
 */
export const libraryChoiceField = (field: string) => `${field}Media`;
