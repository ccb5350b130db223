import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  JOURNAL_ENTITY_TYPES,
  JOURNAL_MESSAGES,
  JournalUserFilterSchema,
} from "../../../domain/journal.ts";
import { PaginationQuerySchema } from "../../../domain/pagination.ts";
import { choiceFilter } from "../../lib/request-schemas.ts";
import { requireAdministrator } from "../../plugins/auth.ts";
import { createJournalRepository } from "./journal.repository.ts";

const JournalQuerySchema = PaginationQuerySchema.extend({
  utilisateur: JournalUserFilterSchema,
  entite: choiceFilter(JOURNAL_ENTITY_TYPES, JOURNAL_MESSAGES.entiteInvalid),
});

/** The activity log (who wrote what, and when), administrators only. */
export async function journalRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const journal = createJournalRepository(app.services.db);

  app.get(
    "/journal",
    {
      // onRequest: 401/403 come before any 400, as on the other administrators' routes.
      onRequest: requireAdministrator,
      schema: { querystring: JournalQuerySchema, tags: ["journal"] },
    },
    async (request) => {
      const { page, limite, utilisateur, entite } = request.query;
      const { rows, total } = await journal.list({ page, limite, utilisateur, entite });
      return { success: true, data: rows, total, page, limite };
    },
  );
}
