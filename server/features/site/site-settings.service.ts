import { randomUUID } from "node:crypto";
import { LANGUAGES, type Language, type Localized } from "../../../domain/constants.ts";
import type { MediaAsset, MediaView } from "../../../domain/media.ts";
import { MEDIA_MESSAGES } from "../../../domain/media-library.ts";
import { pdfProblem } from "../../../domain/pdf.ts";
import {
  logoFileName,
  PRESS_KIT_LIMITS,
  PRESS_KIT_MESSAGES,
  type PressKit,
  type PressKitView,
} from "../../../domain/press-kit.ts";
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
import { imageUrl, type Storage, variantKey } from "../../plugins/storage.ts";
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
export type SiteSettingsAllLanguages = Omit<SiteSettings, "logo" | "kitPresse"> & {
  logo: SiteLogoView | null;
  /** The press kit's downloads (the stored keys are the server's). */
  kitPresse: PressKitView;
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
  library: Pick<LibraryRepository, "find">,
) {
  /** The brand's name stands for the logo where it has no text of its own. */
  const brandName = (settings: SiteSettings): Localized =>
    Object.fromEntries(LANGUAGES.map((lang) => [lang, settings.nomMarque])) as Localized;

  function logoPicture(settings: SiteSettings, lang: Language): MediaView<string> | null;
  function logoPicture(settings: SiteSettings, lang: undefined): MediaView<Localized> | null;
  function logoPicture(settings: SiteSettings, lang: Language | undefined): MediaView | null {
    return settings.logo ? mediaView(storage, settings.logo, lang, brandName(settings)) : null;
  }

  /** The kit's files where they are served, each with its name, format and size. */
  const pressKitView = (kit: PressKit): PressKitView => ({
    logos: kit.logos.map(({ image, nom, octets }) => ({
      cle: image.cle,
      url: imageUrl(storage, image),
      nom,
      format: "WebP",
      octets,
      apercu: imageUrl(storage, image, image.largeurs[0]),
      largeur: image.largeur,
      hauteur: image.hauteur,
    })),
    fiche: kit.fiche
      ? {
          url: `${storage.publicUrl}${kit.fiche.cle}`,
          nom: kit.fiche.nom,
          format: "PDF",
          octets: kit.fiche.octets,
        }
      : null,
  });

  const present = (settings: SiteSettings): SiteSettingsAllLanguages => {
    const logo = logoPicture(settings, undefined);
    return {
      ...settings,
      logo: logoFields(logo),
      medias: { logo },
      kitPresse: pressKitView(settings.kitPresse),
    };
  };

  const kitError = (champ: string, message: string) => validationError([{ champ, message }]);

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
      return settingsInLanguage(
        settings,
        lang,
        logoPicture(settings, lang),
        pressKitView(settings.kitPresse),
      );
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
      const logo = (await library.find(mediaId))?.row.asset;
      if (!logo) throw unknown();
      const { after } = await write(
        actor,
        (current) => ({ ...current, logo }),
        (tx) => holdChosen(tx, [mediaId], unknown),
      );
      return after;
    },
    /**
     * POST /api/v1/site/kit-presse/logos: a library picture joins the press kit's logos,
     * offered as its full size in WebP under its library name; the file's size is measured
     * now, once. The picture is held until the write commits (ADR 052).
     */
    async addPressKitLogo(actor: Actor, mediaId: string): Promise<SiteSettings> {
      const unknown = () => kitError("logo", MEDIA_MESSAGES.unknownChoice);
      const record = await library.find(mediaId);
      if (!record) throw unknown();
      const image = record.row.asset;
      const file = await storage.get(variantKey(image.cle, image.largeurs.at(-1) ?? image.largeur));
      const logo = { image, nom: logoFileName(record.row.nomFichier), octets: file?.length ?? 0 };
      const { after } = await write(
        actor,
        (current) => {
          const { logos } = current.kitPresse;
          if (logos.some((shown) => shown.image.cle === image.cle)) {
            throw kitError("logo", PRESS_KIT_MESSAGES.logoAlreadyThere);
          }
          if (logos.length >= PRESS_KIT_LIMITS.logosMax) {
            throw kitError("logo", PRESS_KIT_MESSAGES.tooManyLogos);
          }
          return { ...current, kitPresse: { ...current.kitPresse, logos: [...logos, logo] } };
        },
        (tx) => holdChosen(tx, [mediaId], unknown),
      );
      return after;
    },
    /** DELETE /api/v1/site/kit-presse/logos/{cle}: the picture stays in the library. */
    async removePressKitLogo(actor: Actor, cle: string): Promise<SiteSettings> {
      const { after } = await write(actor, (current) => {
        const logos = current.kitPresse.logos.filter((logo) => logo.image.cle !== cle);
        if (logos.length === current.kitPresse.logos.length) {
          throw kitError("logo", PRESS_KIT_MESSAGES.logoNotThere);
        }
        return { ...current, kitPresse: { ...current.kitPresse, logos } };
      });
      return after;
    },
    /**
     * PUT /api/v1/site/kit-presse/fiche: the fact sheet, checked by its bytes (`%PDF-`) and
     * its size before anything is stored, then stored publicly under a name made here; the
     * file it replaces is removed once the settings no longer name it. A failed write
     * removes the new file: a refusal leaves no stray file.
     */
    async replacePressKitFiche(
      actor: Actor,
      file: { data: Buffer; name: string },
    ): Promise<SiteSettings> {
      const problem = pdfProblem(file.data);
      if (problem) {
        const message =
          problem === "not-pdf" ? PRESS_KIT_MESSAGES.ficheType : PRESS_KIT_MESSAGES.ficheDamaged;
        throw kitError("fiche", message);
      }
      if (file.data.length > PRESS_KIT_LIMITS.ficheMaxBytes) {
        throw kitError("fiche", PRESS_KIT_MESSAGES.ficheTooLarge);
      }
      const cle = `${randomUUID()}.pdf`;
      const nom = pdfFileName(file.name);
      await storage.put(cle, file.data, "application/pdf");
      try {
        const { before, after } = await write(actor, (current) => ({
          ...current,
          kitPresse: { ...current.kitPresse, fiche: { cle, nom, octets: file.data.length } },
        }));
        if (before.kitPresse.fiche) await storage.remove(before.kitPresse.fiche.cle);
        return after;
      } catch (error) {
        await storage.remove(cle);
        throw error;
      }
    },
    /** DELETE /api/v1/site/kit-presse/fiche: the kit offers no fact sheet; its file goes. */
    async removePressKitFiche(actor: Actor): Promise<SiteSettings> {
      const { before, after } = await write(actor, (current) => ({
        ...current,
        kitPresse: { ...current.kitPresse, fiche: null },
      }));
      if (before.kitPresse.fiche) await storage.remove(before.kitPresse.fiche.cle);
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

/** The name a fact sheet is saved under: the one sent, ending in `.pdf`, with no path. */
function pdfFileName(sent: string): string {
  const base = (sent.split(/[/\\]/).at(-1) ?? "").replace(/\.pdf$/i, "").trim();
  return `${(base || "fiche-information").slice(0, PRESS_KIT_LIMITS.nomMax - 4)}.pdf`;
}
