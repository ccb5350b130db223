import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Localized } from "../../../domain/constants.ts";
import { IMAGE_FORMATS, type ImageFormat } from "../../../domain/content.ts";
import { type ImageProcessor, type ProcessedImage, processImage } from "../../lib/images.ts";

/**
 * The demo content's pictures, drawn by `npm run make:demo-pictures` (scripts/) and
 * committed already encoded: every width and format the upload pipeline writes, named
 * `{name}-{width}.{format}`, and manifest.json with each picture's size and its
 * alternative texts. A first start then stores files instead of encoding 62 pictures in
 * AVIF and WebP: seconds instead of a minute on a small server, and none of sharp's native
 * memory (ADR 028).
 */
export const DEMO_PICTURES_FOLDER = fileURLToPath(new URL("./demo-pictures/", import.meta.url));

export interface DemoPicture {
  /** Pixel size of the largest width. */
  largeur: number;
  hauteur: number;
  /** The widths written, smallest first; each exists in every format of IMAGE_FORMATS. */
  largeurs: number[];
  /** What the picture shows, as its alternative text. */
  alt: Localized<string>;
}

/** manifest.json: each picture by name ("realisation-01-1", "article-01", …). */
export type DemoPictureManifest = Record<string, DemoPicture>;

export const variantFile = (name: string, width: number, format: ImageFormat) =>
  `${name}-${width}.${format}`;

export function readDemoPictureManifest(folder = DEMO_PICTURES_FOLDER): DemoPictureManifest {
  return JSON.parse(readFileSync(path.join(folder, "manifest.json"), "utf8"));
}

/**
 * The file the demo content uploads for a picture: its widest WebP, an image the API
 * accepts like any staff member's upload.
 */
export function demoPictureUpload(
  name: string,
  manifest: DemoPictureManifest,
  folder = DEMO_PICTURES_FOLDER,
): Buffer {
  const picture = manifest[name];
  if (!picture) throw new Error(`demo content: no picture "${name}" in manifest.json`);
  return readFileSync(path.join(folder, variantFile(name, picture.largeur, "webp")));
}

const sha256 = (data: Buffer) => createHash("sha256").update(data).digest("hex");

/**
 * An image processor that answers the demo pictures' uploads with their committed
 * variants, recognised by their bytes, and gives anything else to `fallback`: the API,
 * its checks, the storage and the database are the ones staff use; only the encoding,
 * already done by the script with the same processImage, is not done again.
 */
export function preparedDemoPictures(
  fallback: ImageProcessor = processImage,
  folder = DEMO_PICTURES_FOLDER,
): ImageProcessor {
  const manifest = readDemoPictureManifest(folder);
  const byUpload = new Map(
    Object.keys(manifest).map((name) => [sha256(demoPictureUpload(name, manifest, folder)), name]),
  );
  return async (data) => {
    const name = byUpload.get(sha256(data));
    const picture = name ? manifest[name] : undefined;
    if (!name || !picture) return fallback(data);
    const variants: ProcessedImage["variants"] = [];
    for (const format of IMAGE_FORMATS) {
      for (const width of picture.largeurs) {
        const file = path.join(folder, variantFile(name, width, format));
        variants.push({ width, format, data: readFileSync(file) });
      }
    }
    return { largeur: picture.largeur, hauteur: picture.hauteur, variants };
  };
}
