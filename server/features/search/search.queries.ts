// The public search (issue 20, docs/decisions/029): PostgreSQL's full-text search over the
// public projects, articles and opportunities in the reader's language, the same SQL on
// PGlite and PostgreSQL (migration 0009 creates the extensions and configurations).
import { type AnyColumn, type SQL, sql } from "drizzle-orm";
import type { Language } from "../../../domain/constants.ts";
import {
  type ContentTypeDefinition,
  columnOf,
  searchedFields,
} from "../../../domain/content-types/define.ts";
import type { FieldKind, SearchWeight } from "../../../domain/content-types/fields.ts";
import { CONTENT_REGISTRY } from "../../../domain/content-types/index.ts";
import type { SearchAnswer, SearchResult, SearchResultType } from "../../../domain/search.ts";
import type { Database } from "../../db/client.ts";
import { articles, opportunites, realisations } from "../../db/schema.ts";
import type { Clock } from "../../lib/clock.ts";
import type { SlugsRepository } from "../content/slugs.repository.ts";
import {
  articleIsPublic,
  opportunityIsPublic,
  realisationIsPublic,
} from "../content/visibility.ts";

/**
 * Each language's text search configuration (migration 0009): PostgreSQL's own stemming
 * and stop words for the language, with accents taken off first, so that « Kédougou »,
 * "kedougou" and "KEDOUGOU" are one word, and "aéroports" finds "aéroport".
 */
const CONFIGURATIONS: Record<Language, string> = {
  fr: "site_french",
  en: "site_english",
  it: "site_italian",
};

/** What each content type offers to the search: its registry entry, its table, who may see it. */
interface Searched {
  type: SearchResultType;
  definition: ContentTypeDefinition;
  table: typeof articles | typeof realisations | typeof opportunites;
  /** At the app clock's time (visibility.ts). */
  isPublic(now: Date): SQL;
  /** Among results as relevant, the newer first. */
  date: AnyColumn;
}

const SEARCHED: Searched[] = [
  {
    type: "realisation",
    definition: CONTENT_REGISTRY.realisation,
    table: realisations,
    isPublic: realisationIsPublic,
    date: realisations.createdAt,
  },
  {
    type: "article",
    definition: CONTENT_REGISTRY.article,
    table: articles,
    isPublic: articleIsPublic,
    date: articles.createdAt,
  },
  {
    type: "opportunite",
    definition: CONTENT_REGISTRY.opportunite,
    table: opportunites,
    isPublic: opportunityIsPublic,
    date: opportunites.createdAt,
  },
];

/** The column that stores a type's field (the registry's descriptors name it). */
function columnFor(searched: Searched, name: string): AnyColumn {
  const field = searched.definition.fields[name];
  const column = field ? columnOf(name, field) : null;
  const found = column ? (searched.table as unknown as Record<string, AnyColumn>)[column] : null;
  if (!found) throw new Error(`${searched.type}: no column for the searched field ${name}`);
  return found;
}

/** A text in the reader's language, or in French where it was not written (as pages show). */
const inLanguage = (column: AnyColumn, lang: Language): SQL =>
  sql`coalesce(nullif(${column}->>${lang}, ''), ${column}->>'fr', '')`;

/** Keywords are a list per language: their words, in the reader's language. */
const keywordsIn = (column: AnyColumn, lang: Language): SQL =>
  sql`coalesce(nullif(${column}->${lang}, '[]'::jsonb), ${column}->'fr', '[]'::jsonb)::text`;

/**
 * A list of entries (a project's key figures, `[{ valeur, libelle: {fr, en, it} }]`): each
 * value and its label in the reader's language, in French where it was not written.
 */
const entriesIn = (column: AnyColumn, lang: Language): SQL =>
  sql`coalesce((select string_agg(concat_ws(' ', entry->>'valeur',
      coalesce(nullif(entry->'libelle'->>${lang}, ''), entry->'libelle'->>'fr')), ' ')
    from jsonb_array_elements(coalesce(${column}, '[]'::jsonb)) entry), '')`;

/** One searched field's text in the reader's language, as its kind stores it. */
function textOf(column: AnyColumn, field: { kind: FieldKind; localized: boolean }, lang: Language) {
  if (field.kind === "keywords") return keywordsIn(column, lang);
  if (field.kind === "entries") return entriesIn(column, lang);
  if (field.localized) return inLanguage(column, lang);
  return sql`coalesce(${column}::text, '')`;
}

/**
 * The searched fields of a type (docs/decisions/037), the heaviest first: the title and
 * keywords (A), the summary (B), the client, place and key figures of a project (C), the
 * body (D). The order keeps each weight's words together, as the document always had them.
 */
const WEIGHT_ORDER: readonly SearchWeight[] = ["A", "B", "C", "D"];
const searchedOf = (searched: Searched) =>
  searchedFields(searched.definition)
    .map((field) => ({
      ...field,
      localized: searched.definition.fields[field.name]?.localized ?? false,
      column: columnFor(searched, field.name),
    }))
    .sort((a, b) => WEIGHT_ORDER.indexOf(a.weight) - WEIGHT_ORDER.indexOf(b.weight));

/** Every text of an item that the search reads, in the reader's language. */
const textsOf = (searched: Searched, lang: Language): SQL[] =>
  searchedOf(searched).map((field) => textOf(field.column, field, lang));

/**
 * An item's document: each searched field's words with its weight, so that an item about
 * the words typed (its title, its keywords) comes before one that only names them.
 */
