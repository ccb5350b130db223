import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../../../domain/constants.ts";
import { IMAGE_FORMATS } from "../../../domain/content.ts";
import { DEMO_PICTURE_CATALOGUE } from "../../../scripts/demo-pictures/catalogue.ts";
import { DEMO_ARTICLES, DEMO_OPPORTUNITIES, DEMO_PEOPLE, DEMO_PROJECTS } from "./demo-data.ts";
import {
  DEMO_PICTURES_FOLDER,
  demoPictureUpload,
  preparedDemoPictures,
  readDemoPictureManifest,
  variantFile,
} from "./demo-pictures.ts";

const manifest = readDemoPictureManifest();
const names = Object.keys(manifest);
const number = (index: number) => String(index + 1).padStart(2, "0");

/** Mean difference of two pictures, 0 to 255, on 24×16 colour thumbnails. */
async function thumbnail(name: string): Promise<Buffer> {
  const file = path.join(DEMO_PICTURES_FOLDER, variantFile(name, 320, "webp"));
  return sharp(file).resize(24, 16, { fit: "fill" }).removeAlpha().raw().toBuffer();
}
function difference(a: Buffer, b: Buffer): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += Math.abs((a[i] ?? 0) - (b[i] ?? 0));
  return sum / a.length;
}

describe("the demo pictures (server/db/seed/demo-pictures, ADR 028)", () => {
  it("are one per demo item and person, three per project, each with every file and three descriptions", () => {
    const expected = [
      ...DEMO_PROJECTS.flatMap((_, i) => [1, 2, 3].map((n) => `realisation-${number(i)}-${n}`)),
      ...DEMO_ARTICLES.map((_, i) => `article-${number(i)}`),
      ...DEMO_OPPORTUNITIES.map((_, i) => `opportunite-${number(i)}`),
      ...DEMO_PEOPLE.map((_, i) => `personne-${number(i)}`),
    ];
    expect(names.sort()).toEqual(expected.sort());
    for (const [name, picture] of Object.entries(manifest)) {
      expect(picture.largeurs.at(-1), name).toBe(picture.largeur);
      for (const format of IMAGE_FORMATS) {
        for (const width of picture.largeurs) {
          expect(
            existsSync(path.join(DEMO_PICTURES_FOLDER, variantFile(name, width, format))),
          ).toBe(true);
        }
      }
      for (const lang of LANGUAGES) {
        expect(picture.alt[lang].length, `${name} ${lang}`).toBeGreaterThan(20);
        expect(picture.alt[lang].length, `${name} ${lang}`).toBeLessThanOrEqual(250);
        expect(picture.alt[lang]).not.toMatch(/\n/);
      }
    }
    // Each description is its picture's own, in every language.
    for (const lang of LANGUAGES) {
      const texts = Object.values(manifest).map((picture) => picture.alt[lang]);
      expect(new Set(texts).size, lang).toBe(texts.length);
    }
  });

  it("are what the catalogue of scripts/demo-pictures describes (else: npm run make:demo-pictures)", () => {
    expect(DEMO_PICTURE_CATALOGUE.map((entry) => entry.name).sort()).toEqual(names.sort());
    for (const entry of DEMO_PICTURE_CATALOGUE) {
      expect(manifest[entry.name]?.alt, entry.name).toEqual(entry.alt);
    }
  });

  it("look different from one another: no two alike", async () => {
    const thumbnails = await Promise.all(names.map(thumbnail));
    const alike: string[] = [];
    for (let i = 0; i < names.length; i++) {
      for (let j = i + 1; j < names.length; j++) {
        const [a, b] = [thumbnails[i], thumbnails[j]] as [Buffer, Buffer];
        if (difference(a, b) < 12) alike.push(`${names[i]} ~ ${names[j]}`);
      }
    }
    expect(alike).toEqual([]);
  });

  it("answer a demo picture's upload with its committed files, and any other image with sharp's encoding", async () => {
    const processImage = preparedDemoPictures();
    const [name] = names as [string];
    const picture = manifest[name];
    const prepared = await processImage(demoPictureUpload(name, manifest));
    expect(prepared.largeur).toBe(picture?.largeur);
    expect(prepared.variants).toHaveLength((picture?.largeurs.length ?? 0) * IMAGE_FORMATS.length);
    for (const variant of prepared.variants) {
      const file = path.join(
        DEMO_PICTURES_FOLDER,
        variantFile(name, variant.width, variant.format),
      );
      expect(variant.data.equals(readFileSync(file))).toBe(true);
    }

    // Another picture is encoded as any upload is: here 500 px wide, so 320 and 500.
    const other = await sharp({
      create: { width: 500, height: 300, channels: 3, background: "#0b4f8a" },
    })
      .png()
      .toBuffer();
    const encoded = await processImage(other);
    expect(encoded.largeur).toBe(500);
    expect(encoded.variants.map((v) => `${v.format} ${v.width}`)).toEqual([
      "webp 320",
      "webp 500",
      "avif 320",
      "avif 500",
    ]);
  });
});
