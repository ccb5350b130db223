import { Picture } from "../../components/picture.tsx";
import { useTexts } from "../../i18n/texts.tsx";
import type { MediaView } from "../../lib/api-types.ts";

/** A picture as a page reads it: its text in the page's language. */
export type PageMedia = MediaView<string>;

/**
 * A content image, or where an item has none the site's placeholder (SPEC.md §3), same
 * box, so cards keep their rhythm. The picture itself is drawn by Picture, the one
 * rendering of every image field; below the fold it loads lazily.
 */
export function ContentImage({
  image,
  alt,
  sizes,
  className = "",
  priority = false,
}: {
  image: PageMedia | null | undefined;
  /** What it shows ("" beside a link that names it); the placeholder names the item by it. */
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
  return (
    <Picture
      media={image}
      alt={alt}
      sizes={sizes}
      loading={priority ? "first" : "lazy"}
      className={`h-auto w-full object-cover ${className}`}
    />
  );
}
