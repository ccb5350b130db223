import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { toLanguage } from "../../../domain/language.ts";
import { z } from "../../../domain/zod.ts";

const SectorsQuerySchema = z.object({ lang: z.string().optional().transform(toLanguage) });

export async function sectorsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { sectors } = app.services;

  app.get(
    "/secteurs",
    { schema: { querystring: SectorsQuerySchema, tags: ["secteurs"] } },
    async (request) => {
      const data = await sectors.list(request.query.lang);
      return { success: true, data, total: data.length };
    },
  );
}
