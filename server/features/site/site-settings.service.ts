import { LANGUAGES, type Language, type Localized } from "../../../domain/constants.ts";
import type { MediaAsset, MediaView } from "../../../domain/media.ts";
import { MEDIA_MESSAGES } from "../../../domain/media-library.ts";
import {
  logoFields,
  mergeSettings,
  SITE_SETTINGS_KEY,
  SITE_SETTINGS_MESSAGES,
  type SiteLogoView,
  type SiteSettings,
  SiteSettingsSchema,
  type SiteSettingsView,
  settingsFromStored,
  settingsInLanguage,
} from "../../../domain/site-settings.ts";
import type { Database, Transaction } from "../../db/client.ts";
import { parseOrThrow, validationError } from "../../lib/http-error.ts";
import type { ImageProcessor } from "../../lib/images.ts";
import type { PublicCache } from "../../lib/public-cache.ts";
import type { Storage } from "../../plugins/storage.ts";
import type { Actor } from "../content/ownership.ts";
import { mediaView } from "../content/present.ts";
import { processUploadedImage, withStoredImages } from "../content/uploads.ts";
import {
  holdChosen,
  type LibraryRepository,
  type NewMedia,
  recordPictures,
  syncPictures,
} from "../medias/library.repository.ts";
import {
  lockSiteDocument,
  readSiteDocument,
  writeSiteDocument,
} from "./site-documents.repository.ts";

/** The settings in every language, as GET /api/v1/site without `lang` answers them. */
export type SiteSettingsAllLanguages = Omit<SiteSettings, "logo"> & {
  logo: SiteLogoView | null;
  /** The logo's picture (ADR 041), its texts in every language. */
  medias: { logo: MediaView<Localized> | null };
};

/**
 * The one source of the site settings on the server: the REST routes, the pages' load
 * context (server/plugins/web.ts) and the mails all read them here. Reads are kept in the
 * cache of public reads under the content version, which the settings' own write bumps,
 * so every instance shows a change on its next request.
 */
export function createSiteSettings(
  db: Database,
  cache: PublicCache,
  storage: Storage,
  processImage: ImageProcessor,
  library: Pick<LibraryRepository, "assetsOf">,
) {
  /** The brand's name stands for the logo where it has no text of its own. */
  const brandName = (settings: SiteSettings): Localized =>
    Object.fromEntries(LANGUAGES.map((lang) => [lang, settings.nomMarque])) as Localized;

  function logoPicture(settings: SiteSettings, lang: Language): MediaView<string> | null;
  function logoPicture(settings: SiteSettings, lang: undefined): MediaView<Localized> | null;
  function logoPicture(settings: SiteSettings, lang: Language | undefined): MediaView | null {
    return settings.logo ? mediaView(storage, settings.logo, lang, brandName(settings)) : null;
  }

  const present = (settings: SiteSettings): SiteSettingsAllLanguages => {
    const logo = logoPicture(settings, undefined);
    return { ...settings, logo: logoFields(logo), medias: { logo } };
  };

  async function read(): Promise<SiteSettings> {
    const { value } = await cache.read("site-settings", async () =>
      settingsFromStored((await readSiteDocument(db, SITE_SETTINGS_KEY))?.contenu),
    );
    return value;
  }

  /**
   * Lays `change` over the current settings on their locked row and writes the result
   * once it passes whole (400 with every field's message otherwise, nothing written).
   * Returns the settings before and after.
   */
  async function write(
    actor: Actor,
    change: (current: SiteSettings) => unknown,
    settleLibrary?: (tx: Transaction) => Promise<void>,
  ): Promise<{ before: SiteSettings; after: SiteSettings }> {
    return db.transaction(async (tx) => {
      await settleLibrary?.(tx);
      const locked = await lockSiteDocument(tx, SITE_SETTINGS_KEY);
      const before = settingsFromStored(locked?.contenu);
      const after = parseOrThrow(SiteSettingsSchema, change(before));
      await writeSiteDocument(tx, SITE_SETTINGS_KEY, after, actor, "site");
      // The logo is a library picture: one description, whoever shows it (ADR 052).
      if (after.logo) await syncPictures(tx, [after.logo]);
      return { before, after };
    });
  }

  return {
    read,
    /** Every text in one language (the French one where that language's is empty). */
    async inLanguage(lang: Language): Promise<SiteSettingsView> {
      const settings = await read();
      return settingsInLanguage(settings, lang, logoPicture(settings, lang));
    },
    async allLanguages(): Promise<SiteSettingsAllLanguages> {
      return present(await read());
    },
    /** Settings just written, as GET answers them (the cache may not know them yet). */
    present,
    /** PATCH /api/v1/site: a partial document, merged field by field (mergeSettings). */
    async update(actor: Actor, change: Record<string, unknown>): Promise<SiteSettings> {
      const { after } = await write(actor, (current) => mergeSettings(current, change));
      return after;
    },
    /**
     * PUT /api/v1/site/logo: the image is checked by its bytes and re-encoded (an SVG, or
     * anything but PNG, WebP or JPEG, is refused), stored, recorded in the media library,
     * then named in the settings. The replaced logo stays in the library.
     */
    async replaceLogo(actor: Actor, file: { data: Buffer; name: string }): Promise<SiteSettings> {
      const processed = await processUploadedImage(processImage, file.data, {
        field: "logo",
        typeMessage: SITE_SETTINGS_MESSAGES.logoType,
      });
      const { after } = await withStoredImages(storage, [processed], ([logo]) => {
        const news: NewMedia[] = [{ asset: logo as MediaAsset, nomFichier: file.name }];
        return write(
          actor,
          (current) => ({ ...current, logo }),
          async (tx) => {
            await recordPictures(tx, news, actor.id);
          },
        );
      });
      return after;
    },
    /** PUT /api/v1/site/logo with `logoMedia`: a library picture becomes the logo. */
    async chooseLogo(actor: Actor, mediaId: string): Promise<SiteSettings> {
      const unknown = () =>
        validationError([{ champ: "logo", message: MEDIA_MESSAGES.unknownChoice }]);
      const logo = (await library.assetsOf([mediaId])).get(mediaId);
      if (!logo) throw unknown();
      const { after } = await write(
        actor,
        (current) => ({ ...current, logo }),
        (tx) => holdChosen(tx, [mediaId], unknown),
      );
      return after;
    },
    /** DELETE /api/v1/site/logo: the wordmark drawn from the name shows again. */
    async removeLogo(actor: Actor): Promise<SiteSettings> {
      const { after } = await write(actor, (current) => ({ ...current, logo: null }));
      return after;
    },
  };
}

export type SiteSettingsService = ReturnType<typeof createSiteSettings>;
