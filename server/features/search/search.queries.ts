// The public search (issue 20, docs/decisions/029): PostgreSQL's full-text search over the
// public projects, articles and opportunities in the reader's language, the same SQL on
// PGlite and PostgreSQL (migration 0009 creates the extensions and configurations).
// The public search (issue 20, docs/decisions/029 and 047): PostgreSQL's full-text search
// over the public projects, articles and opportunities in the reader's language, the same
// SQL on PGlite and PostgreSQL. Each item's document is stored and indexed (documents.ts),
// so a search reads the items it finds, not every item; the typo correction reads its
// candidates from the vocabulary (vocabulary.ts) under a trigram index.
import { type SQL, sql } from "drizzle-orm";
import type { Language } from "../../../domain/constants.ts";
import type { ContentTypeKey } from "../../../domain/content-types/identities.ts";
import {
  SEARCH_MESSAGES,
  type SearchAnswer,
  type SearchResult,
  type SearchResultType,
} from "../../../domain/search.ts";
import type { Database } from "../../db/client.ts";
import { rowsOf } from "../../db/raw-rows.ts";
import { searchVocabulary } from "../../db/schema.ts";
import { createAddressLimiter } from "../../lib/address-limiter.ts";
import type { Clock } from "../../lib/clock.ts";
import type { CacheBounds, CacheShelf } from "../../lib/public-cache.ts";
import { rateLimitExceeded } from "../../lib/rate-limiter.ts";
import type { SlugsRepository } from "../content/slugs.repository.ts";
import {
  columnFor,
  configurationOf,
  inLanguage,
  SEARCHED,
  type Searched,
  storedDocument,
} from "./documents.ts";
import { MIN_CORRECTED_LENGTH, wordsOf } from "./vocabulary.ts";

/** The text a result shows under its title: the type's excerpt field (registry). */
const excerptOf = (searched: Searched, lang: Language): SQL =>
  inLanguage(sql`${columnFor(searched, searched.definition.excerpt)}`, lang);

const titleOf = (searched: Searched, lang: Language): SQL =>
  inLanguage(sql`${columnFor(searched, searched.title)}`, lang);

interface Row {
  type: SearchResultType;
  id: string;
  titre: string;
  extrait: string;
  total: number | string;
}

/**
 * The close words a misspelt one is compared with: the most similar of the vocabulary
 * (pg_trgm's `%`, at its default threshold of 0.3), of which the first that a public item
 * holds is suggested. Bounded, so that a word close to many costs no more than this.
 */
const CANDIDATES = 20;

/**
 * The results kept for the current content (the cache of public reads' version, on a shelf
 * of their own): a word many visitors search is ranked once per change of the content, not
 * at every search. Strangers choose these keys, so the shelf is small and apart from the
 * pages', and only an answer that found something is kept.
 */
export const SEARCH_CACHE_BOUNDS: CacheBounds = { maxEntries: 500, maxBytes: 8 * 1024 * 1024 };

/**
 * The corrections worked out for the current content, by language and text, on a shelf
 * of their own: a search that finds nothing is never kept (anyone can make up words by
 * the thousand), but the correction it then works out, a query per word and per close
 * word, is the content-wide part of its cost; the same typo or the same unknown name comes
 * back from visitor after visitor. Only the search for it runs again. A few bytes each.
 */
export const CORRECTION_CACHE_BOUNDS: CacheBounds = { maxEntries: 2_000, maxBytes: 512 * 1024 };

