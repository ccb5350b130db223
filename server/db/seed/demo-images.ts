import sharp from "sharp";
import type { Localized, SectorCode } from "../../../domain/constants.ts";

// Demo pictures drawn on the machine (no download): a sky gradient and a sector motif.
const PALETTES: Record<SectorCode, [string, string, string]> = {
  immobilier: ["#0b4f8a", "#6fb1e8", "#f2c14e"],
  aviation: ["#1d3557", "#a8dadc", "#e63946"],
  mines: ["#5c3d2e", "#d9a066", "#2d2d2d"],
  logistique: ["#14532d", "#86efac", "#f97316"],
};

const MOTIFS: Record<SectorCode, (accent: string) => string> = {
  immobilier: (accent) => `
    <rect x="180" y="330" width="140" height="370" fill="#ffffff" opacity="0.9"/>
    <rect x="340" y="250" width="180" height="450" fill="#e8eef5"/>
    <rect x="540" y="380" width="120" height="320" fill="#ffffff" opacity="0.85"/>
    <rect x="680" y="300" width="160" height="400" fill="#dfe7f1"/>
    ${Array.from({ length: 24 }, (_, i) => `<rect x="${360 + (i % 4) * 40}" y="${280 + Math.floor(i / 4) * 60}" width="22" height="32" fill="${accent}" opacity="0.8"/>`).join("")}`,
  aviation: (accent) => `
    <path d="M160 520 L900 400 L980 420 L900 450 L560 520 L640 640 L590 650 L470 535 L260 570 L230 620 L195 625 L205 560 Z" fill="#ffffff"/>
    <path d="M900 400 L940 330 L965 335 L950 415 Z" fill="${accent}"/>
    <rect x="-200" y="680" width="1600" height="120" fill="#2b2d42" opacity="0.6"/>`,
  mines: (accent) => `
    <path d="M-200 700 L0 640 L260 360 L420 520 L620 260 L900 620 L1200 420 L1400 500 L1400 800 L-200 800 L-200 700 Z" fill="#3b2a20"/>
    <path d="M520 700 L600 560 L680 700 Z" fill="${accent}"/>
    <rect x="760" y="520" width="200" height="90" rx="12" fill="#f2c14e"/>
    <circle cx="800" cy="625" r="28" fill="#222"/><circle cx="920" cy="625" r="28" fill="#222"/>`,
  logistique: (accent) => `
    <rect x="-200" y="640" width="1600" height="160" fill="#1f2937" opacity="0.7"/>
    <rect x="180" y="420" width="520" height="220" fill="${accent}"/>
    <rect x="700" y="480" width="200" height="160" rx="10" fill="#e5e7eb"/>
    <circle cx="300" cy="660" r="42" fill="#111"/><circle cx="560" cy="660" r="42" fill="#111"/><circle cx="800" cy="660" r="42" fill="#111"/>
    <rect x="960" y="380" width="60" height="260" fill="#9ca3af"/><rect x="1040" y="300" width="60" height="340" fill="#6b7280"/>`,
};

/**
 * What each sector's demo picture shows, as its alternative text in every language: the
 * demo content is described like staff are asked to describe theirs.
 */
export const DEMO_IMAGE_ALT_TEXTS: Record<SectorCode, Localized<string>> = {
  immobilier: {
    fr: "Illustration : immeubles clairs aux fenêtres dorées sous un ciel bleu",
    en: "Illustration: pale buildings with golden windows under a blue sky",
    it: "Illustrazione: edifici chiari con finestre dorate sotto un cielo azzurro",
  },
  aviation: {
    fr: "Illustration : avion blanc à l'empennage rouge au-dessus de la piste",
    en: "Illustration: white aircraft with a red tail above the runway",
    it: "Illustrazione: aereo bianco con la coda rossa sopra la pista",
  },
  mines: {
    fr: "Illustration : collines d'une mine à ciel ouvert et camion-benne jaune",
    en: "Illustration: hills of an open-pit mine and a yellow dump truck",
    it: "Illustrazione: colline di una miniera a cielo aperto e un camion giallo",
  },
  logistique: {
    fr: "Illustration : camion orange devant des silos sur une route",
    en: "Illustration: orange lorry in front of silos on a road",
    it: "Illustrazione: camion arancione davanti a silos su una strada",
  },
};

/**
 * A 1024×683 JPEG for a sector, its motif varied by `variant`. 1024 px wide, a width of
 * IMAGE_WIDTHS: each demo image makes three widths in two formats, not four, which keeps
 * the first start's demo content (62 images) short on a small server.
 */
export async function demoImage(sector: SectorCode, variant: number): Promise<Buffer> {
  const [sky, horizon, accent] = PALETTES[sector];
  const shift = (variant % 5) * 40;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1024" height="683" viewBox="0 0 1200 800">
    <defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${sky}"/><stop offset="1" stop-color="${horizon}"/>
    </linearGradient></defs>
    <rect width="1200" height="800" fill="url(#g)"/>
    <circle cx="${950 - shift * 3}" cy="${150 + shift}" r="70" fill="#fff4c2" opacity="0.85"/>
    <g transform="translate(${shift - 80} 0)">${MOTIFS[sector](accent)}</g>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 82 }).toBuffer();
}
