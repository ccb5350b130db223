import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { libraryChoiceField } from "../../../domain/media-library.ts";
import { PRESS_KIT_MESSAGES } from "../../../domain/press-kit.ts";
import { SITE_SETTINGS_MESSAGES } from "../../../domain/site-settings.ts";
import { z } from "../../../domain/zod.ts";
import { readForm } from "../../lib/form.ts";
import { HttpError, validationError } from "../../lib/http-error.ts";
import { sendKeptPublic } from "../../lib/public-cache.ts";
import { OptionalLanguageQuerySchema } from "../../lib/request-schemas.ts";
import { currentUser, requireAdministrator } from "../../plugins/auth.ts";

/** A PATCH body: any JSON object; its fields are checked once merged (site-settings.ts). */
const PatchBodySchema = z.record(z.string(), z.unknown(), {
  error: SITE_SETTINGS_MESSAGES.notAnObject,
});

/** A library picture named by its id (ADR 052), as the press kit's logos are chosen. */
const LogoChoiceSchema = z.object({
  media: z
    .string({ error: PRESS_KIT_MESSAGES.logoRequired })
    .trim()
    .min(1, { error: PRESS_KIT_MESSAGES.logoRequired }),
});

/**
 * The site settings (issue 18): read by anyone, in one language or all; changed by
 * administrators only (advisers 403, anonymous 401, before any validation).
 */
export async function siteSettingsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { siteSettings, publicCache } = app.services;

  app.get(
    "/site",
    { schema: { querystring: OptionalLanguageQuerySchema, tags: ["site"] } },
    async (request, reply) => {
      const { lang } = request.query;
      return sendKeptPublic(request, reply, publicCache, async () => ({
        success: true,
        data: lang ? await siteSettings.inLanguage(lang) : await siteSettings.allLanguages(),
      }));
    },
  );

  app.register(async (admin) => {
    const staff = admin.withTypeProvider<ZodTypeProvider>();
    staff.addHook("onRequest", requireAdministrator);

    staff.patch("/site", { schema: { body: PatchBodySchema, tags: ["site"] } }, async (request) => {
      if ("logo" in request.body) {
        throw validationError([{ champ: "logo", message: SITE_SETTINGS_MESSAGES.logoByUpload }]);
      }
      if ("kitPresse" in request.body) {
        const message = SITE_SETTINGS_MESSAGES.kitPresseByUpload;
        throw validationError([{ champ: "kitPresse", message }]);
      }
      const saved = await siteSettings.update(currentUser(request), request.body);
      return {
        success: true,
        message: SITE_SETTINGS_MESSAGES.saved,
        data: siteSettings.present(saved),
      };
    });

    staff.put("/site/logo", { schema: { tags: ["site"] } }, async (request) => {
      const form = await readForm(request);
      const file = form.files.find((candidate) => candidate.field === "logo");
      // A library picture (ADR 052) by its id, when no file is sent.
      const mediaId = form.text(libraryChoiceField("logo"))?.trim();
      if (!file && !mediaId) {
        const message = SITE_SETTINGS_MESSAGES.logoRequired;
        throw new HttpError(400, message, { erreurs: [{ champ: "logo", message }] });
      }
      const actor = currentUser(request);
      const saved = file
        ? await siteSettings.replaceLogo(actor, file)
        : await siteSettings.chooseLogo(actor, mediaId as string);
      return {
        success: true,
        message: SITE_SETTINGS_MESSAGES.saved,
        data: siteSettings.present(saved),
      };
    });

    // The press kit (ADR 065): a library picture joins or leaves its logos; its fact
    // sheet is a PDF of its own.
    staff.post(
      "/site/kit-presse/logos",
      { schema: { body: LogoChoiceSchema, tags: ["site"] } },
      async (request) => {
        const saved = await siteSettings.addPressKitLogo(currentUser(request), request.body.media);
        return {
          success: true,
          message: PRESS_KIT_MESSAGES.logoAdded,
          data: siteSettings.present(saved),
        };
      },
    );

    staff.delete(
      "/site/kit-presse/logos/:cle",
      { schema: { params: z.object({ cle: z.string() }), tags: ["site"] } },
      async (request) => {
        const saved = await siteSettings.removePressKitLogo(
          currentUser(request),
          request.params.cle,
        );
        return {
          success: true,
          message: PRESS_KIT_MESSAGES.logoRemoved,
          data: siteSettings.present(saved),
        };
      },
    );

    staff.put("/site/kit-presse/fiche", { schema: { tags: ["site"] } }, async (request) => {
      const form = await readForm(request);
      const file = form.files.find((candidate) => candidate.field === "fiche");
      if (!file) {
        const message = PRESS_KIT_MESSAGES.ficheRequired;
        throw new HttpError(400, message, { erreurs: [{ champ: "fiche", message }] });
      }
      const saved = await siteSettings.replacePressKitFiche(currentUser(request), file);
      return {
        success: true,
        message: PRESS_KIT_MESSAGES.ficheSaved,
        data: siteSettings.present(saved),
      };
    });

    staff.delete("/site/kit-presse/fiche", { schema: { tags: ["site"] } }, async (request) => {
      const saved = await siteSettings.removePressKitFiche(currentUser(request));
      return {
        success: true,
        message: PRESS_KIT_MESSAGES.ficheRemoved,
        data: siteSettings.present(saved),
      };
    });

    staff.delete("/site/logo", { schema: { tags: ["site"] } }, async (request) => {
      const saved = await siteSettings.removeLogo(currentUser(request));
      return {
        success: true,
        message: SITE_SETTINGS_MESSAGES.logoRemoved,
        data: siteSettings.present(saved),
      };
    });
  });
}
