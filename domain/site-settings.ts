// The site's settings, in one place for an operator to change: the brand, how to reach the
// group, its offices and networks, the sector pages' figures, the home page's video.
// Texts that depend on the language name their translation key (web/i18n/*.json).
import type { Localized, SectorCode } from "./constants.ts";

/**
 * The home page's hero video (served from public/, made by scripts/make-hero-video.ts).
 * Point these at a CDN to serve them from elsewhere.
 */
export const HERO_VIDEO = {
  webm: "/media/hero-loop.webm",
  mp4: "/media/hero-loop.mp4",
  poster: "/media/hero-poster.webp",
  width: 1280,
  height: 720,
} as const;

export const SITE_SETTINGS = {
  brand: {
    fr: "Groupe Afrique de l'Ouest",
    en: "West Africa Group",
    it: "Gruppo Africa Occidentale",
  } satisfies Localized,
  /** SPEC.md §1: © 2025 in the footer. */
  copyrightYear: 2025,
  email: "contact@groupe-afrique-ouest.com",
  /** SPEC.md §1: three country phone numbers; `country` is a key of `countries` in i18n. */
  phones: [
    { country: "senegal", display: "+221 33 869 00 00", tel: "+221338690000" },
    { country: "coteDivoire", display: "+225 27 20 30 00 00", tel: "+2252720300000" },
    { country: "mali", display: "+223 20 22 00 00", tel: "+22320220000" },
  ],
  /** SPEC.md §1: offices in three West African cities. */
  offices: ["Dakar", "Abidjan", "Bamako"],
  social: [
    { network: "LinkedIn", url: "https://www.linkedin.com/company/groupe-afrique-ouest" },
    { network: "Facebook", url: "https://www.facebook.com/groupeafriqueouest" },
    { network: "X", url: "https://x.com/groupe_ao" },
  ],
  heroVideo: HERO_VIDEO,
} as const;

/**
 * The statistics bar of each sector page (SPEC.md §9; for mines, four of SPEC.md §1's
 * claims). `label` is a key of `stats` in i18n.
 */
export const SECTOR_STATISTICS: Record<SectorCode, readonly { value: string; label: string }[]> = {
  immobilier: [
    { value: "50+", label: "projects" },
    { value: "15+", label: "years" },
    { value: "95%", label: "satisfaction" },
    { value: "24/7", label: "support" },
  ],
  aviation: [
    { value: "500+", label: "flights" },
    { value: "15+", label: "countries" },
    { value: "98%", label: "satisfaction" },
    { value: "24/7", label: "support" },
  ],
  mines: [
    { value: "200+", label: "sites" },
    { value: "10+", label: "countries" },
    { value: "95%", label: "satisfaction" },
    { value: "24/7", label: "support" },
  ],
  logistique: [
    { value: "120+", label: "vehicles" },
    { value: "20+", label: "countries" },
    { value: "98%", label: "onTime" },
    { value: "24/7", label: "support" },
  ],
};
