import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { SECTOR_CODES } from "../../../domain/constants.ts";
import { CONTACT_MESSAGES, UpdateContactRequestInputSchema } from "../../../domain/contact.ts";
import { PaginationQuerySchema } from "../../../domain/pagination.ts";
import { z } from "../../../domain/zod.ts";
import { HttpError } from "../../lib/http-error.ts";
import { choiceFilter } from "../../lib/request-schemas.ts";
import { currentUser, requireAdministrator } from "../../plugins/auth.ts";
import { createContactRepository } from "./contact.repository.ts";

const ContactListQuerySchema = PaginationQuerySchema.extend({
  traite: z
    .enum(["true", "false"], { error: CONTACT_MESSAGES.traiteFilterInvalid })
    .optional()
    .transform((value) => (value === undefined ? undefined : value === "true")),
  secteur: choiceFilter(SECTOR_CODES, CONTACT_MESSAGES.secteurFilterInvalid),
});
const ContactIdParamsSchema = z.object({ id: z.string() });

/** Contact requests (SPEC.md §3, §5, §7): sent by visitors, read and treated by administrators. */
export async function contactRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.services;
  const contact = createContactRepository(db);
  const form = app.services.contactForm;

  app.post("/contact", { schema: { tags: ["contact"] } }, async (request, reply) => {
    const message = await form.submit(request, (await form.read(request)).toObject());
    return reply.status(201).send({ success: true, message });
  });

  app.get(
    "/contact",
    {
      onRequest: requireAdministrator,
      schema: { querystring: ContactListQuerySchema, tags: ["contact"] },
    },
    async (request) => {
      const { page, limite, traite, secteur } = request.query;
      const { rows, total } = await contact.list({ page, limite, traite, secteur });
      return { success: true, data: rows, total, page, limite };
    },
  );

  app.patch(
    "/contact/:id",
    {
      onRequest: requireAdministrator,
      schema: {
        params: ContactIdParamsSchema,
        body: UpdateContactRequestInputSchema,
        tags: ["contact"],
      },
    },
    async (request) => {
      const { traite } = request.body;
      const updated = await contact.setTreated(request.params.id, traite, currentUser(request));
      if (!updated) throw new HttpError(404, CONTACT_MESSAGES.notFound);
      return {
        success: true,
        message: traite ? CONTACT_MESSAGES.markedTreated : CONTACT_MESSAGES.markedUntreated,
        data: updated,
      };
    },
  );
}
