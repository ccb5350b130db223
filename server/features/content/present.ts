// How what articles, projects and opportunities share looks in API answers.
import type { Language, Localized } from "../../../domain/constants.ts";
import { type ImageAsset, pickLanguage } from "../../../domain/content.ts";
import { imageSrcset, imageUrl, type Storage } from "../../plugins/storage.ts";
import type { ContentRecord } from "./content.repository.ts";

export interface ImageView {
  url: string;
  srcset: string;
  largeur: number;
  hauteur: number;
}

/**
 * An image for responsive HTML: full-size URL, every width in srcset, intrinsic size; the
 * URLs point where `storage` serves its files (this site's /uploads/ or a CDN).
 */
export function imageView(storage: Pick<Storage, "publicUrl">, asset: ImageAsset): ImageView {
  return {
    url: imageUrl(storage, asset),
    srcset: imageSrcset(storage, asset),
    largeur: asset.largeur,
    hauteur: asset.hauteur,
  };
}

export interface AuthorView {
  _id: string;
  nom: string;
  prenom: string;
}

/** The author of an item, or null once their account is deleted (docs/decisions/001). */
export function authorView(
  author: ContentRecord<unknown>["author"] | undefined,
): AuthorView | null {
  if (!author?.id) return null;
  return { _id: author.id, nom: author.nom ?? "", prenom: author.prenom ?? "" };
}

/** A per-language value in the reader's language, French where that one is empty. */
export function inLanguage<T>(value: Localized<T>, lang: Language, empty: T): T {
  return pickLanguage(value, lang) ?? empty;
}

/**
 * A per-language value for a reader who named a language, or every language for one who
 * did not (SPEC.md §7: `GET /realisations` sends none, the browser picks).
 */
export function forReader<T>(
  value: Localized<T>,
  lang: Language | undefined,
  empty: T,
): T | Localized<T> {
  return lang ? inLanguage(value, lang, empty) : value;
}

/** What every content answer has, public or back office. */
export interface CommonView {
  _id: string;
  id: string;
  datePublication: string | null;
  auteur: AuthorView | null;
  nombreVues: number;
}

interface CommonRow {
  id: string;
  datePublication: Date | null;
  nombreVues: number;
}

export function commonView(record: ContentRecord<CommonRow>): CommonView {
  const { row } = record;
  return {
    _id: row.id,
    id: row.id,
    datePublication: row.datePublication?.toISOString() ?? null,
    auteur: authorView(record.author),
    nombreVues: row.nombreVues,
  };
}
