/** An image as the API describes it (full size, every width for srcset, intrinsic size). */

import { useTexts } from "../../i18n/texts.tsx";
import type { ImageView } from "../../lib/api-types.ts";

export type { ImageView };

/**
 * A content image from the responsive set the server made at upload: a `<picture>` whose
 * AVIF source a browser that reads AVIF takes (a third lighter), the WebP `<img>` for the
 * others; `srcset` and `sizes` let a phone take a small file; width and height reserve its
 * box (no layout shift); below the fold it loads lazily. A missing image shows the site's
 * placeholder (SPEC.md §3), same box, so cards keep their rhythm.
 */
export function ContentImage({
  image,
  alt,
  sizes,
  className = "",
  priority = false,
}: {
  image: ImageView | null | undefined;
  alt: string;
  /** How wide the image is drawn, e.g. `(min-width: 1024px) 33vw, 100vw`. */
  sizes: string;
  className?: string;
  /** The page's main image (its largest paint): loaded first, never lazily. */
  priority?: boolean;
}) {
  const { t } = useTexts();
  if (!image) {
    return (
      <div
        role="img"
        aria-label={alt ? t("content.noImage", { title: alt }) : t("content.noImageShort")}
        className={`flex aspect-[3/2] items-center justify-center bg-gradient-to-br from-brand-700 to-brand-900 ${className}`}
      >
        <svg
          viewBox="0 0 48 48"
          width="48"
          height="48"
          aria-hidden="true"
          className="text-white/40"
        >
          <path
            fill="currentColor"
            d="M8 10h32a2 2 0 0 1 2 2v24a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2V12a2 2 0 0 1 2-2Zm2 24h28l-9-12-7 9-5-6-7 9Zm6-14a3 3 0 1 0 0-6 3 3 0 0 0 0 6Z"
          />
        </svg>
      </div>
    );
  }
  const img = (
    <img
      src={image.url}
      srcSet={image.srcset || undefined}
      sizes={sizes}
      width={image.largeur}
      height={image.hauteur}
      alt={alt}
      loading={priority ? "eager" : "lazy"}
      decoding={priority ? "sync" : "async"}
      fetchPriority={priority ? "high" : "auto"}
      className={`h-auto w-full object-cover ${className}`}
    />
  );
  if (!image.srcsetAvif) return img;
  return (
    // `contents`: the picture adds no box, the img keeps its place in grids and flex rows.
    <picture className="contents">
      <source type="image/avif" srcSet={image.srcsetAvif} sizes={sizes} />
      {img}
    </picture>
  );
}
