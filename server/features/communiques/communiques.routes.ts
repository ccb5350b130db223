import type { FastifyInstance } from "fastify";
import { RELEASE_MESSAGES as M, RELEASE_LIMITS } from "../../../domain/communiques.ts";
import { PaginationQuerySchema } from "../../../domain/pagination.ts";
import { OptionalLanguageQuerySchema } from "../../lib/request-schemas.ts";
import { registerPublicRoutes, registerStaffRoutes } from "../content/content.routes.ts";
import { PDF_FIELD } from "./communiques.commands.ts";
import { publicReleaseSchema, StaffReleaseSchema } from "./communiques.queries.ts";

/** Press releases (issue 32, docs/decisions/063), with the same routes as the other types. */
export async function communiquesRoutes(app: FastifyInstance) {
  const { queries, commands } = app.services.content.communiques;
  const common = { path: "/communiques" as const, tag: "communiques", queries };

  await registerPublicRoutes(app, {
    ...common,
    notFound: M.notFound,
    listQuery: PaginationQuerySchema.extend({ ...OptionalLanguageQuerySchema.shape }),
    listKey: "data",
    answers: { detail: publicReleaseSchema("one"), listItem: publicReleaseSchema("any") },
    wrapDetail: true,
    listSummary: "Communiqués de presse publiés, les plus récents d'abord",
  });

  await registerStaffRoutes(app, {
    ...common,
    commands,
    messages: M,
    staffItem: StaffReleaseSchema,
    // The release's PDF: at most 5 MB, a heavier one told so in its field.
    fileLimit: {
      maxBytes: RELEASE_LIMITS.pdfMaxBytes,
      tooLarge: { field: PDF_FIELD, message: M.pdfTooLarge },
    },
  });
}
