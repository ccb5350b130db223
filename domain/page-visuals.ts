// The key visuals staff choose for the public pages (issue 31 point 2, ADR 052): the home
// hero (a video with its poster picture, or a picture alone), each sector page's hero, the
// about page's picture, and the picture shared on social networks when a page has none of
// its own. Which page carries which, their labels and their French messages live here,
// once, for the API, the back-office form and the pages. No zod: the public pages load it.
import type { MediaAsset, MediaView } from "./media.ts";
import type { PageTextKey } from "./page-texts.ts";

/** The video formats the home hero takes, recognised by their bytes (never by a name). */
export const VIDEO_FORMATS = ["mp4", "webm"] as const;
export type VideoFormat = (typeof VIDEO_FORMATS)[number];

export const VIDEO_TYPES: Record<VideoFormat, string> = {
  mp4: "video/mp4",
  webm: "video/webm",
};

export const VIDEO_LIMITS = {
  /** 30 MB: a hero loop of 20 to 30 s at 720p is 3 to 10 MB; more is a film, not a loop. */
  maxBytes: 30 * 1024 * 1024,
} as const;

/** A stored video: one file, served under /uploads/ with range requests. */
export interface VideoAsset {
  /** The storage key, made by the server: `${uuid}.${format}`. */
  cle: string;
  format: VideoFormat;
  /** Bytes. */
  taille: number;
}

/** A video as the API gives it: where it is and what it is. */
export interface VideoView {
  url: string;
  type: string;
  taille: number;
}

/** What a page's visuals are, as stored (site document `visuels:{cle}`). */
export interface PageVisualsDocument {
  visuel?: MediaAsset | null;
  video?: VideoAsset | null;
  visuelPartage?: MediaAsset | null;
}

/** The pictures a page may carry, by their name in the API, with their French labels. */
export type PageVisualName = "visuel" | "visuelPartage";

/** One picture a page takes: its French label, and what the page shows while none is chosen. */
export interface PictureSlot {
  label: string;
  whenNone: string;
}

export interface PageVisualSlots {
  /** The page's own picture (its hero, or the about page's picture). */
  visuel?: PictureSlot;
  /** Whether the page takes a video (the home hero); its poster is `visuel`. */
  video?: true;
  /** The picture shared on social networks by pages that have none of their own. */
  visuelPartage?: PictureSlot;
}

const SECTOR_HERO: PictureSlot = {
  label: "Image d'en-tête du secteur",
  whenNone:
    "Aucune image choisie : la page montre une vue de la réalisation la plus récente du secteur.",
};

/** Which pages carry which visuals; a page not named has none. */
export const PAGE_VISUAL_SLOTS: Partial<Record<PageTextKey, PageVisualSlots>> = {
  accueil: {
    visuel: {
      label: "Image d'accueil (affiche de la vidéo, ou seule)",
      whenNone: "Aucune image choisie : la vidéo livrée avec le site et son affiche s'affichent.",
    },
    video: true,
    visuelPartage: {
      label: "Image partagée sur les réseaux sociaux par défaut",
      whenNone:
        "Aucune image choisie : les pages sans image à elles partagent l'affiche de la vidéo d'accueil.",
    },
  },
  immobilier: { visuel: SECTOR_HERO },
  aviation: { visuel: SECTOR_HERO },
  mines: { visuel: SECTOR_HERO },
  logistique: { visuel: SECTOR_HERO },
  "qui-sommes-nous": {
    visuel: {
      label: "Image de la page",
      whenNone: "Aucune image choisie : la page n'en montre pas.",
    },
  },
};

export const pageVisualSlots = (cle: PageTextKey): PageVisualSlots => PAGE_VISUAL_SLOTS[cle] ?? {};

/**
 * Where a page's visuals are stored: a site document of their own beside its texts (the
 * page service writes it, the media library counts and describes the pictures in it).
 */
export const visualsKey = (cle: PageTextKey) => `visuels:${cle}`;

/** A picture's French label on a page (its name where the page does not take it). */
export const pictureLabel = (cle: PageTextKey, name: PageVisualName): string =>
  pageVisualSlots(cle)[name]?.label ?? name;

/** The picture names a page takes (`visuel`, `visuelPartage`), in the form's order. */
export const pagePictureNames = (cle: PageTextKey): PageVisualName[] => {
  const slots = pageVisualSlots(cle);
  return (["visuel", "visuelPartage"] as const).filter((name) => slots[name] !== undefined);
};

/**
 * A page's visuals as GET /pages/{cle} carries them: only those the page has (`Picture`:
 * MediaView<string> for a reader of one language).
 */
export interface PageVisualsView<Picture extends MediaView = MediaView> {
  visuel?: Picture | null;
  video?: VideoView | null;
  visuelPartage?: Picture | null;
}

const megabytes = (bytes: number) => Math.round(bytes / (1024 * 1024));

export const PAGE_VISUAL_MESSAGES = {
  videoType: "La vidéo doit être au format MP4 ou WebM.",
  videoTooLarge: `La vidéo ne doit pas dépasser ${megabytes(VIDEO_LIMITS.maxBytes)} Mo.`,
  videoRequired: "Choisissez une vidéo à envoyer (MP4 ou WebM).",
  videoNotHere: "Cette page ne prend pas de vidéo.",
  videoSaved: "Vidéo enregistrée",
  videoRemoved: "Vidéo retirée",
  notHere: (name: string) => `Cette page ne prend pas d'image « ${name} ».`,
  notAMediaId: (label: string) =>
    `« ${label} » doit être l'identifiant d'une image de la médiathèque, ou null pour la retirer.`,
  unknownMedia: (label: string) => `« ${label} » : cette image n'est pas dans la médiathèque.`,
} as const;
