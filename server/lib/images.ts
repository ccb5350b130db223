import { fileTypeFromBuffer } from "file-type";
import type { Metadata, Sharp } from "sharp";
import { IMAGE_FORMATS, type ImageFormat } from "../../domain/content.ts";
import { IMAGE_MAX_BYTES, IMAGE_TYPES } from "../../domain/content-fields.ts";
import type { Clock } from "./clock.ts";

/**
 * sharp, loaded with the first image to process: a server that receives none (a restart on
 * its existing content) does not carry libvips (~20 MB resident). Uploads are rare and each
 * is processed once: libvips' operation cache would only keep native memory that a small
 * server needs for the rest (issue 17), and one thread per image keeps its working memory,
 * and glibc's per-thread arenas, small.
 */
let sharpLoaded: Promise<typeof import("sharp")["default"]> | undefined;
function loadSharp() {
  sharpLoaded ??= import("sharp").then(({ default: sharp }) => {
    sharp.cache(false);
    sharp.concurrency(1);
    return sharp;
  });
  return sharpLoaded;
}

/** What the server accepts, recognised by the file's bytes (SPEC.md §5: JPEG, PNG, WebP). */
export const ACCEPTED_IMAGE_TYPES = IMAGE_TYPES;

export const IMAGE_LIMITS = {
  /** Per file, before decoding. */
  maxBytes: IMAGE_MAX_BYTES,
  /** Width × height: refuses decompression bombs (a tiny file that decodes huge). */
  maxPixels: 40_000_000,
  /** The shortest side: below it a picture shows nothing, and its narrow widths round to 0. */
  minSide: 16,
  /** The long side over the short one: a wordmark logo is about 8, a 100000 × 1 strip 100000. */
  maxAspectRatio: 20,
} as const;

/** Widths written for responsive images (srcset); never wider than the original. */
export const IMAGE_WIDTHS = [320, 640, 1024, 1600] as const;

export interface ProcessedImage {
  largeur: number;
  hauteur: number;
  /** Every width in every format of IMAGE_FORMATS, WebP first. */
  variants: { width: number; format: ImageFormat; data: Buffer }[];
}

/**
 * How an app re-encodes its uploads: processImage, except in the demo content's process,
 * which recognises its committed, already-encoded pictures (server/db/seed/demo-pictures.ts).
 */
export type ImageProcessor = (data: Buffer) => Promise<ProcessedImage>;

/** Why an image was refused: its type, its size, its shape, its bytes, or a full queue. */
export type ImageRejection = "type" | "pixels" | "shape" | "corrupt" | "busy";

export class ImageRejected extends Error {
  readonly reason: ImageRejection;
  constructor(reason: ImageRejection) {
    super(`image rejected: ${reason}`);
    this.reason = reason;
  }
}

/** The image's real type from its first bytes, or undefined when it is not one we accept. */
export async function detectImageType(data: Buffer): Promise<string | undefined> {
  const type = await fileTypeFromBuffer(data);
  return type && (ACCEPTED_IMAGE_TYPES as readonly string[]).includes(type.mime)
    ? type.mime
    : undefined;
}

/**
 * How each format is written. AVIF is smaller than WebP at the same look (a third on
 * photographs), which is what a phone on a slow network feels, but slower to encode.
 * Measured on a 1200 px picture at four widths: effort 1 takes 150 ms for 18 KB, effort 3
 * 440 ms for 17 KB, effort 4 (sharp's default) 1.2 s for 14 KB; effort 1 keeps an upload of
 * five photos, and the demo content's first start, within seconds on a small server. WebP
 * stays for the browsers without AVIF and as the `<img>`'s own source.
 */
const ENCODERS: Record<ImageFormat, (image: Sharp) => Sharp> = {
  webp: (image) => image.webp({ quality: 80 }),
  avif: (image) => image.avif({ quality: 55, effort: 1 }),
};

/**
 * Checks an upload by its bytes and re-encodes it to WebP and AVIF in several widths.
 * Re-encoding drops every metadata block (EXIF with GPS position, XMP, ICC comments) and
 * anything hidden after the image data; the EXIF orientation is applied first so photos
 * stay upright.
 */
