import type { FastifyRequest } from "fastify";
import { IMAGE_MESSAGES } from "../../../domain/content.ts";
import type { MediaAsset } from "../../../domain/media.ts";
import { HttpError } from "../../lib/http-error.ts";
import {
  IMAGE_QUEUE_LIMITS,
  type ImageProcessor,
  ImageRejected,
  type ImageRejection,
  type ProcessedImage,
} from "../../lib/images.ts";
import { deleteImages, type Storage, storeImage } from "../../plugins/storage.ts";

/**
 * How each refusal answers: its status, and its message (the entity's own for a wrong
 * type). A full queue is the server's state, not the image's: 503, to try again later.
 */
function refusalOf(reason: ImageRejection, typeMessage: string): [number, string] {
  switch (reason) {
    case "pixels":
      return [413, IMAGE_MESSAGES.tooManyPixels];
    case "shape":
      return [400, IMAGE_MESSAGES.shape];
    case "busy":
      return [503, IMAGE_MESSAGES.busy];
    case "type":
    case "corrupt":
      return [415, typeMessage];
  }
}

/**
 * Checks an uploaded image by its bytes and re-encodes it, in memory (nothing is stored
 * yet): 415 with the entity's own message for anything but JPEG, PNG or WebP, 413 for an
 * image over the pixel limit, 400 for a strip too thin to be a picture, 503 when the
 * server's image queue is full; each names the form field in `erreurs`.
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
    const [status, message] = refusalOf(error.reason, options.typeMessage);
    throw new HttpError(status, message, {
      erreurs: [{ champ: options.field, message }],
      ...(error.reason === "busy"
        ? { headers: { "retry-after": String(IMAGE_QUEUE_LIMITS.maxWaitMs / 1000) } }
        : {}),
    });
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
  write: (assets: MediaAsset[]) => Promise<T>,
): Promise<T> {
  const stored: MediaAsset[] = [];
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
  assets: readonly (MediaAsset | null | undefined)[],
): Promise<void> {
  try {
    await deleteImages(storage, assets);
  } catch (error) {
    request.log.warn({ err: error, images: assets.map((a) => a?.cle) }, "image non supprimée");
  }
}
