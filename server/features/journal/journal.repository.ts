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
  articles,
  categories,
  contactRequests,
  groupReferences,
  opportunites,
  personnes,
  realisations,
  siteDocuments,
  users,
} from "../../db/schema.ts";
import { CONTACT_ENTITY } from "../contact/contact.repository.ts";

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
const currentTitle = sql<string | null>`coalesce(
  ${articles.titre}->>'fr', ${realisations.titre}->>'fr', ${opportunites.titre}->>'fr',
  ${contactRequests.nom},
  case when ${log.entityType} = 'site' then ${JOURNAL_TITLES.site}::text end,
  ${JOURNAL_TITLES.pagePrefix}::text || ${siteDocuments.cle},
  ${JOURNAL_TITLES.categoryPrefix}::text || (${categories.libelle}->>'fr'),
  ${JOURNAL_TITLES.personPrefix}::text || (${personnes.nom}->>'fr'),
  ${JOURNAL_TITLES.referencePrefix}::text || ${groupReferences.nom})`;

/** Entries newest first, with who wrote them and their item's title as it is now. */
async function readEntries(
  db: Database,
  where: SQL | undefined,
  page: { limite: number; offset: number },
): Promise<JournalEntryView[]> {
  const rows = await db
    .select({
      entry: log,
      user: { id: users.id, prenom: users.prenom, nom: users.nom },
      titre: currentTitle,
    })
    .from(log)
    .leftJoin(users, eq(users.id, log.userId))
    .leftJoin(articles, joinOn(articles.id, "article"))
    .leftJoin(realisations, joinOn(realisations.id, "realisation"))
    .leftJoin(opportunites, joinOn(opportunites.id, "opportunite"))
    .leftJoin(contactRequests, joinOn(contactRequests.id, CONTACT_ENTITY))
    .leftJoin(siteDocuments, joinOn(siteDocuments.id, "page"))
    .leftJoin(categories, joinOn(categories.id, "categorie"))
    .leftJoin(personnes, joinOn(personnes.id, "personne"))
    .leftJoin(groupReferences, joinOn(groupReferences.id, "reference"))
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
