// Renders every demo picture to JPEG in a directory, to look at them:
//   node_modules/.bin/node scripts/demo-pictures/preview.ts /tmp/demo-preview [name-filter]

import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { DEMO_PICTURE_CATALOGUE } from "./catalogue.ts";

const directory = process.argv[2];
if (!directory) {
  console.error("usage: preview.ts <output directory> [name filter]");
  process.exit(1);
}
const filter = process.argv[3] ?? "";
mkdirSync(directory, { recursive: true });

for (const entry of DEMO_PICTURE_CATALOGUE) {
  if (!entry.name.includes(filter)) continue;
  const started = performance.now();
  const jpeg = await sharp(Buffer.from(entry.svg())).jpeg({ quality: 82 }).toBuffer();
  const ms = performance.now() - started;
  writeFileSync(join(directory, `${entry.name}.jpg`), jpeg);
  console.log(`${entry.name}.jpg\t${(jpeg.length / 1024).toFixed(1)} KB\t${ms.toFixed(0)} ms`);
}
