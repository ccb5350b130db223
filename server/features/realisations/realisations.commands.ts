import { ALT_TEXT_MESSAGES, altTextsFit, describedImages } from "../../../domain/alt-texts.ts";
import {
  CreateRealisationInputSchema,
  REALISATION_TYPE,
  UpdateRealisationInputSchema,
} from "../../../domain/content-types/realisation.ts";
import type { MediaAsset } from "../../../domain/media.ts";
import { isValidImageCount, REALISATION_MESSAGES as M } from "../../../domain/realisations.ts";
import type { realisations } from "../../db/schema.ts";
import type { UploadedFile } from "../../lib/form.ts";
import { validationError } from "../../lib/http-error.ts";
import { type ContentWriting, createContentCommands } from "../content/content.commands.ts";
import type { ContentDeps } from "../content/content.queries.ts";
import type { SectorsRepository } from "../sectors/sectors.repository.ts";

type Created = ReturnType<typeof CreateRealisationInputSchema.parse>;
type Edited = ReturnType<typeof UpdateRealisationInputSchema.parse>;

const fieldError = (champ: string, message: string) => validationError([{ champ, message }]);

/** The stored images an edit keeps: those its references name, in their order; all if none. */
function keptImages(stored: readonly MediaAsset[], references: readonly string[] | undefined) {
  if (references === undefined) return [...stored];
  const kept: MediaAsset[] = [];
  for (const reference of references) {
    const asset = stored.find(
      (candidate) => reference === candidate.cle || reference.includes(`${candidate.cle}-`),
    );
    if (asset && !kept.includes(asset)) kept.push(asset);
  }
  return kept;
}

export function createRealisationCommands(
  deps: ContentDeps<typeof realisations>,
  sectors: SectorsRepository,
) {
  const writing: ContentWriting<typeof realisations, Created, Edited, { secteurId: string }> = {
    notFound: M.notFound,
    definition: REALISATION_TYPE,
    createSchema: CreateRealisationInputSchema,
    updateSchema: UpdateRealisationInputSchema,
    // An empty select or date field leaves the stored value.
    keptWhenBlank: ["statutLivraison", "etat", "datePublication"],

    async resolve(input) {
      const sector = await sectors.find(input.secteur);
      if (!sector) throw fieldError("secteur", M.sectorUnknown);
      return { secteurId: sector.id };
    },

    uploads: (input) => ({
      files: input.images as UploadedFile[],
      field: "images",
      typeMessage: M.imageType,
    }),

    // Kept and new images together: 1 to 5, against the stored item as it is now, and no
    // more alternative texts than that gallery has images.
    checkEdit(input, current, newFiles) {
      const count = keptImages(current.images, input.oldImages).length + newFiles;
      if (!isValidImageCount(count)) throw fieldError("images", M.imagesCount);
      if (!altTextsFit(input.texteAlternatif, count)) {
        throw fieldError("texteAlternatif", ALT_TEXT_MESSAGES.tooMany);
      }
    },

    createValues: (
      { images: _files, secteur: _sector, texteAlternatif, ...input },
      { secteurId },
      images,
    ) => ({
      ...input,
      secteurId,
      images: describedImages(images, texteAlternatif),
    }),

    editValues: (
      { images: _files, oldImages, secteur: _sector, texteAlternatif, ...input },
      { resolved, images, current, sent },
    ) => ({
      ...input,
      // A sector not sent stays as stored now, even if another edit changed it meanwhile.
      secteurId: sent.secteur === undefined ? current.secteurId : resolved.secteurId,
      // Each kept image keeps its own texts unless the edit sends new ones for its place.
      images: describedImages(
        [...keptImages(current.images, oldImages), ...images],
        texteAlternatif,
      ),
    }),
  };
  return createContentCommands(deps, writing);
}
