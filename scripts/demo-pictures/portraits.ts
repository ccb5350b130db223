// The demo leadership's portraits (issue 32, point 1): no one's photograph, a stylised bust
// on a patterned ground, each person in their own colours, so the governance page looks
// like a real one without showing a real face.
import { H, makeRng, mix, n1, scale, W } from "./svg.ts";

export interface PortraitLook {
  /** The ground's two colours, top to bottom. */
  ground: [string, string];
  /** The clothes: a jacket or a boubou. */
  clothes: string;
  /** A collar, shirt or scarf. */
  accent: string;
  skin: string;
  /** A head wrap or hair shape: "short", "wrap", "bald". */
  head: "short" | "wrap" | "bald";
}

/** A bust centred on a 1024×683 picture: a square crop of its middle keeps all of it. */
export function portrait(seed: number, look: PortraitLook): string {
  const rnd = makeRng(seed);
  const [top, bottom] = look.ground;
  const cx = W / 2;
  // The ground's pattern: thin diagonal bands of a wax print's rhythm, faint.
  const bands: string[] = [];
  const step = 38 + Math.floor(rnd() * 18);
  for (let x = -H; x < W + H; x += step) {
    bands.push(
      `<path d="M${n1(x)} 0 L${n1(x + H)} ${H}" stroke="${scale(top, 1.18)}" stroke-width="${n1(4 + rnd() * 6)}" opacity="0.35"/>`,
    );
  }
  const shoulders = `M${cx - 250} ${H} C${cx - 240} 520 ${cx - 150} 470 ${cx - 70} 455 L${cx + 70} 455 C${cx + 150} 470 ${cx + 240} 520 ${cx + 250} ${H} Z`;
  const collar = `M${cx - 70} 455 L${cx} 560 L${cx + 70} 455 Z`;
  const neck = `<rect x="${cx - 38}" y="360" width="76" height="110" rx="30" fill="${scale(look.skin, 0.9)}"/>`;
  const face = `<ellipse cx="${cx}" cy="300" rx="88" ry="106" fill="${look.skin}"/>`;
  const head =
    look.head === "wrap"
      ? `<path d="M${cx - 98} 290 C${cx - 120} 170 ${cx + 120} 150 ${cx + 104} 285 C${cx + 60} 230 ${cx - 60} 225 ${cx - 98} 290 Z" fill="${look.accent}"/><path d="M${cx - 70} 200 C${cx - 10} 120 ${cx + 90} 140 ${cx + 60} 210" fill="${scale(look.accent, 0.85)}"/>`
      : look.head === "short"
        ? `<path d="M${cx - 90} 270 C${cx - 95} 185 ${cx + 95} 185 ${cx + 90} 270 C${cx + 70} 225 ${cx - 70} 225 ${cx - 90} 270 Z" fill="${scale(look.skin, 0.45)}"/>`
        : "";
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
<defs><linearGradient id="g" x1="0" y1="0" x2="0.4" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>
<radialGradient id="light" cx="0.5" cy="0.35" r="0.6"><stop offset="0" stop-color="#ffffff" stop-opacity="0.28"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient></defs>
<rect width="${W}" height="${H}" fill="url(#g)"/>
${bands.join("")}
<rect width="${W}" height="${H}" fill="url(#light)"/>
${neck}
<path d="${shoulders}" fill="${look.clothes}"/>
<path d="${collar}" fill="${look.accent}"/>
<path d="M${cx - 70} 455 L${cx - 30} 600 L${cx - 5} 560 Z M${cx + 70} 455 L${cx + 30} 600 L${cx + 5} 560 Z" fill="${mix(look.clothes, "#000000", 0.25)}"/>
${face}
${head}
</svg>`;
}
