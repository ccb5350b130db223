import { and, count, desc, eq, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import {
  JOURNAL_TITLES,
  type JournalEntityType,
  type JournalEntryView,
} from "../../../domain/journal.ts";
import type { Database } from "../../db/client.ts";
import {
  activityLog,
  candidatures,
  categories,
  contactRequests,
  groupReferences,
  personnes,
  siteDocuments,
  users,
} from "../../db/schema.ts";
import { APPLICATION_ENTITY } from "../candidatures/candidatures.repository.ts";
import { CONTACT_ENTITY } from "../contact/contact.repository.ts";
import { CONTENT_TABLES } from "../content/content-table.ts";

/** Every content table with the type the log names its items by. */
const CONTENT_ENTRIES = Object.entries(CONTENT_TABLES) as [
  keyof typeof CONTENT_TABLES,
  (typeof CONTENT_TABLES)[keyof typeof CONTENT_TABLES],
][];

export interface JournalFilter {
  utilisateur?: string | undefined;
  entite?: JournalEntityType | undefined;
}

const log = activityLog;

/** Joined on its type as well as its id: the log's ids are not unique across tables. */
const joinOn = (id: AnyPgColumn, type: string) =>
  and(eq(log.entityType, type), eq(id, log.entityId));

// The item as it is now: gone items have no row, so their title is null. The site
// settings are one document with a fixed name; a page's texts are named by the page's key.
const contentTitles = sql.join(
  CONTENT_ENTRIES.map(([, table]) => sql`${table.titre}->>'fr'`),
  sql`, `,
);
const currentTitle = sql<string | null>`coalesce(
  ${contentTitles},
  ${contactRequests.nom},
  case when ${log.entityType} = 'site' then ${JOURNAL_TITLES.site}::text end,
  ${JOURNAL_TITLES.pagePrefix}::text || ${siteDocuments.cle},
  ${JOURNAL_TITLES.categoryPrefix}::text || (${categories.libelle}->>'fr'),
  ${JOURNAL_TITLES.personPrefix}::text || (${personnes.nom}->>'fr'),
  ${JOURNAL_TITLES.referencePrefix}::text || ${groupReferences.nom},
  ${JOURNAL_TITLES.applicationPrefix}::text || ${candidatures.nom})`;

/** Entries newest first, with who wrote them and their item's title as it is now. */
async function readEntries(
  db: Database,
  where: SQL | undefined,
  page: { limite: number; offset: number },
): Promise<JournalEntryView[]> {
  let query = db
    .select({
      entry: log,
      user: { id: users.id, prenom: users.prenom, nom: users.nom },
      titre: currentTitle,
    })
    .from(log)
    .leftJoin(users, eq(users.id, log.userId))
    .$dynamic();
  for (const [type, table] of CONTENT_ENTRIES) {
    query = query.leftJoin(table, joinOn(table.id, type));
  }
  const rows = await query
    .leftJoin(contactRequests, joinOn(contactRequests.id, CONTACT_ENTITY))
    .leftJoin(siteDocuments, joinOn(siteDocuments.id, "page"))
    .leftJoin(categories, joinOn(categories.id, "categorie"))
    .leftJoin(personnes, joinOn(personnes.id, "personne"))
    .leftJoin(groupReferences, joinOn(groupReferences.id, "reference"))
    .leftJoin(candidatures, joinOn(candidatures.id, APPLICATION_ENTITY))
    .where(where)
    .orderBy(desc(log.createdAt), desc(log.id))
    .limit(page.limite)
    .offset(page.offset);
  return rows.map(
    ({ entry, user, titre }): JournalEntryView => ({
      _id: entry.id,
      id: entry.id,
      utilisateur: user?.id
        ? { _id: user.id, prenom: user.prenom ?? "", nom: user.nom ?? "" }
        : null,
      nomUtilisateur: entry.userName,
      action: entry.action,
      element: {
        type: entry.entityType as JournalEntityType,
        _id: entry.entityId,
        titre: titre ?? null,
      },
      date: entry.createdAt.toISOString(),
    }),
  );
}

const filterOf = (filter: JournalFilter): SQL | undefined =>
  and(
    filter.utilisateur ? eq(log.userId, filter.utilisateur) : undefined,
    filter.entite ? eq(log.entityType, filter.entite) : undefined,
  );

export function createJournalRepository(db: Database) {
  return {
    /** The activity log, newest first. */
    async list(options: { page: number; limite: number } & JournalFilter) {
      const where = filterOf(options);
      const [rows, [total]] = await Promise.all([
        readEntries(db, where, {
          limite: options.limite,
          offset: (options.page - 1) * options.limite,
        }),
        db.select({ value: count() }).from(log).where(where),
      ]);
      return { rows, total: total?.value ?? 0 };
    },

    /**
     * The newest `limite` entries, the site's or one person's (the dashboard, issue 31):
     * read from the log's date indexes, without counting the whole log.
     */
    recent(options: { limite: number } & JournalFilter): Promise<JournalEntryView[]> {
      return readEntries(db, filterOf(options), { limite: options.limite, offset: 0 });
    },
  };
}
