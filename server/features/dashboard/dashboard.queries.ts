import { and, count, desc, eq, gte, inArray, sql } from "drizzle-orm";
import { SECTOR_CODES, type SectorCode } from "../../../domain/constants.ts";
import {
  CONTENT_TYPE_KEYS,
  type ContentTypeKey,
} from "../../../domain/content-types/identities.ts";
import {
  DASHBOARD_DAYS,
  DASHBOARD_WEEKS,
  DRAFTS_COUNT,
  dayOf,
  daysEndingOn,
  MOST_READ_COUNT,
  RECENT_ACTIVITY_COUNT,
  weeksEndingOn,
} from "../../../domain/dashboard.ts";
import type { Database } from "../../db/client.ts";
import { contactRequests, contentViewDays } from "../../db/schema.ts";
import type { Clock } from "../../lib/clock.ts";
import { CONTENT_TABLES, type ContentTable } from "../content/content-table.ts";
import { type Actor, ownedBy, reachesEverything } from "../content/ownership.ts";
import { createJournalRepository } from "../journal/journal.repository.ts";
import { summaryOf } from "../working-copies/working-copies.answers.ts";
import { createWorkingCopiesRepository } from "../working-copies/working-copies.repository.ts";

const TABLES: Record<ContentTypeKey, ContentTable> = CONTENT_TABLES;

const DRAFT = "brouillon";
const MISSING_TITLE = "Titre manquant";

/** An item the dashboard names: its type, its id and its French title. */
interface NamedItem {
  type: ContentTypeKey;
  _id: string;
  titre: string;
}

const views = sql<number>`sum(${contentViewDays.views})::int`;

/**
 * What the back office's dashboard shows (issue 31 point 6), computed at the clock's time:
 * an administrator's is the whole site's, an adviser's their own items' and their own
 * writes (docs/decisions/004). Each read is bounded by an index: the counts per item and
 * day by day (or, for an adviser, by their items), the log by date, drafts by author.
 */
