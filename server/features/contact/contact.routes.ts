import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  CONTACT_MESSAGES,
  ContactRequestInputSchema,
  HONEYPOT_FIELD,
  UpdateContactRequestInputSchema,
} from "../../../domain/contact.ts";
import { PaginationQuerySchema } from "../../../domain/pagination.ts";
import { z } from "../../../domain/zod.ts";
import { HttpError, parseOrThrow } from "../../lib/http-error.ts";
import { createPublicFormGuard } from "../../lib/public-form.ts";
import { currentUser, requireAdministrator } from "../../plugins/auth.ts";
import { createContactRepository } from "./contact.repository.ts";

/** Messages one IP address may send per window. */
export const CONTACT_RATE_LIMIT = { perIp: 5, windowSeconds: 15 * 60 } as const;

const ContactListQuerySchema = PaginationQuerySchema.extend({
  traite: z
    .enum(["true", "false"], { error: CONTACT_MESSAGES.traiteFilterInvalid })
    .optional()
    .transform((value) => (value === undefined ? undefined : value === "true")),
});
const ContactIdParamsSchema = z.object({ id: z.string() });

const SENT = { success: true, message: CONTACT_MESSAGES.sent } as const;

/** Contact requests (SPEC.md §3, §5, §7): sent by visitors, read and treated by administrators. */
export async function contactRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.services;
  const contact = createContactRepository(db);
  const guard = createPublicFormGuard(db, {
    name: "contact",
    ...CONTACT_RATE_LIMIT,
    tooManyMessage: CONTACT_MESSAGES.tooManyRequests,
    jsonOnlyMessage: CONTACT_MESSAGES.jsonOnly,
  });

  app.post("/contact", { schema: { tags: ["contact"] } }, async (request, reply) => {
    const form = await guard.read(request);

    if (form.text(HONEYPOT_FIELD)?.trim()) {
      // A robot: it gets the same answer as anyone, so it does not learn to avoid the field.
      await guard.count(request);
      request.log.info("contact : champ piège rempli, message ignoré");
      return reply.status(201).send(SENT);
    }
    const input = parseOrThrow(ContactRequestInputSchema, {
      nom: form.text("nom"),
      numero: form.text("numero"),
      email: form.text("email"),
      entreprise: form.text("entreprise"),
      description: form.text("description"),
      secteur: form.text("secteur"),
    });
    await guard.count(request);
    const id = await contact.create(input);
    request.log.info({ contactRequestId: id }, "demande de contact reçue");
    return reply.status(201).send(SENT);
  });

  app.get(
    "/contact",
    {
      onRequest: requireAdministrator,
      schema: { querystring: ContactListQuerySchema, tags: ["contact"] },
    },
    async (request) => {
      const { page, limite, traite } = request.query;
      const { rows, total } = await contact.list({ page, limite, traite });
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
