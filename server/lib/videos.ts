import { fileTypeFromBuffer } from "file-type";
import { VIDEO_FORMATS, type VideoFormat } from "../../domain/page-visuals.ts";

/**
 * The format of a video by its bytes (file-type reads the container's header: MP4's `ftyp`
 * box, WebM's EBML header and its DocType), or undefined for anything else: a QuickTime
 * `.mov`, a Matroska that is not WebM, an MP4 holding only sound, a text named `.mp4`.
 * The name and the type the browser sent are never trusted.
 */
export async function videoFormatOf(data: Buffer): Promise<VideoFormat | undefined> {
  const found = await fileTypeFromBuffer(data);
  if (!found) return undefined;
  const format = VIDEO_FORMATS.find((candidate) => found.mime === `video/${candidate}`);
  return format;
}
