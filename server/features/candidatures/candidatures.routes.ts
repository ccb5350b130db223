import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  CANDIDATURE_MESSAGES as M,
  UpdateCandidatureInputSchema,
} from "../../../domain/candidatures.ts";
import { isUuid } from "../../../domain/ids.ts";
import { PaginationQuerySchema } from "../../../domain/pagination.ts";
import { z } from "../../../domain/zod.ts";
import { HttpError } from "../../lib/http-error.ts";
import { IdParamsSchema } from "../../lib/request-schemas.ts";
import { currentUser, requireUser } from "../../plugins/auth.ts";
import { type ApplicationScope, scopeOfActor } from "./candidatures.repository.ts";

const ApplicationsQuerySchema = PaginationQuerySchema.extend({
  lu: z
    .enum(["true", "false"], { error: M.luFilterInvalid })
    .optional()
    .transform((value) => (value === undefined ? undefined : value === "true")),
  offre: z
    .string()
    .trim()
    .refine(isUuid, { error: M.offreFilterInvalid })
    .optional()
    .or(z.literal("").transform(() => undefined)),
});

/**
 * Whose applications the signed-in staff member reads: an administrator, all; an adviser,
 * those to their own offers (docs/decisions/066). Another's is answered 404, as if it did
 * not exist: an adviser learns nothing of the others' candidates.
 */
const scopeOf = (request: FastifyRequest): ApplicationScope => scopeOfActor(currentUser(request));

/** `attachment` with the candidate's file name, ASCII for old clients and UTF-8 for the rest. */
function attachment(name: string): string {
  const ascii =
    name
      .normalize("NFD")
      .replace(/[^\x20-\x7e]/g, "")
      .replace(/["\\]/g, "") || "cv.pdf";
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/** Job applications (issue 32, point 2): sent by candidates, read by staff. */
export async function candidaturesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { applications } = app.services;
  const notFound = () => new HttpError(404, M.notFound);

  app.post(
    "/offres-emploi/:id/candidatures",
    {
      schema: {
        params: IdParamsSchema,
        tags: ["candidatures"],
        summary:
          "Postuler à une offre ouverte (multipart : nom, email, telephone, message, cv en PDF de 5 Mo au plus)",
      },
    },
    async (request, reply) => {
      // A closed offer is refused before its CV is read.
      await applications.openOffer(request.params.id);
      const form = await applications.read(request);
      const message = await applications.apply(request, request.params.id, form.toObject());
      return reply.status(201).send({ success: true, message });
    },
  );

  app.register(async (staffApp) => {
    const staff = staffApp.withTypeProvider<ZodTypeProvider>();
    staff.addHook("onRequest", requireUser);

    staff.get(
      "/candidatures",
      { schema: { querystring: ApplicationsQuerySchema, tags: ["candidatures"] } },
      async (request) => {
        const { page, limite, lu, offre } = request.query;
        const scope = scopeOf(request);
        const [{ rows, total }, nonLues] = await Promise.all([
          applications.repository.list({ page, limite, lu, offre }, scope),
          applications.repository.unreadCount(scope),
        ]);
        return { success: true, data: rows, total, nonLues, page, limite };
      },
    );

    staff.get(
      "/candidatures/:id",
      { schema: { params: IdParamsSchema, tags: ["candidatures"] } },
      async (request) => {
        const found = await applications.repository.find(request.params.id, scopeOf(request));
        if (!found) throw notFound();
        return { success: true, data: found };
      },
    );

    staff.patch(
      "/candidatures/:id",
      {
        schema: {
          params: IdParamsSchema,
          body: UpdateCandidatureInputSchema,
          tags: ["candidatures"],
        },
      },
      async (request) => {
        const { lu } = request.body;
        const updated = await applications.repository.setRead(
          request.params.id,
          lu,
          app.services.clock.now(),
          currentUser(request),
        );
        if (!updated) throw notFound();
        return { success: true, message: lu ? M.markedRead : M.markedUnread, data: updated };
      },
    );

    staff.delete(
      "/candidatures/:id",
      { schema: { params: IdParamsSchema, tags: ["candidatures"] } },
      async (request) => {
        if (!(await applications.remove(request.params.id, currentUser(request)))) throw notFound();
        return { success: true, message: M.deleted };
      },
    );

    staff.get(
      "/candidatures/:id/cv",
      { schema: { params: IdParamsSchema, tags: ["candidatures"] } },
      async (request, reply) => {
        const cv = await applications.cv(request.params.id, scopeOf(request));
        if (cv === undefined) throw notFound();
        if (cv === null) throw new HttpError(404, M.cvMissing);
        return (
          reply
            .type("application/pdf")
            .header("content-disposition", attachment(cv.nom))
            .header("x-content-type-options", "nosniff")
            // A candidate's CV: kept by no shared cache, nor by the browser once closed.
            .header("cache-control", "private, no-store")
            .send(cv.data)
        );
      },
    );
  });
}
