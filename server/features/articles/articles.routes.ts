import type { FastifyInstance } from "fastify";
import { ARTICLE_MESSAGES as M } from "../../../domain/articles.ts";
import { SECTOR_CODES } from "../../../domain/constants.ts";
import { PaginationQuerySchema } from "../../../domain/pagination.ts";
import { choiceFilter, LanguageQuerySchema } from "../../lib/request-schemas.ts";
import { registerPublicRoutes, registerStaffRoutes } from "../content/content.routes.ts";
import { PublicArticleSchema, StaffArticleSchema } from "./articles.queries.ts";

/** Articles (SPEC.md §7): public reads, and the back office's writes and reads. */
export async function articlesRoutes(app: FastifyInstance) {
  const { queries, commands } = app.services.content.articles;
  const common = { path: "/articles" as const, tag: "articles", queries };

  await registerPublicRoutes(app, {
    ...common,
    notFound: M.notFound,
    listQuery: PaginationQuerySchema.extend({
      ...LanguageQuerySchema.shape,
      // Sector pages ask for their own articles; "" is no filter.
      categorie: choiceFilter(SECTOR_CODES, M.categorieFilterInvalid),
    }),
    listKey: "results",
    answers: { detail: PublicArticleSchema, listItem: PublicArticleSchema },
    wrapDetail: false,
    listSummary:
      "Articles publiés (ou planifiés dont la date est passée), les plus récents d'abord",
  });

  await registerStaffRoutes(app, {
    ...common,
    commands,
    messages: M,
    staffItem: StaffArticleSchema,
  });
}
