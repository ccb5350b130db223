import { Readable } from "node:stream";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { SECTOR_CODES } from "../../../domain/constants.ts";
import {
  NEWSLETTER_MESSAGES,
  type NewsletterSubscriberView,
  NewsletterUnsubscribeInputSchema,
} from "../../../domain/newsletter.ts";
import { PaginationQuerySchema } from "../../../domain/pagination.ts";
import { z } from "../../../domain/zod.ts";
import { readForm } from "../../lib/form.ts";
import { HttpError, parseOrThrow } from "../../lib/http-error.ts";
import { choiceFilter } from "../../lib/request-schemas.ts";
import { requireAdministrator } from "../../plugins/auth.ts";
import { ERROR_MESSAGES } from "../../plugins/errors.ts";
import { createNewsletterRepository } from "./newsletter.repository.ts";

/** The export's file name, dated so that successive exports do not overwrite each other. */
export function csvFilename(now: Date): string {
  return `abonnes-newsletter-${now.toISOString().slice(0, 10)}.csv`;
}
export const CSV_HEADER = "email;secteur;langue;date_inscription";
const CSV_SEPARATOR = ";";

/**
 * One CSV cell. A value a spreadsheet would run as a formula (= + - @, or a leading tab or
 * carriage return) gets a leading apostrophe; a value holding a separator, a quote, a line
 * break or edge spaces is quoted, its quotes doubled.
 */
export function csvCell(value: string): string {
  const neutralised = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  const needsQuotes = /[;,"\r\n]/.test(neutralised) || neutralised !== neutralised.trim();
  return needsQuotes ? `"${neutralised.replaceAll('"', '""')}"` : neutralised;
}

/** One subscriber's line of the export, with its CRLF end (RFC 4180). */
const csvLine = (s: NewsletterSubscriberView) =>
  `${[s.email, s.secteur ?? "", s.langue, s.dateInscription].map(csvCell).join(CSV_SEPARATOR)}\r\n`;

/**
 * The export: a BOM so Excel reads UTF-8, `;` separators, CRLF line ends (RFC 4180),
 * written as the batches of subscribers come (one batch's text at a time in memory).
 */
export async function* subscribersCsv(
  batches: AsyncIterable<readonly NewsletterSubscriberView[]>,
): AsyncGenerator<string> {
  yield `\uFEFF${CSV_HEADER}\r\n`;
  for await (const batch of batches) yield batch.map(csvLine).join("");
}

const UnsubscribeParamsSchema = z.object({ jeton: z.string() });
const SubscribersQuerySchema = z.object({
  secteur: choiceFilter(SECTOR_CODES, NEWSLETTER_MESSAGES.secteurFilterInvalid),
});
const SubscribersListQuerySchema = PaginationQuerySchema.extend(SubscribersQuerySchema.shape);

/** Newsletter of the footer (SPEC.md §1, §3): subscribe, unsubscribe, and the subscribers for administrators. */
export async function newsletterRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const signup = app.services.newsletterSignup;
  const newsletter = createNewsletterRepository(app.services.db);

  app.post("/newsletter", { schema: { tags: ["newsletter"] } }, async (request) => {
    const message = await signup.submit(request, (await signup.read(request)).toObject());
    return { success: true, message };
  });

  async function unsubscribe(token: string) {
    if (!(await newsletter.unsubscribe(token))) {
      throw new HttpError(404, NEWSLETTER_MESSAGES.tokenUnknown);
    }
    return { success: true, message: NEWSLETTER_MESSAGES.unsubscribed };
  }

  app.post("/newsletter/desinscription", { schema: { tags: ["newsletter"] } }, async (request) => {
    const form = await readForm(request);
    const { jeton } = parseOrThrow(NewsletterUnsubscribeInputSchema, { jeton: form.text("jeton") });
    return unsubscribe(jeton);
  });

  // The token in the path, as a List-Unsubscribe one-click address would carry it
  // (RFC 8058: a POST). Any body is ignored.
  app.post(
    "/newsletter/desinscription/:jeton",
    {
      schema: {
        params: UnsubscribeParamsSchema,
        tags: ["newsletter"],
        summary: "Désinscription par le jeton de l'adresse (POST seulement)",
      },
    },
    async (request) => unsubscribe(request.params.jeton),
  );

  // Opening an address changes nothing, as on the pages: mail scanners and link previews
  // open every link of a mail, and would unsubscribe its reader.
  app.get(
    "/newsletter/desinscription/:jeton",
    {
      schema: {
        params: UnsubscribeParamsSchema,
        tags: ["newsletter"],
        summary: "Ne désinscrit pas : 405, la désinscription se fait par POST",
      },
    },
    async () => {
      throw new HttpError(405, ERROR_MESSAGES[405], { headers: { allow: "POST" } });
    },
  );

  app.get(
    "/newsletter",
    {
      onRequest: requireAdministrator,
      schema: { querystring: SubscribersListQuerySchema, tags: ["newsletter"] },
    },
    async (request) => {
      const { page, limite, secteur } = request.query;
      const { rows, total } = await newsletter.listActive({ page, limite, secteur });
      return { success: true, data: rows, total, page, limite };
    },
  );

  app.get(
    "/newsletter/export.csv",
    {
      onRequest: requireAdministrator,
      schema: { querystring: SubscribersQuerySchema, tags: ["newsletter"] },
    },
    async (request, reply) => {
      const csv = Readable.from(subscribersCsv(newsletter.activeInBatches(request.query.secteur)));
      return reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="${csvFilename(new Date())}"`)
        .send(csv);
    },
  );
}
