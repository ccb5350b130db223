// The one shape of an image field (issue 29 point 3, ADR 041): an article's main image, a
// project's gallery, an opportunity's image and the site's logo all hold a MediaAsset. It
// is the model of the media library to come: what a picture is, what it shows, who took
// it and where its subject sits, whichever item shows it. No zod here: the public pages'
// <Picture> imports it; domain/media-schema.ts holds the check of the stored shape.
import type { Localized } from "./constants.ts";
import type { ImageFormat } from "./content.ts";

export const MEDIA_LIMITS = {
  /** A credit is a line under a picture ("© Studio Keita, 2025"), not a caption. */
  creditMax: 150,
} as const;

/** Where a picture's subject sits, in percent of its width and height (0–100). */
export interface FocalPoint {
  x: number;
  y: number;
}

/** An uploaded image as stored: re-encoded in several widths and formats. */
export interface MediaAsset {
  /** Server-made base name: files are `${cle}-${width}.${format}`. */
  cle: string;
  largeur: number;
  hauteur: number;
  /** Widths available, ascending; the last is the full size. */
  largeurs: number[];
  /**
   * Formats written at every width; absent on images uploaded before AVIF (WebP only).
   * WebP is always among them.
   */
  formats?: ImageFormat[];
  /** Bytes of every file written for it (every width, every format); absent when unknown. */
  taille?: number;
  /** What it shows, in each language (domain/alt-texts.ts); absent when never given. */
  texteAlternatif?: Localized<string>;
  /** Who made it, as printed under it; absent when none is due. */
  credit?: string;
  /** Where its subject sits, kept in view when a frame crops it; absent: the centre. */
  pointFocal?: FocalPoint;
}

/** The formats an image was written in (those stored before AVIF: WebP alone). */
export const formatsOf = (asset: Pick<MediaAsset, "formats">): readonly ImageFormat[] =>
  asset.formats ?? ["webp"];

/**
 * One picture of an image field as every answer gives it, under `medias` (ADR 041): what
 * a `<picture>` needs (every width in WebP and AVIF, the intrinsic size), what it shows,
 * who made it and where its subject sits. The server makes it (its URLs point where the
 * files are served); the pages render it with one component (web/components/picture.tsx).
 */
export interface MediaView<Alt extends string | Localized<string> = string | Localized<string>> {
  /** The full size in WebP, which every browser shows. */
  url: string;
  /** Every width in WebP. */
  srcset: string;
  /** Every width in AVIF, or "" for an image uploaded before AVIF. */
  srcsetAvif: string;
  largeur: number;
  hauteur: number;
  /**
   * What it shows: for a reader of one language, its text in that language or else the
   * item's title in it; for staff (and a public reader who named none), every language as
   * stored ("" where none was written).
   */
  texteAlternatif: Alt;
  /** Who made it, or null. */
  credit: string | null;
  /** Where its subject sits (percent), or null: a crop keeps the centre. */
  pointFocal: FocalPoint | null;
}

/** A focal point as CSS's `object-position` reads it. */
export const objectPosition = ({ x, y }: FocalPoint): string => `${x}% ${y}%`;

/**
 * A stored asset as today's code reads it. Images stored before ADR 041 kept their
 * alternative texts under `alt`: that name is read as `texteAlternatif` (the new one wins
 * when both are there), so no stored row or version needs rewriting. Anything else passes
 * through unchanged.
 */
export function mediaFromStored<T>(value: T): T {
  if (!value || typeof value !== "object" || !("alt" in value)) return value;
  const { alt, ...asset } = value as Record<string, unknown>;
  if (asset.texteAlternatif !== undefined || alt === undefined || alt === null) return asset as T;
  return { ...asset, texteAlternatif: alt } as T;
}
