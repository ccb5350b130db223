import { useEffect, useRef, useState } from "react";
import { HERO_VIDEO } from "../../../domain/hero-video.ts";
import type { MediaView } from "../../../domain/media.ts";
import type { PageVisualsView } from "../../../domain/page-visuals.ts";
import { Icon } from "../../components/icon.tsx";
import { Picture } from "../../components/picture.tsx";
import { useTexts } from "../../i18n/texts.tsx";

/** What plays behind the home page's title. */
export type HeroVisual =
  | {
      kind: "video";
      sources: { src: string; type: string }[];
      poster: string;
      width: number;
      height: number;
    }
  | { kind: "picture"; picture: MediaView<string> };

/**
 * The home hero as staff chose it in /admin/pages (issue 31 point 2): their video, with
 * their picture as its poster (the build's poster without one); their picture alone, still;
 * neither: the loop of the build (domain/hero-video.ts).
 */
export function heroVisual(visuals: PageVisualsView<MediaView<string>>): HeroVisual {
  const poster = visuals.visuel;
  if (visuals.video) {
    return {
      kind: "video",
      sources: [{ src: visuals.video.url, type: visuals.video.type }],
      poster: poster?.url ?? HERO_VIDEO.poster,
      width: poster?.largeur ?? HERO_VIDEO.width,
      height: poster?.hauteur ?? HERO_VIDEO.height,
    };
  }
  if (poster) return { kind: "picture", picture: poster };
  return {
    kind: "video",
    sources: [
      { src: HERO_VIDEO.webm, type: "video/webm" },
      { src: HERO_VIDEO.mp4, type: "video/mp4" },
    ],
    poster: HERO_VIDEO.poster,
    width: HERO_VIDEO.width,
    height: HERO_VIDEO.height,
  };
}

/** Keeps white text readable over the lightest frames (AA contrast), darker below. */
const HERO_SHADE = (
  <div className="absolute inset-0 bg-gradient-to-t from-brand-900/90 via-brand-900/55 to-brand-900/45" />
);

/**
 * The home hero's background: the chosen picture, still (its focal point kept in view as
 * the frame crops it), or a looping video (HeroVideo).
 */
export function HeroBackground({ visual }: { visual: HeroVisual }) {
  if (visual.kind === "video") return <HeroVideo video={visual} />;
  return (
    <div className="absolute inset-0 -z-10 bg-brand-900">
      <Picture
        media={visual.picture}
        alt=""
        sizes="100vw"
        loading="first"
        withCredit={false}
        className="h-full w-full object-cover"
      />
      {HERO_SHADE}
    </div>
  );
}

const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

/**
 * The home hero's background loop: muted, looped, inline (so phones play it in place),
 * with its poster shown until it plays. Under `prefers-reduced-motion` it is hidden by CSS
 * (the poster stays, even without JavaScript) and paused, and it follows the setting live.
 * A visible button pauses and resumes it (WCAG 2.2.2: moving content a visitor can stop);
 * it comes with JavaScript, which it needs.
 */
function HeroVideo({ video }: { video: Extract<HeroVisual, { kind: "video" }> }) {
  const { t } = useTexts();
  const ref = useRef<HTMLVideoElement>(null);
  const [hydrated, setHydrated] = useState(false);
  const [paused, setPaused] = useState(false);
  useEffect(() => setHydrated(true), []);

  /** A visitor's pause outlasts a change of the motion setting. */
  const pausedByVisitor = useRef(false);

  useEffect(() => {
    const media = window.matchMedia(REDUCED_MOTION);
    const follow = () => {
      const element = ref.current;
      if (!element) return;
      if (media.matches) element.pause();
      // A browser may refuse to play (data saver): the poster stays, nothing to report.
      else if (!pausedByVisitor.current) element.play().catch(() => {});
    };
    follow();
    media.addEventListener("change", follow);
    return () => media.removeEventListener("change", follow);
  }, []);

  const toggle = () => {
    const element = ref.current;
    if (!element) return;
    pausedByVisitor.current = !element.paused;
    if (element.paused) element.play().catch(() => {});
    else element.pause();
  };

  return (
    <>
      <div
        className="absolute inset-0 -z-10 bg-brand-900 bg-cover bg-center"
        style={{ backgroundImage: `url(${video.poster})` }}
      >
        <video
          ref={ref}
          className="h-full w-full object-cover motion-reduce:hidden"
          autoPlay
          muted
          loop
          playsInline
          preload="metadata"
          poster={video.poster}
          width={video.width}
          height={video.height}
          aria-label={t("hero.videoLabel")}
          onPlay={() => setPaused(false)}
          onPause={() => setPaused(true)}
        >
          {video.sources.map((source) => (
            <source key={source.src} src={source.src} type={source.type} />
          ))}
        </video>
        {HERO_SHADE}
      </div>
      {hydrated ? (
        <button
          type="button"
          onClick={toggle}
          className="absolute right-4 bottom-4 z-10 inline-flex size-11 items-center justify-center rounded-full border border-white/60 bg-brand-900/60 text-white backdrop-blur hover:bg-brand-900/80 motion-reduce:hidden sm:right-6 sm:bottom-6"
        >
          <Icon name={paused ? "play" : "pause"} />
          <span className="sr-only">{t(paused ? "hero.play" : "hero.pause")}</span>
        </button>
      ) : null}
    </>
  );
}