export async function processImage(data: Buffer): Promise<ProcessedImage> {
  if (!(await detectImageType(data))) throw new ImageRejected("type");
  const sharp = await loadSharp();
  let metadata: Metadata;
  try {
    // Reading the header only: the pixel limit is checked below, with its own answer.
    metadata = await sharp(data, { limitInputPixels: false }).metadata();
  } catch {
    throw new ImageRejected("corrupt");
  }
  const { width = 0, height = 0 } = metadata;
  if (width * height > IMAGE_LIMITS.maxPixels) throw new ImageRejected("pixels");
  const shortSide = Math.min(width, height);
  if (
    shortSide < IMAGE_LIMITS.minSide ||
    Math.max(width, height) / shortSide > IMAGE_LIMITS.maxAspectRatio
  ) {
    throw new ImageRejected("shape");
  }
  // Orientations 5–8 swap width and height once applied.
  const rotated = (metadata.orientation ?? 1) >= 5;
  const largeur = rotated ? height : width;
  const hauteur = rotated ? width : height;
  const widths: number[] = IMAGE_WIDTHS.filter((w) => w < largeur);
  widths.push(Math.min(largeur, IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1] ?? largeur));
  try {
    const variants: ProcessedImage["variants"] = [];
    // One variant at a time: the decoded image is the memory an upload costs, and a small
    // server should hold one of them, not eight.
    for (const format of IMAGE_FORMATS) {
      for (const w of new Set(widths)) {
        const resized = sharp(data, { limitInputPixels: IMAGE_LIMITS.maxPixels })
          .rotate()
          .resize({ width: w, withoutEnlargement: true });
        variants.push({ width: w, format, data: await ENCODERS[format](resized).toBuffer() });
      }
    }
    const full = variants[variants.length - 1]?.width ?? largeur;
    return { largeur: full, hauteur: Math.round((hauteur * full) / largeur), variants };
  } catch {
    throw new ImageRejected("corrupt");
  }
}

/**
 * How many uploads may wait for their turn, and how long each may wait. A 40-megapixel
 * photo takes seconds to encode and holds its decoded pixels (160 MB) while it does: eight
 * processed at once took a small server from 435 to 672 MB. One at a time keeps one, and
 * the bound on the queue keeps an adviser's burst from holding everyone's uploads. The
 * wait stays under the 60 s a reverse proxy commonly gives an answer (nginx's default), so
 * that the visitor reads our message rather than the proxy's timeout page.
 */
export const IMAGE_QUEUE_LIMITS = { maxWaiting: 10, maxWaitMs: 45_000 } as const;

/**
 * `process` one image at a time in this process, in the order they came; an image that
 * finds `maxWaiting` others waiting, or waits more than `maxWaitMs`, is refused as "busy"
 * (the client is told to try again). The queue is per process: each instance of the app
 * bounds its own memory.
 */
export function oneImageAtATime(
  process: ImageProcessor,
  clock: Pick<Clock, "after">,
  limits: { maxWaiting: number; maxWaitMs: number } = IMAGE_QUEUE_LIMITS,
): ImageProcessor {
  let running = false;
  const waiting: (() => void)[] = [];

  function next() {
    const start = waiting.shift();
    if (start) start();
    else running = false;
  }

  async function turn(): Promise<void> {
    if (!running) {
      running = true;
      return;
    }
    if (waiting.length >= limits.maxWaiting) throw new ImageRejected("busy");
    await new Promise<void>((resolve, reject) => {
      const start = () => {
        cancelTimeout();
        resolve();
      };
      const cancelTimeout = clock.after(limits.maxWaitMs, () => {
        waiting.splice(waiting.indexOf(start), 1);
        reject(new ImageRejected("busy"));
      });
      waiting.push(start);
    });
  }

  return async (data) => {
    await turn();
    try {
      return await process(data);
    } finally {
      next();
    }
  };
}
