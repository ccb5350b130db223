import type { ImageView } from "../content/content-image.tsx";

/** What a sector's picture is taken from: its newest public project. */
interface NewestProject {
  imagesDetails: ImageView[];
  textesAlternatifs?: string[] | undefined;
}

/**
 * A sector's own picture (its home tile, its page's hero): the second view of its newest
 * project, whose first view shows beside it as that project's card, so that no picture
 * shows twice on a page; the first view when the project has only one; none without one.
 * Staff change it by publishing.
 */
export function sectorPicture(newest: NewestProject | undefined): {
  image: ImageView | null;
  alt: string;
} {
  const index = (newest?.imagesDetails.length ?? 0) > 1 ? 1 : 0;
  return {
    image: newest?.imagesDetails[index] ?? null,
    alt: newest?.textesAlternatifs?.[index] ?? "",
  };
}
