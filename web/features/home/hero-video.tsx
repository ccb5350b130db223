import { useEffect, useRef } from "react";
import { HERO_VIDEO } from "../../../domain/hero-video.ts";
import { useTexts } from "../../i18n/texts.tsx";

const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

/**
 * The home hero's background loop: muted, looped, inline (so phones play it in place),
 * with its poster shown until it plays. Under `prefers-reduced-motion` it is hidden by CSS
 * (the poster stays, even without JavaScript) and paused, and it follows the setting live.
 */
export function HeroVideo() {
  const { t } = useTexts();
  const ref = useRef<HTMLVideoElement>(null);
  const video = HERO_VIDEO;

  useEffect(() => {
    const media = window.matchMedia(REDUCED_MOTION);
    const follow = () => {
      const element = ref.current;
      if (!element) return;
      if (media.matches) element.pause();
      // A browser may refuse to play (data saver): the poster stays, nothing to report.
      else element.play().catch(() => {});
    };
    follow();
    media.addEventListener("change", follow);
    return () => media.removeEventListener("change", follow);
  }, []);

  return (
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
      >
        <source src={video.webm} type="video/webm" />
        <source src={video.mp4} type="video/mp4" />
      </video>
      {/* Keeps white text readable over the lightest frames (AA contrast). */}
      <div className="absolute inset-0 bg-brand-900/55" />
    </div>
  );
}
