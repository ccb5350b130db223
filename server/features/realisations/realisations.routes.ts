import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { PROJECT_STATES } from "../../../domain/content.ts";
import { PaginationQuerySchema } from "../../../domain/pagination.ts";
import { REALISATION_MESSAGES as M } from "../../../domain/realisations.ts";
import { z } from "../../../domain/zod.ts";
import { HttpError } from "../../lib/http-error.ts";
import { sendPublic } from "../../lib/public-cache.ts";
import {
  choiceFilter,
  LanguageQuerySchema,
  OptionalLanguageQuerySchema,
  SlugParamsSchema,
} from "../../lib/request-schemas.ts";
import { requireUser } from "../../plugins/auth.ts";
import { registerStaffRoutes } from "../content/content.routes.ts";

const TAGS = ["realisations"];

const PublicListQuerySchema = PaginationQuerySchema.extend({
  ...OptionalLanguageQuerySchema.shape,
  /** A sector code, id or slug: the sector pages' related projects. */
  secteur: z.string().optional(),
});

/**
 * POST /realisations says 'Utilisateur non identifié.' without a token (SPEC.md §5); an
 * expired or invalid token answers as on every other route.
 */
async function requireAuthor(request: FastifyRequest) {
  if (!request.headers.authorization) throw new HttpError(401, M.userUnidentified);
  await requireUser(request);
}

/** Projects / réalisations (SPEC.md §7): public reads, and the back office's CRUD. */
export async function realisationsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { realisations } = app.services.content;

  app.get(
    "/realisations",
    {
      schema: {
        querystring: PublicListQuerySchema,
        tags: TAGS,
        summary: "Réalisations publiées ; sans `lang`, les textes dans les trois langues",
      },
    },
    async (request, reply) => {
      const { items, ...page } = await realisations.queries.listPublic(request.query);
      return sendPublic(request, reply, { success: true, data: items, ...page });
    },
  );

  app.get(
    "/realisations/:slug",
    { schema: { params: SlugParamsSchema, querystring: LanguageQuerySchema, tags: TAGS } },
    async (request, reply) => {
      const { slug } = request.params;
      const found = await realisations.queries.findPublicBySlug(slug, request.query.lang);
      if (!found) throw new HttpError(404, M.notFound);
      const nombreVues = await realisations.queries.countView(request, found.id);
      return sendPublic(request, reply, { success: true, data: { ...found.item, nombreVues } });
    },
  );

  await registerStaffRoutes(app, {
    path: "/realisations",
    tag: "realisations",
    queries: realisations.queries,
    commands: realisations.commands,
    messages: M,
    createHook: requireAuthor,
    listFilters: z.object({
      etat: choiceFilter(PROJECT_STATES, M.stateInvalid),
    }),
  });
}
