import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { OPPORTUNITY_MESSAGES as M } from "../../../domain/opportunites.ts";
import { PaginationQuerySchema } from "../../../domain/pagination.ts";
import { HttpError } from "../../lib/http-error.ts";
import { sendPublic } from "../../lib/public-cache.ts";
import {
  LanguageQuerySchema,
  OptionalLanguageQuerySchema,
  SlugParamsSchema,
} from "../../lib/request-schemas.ts";
import { optionalUser } from "../../plugins/auth.ts";
import { registerStaffRoutes } from "../content/content.routes.ts";

const TAGS = ["opportunites"];
const ListQuerySchema = PaginationQuerySchema.extend(OptionalLanguageQuerySchema.shape);

/** Opportunities (SPEC.md §7, docs/decisions/004 and 005). */
export async function opportunitesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { opportunites } = app.services.content;

  // Public list, or the back-office list for a signed-in staff member (decision 005).
  app.get(
    "/opportunites",
    {
      schema: {
        tags: TAGS,
        summary:
          "Liste publique ; avec un jeton du personnel, la liste du back office (décision 005)",
        querystring: ListQuerySchema,
      },
    },
    async (request, reply) => {
      const { page, limite, lang } = request.query;
      const user = await optionalUser(request);
      if (user) {
        const { items, ...rest } = await opportunites.queries.listForStaff(user, { page, limite });
        return { success: true, data: items, ...rest };
      }
      const { items, ...rest } = await opportunites.queries.listPublic({ page, limite, lang });
      return sendPublic(request, reply, { success: true, data: items, ...rest });
    },
  );

  // Public detail by current or former slug; counts the view (once a day per visitor).
  app.get(
    "/opportunites/:slug",
    {
      schema: {
        tags: TAGS,
        summary: "Détail public par slug actuel ou ancien ; compte la vue",
        params: SlugParamsSchema,
        querystring: LanguageQuerySchema,
      },
    },
    async (request, reply) => {
      const { slug } = request.params;
      const found = await opportunites.queries.findPublicBySlug(slug, request.query.lang);
      if (!found) throw new HttpError(404, M.notFound);
      const nombreVues = await opportunites.queries.countView(request, found.id);
      return sendPublic(request, reply, { success: true, data: { ...found.item, nombreVues } });
    },
  );

  await registerStaffRoutes(app, {
    path: "/opportunites",
    tag: "opportunites",
    queries: opportunites.queries,
    commands: opportunites.commands,
    messages: M,
  });
}
