import type { PageMedia } from "../content/content-image.tsx";

/** What a sector's picture is taken from: its newest public project. */
interface NewestProject {
  medias: { images: PageMedia[] };
}

/**
 * A sector's own picture (its home tile, its page's hero): the second view of its newest
 * project, whose first view shows beside it as that project's card, so that no picture
 * shows twice on a page; the first view when the project has only one; none without one.
 * Staff change it by publishing.
 */
export function sectorPicture(newest: NewestProject | undefined): {
  image: PageMedia | null;
  alt: string;
} {
  const images = newest?.medias.images ?? [];
  const image = images[images.length > 1 ? 1 : 0] ?? null;
  return { image, alt: image?.texteAlternatif ?? "" };
}
