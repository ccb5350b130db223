// The words the search's typo correction may suggest (issue 30, docs/decisions/047): every
// word of the searched texts, per language, kept in search_vocabulary under a trigram
// index, instead of being split out of every public text at every search that finds
// nothing. A save adds its item's words (content.repository.ts's afterWrite); nothing is
// taken out on a save or a deletion: a word is suggested only while a public item's stored
// document holds it (search.queries.ts), so the words of hidden items are never offered.
// `npm run search:reindex` rebuilds the table from every row (after an import, or to drop
// the words no item holds any more).
import { eq, type SQL, sql } from "drizzle-orm";
import { LANGUAGES, type Language } from "../../../domain/constants.ts";
import type { ContentTypeKey } from "../../../domain/content-types/identities.ts";
import type { Database, Transaction } from "../../db/client.ts";
import { rowsOf } from "../../db/raw-rows.ts";
import { searchVocabulary } from "../../db/schema.ts";
import { invalidatePublicPages } from "../../lib/public-cache.ts";
import { SEARCHED, type Searched, textsOf } from "./documents.ts";

/**
 * Shorter words are left as typed and never suggested: too short to judge a typo by
 * (trigram similarity at pg_trgm's default threshold of 0.3).
 */
export const MIN_CORRECTED_LENGTH = 3;

/**
 * The words of a text as the vocabulary holds them: lower case, no accents. The folding is
 * SQL's `site_fold` (migration 0015, the back office's title searches use it too: unaccent,
 * as in the search configurations of migration 0009), since the text never leaves the
 * database here; in JavaScript, accents fold through `foldAccents` (domain/text.ts).
 */
export const wordsOf = (text: SQL) => sql`regexp_split_to_table(site_fold(${text}), '[^a-z0-9]+')`;

type Executor = Pick<Database, "execute">;

/** Adds to the vocabulary the words of a type's rows that `where` selects, in every language. */
async function addWords(db: Executor, searched: Searched, where: SQL | undefined) {
  for (const lang of LANGUAGES) {
    const words = sql`select distinct ${wordsOf(sql.join(textsOf(searched, lang), sql` || ' ' || `))} as word
      from ${searched.table} ${where ? sql`where ${where}` : sql``}`;
    await db.execute(sql`insert into ${searchVocabulary} (lang, word)
      select ${lang}::text, word from (${words}) words
      where length(word) >= ${MIN_CORRECTED_LENGTH}
      on conflict do nothing`);
  }
}

const searchedOf = (type: ContentTypeKey): Searched => {
  const found = SEARCHED.find((searched) => searched.type === type);
  if (!found) throw new Error(`${type} is not searched`);
  return found;
};

/** After a save, in its transaction: the saved item's words join the vocabulary. */
export async function addWordsOfItem(tx: Transaction, type: ContentTypeKey, id: string) {
  const searched = searchedOf(type);
  await addWords(tx, searched, eq(searched.table.id, id));
}

/**
 * The vocabulary made again from every row of every searched type, in one transaction
 * (searches meanwhile read the old one). Answers how many words each language holds.
 * What the search answers may change with it (the corrections, and the rows an import
 * wrote): the cached public reads are outdated, on every instance.
 */
export async function rebuildVocabulary(db: Database): Promise<Record<Language, number>> {
  await db.transaction(async (tx) => {
    await tx.delete(searchVocabulary);
    for (const searched of SEARCHED) await addWords(tx, searched, undefined);
    await invalidatePublicPages(tx);
  });
  const rows = await rowsOf<{ lang: Language; words: number }>(
    db,
    sql`select lang, count(*)::int as words from ${searchVocabulary} group by lang`,
  );
  const counts = { fr: 0, en: 0, it: 0 } as Record<Language, number>;
  for (const { lang, words } of rows) counts[lang] = words;
  return counts;
}

/**
 * At start: a database whose items have no vocabulary yet (one made before migration 0014,
 * or filled by an import into an empty database) gets it. Says whether it was built.
 */
export async function fillVocabularyIfEmpty(db: Database): Promise<boolean> {
  const items = SEARCHED.map((searched) => sql`exists (select 1 from ${searched.table})`);
  const result = (await db.execute(sql`select
      not exists (select 1 from ${searchVocabulary}) and (${sql.join(items, sql` or `)}) as empty`)) as unknown as {
    rows: { empty: boolean }[];
  };
  if (!result.rows[0]?.empty) return false;
  await rebuildVocabulary(db);
  return true;
}
