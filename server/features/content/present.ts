// How what articles, projects and opportunities share looks in API answers.

import { altTextFor, altTextListsOf, altTextsOf } from "../../../domain/alt-texts.ts";
import type { Language, Localized } from "../../../domain/constants.ts";
import { type ImageAsset, pickLanguage } from "../../../domain/content.ts";
import { imageSrcset, imageUrl, type Storage } from "../../plugins/storage.ts";
import type { ContentRecord } from "./content.repository.ts";

export interface ImageView {
  /** The full size in WebP, which every browser shows. */
  url: string;
  /** Every width in WebP. */
  srcset: string;
  /** Every width in AVIF, or "" for an image uploaded before AVIF. */
  srcsetAvif: string;
  largeur: number;
  hauteur: number;
}

/**
 * An image for responsive HTML: full-size URL, every width in srcset (WebP and AVIF),
 * intrinsic size; the URLs point where `storage` serves its files (this site's /uploads/
 * or a CDN).
 */
export function imageView(storage: Pick<Storage, "publicUrl">, asset: ImageAsset): ImageView {
  return {
    url: imageUrl(storage, asset),
    srcset: imageSrcset(storage, asset),
    srcsetAvif: imageSrcset(storage, asset, "avif"),
    largeur: asset.largeur,
    hauteur: asset.hauteur,
  };
}

/**
 * An image's alternative text (API `texteAlternatif`): for a reader of `lang`, its text
 * in that language or else the item's title in it; for a reader who named no language,
 * every language's text as stored.
 */
export function altTextForReader(
  asset: ImageAsset | null | undefined,
  lang: Language | undefined,
  title: Localized<string>,
): string | Localized<string> {
  return lang ? altTextFor(asset, lang, inLanguage(title, lang, "")) : altTextsOf(asset);
}

/** A gallery's alternative texts (API `textesAlternatifs`), by the same rule. */
export function altTextListForReader(
  assets: readonly ImageAsset[],
  lang: Language | undefined,
  title: Localized<string>,
): string[] | Localized<string[]> {
  if (!lang) return altTextListsOf(assets);
  const titleInLanguage = inLanguage(title, lang, "");
  return assets.map((asset) => altTextFor(asset, lang, titleInLanguage));
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
