import { randomUUID } from "node:crypto";
import { inArray } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { Language, Localized } from "../../../domain/constants.ts";
import { isUuid } from "../../../domain/ids.ts";
import type { MediaAsset, MediaView } from "../../../domain/media.ts";
import { MediaAssetSchema } from "../../../domain/media-schema.ts";
import type { PageTextKey } from "../../../domain/page-texts.ts";
import {
  PAGE_VISUAL_MESSAGES,
  type PageVisualName,
  type PageVisualsDocument,
  type PageVisualsView,
  pagePictureNames,
  pageVisualSlots,
  pictureLabel,
  VIDEO_LIMITS,
  VIDEO_TYPES,
  type VideoAsset,
  type VideoView,
  visualsKey,
} from "../../../domain/page-visuals.ts";
import { z } from "../../../domain/zod.ts";
import type { Database } from "../../db/client.ts";
import { medias } from "../../db/schema.ts";
import { type FieldError, HttpError, validationError } from "../../lib/http-error.ts";
import type { PublicCache } from "../../lib/public-cache.ts";
import { videoFormatOf } from "../../lib/videos.ts";
import type { Storage } from "../../plugins/storage.ts";
import type { Actor } from "../content/ownership.ts";
import { mediaView } from "../content/present.ts";
import type { PageTextsService } from "./page-texts.service.ts";
import {
  lockSiteDocument,
  readSiteDocument,
  writeSiteDocument,
} from "./site-documents.repository.ts";

const StoredVideoSchema = z.object({
  cle: z.string(),
  format: z.enum(["mp4", "webm"]),
  taille: z.number().int().nonnegative(),
});

const StoredVisualsSchema = z.object({
  visuel: MediaAssetSchema.nullable().optional(),
  video: StoredVideoSchema.nullable().optional(),
  visuelPartage: MediaAssetSchema.nullable().optional(),
});

/** A stored document read as the page's visuals; what does not read as one is none. */
function visualsFromStored(stored: unknown): PageVisualsDocument {
  const parsed = StoredVisualsSchema.safeParse(stored ?? {});
  return parsed.success ? (parsed.data as PageVisualsDocument) : {};
}

/** A video as the API gives it, where `storage` serves its file. */
export const videoView = (storage: Pick<Storage, "publicUrl">, video: VideoAsset): VideoView => ({
  url: `${storage.publicUrl}${video.cle}`,
  type: VIDEO_TYPES[video.format],
  taille: video.taille,
});

/**
 * The key visuals of the public pages (issue 31 point 2): read by GET /pages/{cle} and the
 * pages' loaders from the cache of public reads, changed by administrators. The video is
 * uploaded here (checked by its bytes, at most VIDEO_LIMITS.maxBytes); the pictures are
 * chosen from the media library.
 */
/** The pictures a change chooses: for each name, a library picture's id, or null for none. */
export type PictureChoices = Partial<Record<PageVisualName, string | null>>;

/**
 * The pictures a PATCH /pages/{cle} body names, apart from its texts: `visuel` and
 * `visuelPartage` are chosen from the library (ADR 055), the rest are texts. A picture the
 * page does not take, or a value that is no id nor null, is a French 400 on its field.
 */
export function splitPageChange(
  cle: PageTextKey,
  body: Record<string, unknown>,
): { pictures: PictureChoices; texts: Record<string, unknown> } {
  const taken = pagePictureNames(cle);
  const pictures: PictureChoices = {};
  const texts: Record<string, unknown> = {};
  const errors: FieldError[] = [];
  for (const [name, value] of Object.entries(body)) {
    if (name !== "visuel" && name !== "visuelPartage") {
      texts[name] = value;
      continue;
    }
    if (!taken.includes(name)) {
      errors.push({ champ: name, message: PAGE_VISUAL_MESSAGES.notHere(name) });
    } else if (value === null || (typeof value === "string" && isUuid(value))) {
      pictures[name] = value;
    } else {
      const message = PAGE_VISUAL_MESSAGES.notAMediaId(pictureLabel(cle, name));
      errors.push({ champ: name, message });
    }
  }
  if (errors.length > 0) throw validationError(errors);
  return { pictures, texts };
}

