import { randomBytes } from "node:crypto";
import { and, eq, isNotNull, isNull, sql } from "drizzle-orm";
import { DEFAULT_LANGUAGE, type SectorCode } from "../../../domain/constants.ts";
import type {
  NewsletterSubscriberView,
  NewsletterSubscriptionInput,
} from "../../../domain/newsletter.ts";
import type { Database, Transaction } from "../../db/client.ts";
import { rowsOf } from "../../db/raw-rows.ts";
import { newsletterSubscriptions } from "../../db/schema.ts";
import { type OrderKey, orderBy, pageWithTotal } from "../../lib/page-ids.ts";

/** 256 random bits, URL-safe: a link made of it (confirm, unsubscribe) cannot be guessed. */
export function newRandomToken(): string {
  return randomBytes(32).toString("base64url");
}

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** What a confirmation mail needs: the new subscription's tokens and language. */
export interface PendingSubscription {
  email: string;
  langue: SubscriptionRow["langue"];
  jetonConfirmation: string;
  jetonDesinscription: string;
}

type SubscriptionRow = typeof newsletterSubscriptions.$inferSelect;

function toView(row: SubscriptionRow): NewsletterSubscriberView {
  return {
    _id: row.id,
    id: row.id,
    email: row.email,
    secteur: row.secteur,
    langue: row.langue,
    dateInscription: row.createdAt.toISOString(),
  };
}

const t = newsletterSubscriptions;
/** Subscribed, and confirmed: a pending subscription does not count yet. */
const active = and(isNull(t.unsubscribedAt), isNotNull(t.confirmedAt));
/** Active subscribers, of one sector of interest when given. */
const activeIn = (secteur: SectorCode | undefined) =>
  and(active, secteur === undefined ? undefined : eq(t.secteur, secteur));
const newestFirst: OrderKey[] = [
  [t.createdAt, "desc"],
  [t.id, "desc"],
];

/**
 * How many active subscribers there are, in a sector or in all: the totals the database
 * keeps per sector (migration 0020, '' for a subscription to every sector), instead of
 * counting up to a hundred thousand rows at every page.
 */
async function activeTotal(db: Database, secteur: SectorCode | undefined): Promise<number> {
  const [row] = await rowsOf<{ total: number }>(
    db,
    sql`select coalesce(sum(n), 0)::int as total from newsletter_active_totals
      where ${secteur ?? null}::text is null or secteur = ${secteur ?? null}`,
  );
  return row?.total ?? 0;
}

/** How many subscribers the CSV export reads at a time. */
export const EXPORT_BATCH_SIZE = 1000;

