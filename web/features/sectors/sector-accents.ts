import type { SectorCode } from "../../../domain/constants.ts";

/**
 * Each sector's accent colour (issue 20), as Tailwind classes written out whole so that
 * Tailwind finds them (the tones are in app.css's theme): a sector's cards, figures and
 * page carry its colour, so a visitor knows which business they are in at a glance.
 */
export const SECTOR_ACCENTS: Record<
  SectorCode,
  {
    /** A rule or a mark on a light background (a card's top edge, a bullet). */
    bar: string;
    /** Words on the brand's dark bands (an eyebrow, a figure). */
    onDark: string;
    /** A rule on a dark band. */
    barOnDark: string;
  }
> = {
  immobilier: {
    bar: "bg-immobilier-600",
    onDark: "text-immobilier-300",
    barOnDark: "bg-immobilier-300",
  },
  aviation: { bar: "bg-aviation-600", onDark: "text-aviation-300", barOnDark: "bg-aviation-300" },
  mines: { bar: "bg-mines-600", onDark: "text-mines-300", barOnDark: "bg-mines-300" },
  logistique: {
    bar: "bg-logistique-600",
    onDark: "text-logistique-300",
    barOnDark: "bg-logistique-300",
  },
};
