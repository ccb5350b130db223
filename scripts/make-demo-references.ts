// Draws the demo references' logos (server/db/seed/demo-references.ts) and writes them to
// server/db/seed/demo-references/*.png (committed): `npm run make:demo-references`, then
// commit. Simple vector marks from SVG through sharp: a shape in the company's colour and
// its name in two lines, set in Liberation Sans Bold (Debian: fonts-liberation), the font
// make-demo-logo.ts uses too, so no other machine's fonts change the result. The strip
// shows them greyed; they are drawn at three times the strip's 48 px height.
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import {
  DEMO_REFERENCES,
  DEMO_REFERENCES_FOLDER,
  type DemoReference,
} from "../server/db/seed/demo-references.ts";

const WIDTH = 420;
const HEIGHT = 144;

const xmlText = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

function mark(shape: DemoReference["logo"]["mark"], colour: string): string {
  switch (shape) {
    case "circle":
      return `<circle cx="72" cy="72" r="52" fill="${colour}"/><circle cx="72" cy="72" r="24" fill="#fff"/>`;
    case "triangle":
      return `<path d="M72 18 L128 122 L16 122 Z" fill="${colour}"/><path d="M72 62 L98 112 L46 112 Z" fill="#fff"/>`;
    case "square":
      return `<rect x="22" y="22" width="100" height="100" rx="14" fill="${colour}"/><rect x="50" y="50" width="44" height="44" rx="6" fill="#fff"/>`;
    case "diamond":
      return `<path d="M72 14 L130 72 L72 130 L14 72 Z" fill="${colour}"/><path d="M72 48 L96 72 L72 96 L48 72 Z" fill="#fff"/>`;
    case "badge":
      return `<circle cx="72" cy="72" r="58" fill="none" stroke="${colour}" stroke-width="10"/><path d="M44 74 L64 94 L102 52" fill="none" stroke="${colour}" stroke-width="12" stroke-linecap="round" stroke-linejoin="round"/>`;
  }
}

function svg(reference: DemoReference): string {
  const { mark: shape, colour, words } = reference.logo;
  const [first, second] = words;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  ${mark(shape, colour)}
  <text x="150" y="${second ? 70 : 88}" font-family="Liberation Sans" font-weight="700" font-size="44" fill="${colour}">${xmlText(first)}</text>
  ${second ? `<text x="150" y="112" font-family="Liberation Sans" font-weight="700" font-size="28" fill="#334155">${xmlText(second)}</text>` : ""}
</svg>`;
}

await mkdir(DEMO_REFERENCES_FOLDER, { recursive: true });
for (const reference of DEMO_REFERENCES) {
  const png = await sharp(Buffer.from(svg(reference)))
    .png({ compressionLevel: 9 })
    .toBuffer();
  await writeFile(path.join(DEMO_REFERENCES_FOLDER, `${reference.file}.png`), png);
}
console.log(`${DEMO_REFERENCES.length} logos written to ${DEMO_REFERENCES_FOLDER}`);
