import { useCallback, useEffect, useRef, useState } from "react";
import { Icon } from "../../components/icon.tsx";
import { Picture } from "../../components/picture.tsx";
import { useTexts } from "../../i18n/texts.tsx";
import { ContentImage, type PageMedia } from "./content-image.tsx";

/** SPEC.md §9: the gallery rotates every 5000 ms. */
export const GALLERY_INTERVAL_MS = 5000;

/** The gallery fills the detail page's main column: 760 px wide on a desktop. */
const GALLERY_SIZES = "(min-width: 1024px) 760px, 100vw";
const THUMBNAIL_SIZES = "(min-width: 1024px) 150px, 20vw";
const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";
/** How much of a slide must fill the track for it to count as the one shown. */
const SHOWN_RATIO = 0.6;

/**
 * Whether the gallery may move on its own. False on the server and until the browser has
 * said motion is welcome, so nothing ever rotates under `prefers-reduced-motion: reduce`.
 */
function useMotionAllowed(): { ready: boolean; motion: boolean } {
  const [state, setState] = useState({ ready: false, motion: false });
  useEffect(() => {
    const query = window.matchMedia(REDUCED_MOTION);
    const update = () => setState({ ready: true, motion: !query.matches });
    update();
    query.addEventListener("change", update);
    return () => query.removeEventListener("change", update);
  }, []);
  return state;
}

const OVERLAY_BUTTON =
  "absolute flex items-center justify-center rounded-full bg-white/90 text-brand-900 shadow-md transition hover:bg-white focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent-500";

/**
 * SPEC.md §2: a project's photos, rotating on their own, with thumbnails. The slides sit
 * side by side in a scroll-snapping track: a phone swipes through them, and without
 * JavaScript every photo is still there to scroll to. The slide shown is whichever fills
 * the track, whatever moved it (a button, the timer, a finger). Rotation pauses while the
 * pointer is over the gallery or the keyboard is in it, stops with its pause button, and
 * never starts when the visitor asks for reduced motion (WAI-ARIA carousel pattern).
 */
export function ImageGallery({
  images,
  title,
}: {
  /** The photos, each with what it shows in the page's language (else the title). */
  images: PageMedia[];
  title: string;
}) {
  const { t } = useTexts();
  const total = images.length;
  const track = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const { ready, motion } = useMotionAllowed();
  const rotating = total > 1 && motion && !stopped && !hovered && !focused;

  const show = useCallback(
    (target: number) => {
      const element = track.current;
      if (!element) return;
      const slide = (target + total) % total;
      element.scrollTo({
        left: slide * element.clientWidth,
        behavior: motion ? "smooth" : "instant",
      });
    },
    [total, motion],
  );

  useEffect(() => {
    const element = track.current;
    if (!element || total < 2) return;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.intersectionRatio >= SHOWN_RATIO) {
            setIndex(Number((entry.target as HTMLElement).dataset.slide));
          }
        }
      },
      { root: element, threshold: SHOWN_RATIO },
    );
    for (const slide of element.children) observer.observe(slide);
    return () => observer.disconnect();
  }, [total]);

  // Restarted by every change of slide: one chosen by hand gets its full time too.
  useEffect(() => {
    if (!rotating) return;
    const timer = window.setTimeout(() => show(index + 1), GALLERY_INTERVAL_MS);
    return () => window.clearTimeout(timer);
  }, [rotating, index, show]);

  if (total < 2) {
    return (
      <div className="overflow-hidden rounded-lg bg-slate-100">
        <ContentImage
          image={images[0]}
          alt={images[0]?.texteAlternatif || title}
          sizes={GALLERY_SIZES}
          className="aspect-[3/2]"
          priority
        />
      </div>
    );
  }

  const counter = t("details.gallery.slideLabel", { n: index + 1, total });
  return (
    <section
      aria-roledescription={t("details.gallery.roledescription")}
      aria-label={t("details.gallery.label", { title })}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      // A click also focuses a button; only the keyboard's focus holds the rotation.
      onFocus={(event) => setFocused(event.target.matches(":focus-visible"))}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div className="relative overflow-hidden rounded-lg bg-slate-100">
        {/* Focusable so that the arrow keys scroll it, with or without JavaScript. */}
        <div
          ref={track}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to scroll by keyboard.
          tabIndex={0}
          className="flex snap-x snap-mandatory overflow-x-auto [scrollbar-width:none] focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-accent-500 [&::-webkit-scrollbar]:hidden"
        >
          {images.map((image, slide) => (
            // biome-ignore lint/a11y/useSemanticElements: a carousel's slide is a group (WAI-ARIA APG); a fieldset is a form's.
            <div
              key={image.url}
              data-slide={slide}
              role="group"
              aria-roledescription={t("details.gallery.slideRoledescription")}
              aria-label={t("details.gallery.slideLabel", { n: slide + 1, total })}
              className="w-full shrink-0 snap-start"
            >
              <ContentImage
                image={image}
                alt={
                  // A photo without its own text is told apart from the others by its rank.
                  image.texteAlternatif && image.texteAlternatif !== title
                    ? image.texteAlternatif
                    : t("details.gallery.photoAlt", { title, n: slide + 1, total })
                }
                sizes={GALLERY_SIZES}
                className="aspect-[3/2]"
                priority={slide === 0}
              />
            </div>
          ))}
        </div>
        {ready ? (
          <>
            <button
              type="button"
              onClick={() => show(index - 1)}
              aria-label={t("details.gallery.previous")}
              className={`${OVERLAY_BUTTON} top-1/2 left-3 size-10 -translate-y-1/2`}
            >
              <Icon name="chevron-left" />
            </button>
            <button
              type="button"
              onClick={() => show(index + 1)}
              aria-label={t("details.gallery.next")}
              className={`${OVERLAY_BUTTON} top-1/2 right-3 size-10 -translate-y-1/2`}
            >
              <Icon name="chevron-right" />
            </button>
          </>
        ) : null}
        {motion ? (
          <button
            type="button"
            onClick={() => setStopped(!stopped)}
            aria-label={t(stopped ? "details.gallery.play" : "details.gallery.pause")}
            className={`${OVERLAY_BUTTON} bottom-3 left-3 size-9`}
          >
            <Icon name={stopped ? "play" : "pause"} className="size-4" />
          </button>
        ) : null}
        {/* Announced when the visitor moves the gallery, silent while it rotates alone. */}
        <p
          aria-live={rotating ? "off" : "polite"}
          aria-atomic="true"
          className="absolute right-3 bottom-3 rounded-full bg-slate-900/80 px-2.5 py-1 text-xs font-semibold text-white tabular-nums"
        >
          {counter}
        </p>
      </div>
      <ul className="mt-3 grid grid-cols-5 gap-2">
        {images.map((image, slide) => (
          <li key={image.url}>
            <button
              type="button"
              onClick={() => show(slide)}
              aria-label={t("details.gallery.show", { n: slide + 1 })}
              aria-current={slide === index ? "true" : undefined}
              className={`block w-full overflow-hidden rounded-md transition focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${slide === index ? "ring-2 ring-brand-600 ring-offset-2" : "opacity-70 hover:opacity-100"}`}
            >
              {/* The photo's credit is on its slide; the thumbnail repeats the photo only. */}
              <Picture
                media={image}
                alt=""
                sizes={THUMBNAIL_SIZES}
                className="h-auto w-full object-cover aspect-[3/2]"
                withCredit={false}
              />
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