export function createDashboardQueries(db: Database, clock: Clock) {
  const journal = createJournalRepository(db);
  const workingCopies = createWorkingCopiesRepository(db);

  /** Views per day of the window, every item's (an administrator) or the actor's own. */
  async function viewsPerDay(actor: Actor, firstDay: string): Promise<Map<string, number>> {
    const perDay = new Map<string, number>();
    const add = (rows: { day: string; views: number }[]) => {
      for (const row of rows) perDay.set(row.day, (perDay.get(row.day) ?? 0) + row.views);
    };
    if (reachesEverything(actor)) {
      add(
        await db
          .select({ day: contentViewDays.day, views })
          .from(contentViewDays)
          .where(gte(contentViewDays.day, firstDay))
          .groupBy(contentViewDays.day),
      );
      return perDay;
    }
    // An adviser's items first (their author index), then each item's days (the key).
    for (const type of CONTENT_TYPE_KEYS) {
      const table = TABLES[type];
      add(
        await db
          .select({ day: contentViewDays.day, views })
          .from(table)
          .innerJoin(
            contentViewDays,
            and(eq(contentViewDays.contentType, type), eq(contentViewDays.contentId, table.id)),
          )
          .where(and(ownedBy(table.auteurId, actor), gte(contentViewDays.day, firstDay)))
          .groupBy(contentViewDays.day),
      );
    }
    return perDay;
  }

  /**
   * The most read items of the window, most views first (ties: the id, for a stable order).
   * The site's: the counts summed by item, the first few then named. An adviser's: their
   * items first, then each one's days.
   */
  async function mostRead(
    actor: Actor,
    firstDay: string,
  ): Promise<(NamedItem & { vues: number })[]> {
    let top: { type: ContentTypeKey; _id: string; vues: number }[];
    if (reachesEverything(actor)) {
      top = (
        await db
          .select({
            type: contentViewDays.contentType,
            _id: contentViewDays.contentId,
            vues: views,
          })
          .from(contentViewDays)
          .where(gte(contentViewDays.day, firstDay))
          .groupBy(contentViewDays.contentType, contentViewDays.contentId)
          .orderBy(desc(views), contentViewDays.contentId)
          .limit(MOST_READ_COUNT)
      ).map((row) => ({ ...row, vues: Number(row.vues) }));
    } else {
      const perType = await Promise.all(
        CONTENT_TYPE_KEYS.map(async (type) => {
          const table = TABLES[type];
          const rows = await db
            .select({ _id: table.id, vues: views })
            .from(table)
            .innerJoin(
              contentViewDays,
              and(eq(contentViewDays.contentType, type), eq(contentViewDays.contentId, table.id)),
            )
            .where(and(ownedBy(table.auteurId, actor), gte(contentViewDays.day, firstDay)))
            .groupBy(table.id)
            .orderBy(desc(views), table.id)
            .limit(MOST_READ_COUNT);
          return rows.map((row) => ({ type, _id: row._id, vues: Number(row.vues) }));
        }),
      );
      top = perType
        .flat()
        .sort((a, b) => b.vues - a.vues || a._id.localeCompare(b._id))
        .slice(0, MOST_READ_COUNT);
    }
    const titles = await titlesOf(top);
    return top.map((item) => ({
      ...item,
      titre: titles.get(`${item.type}:${item._id}`) || MISSING_TITLE,
    }));
  }

  /** The French titles of `items`, by `type:id`: one read of each type's rows by id. */
  async function titlesOf(items: { type: ContentTypeKey; _id: string }[]) {
    const titles = new Map<string, string>();
    for (const type of CONTENT_TYPE_KEYS) {
      const ids = items.filter((item) => item.type === type).map((item) => item._id);
      if (ids.length === 0) continue;
      const table = TABLES[type];
      const rows = await db
        .select({ id: table.id, titre: table.titre })
        .from(table)
        .where(inArray(table.id, ids));
      for (const row of rows) titles.set(`${type}:${row.id}`, row.titre.fr);
    }
    return titles;
  }

  /**
   * The actor's own drafts (state 'brouillon'), last saved first, and how many they have;
   * beside them, their working copies (docs/decisions/053), the same way.
   */
  async function ownDrafts(actor: Actor) {
    const [copies, perType] = await Promise.all([
      workingCopies.list(actor.id, { page: 1, limite: DRAFTS_COUNT }),
      draftsPerType(actor),
    ]);
    return {
      elements: perType
        .flatMap((each) => each.rows)
        .sort((a, b) => b.dateModification.localeCompare(a.dateModification))
        .slice(0, DRAFTS_COUNT),
      parType: Object.fromEntries(perType.map((each) => [each.type, each.total])) as Record<
        ContentTypeKey,
        number
      >,
      copies: copies.rows.map(summaryOf),
      totalCopies: copies.total,
    };
  }

  /** The actor's items in state 'brouillon' of each type: the last DRAFTS_COUNT, and how many. */
  function draftsPerType(actor: Actor) {
    return Promise.all(
      CONTENT_TYPE_KEYS.map(async (type) => {
        const table = TABLES[type];
        const mine = and(eq(table.auteurId, actor.id), eq(table.etat, DRAFT));
        const [rows, [total]] = await Promise.all([
          db
            .select({ _id: table.id, titre: table.titre, updatedAt: table.updatedAt })
            .from(table)
            .where(mine)
            .orderBy(desc(table.updatedAt), table.id)
            .limit(DRAFTS_COUNT),
          db.select({ value: count() }).from(table).where(mine),
        ]);
        return {
          type,
          total: total?.value ?? 0,
          rows: rows.map((row) => ({
            type,
            _id: row._id,
            titre: row.titre.fr || MISSING_TITLE,
            dateModification: row.updatedAt.toISOString(),
          })),
        };
      }),
    );
  }

  return {
    /** The dashboard of `actor`: views per day, most read items, recent activity, drafts. */
    async overview(actor: Actor) {
      const days = daysEndingOn(clock.now(), DASHBOARD_DAYS);
      const firstDay = days[0] as string;
      const [perDay, plusLus, activite, brouillons] = await Promise.all([
        viewsPerDay(actor, firstDay),
        mostRead(actor, firstDay),
        journal.recent({
          limite: RECENT_ACTIVITY_COUNT,
          utilisateur: reachesEverything(actor) ? undefined : actor.id,
        }),
        ownDrafts(actor),
      ]);
      // Every day of the window, a day without views at 0.
      const vuesParJour = days.map((jour) => ({ jour, vues: perDay.get(jour) ?? 0 }));
      return {
        perimetre: reachesEverything(actor) ? ("site" as const) : ("personnel" as const),
        vuesParJour,
        totalVues: vuesParJour.reduce((sum, day) => sum + day.vues, 0),
        plusLus,
        activite,
        brouillons,
      };
    },

    /** The contact requests of each sector per week, the last DASHBOARD_WEEKS weeks. */
    async requestsPerWeek() {
      const mondays = weeksEndingOn(clock.now(), DASHBOARD_WEEKS);
      const weekOf = sql<string>`to_char(date_trunc('week', ${contactRequests.createdAt} at time zone 'UTC'), 'YYYY-MM-DD')`;
      const rows = await db
        .select({ semaine: weekOf, secteur: contactRequests.secteur, demandes: count() })
        .from(contactRequests)
        .where(gte(contactRequests.createdAt, mondays[0] as Date))
        .groupBy(weekOf, contactRequests.secteur);
      const counted = new Map(rows.map((row) => [`${row.semaine}:${row.secteur}`, row.demandes]));
      const semaines = mondays.map((monday) => {
        const debut = dayOf(monday);
        const parSecteur = Object.fromEntries(
          SECTOR_CODES.map((code) => [code, counted.get(`${debut}:${code}`) ?? 0]),
        ) as Record<SectorCode, number>;
        const total = Object.values(parSecteur).reduce((sum, value) => sum + value, 0);
        return { debut, parSecteur, total };
      });
      return {
        secteurs: [...SECTOR_CODES],
        semaines,
        total: semaines.reduce((sum, week) => sum + week.total, 0),
      };
    },
  };
}

export type DashboardQueries = ReturnType<typeof createDashboardQueries>;
