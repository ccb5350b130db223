import { randomBytes } from "node:crypto";
import { and, count, desc, eq, isNull, sql } from "drizzle-orm";
import { DEFAULT_LANGUAGE, type SectorCode } from "../../../domain/constants.ts";
import type {
  NewsletterSubscriberView,
  NewsletterSubscriptionInput,
} from "../../../domain/newsletter.ts";
import type { Database } from "../../db/client.ts";
import { newsletterSubscriptions } from "../../db/schema.ts";

/** 256 random bits, URL-safe: the unsubscribe link cannot be guessed. */
export function newUnsubscribeToken(): string {
  return randomBytes(32).toString("base64url");
}

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

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
const active = isNull(t.unsubscribedAt);
/** Active subscribers, of one sector of interest when given. */
const activeIn = (secteur: SectorCode | undefined) =>
  and(active, secteur === undefined ? undefined : eq(t.secteur, secteur));
const newestFirst = [desc(t.createdAt), desc(t.id)];

export function createNewsletterRepository(db: Database) {
  return {
    /**
     * One subscription per email, in one statement whatever the email's history, so the
     * answer (and its timing) does not tell whether it was already subscribed. A repeated
     * subscription updates the sector and language it names and re-activates an
     * unsubscribed email, whose date becomes the date of this new consent; the
     * unsubscribe token stays, so links in earlier emails keep working.
     */
    async subscribe(input: NewsletterSubscriptionInput): Promise<void> {
      await db
        .insert(t)
        .values({
          email: input.email,
          secteur: input.secteur ?? null,
          langue: input.langue ?? DEFAULT_LANGUAGE,
          jetonDesinscription: newUnsubscribeToken(),
        })
        .onConflictDoUpdate({
          target: t.email,
          set: {
            ...(input.secteur ? { secteur: input.secteur } : {}),
            ...(input.langue ? { langue: input.langue } : {}),
            createdAt: sql`case when ${t.unsubscribedAt} is null then ${t.createdAt} else now() end`,
            unsubscribedAt: null,
          },
        });
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
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(t)
          .where(where)
          .orderBy(...newestFirst)
          .limit(options.limite)
          .offset((options.page - 1) * options.limite),
        db.select({ value: count() }).from(t).where(where),
      ]);
      return { rows: rows.map(toView), total: total?.value ?? 0 };
    },

    /** Every active subscriber, newest first, for the CSV export. */
    async allActive(secteur?: SectorCode): Promise<NewsletterSubscriberView[]> {
      const rows = await db
        .select()
        .from(t)
        .where(activeIn(secteur))
        .orderBy(...newestFirst);
      return rows.map(toView);
    },
  };
}

export type NewsletterRepository = ReturnType<typeof createNewsletterRepository>;
