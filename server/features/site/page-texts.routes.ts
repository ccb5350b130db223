import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { PAGE_TEXT_MESSAGES, type PageTextKey } from "../../../domain/page-texts.ts";
import { PAGE_VISUAL_MESSAGES, VIDEO_LIMITS } from "../../../domain/page-visuals.ts";
import { z } from "../../../domain/zod.ts";
import { readForm } from "../../lib/form.ts";
import { HttpError } from "../../lib/http-error.ts";
import { sendKeptPublic } from "../../lib/public-cache.ts";
import { OptionalLanguageQuerySchema } from "../../lib/request-schemas.ts";
import { currentUser, requireAdministrator } from "../../plugins/auth.ts";
import { pageTextKey } from "./page-texts.service.ts";
import { splitPageChange } from "./page-visuals.service.ts";

const PageParamsSchema = z.object({ cle: z.string() });

/**
 * The page texts (issue 18, part 2): every page's list for administrators, a page's texts
 * for anyone (the published site's words: one language with `?lang=`, French where it is
 * empty; every language without), their change by an administrator.
 */
export async function pageTextsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { pageTexts, pageVisuals } = app.services;
  const tags = ["pages"];

  /**
   * A page as GET answers it in every language: its texts, then its key visuals; `fresh`
   * after a write (read from the database, not the cache, which may not know it yet).
   */
  async function allLanguages(cle: PageTextKey, fresh = false) {
    return {
      ...(await pageTexts.read(cle, fresh)),
      ...(await pageVisuals.view(cle, undefined, fresh)),
    };
  }

  app.get(
    "/pages",
    {
      onRequest: requireAdministrator,
      schema: {
        tags,
        summary: "Back office : les pages, leur complétude par langue, leur dernière modification",
      },
    },
    async () => ({ success: true, data: await pageTexts.summaries() }),
  );

  app.get(
    "/pages/:cle",
    {
      schema: {
        params: PageParamsSchema,
        querystring: OptionalLanguageQuerySchema,
        tags,
        summary:
          "Les textes d'une page : une langue avec `lang` (le français où elle est vide), sinon les trois",
      },
    },
    async (request, reply) => {
      const cle = pageTextKey(request.params.cle);
      const { lang } = request.query;
      return sendKeptPublic(request, reply, fastify.services.publicCache, async () => {
        if (!lang) return { success: true, data: await allLanguages(cle) };
        const data = {
          cle,
          textes: await pageTexts.inLanguage(cle, lang),
          miseAJour: (await pageTexts.read(cle)).miseAJour,
          ...(await pageVisuals.view(cle, lang)),
        };
        return { success: true, data };
      });
    },
  );

  app.patch(
    "/pages/:cle",
    {
      // onRequest: 401/403 come before any 400 or 404, as on the other administrators' routes.
      onRequest: requireAdministrator,
      schema: {
        params: PageParamsSchema,
        tags,
        summary: "Modification (JSON) : les champs et langues absents gardent leur valeur",
      },
    },
    async (request) => {
      const cle = pageTextKey(request.params.cle);
      const actor = currentUser(request);
      const body = request.body;
      if (typeof body !== "object" || body === null || Array.isArray(body)) {
        await pageTexts.update(cle, body, actor); // its French 400
      } else {
        // The pictures are checked first, then the texts written, then the pictures: a
        // refusal of either leaves the page as it was (but for a picture deleted from the
        // library in the instant between the two writes: the texts stay saved then).
        const { pictures, texts } = splitPageChange(cle, body as Record<string, unknown>);
        await pageVisuals.checkChoices(cle, pictures);
        const onlyPictures = Object.keys(texts).length === 0 && Object.keys(pictures).length > 0;
        if (!onlyPictures) await pageTexts.update(cle, texts, actor);
        await pageVisuals.choose(cle, pictures, actor);
      }
      return {
        success: true,
        message: PAGE_TEXT_MESSAGES.saved,
        data: await allLanguages(cle, true),
      };
    },
  );

  app.put(
    "/pages/:cle/video",
    {
      onRequest: requireAdministrator,
      schema: {
        params: PageParamsSchema,
        tags,
        summary:
          "La vidéo d'en-tête de l'accueil (multipart, champ `video`) : MP4 ou WebM reconnu à ses octets, 30 Mo au plus",
      },
    },
    async (request) => {
      const cle = pageTextKey(request.params.cle);
      const form = await readForm(request, {
        file: {
          maxBytes: VIDEO_LIMITS.maxBytes,
          tooLarge: { field: "video", message: PAGE_VISUAL_MESSAGES.videoTooLarge },
        },
      });
      const file = form.files.find((candidate) => candidate.field === "video");
      if (!file) {
        const message = PAGE_VISUAL_MESSAGES.videoRequired;
        throw new HttpError(400, message, { erreurs: [{ champ: "video", message }] });
      }
      await pageVisuals.replaceVideo(request, cle, currentUser(request), file.data);
      return {
        success: true,
        message: PAGE_VISUAL_MESSAGES.videoSaved,
        data: await allLanguages(cle, true),
      };
    },
  );

  app.delete(
    "/pages/:cle/video",
    {
      onRequest: requireAdministrator,
      schema: { params: PageParamsSchema, tags, summary: "Retire la vidéo d'en-tête de l'accueil" },
    },
    async (request) => {
      const cle = pageTextKey(request.params.cle);
      await pageVisuals.removeVideo(request, cle, currentUser(request));
      return {
        success: true,
        message: PAGE_VISUAL_MESSAGES.videoRemoved,
        data: await allLanguages(cle, true),
      };
    },
  );
}
