import type { PageMedia } from "../content/content-image.tsx";

/** What a sector's picture is taken from when staff chose none: its newest public project. */
interface NewestProject {
  medias: { images: PageMedia[] };
}

/**
 * A sector's own picture (its home tile, its page's hero): the one staff chose in
 * /admin/pages (the sector page's `visuel`, issue 31 point 2); where none was chosen, the
 * second view of its newest project, whose first view shows beside it as that project's
 * card, so that no picture shows twice on a page; the first view when the project has only
 * one; none without one.
 */
export function sectorPicture(
  newest: NewestProject | undefined,
  chosen: PageMedia | null | undefined,
): { image: PageMedia | null; alt: string } {
  if (chosen) return { image: chosen, alt: chosen.texteAlternatif };
  const images = newest?.medias.images ?? [];
  const image = images[images.length > 1 ? 1 : 0] ?? null;
  return { image, alt: image?.texteAlternatif ?? "" };
}
