import type { FastifyInstance, FastifyRequest } from "fastify";
import { PaginationQuerySchema } from "../../../domain/pagination.ts";
import { REALISATION_MESSAGES as M } from "../../../domain/realisations.ts";
import { z } from "../../../domain/zod.ts";
import { HttpError } from "../../lib/http-error.ts";
import { OptionalLanguageQuerySchema } from "../../lib/request-schemas.ts";
import { requireUser } from "../../plugins/auth.ts";
import { registerPublicRoutes, registerStaffRoutes } from "../content/content.routes.ts";
import { publicRealisationSchema, StaffRealisationSchema } from "./realisations.queries.ts";

/**
 * POST /realisations says 'Utilisateur non identifié.' without a token (SPEC.md §5); an
 * expired or invalid token answers as on every other route.
 */
async function requireAuthor(request: FastifyRequest) {
  if (!request.headers.authorization) throw new HttpError(401, M.userUnidentified);
  await requireUser(request);
}

/** Projects / réalisations (SPEC.md §7): public reads, and the back office's CRUD. */
export async function realisationsRoutes(app: FastifyInstance) {
  const { queries, commands } = app.services.content.realisations;
  const common = { path: "/realisations" as const, tag: "realisations", queries };

  await registerPublicRoutes(app, {
    ...common,
    notFound: M.notFound,
    listQuery: PaginationQuerySchema.extend({
      ...OptionalLanguageQuerySchema.shape,
      /** A sector code, id or slug: the sector pages' related projects. */
      secteur: z.string().optional(),
    }),
    listKey: "data",
    // Without `lang`, the list's texts come in every language; a detail is in one.
    answers: { detail: publicRealisationSchema("one"), listItem: publicRealisationSchema("any") },
    wrapDetail: true,
    listSummary: "Réalisations publiées ; sans `lang`, les textes dans les trois langues",
  });

  await registerStaffRoutes(app, {
    ...common,
    commands,
    messages: M,
    staffItem: StaffRealisationSchema,
    createHook: requireAuthor,
  });
}
