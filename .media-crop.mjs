import sharp from "sharp";
const [name, top, height] = process.argv.slice(2);
for (const side of ["before", "after"]) {
  const meta = await sharp(`/tmp/media-shots-${side}/${name}`).metadata();
  await sharp(`/tmp/media-shots-${side}/${name}`)
    .extract({ left: 0, top: Number(top), width: meta.width, height: Math.min(Number(height), meta.height - Number(top)) })
    .toFile(`/tmp/media-crop-${side}.png`);
}
