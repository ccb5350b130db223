import sharp from "sharp";
import { readdirSync } from "node:fs";
for (const name of readdirSync("/tmp/media-shots-before").sort()) {
  const a = sharp(`/tmp/media-shots-before/${name}`);
  const b = sharp(`/tmp/media-shots-after/${name}`);
  const [ma, mb] = [await a.metadata(), await b.metadata()];
  if (ma.width !== mb.width || ma.height !== mb.height) { console.log(`SIZE ${name}`); continue; }
  const [da, db] = [await a.raw().toBuffer(), await b.raw().toBuffer()];
  let diff = 0; let firstY = -1; const c = ma.channels ?? 4;
  for (let i = 0; i < da.length; i += c) if (da[i] !== db[i] || da[i+1] !== db[i+1] || da[i+2] !== db[i+2]) { diff++; if (firstY < 0) firstY = Math.floor(i / c / ma.width); }
  console.log(`${diff === 0 ? "same" : "DIFF"} ${name}: ${diff}${diff ? ` (y=${firstY})` : ""}`);
}
