import { and, eq, type SQL, sql } from "drizzle-orm";
import type { SectorCode } from "../../../domain/constants.ts";
import type { ContactRequestInput, ContactRequestView } from "../../../domain/contact.ts";
import { isUuid } from "../../../domain/ids.ts";
import type { Database, Transaction } from "../../db/client.ts";
import { rowsOf } from "../../db/raw-rows.ts";
import { contactRequests, type UserRow, users } from "../../db/schema.ts";
import { type OrderKey, orderBy, pageWithTotal } from "../../lib/page-ids.ts";
import { logActivity } from "../content/activity-log.ts";
import { authorView } from "../content/present.ts";

/** The activity log's name for these rows. */
export const CONTACT_ENTITY = "contact";

const columns = {
  request: contactRequests,
  treatedBy: { id: users.id, nom: users.nom, prenom: users.prenom },
};

type Row = {
  request: typeof contactRequests.$inferSelect;
  treatedBy: { id: string | null; nom: string | null; prenom: string | null } | null;
};

function toView({ request, treatedBy }: Row): ContactRequestView {
  return {
    _id: request.id,
    id: request.id,
    nom: request.nom,
    numero: request.numero,
    email: request.email,
    entreprise: request.entreprise,
    description: request.description,
    secteur: request.secteur,
    traite: request.traite,
    traiteLe: request.traiteLe?.toISOString() ?? null,
    traitePar: authorView(treatedBy),
    dateCreation: request.createdAt.toISOString(),
  };
}

/**
 * How many requests the inbox holds, whole or by its filters: the sum of the totals the
 * database keeps per treated state and sector (migration 0020), instead of counting up to
 * a hundred thousand rows at every page.
 */
async function keptTotal(
  db: Database,
  filters: { traite?: boolean | undefined; secteur?: SectorCode | undefined },
): Promise<number> {
  const [row] = await rowsOf<{ total: number }>(
    db,
    sql`select coalesce(sum(n), 0)::int as total from contact_request_totals
      where (${filters.traite ?? null}::boolean is null or traite = ${filters.traite ?? null})
        and (${filters.secteur ?? null}::text is null or secteur = ${filters.secteur ?? null})`,
  );
  return row?.total ?? 0;
}

export function createContactRepository(db: Database) {
  async function findView(id: string): Promise<ContactRequestView | undefined> {
    const [row] = await db
      .select(columns)
      .from(contactRequests)
      .leftJoin(users, eq(users.id, contactRequests.traitePar))
      .where(eq(contactRequests.id, id));
    return row ? toView(row) : undefined;
  }

  return {
    /**
     * Stores a request received at `receivedAt` (the app's clock: the dashboard counts the
     * weeks by it); in the caller's transaction when given one (its mail goes with it).
     */
    async create(
      input: ContactRequestInput,
      receivedAt: Date,
      tx: Database | Transaction = db,
    ): Promise<string> {
      const [row] = await tx
        .insert(contactRequests)
        .values({
          nom: input.nom,
          numero: input.numero,
          email: input.email,
          entreprise: input.entreprise,
          description: input.description,
          secteur: input.secteur,
          createdAt: receivedAt,
        })
        .returning({ id: contactRequests.id });
      if (!row) throw new Error("insert returned no row");
      return row.id;
    },

    /**
     * Newest first; `traite` and `secteur` filter when given. The total of `traite: false`
     * is the count of untreated requests the back office shows.
     */
    async list(options: {
      page: number;
      limite: number;
      traite?: boolean | undefined;
      secteur?: SectorCode | undefined;
    }) {
      const where: SQL | undefined = and(
        options.traite === undefined ? undefined : eq(contactRequests.traite, options.traite),
        options.secteur === undefined ? undefined : eq(contactRequests.secteur, options.secteur),
      );
      // The inbox's indexes (schema.ts) hold this order, whole and by each filter.
      const order: OrderKey[] = [
        [contactRequests.createdAt, "desc"],
        [contactRequests.id, "desc"],
      ];
      const { rows, total } = await pageWithTotal(
        db,
        contactRequests,
        where,
        order,
        options,
        (page) =>
          db
            .select(columns)
            .from(contactRequests)
            .innerJoin(page, eq(page.id, contactRequests.id))
            .leftJoin(users, eq(users.id, contactRequests.traitePar))
            .orderBy(...orderBy(order)),
        () => keptTotal(db, options),
      );
      return { rows: rows.map(toView), total };
    },

    /**
     * Marks a request treated (when and by whom) or untreated (both cleared), logged as a
     * staff write in the same transaction. Undefined when there is no such request.
     */
    async setTreated(
      id: string,
      traite: boolean,
      user: UserRow,
    ): Promise<ContactRequestView | undefined> {
      if (!isUuid(id)) return undefined;
      const updated = await db.transaction(async (tx) => {
        const [row] = await tx
          .update(contactRequests)
          .set(
            traite
              ? {
                  traite: true,
                  // Marking an already treated request again keeps who treated it first, and when.
                  traiteLe: sql`case when ${contactRequests.traite} then ${contactRequests.traiteLe} else now() end`,
                  traitePar: sql`case when ${contactRequests.traite} then ${contactRequests.traitePar} else ${user.id}::uuid end`,
                }
              : { traite: false, traiteLe: null, traitePar: null },
          )
          .where(eq(contactRequests.id, id))
          .returning({ id: contactRequests.id });
        if (!row) return false;
        await logActivity(tx, user, CONTACT_ENTITY, row.id, "modification");
        return true;
      });
      return updated ? findView(id) : undefined;
    },
  };
}

export type ContactRepository = ReturnType<typeof createContactRepository>;
