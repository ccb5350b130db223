import { useEffect, useRef, useState } from "react";
import { HERO_VIDEO } from "../../../domain/hero-video.ts";
import { Icon } from "../../components/icon.tsx";
import { useTexts } from "../../i18n/texts.tsx";

const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

/**
 * The home hero's background loop: muted, looped, inline (so phones play it in place),
 * with its poster shown until it plays. Under `prefers-reduced-motion` it is hidden by CSS
 * (the poster stays, even without JavaScript) and paused, and it follows the setting live.
 * A visible button pauses and resumes it (WCAG 2.2.2: moving content a visitor can stop);
 * it comes with JavaScript, which it needs.
 */
export function HeroVideo() {
  const { t } = useTexts();
  const ref = useRef<HTMLVideoElement>(null);
  const video = HERO_VIDEO;
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
          <source src={video.webm} type="video/webm" />
          <source src={video.mp4} type="video/mp4" />
        </video>
        {/* Keeps white text readable over the lightest frames (AA contrast), darker below. */}
        <div className="absolute inset-0 bg-gradient-to-t from-brand-900/90 via-brand-900/55 to-brand-900/45" />
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
