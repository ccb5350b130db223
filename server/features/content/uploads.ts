import type { FastifyRequest } from "fastify";
import { IMAGE_TOO_MANY_PIXELS_MESSAGE, type ImageAsset } from "../../../domain/content.ts";
import { HttpError } from "../../lib/http-error.ts";
import { type ImageProcessor, ImageRejected, type ProcessedImage } from "../../lib/images.ts";
import { deleteImages, type Storage, storeImage } from "../../plugins/storage.ts";

/**
 * Checks an uploaded image by its bytes and re-encodes it, in memory (nothing is stored
 * yet): 415 with the entity's own message for anything but JPEG, PNG or WebP, 413 for an
 * image over the pixel limit; both name the form field in `erreurs`.
 */
export async function processUploadedImage(
  processImage: ImageProcessor,
  data: Buffer,
  options: { field: string; typeMessage: string },
): Promise<ProcessedImage> {
  try {
    return await processImage(data);
  } catch (error) {
    if (!(error instanceof ImageRejected)) throw error;
    const [status, message] =
      error.reason === "pixels" ? [413, IMAGE_TOO_MANY_PIXELS_MESSAGE] : [415, options.typeMessage];
    throw new HttpError(status, message, { erreurs: [{ champ: options.field, message }] });
  }
}

/**
 * Stores processed images (all or nothing), then runs the database write with them. If
 * the write throws, or finds nothing to write (undefined), the files are removed again:
 * a refused request leaves no file behind.
 */
export async function withStoredImages<T>(
  storage: Storage,
  processed: readonly ProcessedImage[],
  write: (assets: ImageAsset[]) => Promise<T>,
): Promise<T> {
  const stored: ImageAsset[] = [];
  try {
    for (const image of processed) stored.push(await storeImage(storage, image));
    const result = await write(stored);
    if (result === undefined) await deleteImages(storage, stored);
    return result;
  } catch (error) {
    await deleteImages(storage, stored);
    throw error;
  }
}

/** Removes replaced or deleted images once the write has committed; a failure is only logged. */
export async function removeAfterCommit(
  storage: Storage,
  request: FastifyRequest,
  assets: readonly (ImageAsset | null | undefined)[],
): Promise<void> {
  try {
    await deleteImages(storage, assets);
  } catch (error) {
    request.log.warn({ err: error, images: assets.map((a) => a?.cle) }, "image non supprimée");
  }
}