export function createNewsletterRepository(db: Database) {
  return {
    /**
     * One subscription per email, in one statement whatever the email's history, so the
     * answer (and its timing) does not tell whether it was already subscribed. Without
     * SMTP nothing proves the visitor owns the address: a repeated subscription updates
     * the sector and language it names, and counts a pending one, but an email that
     * unsubscribed stays unsubscribed, untouched (ADR 015); only the mailed link of a
     * double opt-in brings it back.
     */
    async subscribe(input: NewsletterSubscriptionInput): Promise<void> {
      await db
        .insert(t)
        .values({
          email: input.email,
          secteur: input.secteur ?? null,
          langue: input.langue ?? DEFAULT_LANGUAGE,
          jetonDesinscription: newRandomToken(),
          confirmedAt: sql`now()`,
        })
        .onConflictDoUpdate({
          target: t.email,
          set: {
            ...(input.secteur ? { secteur: input.secteur } : {}),
            ...(input.langue ? { langue: input.langue } : {}),
            // Without SMTP there is no link to follow: a pending subscription counts now.
            confirmedAt: sql`coalesce(${t.confirmedAt}, now())`,
            jetonConfirmation: null,
          },
          setWhere: isNull(t.unsubscribedAt),
        });
    },

    /**
     * A subscription that counts once confirmed (SMTP configured). A new or unsubscribed
     * email, or one still pending, gets a fresh confirmation token: `sendConfirmation`
     * queues its mail in the same transaction. An email already confirmed only has its
     * sector and language updated, and gets no mail; the visitor's answer is the same.
     */
    async subscribePending(
      input: NewsletterSubscriptionInput,
      sendConfirmation: (tx: Transaction, pending: PendingSubscription) => Promise<void>,
    ): Promise<void> {
      await db.transaction(async (tx) => {
        const jetonConfirmation = newRandomToken();
        const named = {
          ...(input.secteur ? { secteur: input.secteur } : {}),
          ...(input.langue ? { langue: input.langue } : {}),
        };
        const [created] = await tx
          .insert(t)
          .values({
            email: input.email,
            secteur: input.secteur ?? null,
            langue: input.langue ?? DEFAULT_LANGUAGE,
            jetonDesinscription: newRandomToken(),
            jetonConfirmation,
          })
          .onConflictDoNothing({ target: t.email })
          .returning();
        let row = created;
        if (!row) {
          const [existing] = await tx
            .select()
            .from(t)
            .where(eq(t.email, input.email))
            .for("update");
          if (!existing) return;
          if (existing.unsubscribedAt === null && existing.confirmedAt !== null) {
            await tx.update(t).set(named).where(eq(t.id, existing.id));
            return;
          }
          [row] = await tx
            .update(t)
            .set({
              ...named,
              ...(existing.unsubscribedAt ? { createdAt: sql`now()` } : {}),
              unsubscribedAt: null,
              confirmedAt: null,
              jetonConfirmation,
            })
            .where(eq(t.id, existing.id))
            .returning();
        }
        if (!row?.jetonConfirmation) return;
        await sendConfirmation(tx, {
          email: row.email,
          langue: row.langue,
          jetonConfirmation: row.jetonConfirmation,
          jetonDesinscription: row.jetonDesinscription,
        });
      });
    },

    /** Confirms the subscription of this token, once: the token is cleared. False when unknown. */
    async confirm(token: string): Promise<boolean> {
      if (!TOKEN_PATTERN.test(token)) return false;
      const rows = await db
        .update(t)
        .set({ confirmedAt: sql`now()`, jetonConfirmation: null })
        .where(and(eq(t.jetonConfirmation, token), isNull(t.unsubscribedAt)))
        .returning({ id: t.id });
      return rows.length > 0;
    },

    /** Unsubscribes the email of this token; false when no subscription has it. */
    async unsubscribe(token: string): Promise<boolean> {
      if (!TOKEN_PATTERN.test(token)) return false;
      const rows = await db
        .update(t)
        // Unsubscribing twice keeps the first date.
        .set({ unsubscribedAt: sql`coalesce(${t.unsubscribedAt}, now())` })
        .where(eq(t.jetonDesinscription, token))
        .returning({ id: t.id });
      return rows.length > 0;
    },

    /** Active subscribers, newest first. */
    async listActive(options: { page: number; limite: number; secteur?: SectorCode | undefined }) {
      const where = activeIn(options.secteur);
      const { rows, total } = await pageWithTotal(
        db,
        t,
        where,
        newestFirst,
        options,
        (page) =>
          db
            .select({ row: t })
            .from(t)
            .innerJoin(page, eq(page.id, t.id))
            .orderBy(...orderBy(newestFirst))
            .then((found) => found.map(({ row }) => row)),
        () => activeTotal(db, options.secteur),
      );
      return { rows: rows.map(toView), total };
    },

    /**
     * Every active subscriber, newest first, for the CSV export: in batches of `batchSize`,
     * each read on the index from where the last one ended (the last id names the place, so
     * the cursor keeps the database's microseconds), so that the export holds one batch in
     * memory whatever the count (issue 30).
     */
    async *activeInBatches(
      secteur?: SectorCode,
      batchSize = EXPORT_BATCH_SIZE,
    ): AsyncGenerator<NewsletterSubscriberView[]> {
      let after: string | undefined;
      for (;;) {
        const rows = await db
          .select()
          .from(t)
          .where(
            and(
              activeIn(secteur),
              after === undefined
                ? undefined
                : sql`(${t.createdAt}, ${t.id}) < (select ${t.createdAt}, ${t.id} from ${t} where ${t.id} = ${after})`,
            ),
          )
          .orderBy(...orderBy(newestFirst))
          .limit(batchSize);
        if (rows.length > 0) yield rows.map(toView);
        if (rows.length < batchSize) return;
        after = rows[rows.length - 1]?.id;
      }
    },
  };
}

export type NewsletterRepository = ReturnType<typeof createNewsletterRepository>;
