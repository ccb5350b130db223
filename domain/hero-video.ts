/**
 * The home page's hero video (served from public/, made by scripts/make-hero-video.ts).
 * A file of the build, not a site setting staff change (domain/site-settings.ts): it stays
 * in code. Point these at a CDN to serve them from elsewhere.
 */
export const HERO_VIDEO = {
  webm: "/media/hero-loop.webm",
  mp4: "/media/hero-loop.mp4",
  poster: "/media/hero-poster.webp",
  width: 1280,
  height: 720,
} as const;
