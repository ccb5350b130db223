import { IMAGE_TOO_MANY_PIXELS_MESSAGE } from "../../../domain/content.ts";
import { HttpError } from "../../lib/http-error.ts";
import { ImageRejected, type ProcessedImage, processImage } from "../../lib/images.ts";

/**
 * Checks an uploaded image by its bytes and re-encodes it, in memory (nothing is stored
 * yet): 415 with the entity's own message for anything but JPEG, PNG or WebP, 413 for an
 * image over the pixel limit; both name the form field in `erreurs`.
 */
export async function processUploadedImage(
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
