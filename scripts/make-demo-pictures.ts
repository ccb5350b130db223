// Draws the demo content's pictures and writes them, encoded as uploads are, to
// server/db/seed/demo-pictures/ (committed): `npm run make:demo-pictures`, then commit.
//
// Each picture of scripts/demo-pictures/catalogue.ts is an SVG scene, rendered by sharp
// (librsvg) to a lossless PNG, then given to the server's own processImage: the files are
// exactly what a staff member's upload of that picture would store, in every width and
// format. manifest.json keeps each picture's size and alternative texts (ADR 028).
import { mkdir, readdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import {
  DEMO_PICTURES_FOLDER,
  type DemoPictureManifest,
  variantFile,
} from "../server/db/seed/demo-pictures.ts";
import { processImage } from "../server/lib/images.ts";
import { DEMO_PICTURE_CATALOGUE } from "./demo-pictures/catalogue.ts";

await mkdir(DEMO_PICTURES_FOLDER, { recursive: true });
const manifest: DemoPictureManifest = {};
const written = new Set(["manifest.json"]);
let bytes = 0;
const started = performance.now();

for (const entry of DEMO_PICTURE_CATALOGUE) {
  if (manifest[entry.name]) throw new Error(`two pictures are named ${entry.name}`);
  const png = await sharp(Buffer.from(entry.svg())).png().toBuffer();
  const processed = await processImage(png);
  for (const variant of processed.variants) {
    const file = variantFile(entry.name, variant.width, variant.format);
    await writeFile(path.join(DEMO_PICTURES_FOLDER, file), variant.data);
    written.add(file);
    bytes += variant.data.length;
  }
  manifest[entry.name] = {
    largeur: processed.largeur,
    hauteur: processed.hauteur,
    largeurs: [...new Set(processed.variants.map((v) => v.width))].sort((a, b) => a - b),
    alt: entry.alt,
  };
}
await writeFile(
  path.join(DEMO_PICTURES_FOLDER, "manifest.json"),
  `${JSON.stringify(manifest, null, 2)}\n`,
);

// Pictures no longer in the catalogue go, so the folder holds what the manifest names.
for (const file of await readdir(DEMO_PICTURES_FOLDER)) {
  if (!written.has(file)) await rm(path.join(DEMO_PICTURES_FOLDER, file));
}

console.log(
  `${DEMO_PICTURE_CATALOGUE.length} pictures, ${written.size - 1} files, ` +
    `${(bytes / 1024 / 1024).toFixed(1)} MB in ${DEMO_PICTURES_FOLDER} ` +
    `(${Math.round((performance.now() - started) / 1000)} s)`,
);
