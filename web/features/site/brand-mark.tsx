import type { SiteSettingsView } from "../../../domain/site-settings.ts";

/**
 * The brand as the header and footer show it: the uploaded logo, or, while none is set, a
 * wordmark drawn from the name in the brand's type (bold, tight, an accent rule before
 * it). Either way the brand's name is what a screen reader announces.
 */
export function BrandMark({
  site,
  className = "",
}: {
  site: Pick<SiteSettingsView, "nomMarque" | "logo">;
  className?: string;
}) {
  if (site.logo) {
    return (
      <img
        src={site.logo.url}
        alt={site.nomMarque}
        // Not a preload ahead of the stylesheet, the fonts and the hero (React preloads an
        // eager image of the first render): the logo is small and paints when it comes.
        fetchPriority="low"
        width={site.logo.largeur}
        height={site.logo.hauteur}
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
