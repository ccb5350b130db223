import { and, count, eq, inArray, lt, type SQL } from "drizzle-orm";
import { type CandidatureView, cvDownloadPath } from "../../../domain/candidatures.ts";
import type { Language } from "../../../domain/constants.ts";
import { isUuid } from "../../../domain/ids.ts";
import type { Database, Transaction } from "../../db/client.ts";
import { candidatures, offresEmploi } from "../../db/schema.ts";
import { type OrderKey, orderBy, pageWithTotal } from "../../lib/page-ids.ts";
import { logActivity } from "../content/activity-log.ts";
import { type Actor, reachesEverything } from "../content/ownership.ts";

type Row = typeof candidatures.$inferSelect;

/**
 * Whose applications a staff member reads: every one for an administrator; for an adviser,
 * those to the offers they manage (their own, docs/decisions/066). `auteurId` is the
 * adviser's id.
 */
export type ApplicationScope = { auteurId?: string | undefined };

/** The activity log's name for these rows. */
export const APPLICATION_ENTITY = "candidature";

/** What an actor reaches: every application for an administrator, an adviser's own offers'. */
export const scopeOfActor = (actor: Actor): ApplicationScope =>
  reachesEverything(actor) ? {} : { auteurId: actor.id };

function toView(row: Row): CandidatureView {
  return {
    _id: row.id,
    id: row.id,
    offre: row.offreId,
    offreTitre: row.offreTitre,
    nom: row.nom,
    email: row.email,
    telephone: row.telephone,
    message: row.message,
    langue: row.langue,
    cv: { nom: row.cvNom, octets: row.cvOctets, url: cvDownloadPath(row.id) },
    lu: row.lu,
    luLe: row.luLe?.toISOString() ?? null,
    dateCreation: row.createdAt.toISOString(),
  };
}

export interface NewApplication {
  offreId: string;
  offreTitre: string;
  nom: string;
  email: string;
  telephone: string;
  message: string | null;
  langue: Language;
  cvCle: string;
  cvNom: string;
  cvOctets: number;
}

export function createApplicationsRepository(db: Database) {
  /** The scope as a condition: an adviser's offers, read through the offers' author. */
  const inScope = (scope: ApplicationScope): SQL | undefined =>
    scope.auteurId === undefined
      ? undefined
      : inArray(
          candidatures.offreId,
          db
            .select({ id: offresEmploi.id })
            .from(offresEmploi)
            .where(eq(offresEmploi.auteurId, scope.auteurId)),
        );

  /** One application the scope may read, as its row. */
  async function findRow(id: string, scope: ApplicationScope): Promise<Row | undefined> {
    if (!isUuid(id)) return undefined;
    const [row] = await db
      .select()
      .from(candidatures)
      .where(and(eq(candidatures.id, id), inScope(scope)));
    return row;
  }

  return {
    /** Stores an application received at `receivedAt`, in the caller's transaction (its mail goes with it). */
    async create(values: NewApplication, receivedAt: Date, tx: Database | Transaction = db) {
      const [row] = await tx
        .insert(candidatures)
        .values({ ...values, createdAt: receivedAt })
        .returning({ id: candidatures.id });
      if (!row) throw new Error("insert returned no row");
      return row.id;
    },

    /** Newest first, by the inbox's indexes; `lu` and `offre` filter when given. */
    async list(
      options: {
        page: number;
        limite: number;
        lu?: boolean | undefined;
        offre?: string | undefined;
      },
      scope: ApplicationScope,
    ) {
      const where = and(
        options.lu === undefined ? undefined : eq(candidatures.lu, options.lu),
        options.offre === undefined ? undefined : eq(candidatures.offreId, options.offre),
        inScope(scope),
      );
      const order: OrderKey[] = [
        [candidatures.createdAt, "desc"],
        [candidatures.id, "desc"],
      ];
      const { rows, total } = await pageWithTotal(db, candidatures, where, order, options, (page) =>
        db
          .select()
          .from(candidatures)
          .innerJoin(page, eq(page.id, candidatures.id))
          .orderBy(...orderBy(order))
          .then((joined) => joined.map((row) => row.candidatures)),
      );
      return { rows: rows.map(toView), total };
    },

    /** The unread applications the scope reads: the sidebar's figure. */
    async unreadCount(scope: ApplicationScope): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(candidatures)
        .where(and(eq(candidatures.lu, false), inScope(scope)));
      return row?.n ?? 0;
    },

    async find(id: string, scope: ApplicationScope): Promise<CandidatureView | undefined> {
      const row = await findRow(id, scope);
      return row ? toView(row) : undefined;
    },

    /** The CV's key and name, for its download. */
    async cvOf(id: string, scope: ApplicationScope) {
      const row = await findRow(id, scope);
      return row ? { cle: row.cvCle, nom: row.cvNom } : undefined;
    },

    /**
     * Marks read (when) or unread, in the activity log under the actor's name; undefined
     * when the actor reaches no such application.
     */
    async setRead(
      id: string,
      lu: boolean,
      at: Date,
      actor: Actor,
    ): Promise<CandidatureView | undefined> {
      if (!isUuid(id)) return undefined;
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(candidatures)
          .set(lu ? { lu: true, luLe: at } : { lu: false, luLe: null })
          .where(and(eq(candidatures.id, id), inScope(scopeOfActor(actor))))
          .returning();
        if (!row) return undefined;
        await logActivity(tx, actor, APPLICATION_ENTITY, row.id, "modification");
        return toView(row);
      });
    },

    /**
     * Deletes an application the actor reaches, in the activity log under their name, in
     * the caller's transaction; its CV's key, for the file to go too.
     */
    async remove(id: string, actor: Actor, tx: Transaction): Promise<string | undefined> {
      if (!isUuid(id)) return undefined;
      const [row] = await tx
        .delete(candidatures)
        .where(and(eq(candidatures.id, id), inScope(scopeOfActor(actor))))
        .returning({ id: candidatures.id, cle: candidatures.cvCle });
      if (!row) return undefined;
      await logActivity(tx, actor, APPLICATION_ENTITY, row.id, "suppression");
      return row.cle;
    },

    /** Up to `limit` ids of the applications received before `cutoff` (the retention's). */
    async receivedBefore(cutoff: Date, limit: number): Promise<string[]> {
      const rows = await db
        .select({ id: candidatures.id })
        .from(candidatures)
        .where(lt(candidatures.createdAt, cutoff))
        .limit(limit);
      return rows.map((row) => row.id);
    },

    /**
     * Deletes an application still received before `cutoff`, in the caller's transaction:
     * the site's own deletion (ADR 066's retention), logged by the server, not the journal.
     * Its CV's key, for the file to go too.
     */
    async removeExpired(id: string, cutoff: Date, tx: Transaction): Promise<string | undefined> {
      const [row] = await tx
        .delete(candidatures)
        .where(and(eq(candidatures.id, id), lt(candidatures.createdAt, cutoff)))
        .returning({ cle: candidatures.cvCle });
      return row?.cle;
    },
  };
}

export type ApplicationsRepository = ReturnType<typeof createApplicationsRepository>;
