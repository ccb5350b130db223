// A content form may name a library picture instead of sending a file (ADR 052): beside
// each image or gallery field of the registry, `<field>Media` holds media ids. They are
// read here into choices that stand where files stand, so the types' own writing code
// (which takes "the images of the form" in order) needs no line for them.
import { isFileLike } from "../../../domain/content-fields.ts";
import type { Fields } from "../../../domain/content-types/define.ts";
import { pictureFields } from "../../../domain/content-types/define.ts";
import type { MediaAsset } from "../../../domain/media.ts";
import { libraryChoiceField, MEDIA_MESSAGES } from "../../../domain/media-library.ts";
import { validationError } from "../../lib/http-error.ts";
import type { LibraryRepository } from "./library.repository.ts";

/** A library picture chosen in a form: it reads as a file to the forms' schemas. */
export class LibraryChoice {
  readonly type = "image/webp";
  readonly size = 1;
  readonly name: string;
  readonly mediaId: string;
  readonly asset: MediaAsset;
  constructor(mediaId: string, asset: MediaAsset) {
    this.mediaId = mediaId;
    this.asset = asset;
    this.name = asset.cle;
  }
}

const asList = (value: unknown): unknown[] =>
  value === undefined || value === null || value === ""
    ? []
    : Array.isArray(value)
      ? value
      : [value];

/**
 * The sent form with the library pictures it names in place of files: an image field
 * takes its choice when no file was sent; a gallery takes its new files, then its choices.
 * An id the library does not hold is a 400 on the field.
 */
export async function withLibraryChoices(
  library: Pick<LibraryRepository, "assetsOf">,
  definition: { fields: Fields },
  sent: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const fields = pictureFields(definition);
  const chosen = new Map(
    fields.map((field) => [
      field.name,
      asList(sent[libraryChoiceField(field.name)]).filter((id) => id !== ""),
    ]),
  );
  const ids = [...chosen.values()].flat();
  if (ids.length === 0) return sent;
  const assets = await library.assetsOf(ids.filter((id): id is string => typeof id === "string"));
  const result = { ...sent };
  for (const field of fields) {
    const choiceName = libraryChoiceField(field.name);
    delete result[choiceName];
    const fieldIds = chosen.get(field.name) ?? [];
    if (fieldIds.length === 0) continue;
    const choices = fieldIds.map((id) => {
      const asset = typeof id === "string" ? assets.get(id) : undefined;
      if (!asset) {
        throw validationError([{ champ: field.name, message: MEDIA_MESSAGES.unknownChoice }]);
      }
      return new LibraryChoice(id as string, asset);
    });
    if (field.gallery) {
      result[field.name] = [...asList(sent[field.name]).filter(isFileLike), ...choices];
    } else if (!isFileLike(sent[field.name])) {
      result[field.name] = choices[0];
    }
  }
  return result;
}
