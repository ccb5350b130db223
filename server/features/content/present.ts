// How content pieces shared by articles, projects and opportunities look in API answers.
import type { ImageAsset } from "../../../domain/content.ts";
import { imageSrcset, imageUrl } from "../../plugins/storage.ts";

export interface ImageView {
  url: string;
  srcset: string;
  largeur: number;
  hauteur: number;
}

/** An image for responsive HTML: full-size URL, every width in srcset, intrinsic size. */
export function imageView(asset: ImageAsset): ImageView {
  return {
    url: imageUrl(asset),
    srcset: imageSrcset(asset),
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
  author: { id: string | null; nom: string | null; prenom: string | null } | null | undefined,
): AuthorView | null {
  if (!author?.id) return null;
  return { _id: author.id, nom: author.nom ?? "", prenom: author.prenom ?? "" };
}
