import type { FastifyInstance } from "fastify";
import { isCountryCode } from "../../../domain/countries.ts";
import { isUuid } from "../../../domain/ids.ts";
import { OPPORTUNITY_MESSAGES as M } from "../../../domain/opportunites.ts";
import { PaginationQuerySchema } from "../../../domain/pagination.ts";
import { z } from "../../../domain/zod.ts";
import { OptionalLanguageQuerySchema } from "../../lib/request-schemas.ts";
import { registerPublicRoutes, registerStaffRoutes } from "../content/content.routes.ts";
import { publicOpportunitySchema, StaffOpportunitySchema } from "./opportunites.queries.ts";

/** Opportunities (SPEC.md §7, docs/decisions/004 and 005). */
export async function opportunitesRoutes(app: FastifyInstance) {
  const { queries, commands } = app.services.content.opportunites;
  const common = { path: "/opportunites" as const, tag: "opportunites", queries };

  await registerPublicRoutes(app, {
    ...common,
    notFound: M.notFound,
    listQuery: PaginationQuerySchema.extend({
      ...OptionalLanguageQuerySchema.shape,
      // The public list's filters (issue 20), as its page's address writes them.
      pays: z
        .string()
        .trim()
        .toUpperCase()
        .refine(isCountryCode, M.paysFilterInvalid)
        .optional()
        .or(z.literal("").transform(() => undefined)),
      categorie: z
        .string()
        .trim()
        .toLowerCase()
        .refine(isUuid, M.categorieFilterInvalid)
        .optional()
        .or(z.literal("").transform(() => undefined)),
    }),
    listKey: "data",
    answers: {
      detail: publicOpportunitySchema("one"),
      listItem: publicOpportunitySchema("any"),
      staffItem: StaffOpportunitySchema,
    },
    wrapDetail: true,
    staffListWithToken: true,
    listSummary:
      "Liste publique ; avec un jeton du personnel, la liste du back office (décision 005)",
  });

  await registerStaffRoutes(app, {
    ...common,
    commands,
    messages: M,
    staffItem: StaffOpportunitySchema,
  });
}
