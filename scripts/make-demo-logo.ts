// Draws the demo brand's logo and writes it to server/db/seed/demo-logo.png (committed):
// `npm run make:demo-logo`, then commit. `npm run make:demo-logo -- --preview FILE.png`
// also writes the logo on the header's two backgrounds, at its size there and at 3×.
//
// The demo content uploads that PNG as the site's logo at first start, through the API's
// own logo upload (server/db/seed/demo-content.ts): checked by its bytes, re-encoded.
//
// The header shows the logo as an <img> 40 px high and at most 192 px wide (h-10, max-w-48
// in web/features/site/brand-mark.tsx), with the brand's name as its alternative text and
// no text beside it: the logo carries the name. It is drawn at three times that height.
// It must read on the header's brand navy at the top of a page (and the footer's), and on
// its white once scrolled: the mark is drawn in the theme's mid-tone accents, and the words
// in two tones chosen to keep at least 3:1 against both, checked below.
//
// The mark: a sun (accent amber) over four bands, one per sector, in a disc. The words are
// set in Liberation Sans Bold (Debian: fonts-liberation), the only font fontconfig is shown
// while drawing, so no other machine's fonts change the result.
import { existsSync, readFileSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { DEMO_LOGO_FILE } from "../server/db/seed/demo-content.ts";

const FONT_FILE = "/usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf";
const FONT_FAMILY = "Liberation Sans";

/** Shown 40 CSS px high: drawn at 3× for high-density screens. */
const HEIGHT = 120;
/** The header's img is at most 192 px wide for 40 high: 4.8 times its height. */
const MAX_WIDTH = HEIGHT * 4.8;
/** Transparent space kept around the drawing, so no edge is cut by resampling. */
const MARGIN = 2;

/** The theme's colours, read from web/app.css's @theme so the logo follows it. */
function themeColours() {
  const css = readFileSync(new URL("../web/app.css", import.meta.url), "utf8");
  const colour = (name: string) => {
    const found = css.match(new RegExp(`--color-${name}:\\s*(#[0-9a-f]{6})\\s*;`, "i"));
    if (!found?.[1]) throw new Error(`web/app.css has no --color-${name}`);
    return found[1];
  };
  return {
    navy: colour("brand-900"),
    sun: colour("accent-500"),
    aviation: colour("aviation-600"),
    immobilier: colour("immobilier-600"),
    logistique: colour("logistique-600"),
    mines: colour("mines-600"),
  };
}

const theme = themeColours();
/** The name: a deeper tone of the accent amber, 4.5:1 on navy and 3.4:1 on white. */
const NAME_COLOUR = "#b8800f";
/** "GROUPE": a blue-grey of the navy's hue, 4.5:1 on navy and 3.4:1 on white. */
const LABEL_COLOUR = "#7a8ea6";
const WHITE = "#ffffff";

function luminance(hex: string): number {
  const [r = 0, g = 0, b = 0] = [1, 3, 5].map((at) => {
    const channel = Number.parseInt(hex.slice(at, at + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

for (const [name, colour] of [
  ["name", NAME_COLOUR],
  ["label", LABEL_COLOUR],
] as const) {
  for (const background of [theme.navy, WHITE]) {
    const ratio = contrast(colour, background);
    if (ratio < 3) {
      throw new Error(`the ${name}'s ${colour} has ${ratio.toFixed(2)}:1 on ${background}`);
    }
  }
}

/**
 * The mark, in a 120 × 120 box: a disc whose upper part is the sun, above the horizon,
 * and whose lower part is four bands: aviation (the sky's blue) nearest the horizon, then
 * real estate, logistics, and the mines' ochre at the bottom, like the ground's layers.
 * Every band's edge falls on a multiple of 3 px, so the stripes stay sharp at the header's
 * 1× and 2× as well as at 3×.
 */
function mark(): string {
  const centre = HEIGHT / 2;
  const radius = centre - MARGIN;
  const horizon = 45;
  const gap = 6;
  const band = 12;
  const bands = [theme.aviation, theme.immobilier, theme.logistique, theme.mines];
  const shapes = [`<rect x="0" y="0" width="${HEIGHT}" height="${horizon}" fill="${theme.sun}"/>`];
  for (const [index, fill] of bands.entries()) {
    const y = horizon + gap + index * (band + gap);
    // The last band runs to the disc's edge.
    const height = index === bands.length - 1 ? HEIGHT - y : band;
    shapes.push(`<rect x="0" y="${y}" width="${HEIGHT}" height="${height}" fill="${fill}"/>`);
  }
  return (
    `<clipPath id="disc"><circle cx="${centre}" cy="${centre}" r="${radius}"/></clipPath>` +
    `<g clip-path="url(#disc)">${shapes.join("")}</g>`
  );
}

/** The words: "GROUPE" spaced out, over the name. */
function words(): string {
  const font = `font-family="${FONT_FAMILY}" font-weight="700"`;
  return (
    `<text x="146" y="42" ${font} font-size="28" letter-spacing="7" fill="${LABEL_COLOUR}">GROUPE</text>` +
    `<text x="144" y="90" ${font} font-size="48" letter-spacing="-0.6" fill="${NAME_COLOUR}">Afrique de l’Ouest</text>`
  );
}

/** Runs `draw` with fontconfig shown only FONT_FILE's folder, then forgets that setup. */
async function withOnlyTheLogoFont<T>(draw: () => Promise<T>): Promise<T> {
  if (!existsSync(FONT_FILE)) {
    throw new Error(`${FONT_FILE} is missing: apt-get install fonts-liberation`);
  }
  const folder = await mkdtemp(path.join(os.tmpdir(), "demo-logo-fonts-"));
  const config = path.join(folder, "fonts.conf");
  await writeFile(
    config,
    `<?xml version="1.0"?>\n<!DOCTYPE fontconfig SYSTEM "fonts.dtd">\n<fontconfig>\n` +
      `  <dir>${path.dirname(FONT_FILE)}</dir>\n  <cachedir>${folder}/cache</cachedir>\n</fontconfig>\n`,
  );
  // Read when librsvg first sets text, after this.
  process.env.FONTCONFIG_FILE = config;
  try {
    return await draw();
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** The rightmost column holding any ink, from the image's alpha. */
async function inkRight(png: Buffer): Promise<number> {
  const { data, info } = await sharp(png)
    .extractChannel("alpha")
    .raw()
    .toBuffer({ resolveWithObject: true });
  for (let x = info.width - 1; x >= 0; x--) {
    for (let y = 0; y < info.height; y++) if ((data[y * info.width + x] ?? 0) > 0) return x;
  }
  throw new Error("the logo drew nothing");
}

const logo = await withOnlyTheLogoFont(async () => {
  // Drawn wider than allowed, then cut at the ink's right edge plus the margin: a word
  // running past MAX_WIDTH is an error, not a silent crop.
  const canvas = MAX_WIDTH + 100;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${canvas}" height="${HEIGHT}" ` +
    `viewBox="0 0 ${canvas} ${HEIGHT}">${mark()}${words()}</svg>`;
  const drawn = await sharp(Buffer.from(svg)).png().toBuffer();
  const width = (await inkRight(drawn)) + 1 + MARGIN;
  if (width > MAX_WIDTH) throw new Error(`the logo is ${width} px wide, over ${MAX_WIDTH}`);
  return sharp(drawn)
    .extract({ left: 0, top: 0, width, height: HEIGHT })
    .png({ compressionLevel: 9, adaptiveFiltering: true })
    .toBuffer();
});

await writeFile(DEMO_LOGO_FILE, logo);
const { width, height } = await sharp(logo).metadata();
console.log(
  `${path.relative(process.cwd(), DEMO_LOGO_FILE)}: ${width} × ${height} px, ` +
    `${(logo.length / 1024).toFixed(1)} KB`,
);

const previewAt = process.argv.indexOf("--preview");
if (previewAt >= 0) {
  const file = process.argv[previewAt + 1];
  if (!file) throw new Error("--preview needs a file name");
  await writeFile(file, await preview(logo, width ?? 0, height ?? 0));
  console.log(`preview: ${file}`);
}

/** The logo on the header's navy and on its scrolled white, at 3× and at 1×. */
async function preview(png: Buffer, width: number, height: number): Promise<Buffer> {
  const pad = 24;
  const small = await sharp(png)
    .resize({ height: height / 3 })
    .png()
    .toBuffer();
  const panelWidth = width + 2 * pad;
  const panelHeight = height + height / 3 + 3 * pad;
  const panel = (background: string, left: number) => [
    {
      input: {
        create: { width: panelWidth, height: panelHeight, channels: 4 as const, background },
      },
      left,
      top: 0,
    },
    { input: png, left: left + pad, top: pad },
    { input: small, left: left + pad, top: height + 2 * pad },
  ];
  return sharp({
    create: { width: 2 * panelWidth, height: panelHeight, channels: 4, background: WHITE },
  })
    .composite([...panel(theme.navy, 0), ...panel(WHITE, panelWidth)])
    .png()
    .toBuffer();
}
