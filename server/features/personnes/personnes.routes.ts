import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { PERSON_MESSAGES as M, PERSON_GROUPS } from "../../../domain/personnes.ts";
import { z } from "../../../domain/zod.ts";
import { readForm } from "../../lib/form.ts";
import { HttpError } from "../../lib/http-error.ts";
import { sendKeptPublic } from "../../lib/public-cache.ts";
import { choiceFilter, IdParamsSchema, LanguageQuerySchema } from "../../lib/request-schemas.ts";
import { currentUser, requireAdministrator } from "../../plugins/auth.ts";

const STAFF_SECURITY = [{ bearerAuth: [] }];

/**
 * The people of the governance (issue 32, point 1): `GET /personnes?lang=` for anyone,
 * the direction then the board, each in its order; the rest for administrators only
 * (advisers 403, anonymous 401, before any validation).
 */
export async function personnesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { people, publicCache } = app.services;
  const tags = ["personnes"];
  const notFound = () => new HttpError(404, M.notFound);

  app.get(
    "/personnes",
    {
      schema: {
        querystring: LanguageQuerySchema,
        tags,
        summary:
          "La direction puis le conseil d'administration, chacun dans son ordre, dans une langue (`lang`, le français où une autre manque)",
      },
    },
    async (request, reply) =>
      sendKeptPublic(request, reply, publicCache, async () => {
        const data = await people.listPublic(request.query.lang);
        return { success: true, data, total: data.length };
      }),
  );

  app.register(async (admin) => {
    const staff = admin.withTypeProvider<ZodTypeProvider>();
    staff.addHook("onRequest", requireAdministrator);
    const schema = { tags, security: STAFF_SECURITY };
    const GroupQuerySchema = z.object({
      groupe: choiceFilter(PERSON_GROUPS, M.groupInvalid),
    });

    staff.get(
      "/personnes/admin/all",
      {
        schema: {
          ...schema,
          querystring: GroupQuerySchema,
          summary: "Back office : toutes les personnes (ou celles d'un `groupe`), en trois langues",
        },
      },
      async (request) => {
        const data = await people.listForStaff(request.query.groupe);
        return { success: true, data, total: data.length, page: 1, limite: data.length };
      },
    );

    staff.get(
      "/personnes/admin/:id",
      { schema: { ...schema, params: IdParamsSchema } },
      async (request) => {
        const data = await people.findForStaff(request.params.id);
        if (!data) throw notFound();
        return { success: true, data };
      },
    );

    staff.post(
      "/personnes",
      {
        schema: {
          ...schema,
          summary:
            "Création (multipart ou JSON) : `nom`, `fonction`, `biographie` {fr, en, it}, `groupe`, `ordre`, `portrait` (fichier) ou `portraitMedia` (médiathèque), `texteAlternatif` {fr, en, it}",
        },
      },
      async (request, reply) => {
        const id = await people.create(await readForm(request), currentUser(request));
        const data = await people.findForStaff(id);
        if (!data) throw notFound();
        return reply.status(201).send({ success: true, message: M.created, data });
      },
    );

    staff.patch(
      "/personnes/:id",
      {
        schema: {
          ...schema,
          params: IdParamsSchema,
          summary:
            "Modification (multipart ou JSON) : les champs absents gardent leur valeur ; `ordre` déplace la personne dans son groupe",
        },
      },
      async (request) => {
        const { id } = request.params;
        await people.update(id, await readForm(request), currentUser(request));
        const data = await people.findForStaff(id);
        if (!data) throw notFound();
        return { success: true, message: M.updated, data };
      },
    );

    staff.delete(
      "/personnes/:id",
      { schema: { ...schema, params: IdParamsSchema } },
      async (request) => {
        await people.remove(request.params.id, currentUser(request));
        return { success: true, message: M.deleted };
      },
    );
  });
}
