import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { PAGE_TEXT_MESSAGES } from "../../../domain/page-texts.ts";
import { z } from "../../../domain/zod.ts";
import { sendKeptPublic } from "../../lib/public-cache.ts";
import { OptionalLanguageQuerySchema } from "../../lib/request-schemas.ts";
import { currentUser, requireAdministrator } from "../../plugins/auth.ts";
import { pageTextKey } from "./page-texts.service.ts";

const PageParamsSchema = z.object({ cle: z.string() });

/**
 * The page texts (issue 18, part 2): every page's list for administrators, a page's texts
 * for anyone (the published site's words: one language with `?lang=`, French where it is
 * empty; every language without), their change by an administrator.
 */
export async function pageTextsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { pageTexts } = app.services;
  const tags = ["pages"];

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
        const view = await pageTexts.read(cle);
        const data = lang
          ? { cle, textes: await pageTexts.inLanguage(cle, lang), miseAJour: view.miseAJour }
          : view;
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
      const data = await pageTexts.update(cle, request.body, currentUser(request));
      return { success: true, message: PAGE_TEXT_MESSAGES.saved, data };
    },
  );
}
