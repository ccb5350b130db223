import { readdir } from "node:fs/promises";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import sharp from "sharp";
import { bucketKeys } from "./s3.ts";

/** A real JPEG, PNG or WebP made on the machine (no download), optionally with EXIF GPS. */
export async function makeImage(
  options: {
    format?: "jpeg" | "png" | "webp";
    width?: number;
    height?: number;
    gps?: boolean;
  } = {},
): Promise<Buffer> {
  const { format = "jpeg", width = 800, height = 600, gps = false } = options;
  let image = sharp({
    create: { width, height, channels: 3, background: { r: 11, g: 79, b: 138 } },
  });
  if (gps) {
    // A position in Dakar, and a camera name: both must be gone after upload.
    image = image.withExif({
      IFD0: { Make: "TestCamera", Model: "GPS-1" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "14/1 41/1 0/1",
        GPSLongitudeRef: "W",
        GPSLongitude: "17/1 26/1 0/1",
      },
    });
  }
  return image.toFormat(format).toBuffer();
}

/** Whether the bytes still carry EXIF metadata (GPS or camera). */
export async function hasExif(data: Buffer): Promise<boolean> {
  const metadata = await sharp(data).metadata();
  return Boolean(metadata.exif && metadata.exif.length > 0);
}

/**
 * The files in the app's uploads folder, or the keys in its bucket, sorted: tests compare
 * them before and after a request.
 */
export async function storedUploads(app: FastifyInstance): Promise<string[]> {
  const { s3 } = app.services.config;
  if (s3) return bucketKeys(s3);
  try {
    return (await readdir(path.join(app.services.config.dataDir, "uploads"))).sort();
  } catch {
    return [];
  }
}

/**
 * Deletes, through the API, every library picture nothing uses any more whose files were
 * not among `kept` (the stored files a test started from; docs/decisions/052: an item's
 * deletion leaves its pictures in the library, their files go with the library row).
 * Answers how many went.
 */
export async function removeUnusedPictures(
  app: FastifyInstance,
  token: string,
  kept: readonly string[] = [],
): Promise<number> {
  const headers = { authorization: `Bearer ${token}` };
  const list = await app.inject({ url: "/api/v1/medias?limite=100", headers });
  const keyOf = (url: string) => (url.split("/").pop() ?? "").replace(/-\d+\.webp$/, "");
  const unused = list
    .json<{ data: { _id: string; utilisations: number; media: { url: string } }[] }>()
    .data.filter(
      (media) =>
        media.utilisations === 0 &&
        !kept.some((name) => name.startsWith(`${keyOf(media.media.url)}-`)),
    );
  for (const media of unused) {
    const deleted = await app.inject({
      method: "DELETE",
      url: `/api/v1/medias/${media._id}`,
      headers,
    });
    if (deleted.statusCode !== 200) throw new Error(deleted.body);
  }
  return unused.length;
}
