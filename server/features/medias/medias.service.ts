import type { FastifyRequest } from "fastify";
import { LANGUAGES, type Localized } from "../../../domain/constants.ts";
import type { MediaAsset, MediaView } from "../../../domain/media.ts";
import {
  MEDIA_LIBRARY_LIMITS,
  MEDIA_MESSAGES,
  type MediaUse,
  type UpdateMediaInput,
} from "../../../domain/media-library.ts";
import type { Database } from "../../db/client.ts";
import type { UploadedFile } from "../../lib/form.ts";
import { HttpError, validationError } from "../../lib/http-error.ts";
import type { ImageProcessor } from "../../lib/images.ts";
import type { Storage } from "../../plugins/storage.ts";
import { type Actor, reachesEverything } from "../content/ownership.ts";
import { mediaView } from "../content/present.ts";
import { processUploadedImage, removeAfterCommit, withStoredImages } from "../content/uploads.ts";
import type { LibraryRepository, MediaRecord, MediaRow } from "./library.repository.ts";
import { recordPictures } from "./library.repository.ts";

/** A library picture as the back office reads it (GET /medias, GET /medias/{id}). */
export interface MediaItemView {
  _id: string;
  id: string;
  nomFichier: string;
  /** What a `<picture>` needs, every language's text as stored. */
  media: MediaView<Localized<string>>;
  largeur: number;
  hauteur: number;
  /** Bytes of every file written for it, or null when unknown. */
  taille: number | null;
  texteAlternatif: Localized<string>;
  credit: string | null;
  pointFocal: { x: number; y: number } | null;
  televersePar: { _id: string; nom: string; prenom: string } | null;
  /** How many items (and the settings) show it. */
  utilisations: number;
  /** Whether the asking staff member may delete it: their own or an administrator, unused. */
  supprimable: boolean;
  createdAt: string;
  updatedAt: string;
}

/** A library picture with the places that show it (GET /medias/{id}). */
export type MediaDetailView = MediaItemView & { usages: MediaUse[] };

const NO_TITLE: Localized<string> = { fr: "", en: "", it: "" };

const textsOf = (asset: MediaAsset): Localized<string> =>
  Object.fromEntries(
    LANGUAGES.map((lang) => [lang, asset.texteAlternatif?.[lang] ?? ""]),
  ) as Localized<string>;

/** Whether `actor` may delete a picture at all (an adviser: only those they uploaded). */
const mayDelete = (actor: Actor, row: MediaRow) =>
  reachesEverything(actor) || row.uploaderId === actor.id;

/**
 * The media library (issue 31 point 1, docs/decisions/052): every picture uploaded once,
 * described once, used by any image field; deleted only when nothing shows it.
 */
