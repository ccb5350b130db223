import type { MediaView } from "../../../domain/media.ts";
import { Picture } from "../../components/picture.tsx";

/**
 * The brand as the header and footer show it: the uploaded logo, or, while none is set, a
 * wordmark drawn from the name in the brand's type (bold, tight, an accent rule before
 * it). Either way the brand's name is what a screen reader announces.
 */
export function BrandMark({
  site,
  className = "",
}: {
  site: { nomMarque: string; medias: { logo: MediaView | null } };
  className?: string;
}) {
  const logo = site.medias.logo;
  if (logo) {
    return (
      <Picture
        media={logo}
        alt={site.nomMarque}
        // Drawn 40 px high: its one full-size file, as the header always drew it.
        oneFile
        // Not a preload ahead of the stylesheet, the fonts and the hero (React preloads an
        // eager image of the first render): the logo is small and paints when it comes.
        loading="low"
        crops={false}
        withCredit={false}
        // Shrinks to the room the header leaves on a phone, keeping its left edge in line.
        className={`h-10 w-auto max-w-48 min-w-0 object-contain object-left ${className}`}
      />
    );
  }
  return (
    <span className={`inline-flex items-center gap-2 ${className}`}>
      <span aria-hidden="true" className="h-6 w-1.5 shrink-0 rounded-full bg-accent-500" />
      <span className="leading-tight font-bold tracking-tight">{site.nomMarque}</span>
    </span>
  );
}
