import { describedImage, type SentAltText } from "../../../domain/alt-texts.ts";
import type { MediaAsset } from "../../../domain/media.ts";

/**
 * The single image of an edited article or opportunity, with its alternative texts: a new
 * file starts from the sent texts alone (the stored ones described another picture); the
 * kept image keeps its texts where none is sent.
 */
export function keptOrNewImage<T extends MediaAsset | null>(
  current: T,
  uploaded: MediaAsset | undefined,
  sent: SentAltText | undefined,
): MediaAsset | T {
  if (uploaded) return describedImage(uploaded, sent, undefined);
  return current ? describedImage(current, sent, current.texteAlternatif) : current;
}
