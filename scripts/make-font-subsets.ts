// Cuts the brand's two variable fonts down to what the site sets and writes them, with their
// @font-face rules, to web/fonts/ (committed): `npm run make:font-subsets`, then commit.
//
// @fontsource-variable's "latin" files (issue 20) carry every OpenType feature of Inter and
// Source Serif 4: stylistic sets, character variants, fractions, slashed zero… which no page
// asks for. Keeping the characters of their Latin subset (French and Italian accents, « »,
// ’, €) and only the features a browser applies by itself, plus tabular figures (Tailwind's
// `tabular-nums`), makes the two files of every first visit 15 KB lighter (99 → 84 KB), on
// the phones and slow networks the site is for. Glyphs, metrics and the weight axis are
// untouched: text sets exactly as before. Run again after updating either @fontsource
// package.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import subsetFont from "subset-font";

const ROOT = path.resolve(import.meta.dirname, "..");
const OUT_DIR = path.join(ROOT, "web/fonts");

/** @fontsource's "latin" range: the characters kept, and the faces' unicode-range. */
const LATIN_RANGE = [
  [0x0000, 0x00ff],
  [0x0131],
  [0x0152, 0x0153],
  [0x02bb, 0x02bc],
  [0x02c6],
  [0x02da],
  [0x02dc],
  [0x0304],
  [0x0308],
  [0x0329],
  [0x2000, 0x206f],
  [0x20ac],
  [0x2122],
  [0x2191],
  [0x2193],
  [0x2212],
  [0x2215],
  [0xfeff],
  [0xfffd],
] as const;

/**
 * What a browser applies unasked (ligatures, kerning, marks, contextual and localised forms,
 * the variable font's own substitutions), and `tnum` for `font-variant-numeric`.
 */
const KEPT_FEATURES = [
  "ccmp",
  "locl",
  "mark",
  "mkmk",
  "kern",
  "liga",
  "clig",
  "calt",
  "rlig",
  "rvrn",
  "tnum",
];

const FONTS = [
  {
    family: "Inter Variable",
    source: "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
    file: "inter-latin-wght.woff2",
    weights: "100 900",
  },
  {
    family: "Source Serif 4 Variable",
    source: "@fontsource-variable/source-serif-4/files/source-serif-4-latin-wght-normal.woff2",
    file: "source-serif-4-latin-wght.woff2",
    weights: "200 900",
  },
];

const hex = (codePoint: number) => codePoint.toString(16).toUpperCase().padStart(4, "0");
const unicodeRange = LATIN_RANGE.map(([first, last]) =>
  last === undefined ? `U+${hex(first)}` : `U+${hex(first)}-${hex(last)}`,
).join(", ");
const characters = LATIN_RANGE.flatMap(([first, last = first]) =>
  Array.from({ length: last - first + 1 }, (_, i) => String.fromCodePoint(first + i)),
).join("");

const faces: string[] = [];
for (const font of FONTS) {
  const original = readFileSync(path.join(ROOT, "node_modules", font.source));
  const subset = await subsetFont(original, characters, {
    targetFormat: "woff2",
    keepFeatures: KEPT_FEATURES,
  });
  writeFileSync(path.join(OUT_DIR, font.file), subset);
  console.log(`${font.file}: ${original.length} → ${subset.length} bytes`);
  faces.push(`@font-face {
  font-family: "${font.family}";
  font-style: normal;
  font-display: swap;
  font-weight: ${font.weights};
  src: url("./${font.file}") format("woff2-variations");
  unicode-range:
    ${unicodeRange};
}
`);
}

writeFileSync(
  path.join(OUT_DIR, "fonts.css"),
  `/* Written by npm run make:font-subsets (scripts/make-font-subsets.ts): do not edit. */\n${faces.join("\n")}`,
);
