import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { SECTOR_CODES } from "../../../domain/constants.ts";
import { CONTENT_TYPE_KEYS } from "../../../domain/content-types/identities.ts";
import { z } from "../../../domain/zod.ts";
import { currentUser, requireAdministrator, requireUser } from "../../plugins/auth.ts";
import { dataAnswer, ERROR_ANSWERS, isoDate } from "../content/answers.ts";
import { JournalEntrySchema } from "../journal/journal.answers.ts";
import { WorkingCopySummarySchema } from "../working-copies/working-copies.answers.ts";
import { createDashboardQueries } from "./dashboard.queries.ts";

const STAFF_SECURITY = [{ bearerAuth: [] }];
const day = z.iso.date();
const contentType = z.enum(CONTENT_TYPE_KEYS);
const perType = z.object(
  Object.fromEntries(CONTENT_TYPE_KEYS.map((key) => [key, z.number().int()])) as Record<
    (typeof CONTENT_TYPE_KEYS)[number],
    z.ZodNumber
  >,
);
const perSector = z.object(
  Object.fromEntries(SECTOR_CODES.map((code) => [code, z.number().int()])) as Record<
    (typeof SECTOR_CODES)[number],
    z.ZodNumber
  >,
);

const DashboardSchema = z.object({
  /** `site`: an administrator's, every item and every writer; `personnel`: an adviser's own. */
  perimetre: z.enum(["site", "personnel"]),
  /** Every day of the last 30 (UTC days, today last), a day without views at 0. */
  vuesParJour: z.array(z.object({ jour: day, vues: z.number().int() })),
  totalVues: z.number().int(),
  /** The most read items of those 30 days, most views first. */
  plusLus: z.array(
    z.object({ type: contentType, _id: z.uuid(), titre: z.string(), vues: z.number().int() }),
  ),
  /** The newest lines of the activity log: the site's, or the adviser's own writes. */
  activite: z.array(JournalEntrySchema),
  /** The signed-in person's own items in state 'brouillon', last saved first, and how many. */
  brouillons: z.object({
    elements: z.array(
      z.object({
        type: contentType,
        _id: z.uuid(),
        titre: z.string(),
        dateModification: isoDate,
      }),
    ),
    parType: perType,
    /**
     * Their working copies (issue 31 point 3), last saved first, and how many: the panel
     * lists them with the drafts, by last save.
     */
    copies: z.array(WorkingCopySummarySchema),
    totalCopies: z.number().int(),
  }),
});

const RequestsPerWeekSchema = z.object({
  secteurs: z.array(z.enum(SECTOR_CODES)),
  /** The last 12 weeks, oldest first, each from its Monday (UTC). */
  semaines: z.array(z.object({ debut: day, parSecteur: perSector, total: z.number().int() })),
  total: z.number().int(),
});

export type DashboardView = z.infer<typeof DashboardSchema>;
export type RequestsPerWeekView = z.infer<typeof RequestsPerWeekSchema>;

/**
 * The back office's dashboard (issue 31 point 6). Its figures at the app's clock; the
 * screen draws them (web/features/dashboard/).
 */
export async function dashboardRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const dashboard = createDashboardQueries(app.services.db, app.services.clock);

  app.get(
    "/tableau-de-bord",
    {
      onRequest: requireUser,
      schema: {
        tags: ["tableau de bord"],
        security: STAFF_SECURITY,
        response: { 200: dataAnswer(DashboardSchema), ...ERROR_ANSWERS },
        summary:
          "Back office : les vues par jour des 30 derniers jours, les éléments les plus lus sur cette période, l'activité récente et les brouillons de la personne connectée. Un administrateur voit tout le site ; un conseiller ses propres éléments et sa propre activité.",
      },
    },
    async (request) => ({
      success: true as const,
      data: await dashboard.overview(currentUser(request)),
    }),
  );

  app.get(
    "/tableau-de-bord/demandes",
    {
      onRequest: requireAdministrator,
      schema: {
        tags: ["tableau de bord"],
        security: STAFF_SECURITY,
        response: { 200: dataAnswer(RequestsPerWeekSchema), ...ERROR_ANSWERS },
        summary:
          "Administrateurs : les demandes de contact de chaque secteur, semaine par semaine (du lundi au dimanche, UTC), sur les 12 dernières semaines.",
      },
    },
    async () => ({ success: true as const, data: await dashboard.requestsPerWeek() }),
  );
}
