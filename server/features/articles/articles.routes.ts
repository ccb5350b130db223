import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ARTICLE_MESSAGES as M } from "../../../domain/articles.ts";
import { SECTOR_CODES } from "../../../domain/constants.ts";
import { ARTICLE_STATES } from "../../../domain/content.ts";
import { PaginationQuerySchema } from "../../../domain/pagination.ts";
import { z } from "../../../domain/zod.ts";
import { HttpError } from "../../lib/http-error.ts";
import { sendPublic } from "../../lib/public-cache.ts";
import { choiceFilter, LanguageQuerySchema, SlugParamsSchema } from "../../lib/request-schemas.ts";
import { registerStaffRoutes } from "../content/content.routes.ts";

const TAGS = ["articles"];

const PublicListQuerySchema = PaginationQuerySchema.extend({
  ...LanguageQuerySchema.shape,
  // Sector pages ask for their own articles; "" is no filter.
  categorie: choiceFilter(SECTOR_CODES, M.categorieFilterInvalid),
});

/** Articles (SPEC.md §7): public reads, and the back office's writes and reads. */
export async function articlesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { articles } = app.services.content;

  app.get(
    "/articles",
    {
      schema: {
        querystring: PublicListQuerySchema,
        tags: TAGS,
        summary: "Articles publiés, les plus récents d'abord",
      },
    },
    async (request, reply) => {
      const { items, ...page } = await articles.queries.listPublic(request.query);
      return sendPublic(request, reply, { success: true, results: items, ...page });
    },
  );

  app.get(
    "/articles/:slug",
    {
      schema: {
        params: SlugParamsSchema,
        querystring: LanguageQuerySchema,
        tags: TAGS,
        summary: "Un article publié, par son slug actuel ou ancien (compte une vue)",
      },
    },
    async (request, reply) => {
      const found = await articles.queries.findPublicBySlug(
        request.params.slug,
        request.query.lang,
      );
      if (!found) throw new HttpError(404, M.notFound);
      const nombreVues = await articles.queries.countView(request, found.id);
      return sendPublic(request, reply, { ...found.item, nombreVues });
    },
  );

  await registerStaffRoutes(app, {
    path: "/articles",
    tag: "articles",
    queries: articles.queries,
    commands: articles.commands,
    messages: M,
    listFilters: z.object({
      etat: choiceFilter(ARTICLE_STATES, M.etatInvalid),
    }),
  });
}
