import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { PaginationQuerySchema } from "../../../domain/pagination.ts";
import { SearchTextSchema } from "../../../domain/search-query.ts";
import { LanguageQuerySchema } from "../../lib/request-schemas.ts";

const SearchQuerySchema = PaginationQuerySchema.extend(LanguageQuerySchema.shape).extend({
  q: SearchTextSchema,
});

/**
 * GET /recherche?q=&lang= (issue 20): the public projects, articles and opportunities of
 * one language that match the words, the most relevant first. Drafts, planned articles and
 * expired opportunities are never found (the visibility rules of every public read).
 */
export async function searchRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { search } = app.services;

  app.get(
    "/recherche",
    {
      schema: {
        tags: ["recherche"],
        querystring: SearchQuerySchema,
        summary:
          "Recherche publique dans une langue : mots racinisés, accents ignorés, fautes de frappe corrigées quand rien ne correspond (`correction` dit alors les mots cherchés)",
      },
    },
    async (request) => {
      const { q, lang, page, limite } = request.query;
      const { results, total, correction } = await search.search({ text: q, lang, page, limite });
      return { success: true, data: results, total, page, limite, correction };
    },
  );
}
