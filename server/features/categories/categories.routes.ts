import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { CATEGORY_MESSAGES as M } from "../../../domain/categories.ts";
import { z } from "../../../domain/zod.ts";
import { sendKeptPublic } from "../../lib/public-cache.ts";
import { IdParamsSchema, OptionalLanguageQuerySchema } from "../../lib/request-schemas.ts";
import { currentUser, requireAdministrator } from "../../plugins/auth.ts";

const STAFF_SECURITY = [{ bearerAuth: [] }];
const DeleteQuerySchema = z.object({ remplacement: z.string().optional() });

/**
 * The opportunities' categories (issue 19): the list for anyone, in one language with
 * `lang` (French where a label is empty) or in all three; kept by administrators (advisers
 * 403, anonymous 401, before any validation).
 */
export async function categoriesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { categories, publicCache } = app.services;
  const tags = ["categories"];

  app.get(
    "/categories",
    {
      schema: {
        querystring: OptionalLanguageQuerySchema,
        tags,
        summary:
          "Les catégories des opportunités, dans leur ordre : libellé dans une langue avec `lang`, sinon dans les trois",
      },
    },
    async (request, reply) => {
      const { lang } = request.query;
      return sendKeptPublic(request, reply, publicCache, async () => {
        const data = lang ? await categories.inLanguage(lang) : await categories.list();
        return { success: true, data, total: data.length };
      });
    },
  );

  app.register(async (admin) => {
    const staff = admin.withTypeProvider<ZodTypeProvider>();
    staff.addHook("onRequest", requireAdministrator);
    const schema = { tags, security: STAFF_SECURITY };

    staff.get(
      "/categories/admin/all",
      {
        schema: {
          ...schema,
          summary: "Back office : les catégories et le nombre d'opportunités de chacune",
        },
      },
      async () => {
        const data = await categories.withUsage();
        return { success: true, data, total: data.length };
      },
    );

    staff.post(
      "/categories",
      { schema: { ...schema, summary: "Création : `libelle` {fr, en, it}, `ordre` facultatif" } },
      async (request, reply) => {
        const data = await categories.create(request.body, currentUser(request));
        return reply.status(201).send({ success: true, message: M.created, data });
      },
    );

    staff.patch(
      "/categories/:id",
      {
        schema: {
          ...schema,
          params: IdParamsSchema,
          summary: "Modification : les libellés et langues absents gardent leur valeur ; `ordre`",
        },
      },
      async (request) => {
        const data = await categories.update(request.params.id, request.body, currentUser(request));
        return { success: true, message: M.updated, data };
      },
    );

    staff.delete(
      "/categories/:id",
      {
        schema: {
          ...schema,
          params: IdParamsSchema,
          querystring: DeleteQuerySchema,
          summary:
            "Suppression ; utilisée, `remplacement` nomme la catégorie qui reprend ses opportunités (ou `aucune`)",
        },
      },
      async (request) => {
        const moved = await categories.remove(
          request.params.id,
          currentUser(request),
          request.query.remplacement,
        );
        return { success: true, message: M.deleted, data: { opportunitesDeplacees: moved } };
      },
    );
  });
}
