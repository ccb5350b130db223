import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import {
  CANDIDATURE_LIMITS,
  CANDIDATURE_MESSAGES,
  CandidatureInputSchema,
  CV_FIELD,
} from "../../../domain/candidatures.ts";
import type { Localized } from "../../../domain/constants.ts";
import { isUuid } from "../../../domain/ids.ts";
import { isOfferOpen } from "../../../domain/offres-emploi.ts";
import type { Database, Transaction } from "../../db/client.ts";
import { offresEmploi } from "../../db/schema.ts";
import { createAcknowledgments } from "../../lib/acknowledgments.ts";
import type { Clock } from "../../lib/clock.ts";
import { HttpError } from "../../lib/http-error.ts";
import { createVisitorForm, VISITOR_RATE_LIMIT } from "../../lib/public-form.ts";
import type { PrivateFiles } from "../../plugins/private-files.ts";
import type { Actor } from "../content/ownership.ts";
import type { Mail } from "../mail/mail.ts";
import type { SiteSettingsService } from "../site/site-settings.service.ts";
import { candidateAcknowledgment, recruitersNotification } from "./candidature-mails.ts";
import { type ApplicationScope, createApplicationsRepository } from "./candidatures.repository.ts";

/** The offer an application is sent to, as the form needs it. */
export interface AppliedOffer {
  id: string;
  /** In French, as staff read it in the inbox and the mail. */
  titre: string;
  /** In each language, for the candidate's acknowledgment. */
  titres: Localized;
}

/** Applications the retention reads and deletes per query: each query's work stays bounded. */
const RETENTION_BATCH = 100;

/** What the CV's 413 says: the field and its French message, beside the input. */
export const CV_FILE_LIMIT = {
  maxBytes: CANDIDATURE_LIMITS.cvMaxBytes,
  tooLarge: { field: CV_FIELD, message: CANDIDATURE_MESSAGES.cvTooLarge },
};

/**
 * Job applications (issue 32, point 2): the candidate's form, the same for the API and the
 * offer's page without JavaScript, and staff's reading of them. The form is the contact
 * form's (createVisitorForm): its per-address limit (the same figures, counted apart) and
 * honeypot.
 */
