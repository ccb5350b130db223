// What the public search reads of each content type (issue 20, issue 30, docs/decisions/047):
// the searched fields of the registry, weighted, as one text search document per language.
// The documents are stored: each content table has a generated column per language
// (`search_fr`, `search_en`, `search_it`, migration 0014) with a GIN index, which the
// database itself keeps on every write, the application's or an import's. The expression
// here is the one the migration stores; documents.test.ts compares every stored document
// with it, so a searched field added to the registry without its migration fails the tests.
import { type AnyColumn, type SQL, sql } from "drizzle-orm";
import { getTableConfig, PgDialect } from "drizzle-orm/pg-core";
import { LANGUAGES, type Language } from "../../../domain/constants.ts";
import {
  type ContentTypeDefinition,
  columnOf,
  searchedFields,
} from "../../../domain/content-types/define.ts";
import type { FieldKind, SearchWeight } from "../../../domain/content-types/fields.ts";
import { CONTENT_REGISTRY, CONTENT_TYPE_KEYS } from "../../../domain/content-types/index.ts";
import { PERSONNE_TYPE } from "../../../domain/content-types/personne.ts";
import type { SearchResultType } from "../../../domain/search.ts";
import { personnes } from "../../db/schema.ts";
import { CONTENT_TABLES, type ContentTable } from "../content/content-table.ts";
import { IS_PUBLIC } from "../content/visibility.ts";

/**
 * Each language's text search configuration (migration 0009): PostgreSQL's own stemming
 * and stop words for the language, with accents taken off first, so that « Kédougou »,
 * "kedougou" and "KEDOUGOU" are one word, and "aéroports" finds "aéroport".
 */
export const CONFIGURATIONS: Record<Language, string> = {
  fr: "site_french",
  en: "site_english",
  it: "site_italian",
};

export const configurationOf = (lang: Language): SQL =>
  sql.raw(`'${CONFIGURATIONS[lang]}'::regconfig`);

/** What each content type offers to the search: its registry entry, its table, who may see it. */
export interface Searched {
  type: SearchResultType;
  definition: ContentTypeDefinition;
  table: ContentTable | typeof personnes;
  /** The field a result shows as its title: `titre`, a person's `nom`. */
  title: string;
  /** Whether its items have slugs (content_slugs): a person is found by their id. */
  slugged: boolean;
  /** At the app clock's time (visibility.ts). */
  isPublic(now: Date): SQL;
  /** Among results as relevant, the newer first. */
  date: AnyColumn;
}

export const SEARCHED: readonly Searched[] = [
  // Every content type of the registry, with its table and its public rule.
  ...CONTENT_TYPE_KEYS.map(
    (type): Searched => ({
      type,
      definition: CONTENT_REGISTRY[type],
      title: "titre",
      slugged: true,
      table: CONTENT_TABLES[type],
      isPublic: IS_PUBLIC[type],
      date: CONTENT_TABLES[type].createdAt,
    }),
  ),
  // The people of the governance (issue 32): by name and role, all of them public.
  {
    type: "personne",
    definition: PERSONNE_TYPE,
    table: personnes,
    title: "nom",
    slugged: false,
    isPublic: () => sql`true`,
    date: personnes.createdAt,
  },
];

/** The stored document of a type in a language: the generated column of migration 0014. */
export const storedDocument = (searched: Searched, lang: Language): SQL =>
  sql`${searched.table}.${sql.identifier(`search_${lang}`)}`;

/**
 * How a column is named in an expression: qualified by its table in a query, bare in the
 * migration's generated columns (where the expression reads the row being written).
 */
type ColumnRef = (searched: Searched, column: AnyColumn) => SQL;
export const QUALIFIED: ColumnRef = (_searched, column) => sql`${column}`;
export const BARE: ColumnRef = (_searched, column) => sql`${sql.identifier(column.name)}`;

/** The column that stores a type's field (the registry's descriptors name it). */
export function columnFor(searched: Searched, name: string): AnyColumn {
  const field = searched.definition.fields[name];
  const column = field ? columnOf(name, field) : null;
  const found = column ? (searched.table as unknown as Record<string, AnyColumn>)[column] : null;
  if (!found) throw new Error(`${searched.type}: no column for the searched field ${name}`);
  return found;
}

// The language is one of three fixed codes, written into the SQL as a literal: the
// migration's generated columns cannot take parameters.
const literal = (lang: Language) => sql.raw(`'${lang}'`);

/** A text in the reader's language, or in French where it was not written (as pages show). */
export const inLanguage = (column: SQL, lang: Language): SQL =>
  sql`coalesce(nullif(${column}->>${literal(lang)}, ''), ${column}->>'fr', '')`;

/** Keywords are a list per language: their words, in the reader's language. */
const keywordsIn = (column: SQL, lang: Language): SQL =>
  sql`coalesce(nullif(${column}->${literal(lang)}, '[]'::jsonb), ${column}->'fr', '[]'::jsonb)::text`;

/**
 * A list of entries (a project's key figures, `[{ valeur, libelle: {fr, en, it} }]`): each
 * value and its label in the reader's language, in French where it was not written. The
 * walk over the list is the SQL function `site_entries_text` (migration 0014): a generated
 * column may call a function, not hold a subquery.
 */
const entriesIn = (column: SQL, lang: Language): SQL =>
  sql`site_entries_text(${column}, ${literal(lang)})`;

/** One searched field's text in the reader's language, as its kind stores it. */
function textOf(column: SQL, field: { kind: FieldKind; localized: boolean }, lang: Language) {
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
export const textsOf = (searched: Searched, lang: Language, ref: ColumnRef = QUALIFIED): SQL[] =>
  searchedOf(searched).map((field) => textOf(ref(searched, field.column), field, lang));

/**
 * An item's document in a language: each searched field's words with its weight, so that
 * an item about the words typed (its title, its keywords) comes before one that only
 * names them. What the generated column `search_<lang>` stores.
 */
export function documentOf(searched: Searched, lang: Language, ref: ColumnRef = QUALIFIED): SQL {
  const config = configurationOf(lang);
  const parts = searchedOf(searched).map(
    (field) =>
      sql`setweight(to_tsvector(${config}, ${textOf(ref(searched, field.column), field, lang)}), ${sql.raw(`'${field.weight}'`)})`,
  );
  return sql`(${sql.join(parts, sql` || `)})`;
}

/** Every (type, language) pair of stored documents. */
export const STORED_DOCUMENTS = SEARCHED.flatMap((searched) =>
  LANGUAGES.map((lang) => ({ searched, lang })),
);

/**
 * The statements that declare the stored documents as this file builds them (what migration
 * 0014 holds): the test that finds a stored document out of step prints them, ready for a
 * new migration (drop the type's three columns and indexes, then add these).
 */
export function storedDocumentsDdl(): string[] {
  const dialect = new PgDialect();
  return STORED_DOCUMENTS.flatMap(({ searched, lang }) => {
    const table = getTableConfig(searched.table).name;
    const expression = dialect.sqlToQuery(documentOf(searched, lang, BARE)).sql;
    return [
      `ALTER TABLE "${table}" ADD COLUMN "search_${lang}" tsvector GENERATED ALWAYS AS ${expression} STORED;`,
      `CREATE INDEX "${table}_search_${lang}_idx" ON "${table}" USING gin ("search_${lang}") WITH (fastupdate = off);`,
    ];
  });
}
