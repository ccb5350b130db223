import { type MediaView, objectPosition } from "../../domain/media.ts";

/**
 * How a picture loads: `first`, the page's main image (its largest paint: fetched first,
 * never lazily); `low`, small and above the fold but not worth a preload (the logo);
 * `lazy`, everything else, fetched when scrolled near.
 */
export type PictureLoading = "first" | "low" | "lazy";

const LOADING = {
  first: { loading: "eager", decoding: "sync", fetchPriority: "high" },
  low: { loading: undefined, decoding: undefined, fetchPriority: "low" },
  lazy: { loading: "lazy", decoding: "async", fetchPriority: "auto" },
} as const;

interface CommonProps {
  /** Its text may be in every language (the back office's): the caller says which to show. */
  media: MediaView;
  /** What it shows, in the page's language ("" for a picture a link beside it names). */
  alt: string;
  /** The `<img>`'s classes: its box and how it fits it. */
  className?: string;
  loading?: PictureLoading;
  /** Whether its frame crops it (`object-cover`): then its focal point sets what is kept. */
  crops?: boolean;
  /** False where the credit is printed elsewhere, or the picture repeats one shown (a thumbnail). */
  withCredit?: boolean;
}

type PictureProps = CommonProps &
  (
    | {
        /** How wide it is drawn, e.g. `(min-width: 1024px) 33vw, 100vw`. */
        sizes: string;
        oneFile?: false;
      }
    | {
        /**
         * A small picture drawn at one size (the logo): its full-size WebP alone, no other
         * width or format to choose from, so its natural size stays the file's.
         */
        oneFile: true;
        sizes?: undefined;
      }
  );

/**
 * The one rendering of an image field's picture (ADR 041), whatever shows it: a content
 * page, a card, a gallery, a sector's tile, the logo. A `<picture>` whose AVIF source a
 * browser that reads AVIF takes (a third lighter), the WebP `<img>` for the others;
 * `srcset` and `sizes` let a phone take a small file; width and height reserve its box
 * (no layout shift). Where its frame crops it (`object-cover`), its focal point stays in
 * view; its credit, when it has one, is printed over its corner.
 */
export function Picture({
  media,
  alt,
  sizes,
  className = "",
  loading = "lazy",
  crops = true,
  withCredit = true,
  oneFile = false,
}: PictureProps) {
  const how = LOADING[loading];
  const img = (
    <img
      src={media.url}
      srcSet={oneFile ? undefined : media.srcset || undefined}
      sizes={oneFile ? undefined : sizes}
      width={media.largeur}
      height={media.hauteur}
      alt={alt}
      loading={how.loading}
      decoding={how.decoding}
      fetchPriority={how.fetchPriority}
      className={className}
      style={
        crops && media.pointFocal ? { objectPosition: objectPosition(media.pointFocal) } : undefined
      }
    />
  );
  const picture =
    media.srcsetAvif && !oneFile ? (
      // `contents`: the picture adds no box, the img keeps its place in grids and flex rows.
      <picture className="contents">
        <source type="image/avif" srcSet={media.srcsetAvif} sizes={sizes} />
        {img}
      </picture>
    ) : (
      img
    );
  if (!withCredit || !media.credit) return picture;
  return (
    <span className="relative block h-full w-full">
      {picture}
      <small className="absolute right-0 bottom-0 max-w-full truncate bg-slate-900/70 px-1.5 py-0.5 text-[0.6875rem] leading-tight text-white">
        {media.credit}
      </small>
    </span>
  );
}