export function createApplications(deps: {
  db: Database;
  files: PrivateFiles;
  mail: Mail;
  publicUrl: string;
  siteSettings: Pick<SiteSettingsService, "read" | "inLanguage">;
  clock: Clock;
}) {
  const { db, files, mail, clock } = deps;
  const repository = createApplicationsRepository(db);

  /**
   * A deletion of an application with its CV: the file goes inside the row's transaction,
   * so that if it cannot be removed the row stays and names it, rather than a file no row
   * names. False when `deleteRow` found no application.
   */
  const withItsCv = (deleteRow: (tx: Transaction) => Promise<string | undefined>) =>
    db.transaction(async (tx) => {
      const cle = await deleteRow(tx);
      if (cle === undefined) return false;
      await files.remove(cle);
      return true;
    });
  const { mayAcknowledge } = createAcknowledgments(db, "candidature");

  const form = createVisitorForm<typeof CandidatureInputSchema, AppliedOffer>(db, {
    name: "candidature",
    ...VISITOR_RATE_LIMIT,
    tooManyMessage: CANDIDATURE_MESSAGES.tooManyRequests,
    jsonOnlyMessage: CANDIDATURE_MESSAGES.cvRequired,
    file: CV_FILE_LIMIT,
    schema: CandidatureInputSchema,
    sentMessage: CANDIDATURE_MESSAGES.sent,
    failedMessage: "Une erreur est survenue. Veuillez réessayer.",
    async save(input, request, offer) {
      const { cv, ...fields } = input;
      // A name the server makes: the candidate's file name is only shown, never a path.
      const cvCle = `${randomUUID()}.pdf`;
      const to = mail.config ? (await deps.siteSettings.read()).emailCandidatures : null;
      // Counted before the transaction (the limiter writes on its own connection); the
      // candidate's answer is the same either way.
      const lang = fields.langue ?? "fr";
      const acknowledge = mail.config ? await mayAcknowledge(fields.email) : false;
      const settings = acknowledge ? await deps.siteSettings.inLanguage(lang) : null;
      await files.put(cvCle, Buffer.from(cv.data), "application/pdf");
      let id: string;
      try {
        // The application and its mail are stored together, after the file they name.
        id = await db.transaction(async (tx) => {
          const stored = await repository.create(
            {
              offreId: offer.id,
              offreTitre: offer.titre,
              nom: fields.nom,
              email: fields.email,
              telephone: fields.telephone,
              message: fields.message,
              langue: fields.langue ?? "fr",
              cvCle,
              cvNom: cvName(cv.name),
              cvOctets: cv.size,
            },
            clock.now(),
            tx,
          );
          const mails = [
            ...(to
              ? [
                  recruitersNotification(
                    fields,
                    { id: stored, offreTitre: offer.titre },
                    to,
                    deps.publicUrl,
                  ),
                ]
              : []),
            ...(settings
              ? [candidateAcknowledgment(fields, offer.titres[lang] || offer.titre, settings)]
              : []),
          ];
          if (mails.length > 0) await mail.queue(tx, "candidature", mails);
          return stored;
        });
      } catch (error) {
        // Nothing stray: the file goes when its application could not be kept.
        await files.remove(cvCle).catch(() => undefined);
        throw error;
      }
      request.log.info({ candidatureId: id }, "candidature reçue");
      mail.nudge();
    },
  });

  /**
   * The offer `id` when it takes applications: 404 for none (or a draft, which the public
   * does not know), 409 with a French message once it is closed.
   */
  async function openOffer(id: string): Promise<AppliedOffer> {
    const [offer] = isUuid(id)
      ? await db
          .select({
            id: offresEmploi.id,
            titre: offresEmploi.titre,
            etat: offresEmploi.etat,
            dateCloture: offresEmploi.dateCloture,
          })
          .from(offresEmploi)
          .where(eq(offresEmploi.id, id))
      : [];
    if (offer?.etat !== "publié") {
      throw new HttpError(404, CANDIDATURE_MESSAGES.offerNotFound);
    }
    if (!isOfferOpen(offer, clock.now()))
      throw new HttpError(409, CANDIDATURE_MESSAGES.offerClosed);
    return { id: offer.id, titre: offer.titre.fr, titres: offer.titre };
  }

  return {
    repository,
    openOffer,
    /** Reads an API request's form (multipart with the CV), refusing an address at its limit first. */
    read: form.read,
    /** Checks the offer is open, then takes the application as the contact form takes a message. */
    async apply(
      request: FastifyRequest,
      offerId: string,
      fields: Record<string, unknown>,
    ): Promise<string> {
      const offer = await openOffer(offerId);
      return form.submit(request, fields, offer);
    },
    /** Deletes an application the actor reaches, then its CV; false when there is none. */
    remove: (id: string, actor: Actor) => withItsCv((tx) => repository.remove(id, actor, tx)),
    /**
     * Deletes the applications received before `cutoff` with their CVs (the retention's
     * pass), a batch of ids at a time; answers how many went.
     */
    async removeReceivedBefore(cutoff: Date): Promise<number> {
      let removed = 0;
      for (;;) {
        const ids = await repository.receivedBefore(cutoff, RETENTION_BATCH);
        for (const id of ids) {
          if (await withItsCv((tx) => repository.removeExpired(id, cutoff, tx))) removed++;
        }
        if (ids.length < RETENTION_BATCH) return removed;
      }
    },
    /** The CV's bytes and name, for an authenticated download. */
    async cv(id: string, scope: ApplicationScope) {
      const found = await repository.cvOf(id, scope);
      if (!found) return undefined;
      const data = await files.get(found.cle);
      return data ? { data, nom: found.nom } : null;
    },
  };
}

/** The candidate's file name, one line and short, ending in .pdf (what staff download). */
export function cvName(name: string): string {
  const base = name
    .replace(/[\p{Cc}\p{Cf}/\\]/gu, "")
    .trim()
    .slice(0, CANDIDATURE_LIMITS.cvNameMax);
  if (!base) return "cv.pdf";
  return /\.pdf$/i.test(base) ? base : `${base}.pdf`;
}

export type Applications = ReturnType<typeof createApplications>;
