import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { LanguageQuerySchema } from "../../lib/request-schemas.ts";

export async function sectorsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { sectors } = app.services;

  app.get(
    "/secteurs",
    { schema: { querystring: LanguageQuerySchema, tags: ["secteurs"] } },
    async (request) => {
      const data = await sectors.list(request.query.lang);
      return { success: true, data, total: data.length };
    },
  );
}
