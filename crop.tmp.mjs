import sharp from "sharp";
const [file, out, top, height] = process.argv.slice(2);
const meta = await sharp(file).metadata();
const t = Number(top) < 0 ? meta.height + Number(top) : Number(top);
const h = Math.min(Number(height), meta.height - t);
await sharp(file).extract({ left: 0, top: t, width: meta.width, height: h }).toFile(out);
console.log(meta.width, meta.height);