export function createPageVisuals(
  db: Database,
  cache: PublicCache,
  storage: Storage,
  pageTexts: Pick<PageTextsService, "read">,
) {
  /**
   * The library pictures `choices` name, read in `executor` (held FOR SHARE in a write's
   * transaction: a deletion waits, then finds them used); a French 400 for one that is not
   * (or no longer) in the library.
   */
  async function chosenAssets(
    executor: Pick<Database, "select">,
    cle: PageTextKey,
    choices: PictureChoices,
    hold: boolean,
  ): Promise<Partial<Record<PageVisualName, MediaAsset | null>>> {
    const ids = Object.values(choices).filter((id): id is string => typeof id === "string");
    const query = executor
      .select({ id: medias.id, asset: medias.asset })
      .from(medias)
      .where(inArray(medias.id, ids));
    const rows = ids.length === 0 ? [] : hold ? await query.for("share") : await query;
    const errors: FieldError[] = [];
    const assets: Partial<Record<PageVisualName, MediaAsset | null>> = {};
    for (const [name, id] of Object.entries(choices) as [PageVisualName, string | null][]) {
      if (id === null) {
        assets[name] = null;
        continue;
      }
      const row = rows.find((candidate) => candidate.id === id);
      if (row) assets[name] = row.asset;
      else
        errors.push({
          champ: name,
          message: PAGE_VISUAL_MESSAGES.unknownMedia(pictureLabel(cle, name)),
        });
    }
    if (errors.length > 0) throw validationError(errors);
    return assets;
  }

  /** A page's stored visuals, from the cache of public reads or, `fresh`, the database. */
  async function read(cle: PageTextKey, fresh = false): Promise<PageVisualsDocument> {
    const stored = async () =>
      visualsFromStored((await readSiteDocument(db, visualsKey(cle)))?.contenu);
    if (fresh) return stored();
    const { value } = await cache.read(`pages:${cle}:visuels`, stored);
    return value;
  }

  /** Lays `change` over the page's visuals on their locked row; answers before and after. */
  async function write(
    cle: PageTextKey,
    actor: Actor,
    change: (current: PageVisualsDocument) => PageVisualsDocument,
  ) {
    return db.transaction(async (tx) => {
      const before = visualsFromStored((await lockSiteDocument(tx, visualsKey(cle)))?.contenu);
      const after = change(before);
      await writeSiteDocument(tx, visualsKey(cle), { ...after }, actor, "page");
      return { before, after };
    });
  }

  /** The video file of a stored video, removed once nothing names it; a failure is logged. */
  async function removeVideoFile(request: FastifyRequest, video: VideoAsset | null | undefined) {
    if (!video) return;
    try {
      await storage.remove(video.cle);
    } catch (error) {
      request.log.warn({ err: error, video: video.cle }, "vidéo non supprimée");
    }
  }

  function slotsOrThrow(cle: PageTextKey) {
    const slots = pageVisualSlots(cle);
    if (!slots.video) throw new HttpError(404, PAGE_VISUAL_MESSAGES.videoNotHere);
    return slots;
  }

  /**
   * A page's visuals as the API gives them: only the ones the page has (`visuel`,
   * `video`, `visuelPartage`), each null when none is chosen; a picture's texts in `lang`
   * (every language without one), the page's title where it has none.
   */
  async function view(
    cle: PageTextKey,
    lang: Language,
    fresh?: boolean,
  ): Promise<PageVisualsView<MediaView<string>>>;
  async function view(cle: PageTextKey, lang: undefined, fresh?: boolean): Promise<PageVisualsView>;
  async function view(
    cle: PageTextKey,
    lang: Language | undefined,
    fresh = false,
  ): Promise<PageVisualsView> {
    const [stored, texts] = await Promise.all([read(cle, fresh), pageTexts.read(cle, fresh)]);
    const title = texts.textes.titre as Localized<string>;
    const slots = pageVisualSlots(cle);
    const picture = (name: "visuel" | "visuelPartage") => {
      const asset = stored[name];
      return asset ? mediaView(storage, asset, lang, title) : null;
    };
    return {
      ...Object.fromEntries(pagePictureNames(cle).map((name) => [name, picture(name)])),
      ...(slots.video ? { video: stored.video ? videoView(storage, stored.video) : null } : {}),
    };
  }

  return {
    read,
    view,

    /** Checks the pictures a change chooses before anything of it is written (400s). */
    async checkChoices(cle: PageTextKey, choices: PictureChoices): Promise<void> {
      await chosenAssets(db, cle, choices, false);
    },

    /**
     * Names the chosen library pictures (or none) in the page's visuals, in one transaction
     * that holds them: a picture deleted meanwhile is a 400, and nothing is written.
     */
    async choose(cle: PageTextKey, choices: PictureChoices, actor: Actor): Promise<void> {
      if (Object.keys(choices).length === 0) return;
      await db.transaction(async (tx) => {
        const assets = await chosenAssets(tx, cle, choices, true);
        const before = visualsFromStored((await lockSiteDocument(tx, visualsKey(cle)))?.contenu);
        await writeSiteDocument(tx, visualsKey(cle), { ...before, ...assets }, actor, "page");
      });
    },

    /**
     * PUT /pages/{cle}/video: the file is recognised by its bytes (MP4 or WebM, 415
     * otherwise; 413 past the limit), stored under a name made here, then named in the
     * page's visuals; the replaced video's file goes once that has committed. A refused
     * request leaves no file behind.
     */
    async replaceVideo(
      request: FastifyRequest,
      cle: PageTextKey,
      actor: Actor,
      data: Buffer,
    ): Promise<PageVisualsDocument> {
      slotsOrThrow(cle);
      const refuse = (status: number, message: string) =>
        new HttpError(status, message, { erreurs: [{ champ: "video", message }] });
      if (data.length > VIDEO_LIMITS.maxBytes)
        throw refuse(413, PAGE_VISUAL_MESSAGES.videoTooLarge);
      const format = await videoFormatOf(data);
      if (!format) throw refuse(415, PAGE_VISUAL_MESSAGES.videoType);
      const video: VideoAsset = { cle: `${randomUUID()}.${format}`, format, taille: data.length };
      await storage.put(video.cle, data, VIDEO_TYPES[format]);
      try {
        const { before, after } = await write(cle, actor, (current) => ({ ...current, video }));
        await removeVideoFile(request, before.video);
        return after;
      } catch (error) {
        await removeVideoFile(request, video);
        throw error;
      }
    },

    /** DELETE /pages/{cle}/video: the page shows its picture alone (or the site's default). */
    async removeVideo(
      request: FastifyRequest,
      cle: PageTextKey,
      actor: Actor,
    ): Promise<PageVisualsDocument> {
      slotsOrThrow(cle);
      const { before, after } = await write(cle, actor, (current) => ({ ...current, video: null }));
      await removeVideoFile(request, before.video);
      return after;
    },
  };
}

export type PageVisualsService = ReturnType<typeof createPageVisuals>;