export function createSearch(
  db: Database,
  slugs: SlugsRepository,
  clock: Clock,
  limits: { perMinute: number },
  shelves: { results: CacheShelf; corrections: CacheShelf },
) {
  // A search is the one public request a stranger can make expensive: each address has
  // its share per minute, the API's and the page's together.
  const perAddress = createAddressLimiter(
    { perWindow: limits.perMinute, windowSeconds: 60 },
    clock,
  );

  /** One page of the public items matching `text`, the most relevant first. */
  async function matching(text: string, lang: Language, page: number, limite: number) {
    const now = clock.now();
    const selects = SEARCHED.map((searched) => {
      const document = storedDocument(searched, lang);
      return sql`select ${searched.type}::text as type, ${searched.table.id} as id,
          ${titleOf(searched, lang)} as titre, ${excerptOf(searched, lang)} as extrait,
          ts_rank(${document}, query) as rank, ${searched.date} as date
        from ${searched.table}, websearch_to_tsquery(${configurationOf(lang)}, ${text}) query
        where ${document} @@ query and ${searched.isPublic(now)}`;
    });
    return rowsOf<Row>(
      db,
      sql`select type, id, titre, extrait, count(*) over () as total
      from (${sql.join(selects, sql` union all `)}) found
      order by rank desc, date desc, id
      limit ${limite} offset ${(page - 1) * limite}`,
    );
  }

  /**
   * Whether a public item holds `word`: its stored document has the word's stem, found
   * through the GIN index. One word per query, its value known when the query is planned:
   * asked inside one query for a column of words, PostgreSQL expected an early match and
   * read every row of 100,000 for a word nobody holds (300 ms). A stop word of the
   * language (nothing left to look for) counts as held: the search ignores it, no typo.
   */
  async function heldByPublicItem(word: string, lang: Language, now: Date): Promise<boolean> {
    const query = sql`plainto_tsquery(${configurationOf(lang)}, ${word})`;
    const inPublicItem = SEARCHED.map(
      (searched) => sql`exists (select 1 from ${searched.table}
        where ${storedDocument(searched, lang)} @@ ${query} and ${searched.isPublic(now)})`,
    );
    const [row] = await rowsOf<{ held: boolean }>(
      db,
      sql`select (numnode(${query}) = 0 or ${sql.join(inPublicItem, sql` or `)}) as held`,
    );
    return row?.held === true;
  }

  /** The words of the vocabulary closest to `typed`, the closest first (trigram index). */
  async function closestWords(typed: string, lang: Language): Promise<string[]> {
    const rows = await rowsOf<{ word: string }>(
      db,
      sql`select word from ${searchVocabulary}
      where ${searchVocabulary.lang} = ${lang} and word % ${typed}
      order by similarity(word, ${typed}) desc, word limit ${CANDIDATES}`,
    );
    return rows.map((row) => row.word);
  }

  /** The words typed as the vocabulary holds them (folded by SQL, as its words are). */
  async function wordsTyped(text: string): Promise<string[]> {
    const rows = await rowsOf<{ typed: string }>(
      db,
      sql`select typed from ${wordsOf(sql`${text}`)} typed where typed <> ''`,
    );
    return rows.map((row) => row.typed);
  }

  /** `typed` itself if a public item holds it, else the closest word one holds, else null. */
  async function correctedWord(typed: string, lang: Language, now: Date) {
    if (typed.length < MIN_CORRECTED_LENGTH || (await heldByPublicItem(typed, lang, now))) {
      return typed;
    }
    for (const word of await closestWords(typed, lang)) {
      if (await heldByPublicItem(word, lang, now)) return word;
    }
    return null;
  }

  /** `text` with each word no public text holds replaced by the closest one that a public text does. */
  async function corrected(text: string, lang: Language): Promise<string | null> {
    const now = clock.now();
    const rows: { typed: string; closest: string | null }[] = [];
    for (const typed of await wordsTyped(text)) {
      rows.push({ typed, closest: await correctedWord(typed, lang, now) });
    }
    const words = rows.map(({ typed, closest }) => closest ?? typed);
    const changed = rows.some(({ typed, closest }) => closest !== null && closest !== typed);
    return changed ? words.join(" ") : null;
  }

  /** The results with their current slug in the reader's language (French where none). */
  async function withSlugs(rows: Row[], lang: Language): Promise<SearchResult[]> {
    const slugsByType = new Map(
      await Promise.all(
        SEARCHED.filter((searched) => searched.slugged).map(
          async ({ type }) =>
            [
              type,
              await slugs.currentFor(
                type as ContentTypeKey,
                rows.filter((row) => row.type === type).map((row) => row.id),
              ),
            ] as const,
        ),
      ),
    );
    return rows.map(({ type, id, titre, extrait }) => {
      if (type === "personne") return { type, titre, extrait, slug: id };
      const current = slugsByType.get(type)?.get(id);
      return { type, titre, extrait, slug: current?.[lang] || current?.fr || "" };
    });
  }

  /** The answer computed from the database, as `search` describes it. */
  async function searchNow(
    text: string,
    lang: Language,
    page: number,
    limite: number,
  ): Promise<SearchAnswer> {
    let correction: string | null = null;
    let rows = await matching(text, lang, page, limite);
    if (rows.length === 0 && page === 1) {
      const key = `correction:${lang}:${text.toLowerCase()}`;
      ({ value: correction } = await shelves.corrections.read(key, () => corrected(text, lang)));
      if (correction) rows = await matching(correction, lang, page, limite);
      if (rows.length === 0) correction = null;
    }
    return {
      results: await withSlugs(rows, lang),
      total: Number(rows[0]?.total ?? 0),
      correction,
    };
  }

  return {
    /**
     * The public items in `lang` matching `text` (already checked: SearchTextSchema): all
     * of its words, stemmed, accents ignored; `"…"` for a phrase, `-word` to exclude, `or`
     * between alternatives. Nothing found: the same with misspelt words corrected. From
     * an `address` past its searches of the minute: a French 429 (HttpError).
     */
    async search(
      query: { text: string; lang: Language; page: number; limite: number },
      address: string,
    ): Promise<SearchAnswer> {
      const verdict = perAddress.hit(address);
      if (!verdict.allowed) {
        throw rateLimitExceeded(verdict.retryAfterSeconds, SEARCH_MESSAGES.tooManyRequests);
      }
      const { text, lang, page, limite } = query;
      // The same words in another case search the same (the configurations fold it).
      const key = `search:${lang}:${page}:${limite}:${text.toLowerCase()}`;
      const { value } = await shelves.results.read(
        key,
        () => searchNow(text, lang, page, limite),
        (answer) => answer.total > 0,
      );
      return value;
    },
  };
}

export type Search = ReturnType<typeof createSearch>;