export function createMediaLibrary(deps: {
  db: Database;
  library: LibraryRepository;
  storage: Storage;
  processImage: ImageProcessor;
}) {
  const { db, library, storage, processImage } = deps;
  const notFound = () => new HttpError(404, MEDIA_MESSAGES.notFound);

  function view(actor: Actor, record: MediaRecord, uses: number): MediaItemView {
    const { row, uploader } = record;
    const { asset } = row;
    return {
      _id: row.id,
      id: row.id,
      nomFichier: row.nomFichier,
      media: mediaView(storage, asset, undefined, NO_TITLE),
      largeur: asset.largeur,
      hauteur: asset.hauteur,
      taille: asset.taille ?? null,
      texteAlternatif: textsOf(asset),
      credit: asset.credit ?? null,
      pointFocal: asset.pointFocal ?? null,
      televersePar: uploader
        ? { _id: uploader.id, nom: uploader.nom, prenom: uploader.prenom }
        : null,
      utilisations: uses,
      supprimable: uses === 0 && mayDelete(actor, row),
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  }

  async function detail(actor: Actor, id: string): Promise<MediaDetailView> {
    const record = await library.find(id);
    if (!record) throw notFound();
    const [usages, counts] = await Promise.all([
      library.usesOf(record.row.cle),
      library.countUses([record.row.cle]),
    ]);
    return { ...view(actor, record, counts.get(record.row.cle) ?? usages.length), usages };
  }

  return {
    /** A page of the library, newest first; `q` searches file names, texts and credits. */
    async list(actor: Actor, query: { q?: string | undefined; page: number; limite: number }) {
      const { records, total } = await library.list(query.q, query.page, query.limite);
      // One count of the uses for the whole page (one query per picture column).
      const uses = await library.countUses(records.map((record) => record.row.cle));
      return {
        items: records.map((record) => view(actor, record, uses.get(record.row.cle) ?? 0)),
        total,
      };
    },

    detail,

    /**
     * Several pictures at once, all or nothing: each checked by its bytes (a refusal names
     * its file) before any is stored, then stored and recorded in one transaction; a
     * refused request leaves no file and no row.
     */
    async upload(actor: Actor, files: readonly UploadedFile[]) {
      if (files.length === 0) {
        throw validationError([{ champ: "fichiers", message: MEDIA_MESSAGES.filesRequired }]);
      }
      if (files.length > MEDIA_LIBRARY_LIMITS.filesPerUpload) {
        throw validationError([{ champ: "fichiers", message: MEDIA_MESSAGES.tooManyFiles }]);
      }
      const processed = [];
      for (const file of files) {
        try {
          processed.push(
            await processUploadedImage(processImage, file.data, {
              field: "fichiers",
              typeMessage: MEDIA_MESSAGES.type,
            }),
          );
        } catch (error) {
          if (!(error instanceof HttpError)) throw error;
          const message = MEDIA_MESSAGES.fileRefused(file.name || "image", error.message);
          throw new HttpError(error.statusCode, message, {
            erreurs: [{ champ: "fichiers", message }],
          });
        }
      }
      const rows = await withStoredImages(storage, processed, (assets) =>
        db.transaction((tx) =>
          recordPictures(
            tx,
            assets.map((asset, index) => ({ asset, nomFichier: files[index]?.name ?? "" })),
            actor.id,
          ),
        ),
      );
      const ids = rows.map((row) => row.id);
      return Promise.all(ids.map((id) => detail(actor, id)));
    },

    /** Describes a picture anew: its texts, credit and focal point, in every item showing it. */
    async update(actor: Actor, id: string, input: UpdateMediaInput) {
      const updated = await library.describe(id, (asset) => {
        const next: MediaAsset = { ...asset };
        if (input.texteAlternatif) {
          const current = textsOf(asset);
          next.texteAlternatif = Object.fromEntries(
            LANGUAGES.map((lang) => [lang, input.texteAlternatif?.[lang] ?? current[lang]]),
          ) as Localized<string>;
        }
        if (input.credit !== undefined) {
          if (input.credit) next.credit = input.credit;
          else delete next.credit;
        }
        if (input.pointFocal !== undefined) {
          if (input.pointFocal) next.pointFocal = input.pointFocal;
          else delete next.pointFocal;
        }
        return next;
      });
      if (!updated) throw notFound();
      return detail(actor, id);
    },

    /**
     * Deletes a picture nobody shows (409 naming where it is shown otherwise); an adviser
     * only one they uploaded (403). Its files go once the row's deletion has committed.
     */
    async delete(request: FastifyRequest, actor: Actor, id: string): Promise<void> {
      const deleted = await library.delete(id, (row, uses) => {
        if (!mayDelete(actor, row)) throw new HttpError(403, MEDIA_MESSAGES.notYours);
        if (uses.length > 0) throw new HttpError(409, MEDIA_MESSAGES.inUse(uses));
      });
      if (!deleted) throw notFound();
      await removeAfterCommit(storage, request, [deleted.asset]);
    },
  };
}

export type MediaLibrary = ReturnType<typeof createMediaLibrary>;