function documentOf(searched: Searched, lang: Language): SQL {
  const config = sql`${CONFIGURATIONS[lang]}::regconfig`;
  const parts = searchedOf(searched).map(
    (field) =>
      sql`setweight(to_tsvector(${config}, ${textOf(field.column, field, lang)}), ${field.weight})`,
  );
  return sql`(${sql.join(parts, sql` || `)})`;
}

/** The text a result shows under its title: the type's excerpt field (registry). */
const excerptOf = (searched: Searched, lang: Language): SQL =>
  inLanguage(columnFor(searched, searched.definition.excerpt), lang);

interface Row {
  type: SearchResultType;
  id: string;
  titre: string;
  extrait: string;
  total: number | string;
}

/**
 * The searching words a visitor typed may be misspelt: a typed word that no public text
 * holds is replaced by the closest word they do hold (trigram similarity, pg_trgm's `%`
 * at its default threshold of 0.3), as PostgreSQL's documentation suggests. Words of
 * fewer than three letters are left as typed: too short to judge.
 */
const MIN_CORRECTED_LENGTH = 3;

/**
 * The words of a text as the vocabulary holds them: lower case, no accents. The folding is
 * SQL's (unaccent, as in the search configurations of migration 0009), since the text never
 * leaves the database here; in JavaScript, accents fold through `foldAccents` (domain/text.ts).
 */
const wordsOf = (text: SQL) => sql`regexp_split_to_table(lower(unaccent(${text})), '[^a-z0-9]+')`;

export function createSearch(db: Database, slugs: SlugsRepository, clock: Clock) {
  async function rowsOf<T>(query: SQL): Promise<T[]> {
    return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
  }

  /** One page of the public items matching `text`, the most relevant first. */
  async function matching(text: string, lang: Language, page: number, limite: number) {
    const now = clock.now();
    const config = sql`${CONFIGURATIONS[lang]}::regconfig`;
    const selects = SEARCHED.map((searched) => {
      const document = documentOf(searched, lang);
      return sql`select ${searched.type}::text as type, ${searched.table.id} as id,
          ${inLanguage(columnFor(searched, "titre"), lang)} as titre,
          ${excerptOf(searched, lang)} as extrait,
          ts_rank(${document}, query) as rank, ${searched.date} as date
        from ${searched.table}, websearch_to_tsquery(${config}, ${text}) query
        where ${searched.isPublic(now)} and ${document} @@ query`;
    });
    return rowsOf<Row>(sql`select type, id, titre, extrait, count(*) over () as total
      from (${sql.join(selects, sql` union all `)}) found
      order by rank desc, date desc, id
      limit ${limite} offset ${(page - 1) * limite}`);
  }

  /** `text` with each word no public text holds replaced by the closest one that does. */
  async function corrected(text: string, lang: Language): Promise<string | null> {
    const now = clock.now();
    const vocabulary = SEARCHED.map(
      (searched) =>
        sql`select ${wordsOf(sql.join(textsOf(searched, lang), sql` || ' ' || `))} as word
          from ${searched.table} where ${searched.isPublic(now)}`,
    );
    const rows = await rowsOf<{ typed: string; closest: string | null }>(sql`
      with vocabulary as (
        select distinct word from (${sql.join(vocabulary, sql` union all `)}) words
        where length(word) >= ${MIN_CORRECTED_LENGTH}
      ),
      typed as (
        select typed, ordinality from ${wordsOf(sql`${text}`)} with ordinality typed
        where typed <> ''
      )
      select typed, case
          when length(typed) < ${MIN_CORRECTED_LENGTH}
            or exists (select 1 from vocabulary where word = typed) then typed
          else (select word from vocabulary where word % typed
            order by similarity(word, typed) desc, word limit 1)
        end as closest
      from typed order by ordinality`);
    const words = rows.map(({ typed, closest }) => closest ?? typed);
    const changed = rows.some(({ typed, closest }) => closest !== null && closest !== typed);
    return changed ? words.join(" ") : null;
  }

  /** The results with their current slug in the reader's language (French where none). */
  async function withSlugs(rows: Row[], lang: Language): Promise<SearchResult[]> {
    const slugsByType = new Map(
      await Promise.all(
        SEARCHED.map(
          async ({ type }) =>
            [
              type,
              await slugs.currentFor(
                type,
                rows.filter((row) => row.type === type).map((row) => row.id),
              ),
            ] as const,
        ),
      ),
    );
    return rows.map(({ type, id, titre, extrait }) => {
      const current = slugsByType.get(type)?.get(id);
      return { type, titre, extrait, slug: current?.[lang] || current?.fr || "" };
    });
  }

  return {
    /**
     * The public items in `lang` matching `text` (already checked: SearchTextSchema): all
     * of its words, stemmed, accents ignored; `"…"` for a phrase, `-word` to exclude, `or`
     * between alternatives. Nothing found: the same with misspelt words corrected.
     */
    async search(query: {
      text: string;
      lang: Language;
      page: number;
      limite: number;
    }): Promise<SearchAnswer> {
      const { text, lang, page, limite } = query;
      let correction: string | null = null;
      let rows = await matching(text, lang, page, limite);
      if (rows.length === 0 && page === 1) {
        correction = await corrected(text, lang);
        if (correction) rows = await matching(correction, lang, page, limite);
        if (rows.length === 0) correction = null;
      }
      return {
        results: await withSlugs(rows, lang),
        total: Number(rows[0]?.total ?? 0),
        correction,
      };
    },
  };
}

export type Search = ReturnType<typeof createSearch>;
