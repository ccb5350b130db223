import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { CONTENT_TYPE_KEYS } from "../../../domain/content-types/identities.ts";
import { PaginationQuerySchema } from "../../../domain/pagination.ts";
import { SearchTextSchema } from "../../../domain/search-query.ts";
import { z } from "../../../domain/zod.ts";
import { LanguageQuerySchema } from "../../lib/request-schemas.ts";
import { ERROR_ANSWERS, pagedAnswer } from "../content/answers.ts";

const SearchQuerySchema = PaginationQuerySchema.extend(LanguageQuerySchema.shape).extend({
  q: SearchTextSchema,
});

/** One result (domain/search.ts `SearchResult`), in the language asked. */
const SearchResultSchema = z.object({
  // The content types, and a person of the governance (their `slug` is their id).
  type: z.enum([...CONTENT_TYPE_KEYS, "personne"]),
  titre: z.string(),
  slug: z.string(),
  extrait: z.string(),
});

/** A page of results, and the words searched for instead when a correction was made. */
const SearchAnswerSchema = pagedAnswer("data", SearchResultSchema).extend({
  correction: z.string().nullable(),
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
        response: { 200: SearchAnswerSchema, ...ERROR_ANSWERS },
        summary:
          "Recherche publique dans une langue : mots racinisés, accents ignorés, fautes de frappe corrigées quand rien ne correspond (`correction` dit alors les mots cherchés). Limitée par adresse (SEARCH_LIMIT_PER_MINUTE, 30 par minute par défaut) : au-delà, 429 avec Retry-After.",
      },
    },
    async (request) => {
      const { q, lang, page, limite } = request.query;
      const { results, total, correction } = await search.search(
        { text: q, lang, page, limite },
        request.ip,
      );
      return { success: true as const, data: results, total, page, limite, correction };
    },
  );
}
