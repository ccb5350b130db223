import type { FastifyInstance } from "fastify";
import { SECTOR_CODES } from "../../../domain/constants.ts";
import { isCountryCode } from "../../../domain/countries.ts";
import { OFFER_MESSAGES as M } from "../../../domain/offres-emploi.ts";
import { PaginationQuerySchema } from "../../../domain/pagination.ts";
import { z } from "../../../domain/zod.ts";
import { choiceFilter, OptionalLanguageQuerySchema } from "../../lib/request-schemas.ts";
import { registerPublicRoutes, registerStaffRoutes } from "../content/content.routes.ts";
import { publicOfferSchema, StaffOfferSchema } from "./offres-emploi.queries.ts";

/**
 * Job offers (issue 32, docs/decisions/063), with the same routes as the other types: the
 * public list and detail answer the open offers only; the back office's CRUD.
 */
export async function offresEmploiRoutes(app: FastifyInstance) {
  const { queries, commands } = app.services.content["offres-emploi"];
  const common = { path: "/offres-emploi" as const, tag: "offres-emploi", queries };

  await registerPublicRoutes(app, {
    ...common,
    notFound: M.notFound,
    listQuery: PaginationQuerySchema.extend({
      ...OptionalLanguageQuerySchema.shape,
      // The careers page's filters, as its address writes them.
      secteur: choiceFilter(SECTOR_CODES, M.secteurFilterInvalid),
      pays: z
        .string()
        .trim()
        .toUpperCase()
        .refine(isCountryCode, M.paysFilterInvalid)
        .optional()
        .or(z.literal("").transform(() => undefined)),
    }),
    listKey: "data",
    answers: { detail: publicOfferSchema("one"), listItem: publicOfferSchema("any") },
    wrapDetail: true,
    listSummary:
      "Offres d'emploi ouvertes (publiées, date de clôture non passée), la clôture la plus proche d'abord",
  });

  await registerStaffRoutes(app, {
    ...common,
    commands,
    messages: M,
    staffItem: StaffOfferSchema,
  });
}
