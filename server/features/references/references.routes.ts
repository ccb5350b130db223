import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { REFERENCE_MESSAGES as M, REFERENCE_GROUPS } from "../../../domain/references.ts";
import { z } from "../../../domain/zod.ts";
import { readForm } from "../../lib/form.ts";
import { HttpError } from "../../lib/http-error.ts";
import { sendKeptPublic } from "../../lib/public-cache.ts";
import { choiceFilter, IdParamsSchema, LanguageQuerySchema } from "../../lib/request-schemas.ts";
import { currentUser, requireAdministrator } from "../../plugins/auth.ts";

const STAFF_SECURITY = [{ bearerAuth: [] }];

/**
 * The group's credentials (issue 32, point 4; ADR 064): `GET /references?lang=` for
 * anyone, the certifications, then the partners, then the clients, each in its order; the
 * rest for administrators only
 * (advisers 403, anonymous 401, before any validation).
 */
export async function referencesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { references, publicCache } = app.services;
  const tags = ["references"];
  const notFound = () => new HttpError(404, M.notFound);

  app.get(
    "/references",
    {
      schema: {
        querystring: LanguageQuerySchema,
        tags,
        summary:
          "Les certifications, puis les partenaires, puis les clients, chacun dans son ordre, dans une langue (`lang`)",
      },
    },
    async (request, reply) =>
      sendKeptPublic(request, reply, publicCache, async () => {
        const data = await references.listPublic(request.query.lang);
        return { success: true, data, total: data.length };
      }),
  );

  app.register(async (admin) => {
    const staff = admin.withTypeProvider<ZodTypeProvider>();
    staff.addHook("onRequest", requireAdministrator);
    const schema = { tags, security: STAFF_SECURITY };
    const GroupQuerySchema = z.object({
      groupe: choiceFilter(REFERENCE_GROUPS, M.groupInvalid),
    });

    staff.get(
      "/references/admin/all",
      {
        schema: {
          ...schema,
          querystring: GroupQuerySchema,
          summary: "Back office : toutes les références (ou celles d'un `groupe`)",
        },
      },
      async (request) => {
        const data = await references.listForStaff(request.query.groupe);
        return { success: true, data, total: data.length, page: 1, limite: data.length };
      },
    );

    staff.get(
      "/references/admin/:id",
      { schema: { ...schema, params: IdParamsSchema } },
      async (request) => {
        const data = await references.findForStaff(request.params.id);
        if (!data) throw notFound();
        return { success: true, data };
      },
    );

    staff.post(
      "/references",
      {
        schema: {
          ...schema,
          summary:
            "Création (multipart ou JSON) : `nom`, `groupe` (certification, partenaire, client), `emetteur` et `annee` (certification), `lien` https (partenaire, client), `ordre`, `logo` (fichier) ou `logoMedia` (médiathèque), `texteAlternatif` {fr, en, it}",
        },
      },
      async (request, reply) => {
        const id = await references.create(await readForm(request), currentUser(request));
        const data = await references.findForStaff(id);
        if (!data) throw notFound();
        return reply.status(201).send({ success: true, message: M.created, data });
      },
    );

    staff.patch(
      "/references/:id",
      {
        schema: {
          ...schema,
          params: IdParamsSchema,
          summary:
            "Modification (multipart ou JSON) : les champs absents gardent leur valeur ; `ordre` déplace la référence dans son groupe",
        },
      },
      async (request) => {
        const { id } = request.params;
        await references.update(id, await readForm(request), currentUser(request));
        const data = await references.findForStaff(id);
        if (!data) throw notFound();
        return { success: true, message: M.updated, data };
      },
    );

    staff.delete(
      "/references/:id",
      { schema: { ...schema, params: IdParamsSchema } },
      async (request) => {
        await references.remove(request.params.id, currentUser(request));
        return { success: true, message: M.deleted };
      },
    );
  });
}
