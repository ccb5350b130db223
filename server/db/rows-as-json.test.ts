// The embedded database's thread posts a query's rows as JSON text (rows-as-json.js, ADR
// 076): the site's thread must read back exactly what PGlite itself answers, value for
// value and type for type, or fall back to objects where JSON cannot carry a value.
import { PGlite, types } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { JSON_AS_TEXT, rowsAsJson, withJsonParsed } from "./rows-as-json.js";

let db: PGlite;
beforeAll(async () => {
  db = new PGlite();
  await db.waitReady;
});
afterAll(async () => {
  await db.close();
});

type RowMode = "array" | "object";
/** drizzle reads dates as PostgreSQL writes them (pglite-thread.js passes the same). */
const DATES_AS_TEXT = {
  [types.TIMESTAMPTZ]: (value: string) => value,
  [types.DATE]: (value: string) => value,
};

/** What PGlite answers, and what the thread's answer reads back as (JSON or objects). */
async function bothWays(query: string, rowMode: RowMode, datesAsText = true) {
  const dates = datesAsText ? DATES_AS_TEXT : {};
  const expected = await db.query(query, [], { rowMode, parsers: dates });
  const read = await db.query(query, [], { rowMode, parsers: { ...JSON_AS_TEXT, ...dates } });
  const json = rowsAsJson(read.rows, read.fields, rowMode);
  const rows =
    json === undefined
      ? withJsonParsed(read.rows, read.fields, rowMode)
      : json.map((text) => JSON.parse(text));
  return { expected: expected.rows, rows, json };
}

/** Every type the site's queries read, with the values that are hard to write as JSON. */
const EVERY_JSON_TYPE = `
  select id, 'é "guillemets" \\ barre' || chr(10) || chr(8232) || chr(1) as texte,
    42::int4 as entier, -7::int2 as petit, 12::int8 as grand, 1.5::float4 as simple,
    -0::float8 as zero_negatif, 1e300::float8 as immense, 0.1::float8 as dixieme,
    true as vrai, false as faux, null::text as rien, null::jsonb as rien_json,
    '{"a": [1, {"b": "é\\u2028"}], "__proto__": {"x": 1}, "n": 1.50}'::jsonb as document,
    '{"x": 1, "x": 2}'::json as doublon_json, '"mot"'::jsonb as chaine_json,
    '[]'::jsonb as liste_vide, 'null'::jsonb as null_json,
    array['a', 'b,c', null] as liste, array[[1, 2], [3, -0]]::float8[] as matrice,
    array[]::int4[] as liste_vide_sql, 12.50::numeric as montant,
    '2026-11-29 10:00:00+00'::timestamptz as quand, '2026-11-29'::date as jour,
    '3 days'::interval as duree, '6f1c2a9e-8d4b-4f3a-9c1e-2b7d5e8a0f13'::uuid as uuid,
    1 as meme, '{"y": 2}'::jsonb as meme
  from generate_series(1, 3) as id`;

describe("a query's rows as JSON text", () => {
  for (const rowMode of ["array", "object"] as const) {
    it(`reads back what PGlite answers, every type (${rowMode} rows)`, async () => {
      const { expected, rows, json } = await bothWays(EVERY_JSON_TYPE, rowMode);
      expect(json).toHaveLength(3);
      expect(rows).toEqual(expected);
      expect(rows).toHaveLength(3);
      const first = rows[0] as Record<string, unknown> | unknown[];
      const value = (name: string, index: number) =>
        Array.isArray(first) ? first[index] : first[name];
      // Values toEqual would pass for the wrong reasons, checked one by one.
      expect(Object.is(value("zero_negatif", 6), -0)).toBe(true);
      const document = value("document", 13);
      expect(document).toEqual(
        JSON.parse('{"a": [1, {"b": "é\u2028"}], "__proto__": {"x": 1}, "n": 1.5}'),
      );
      expect(Object.getPrototypeOf(document)).toBe(Object.prototype);
      expect(Object.keys(document as object)).toContain("__proto__");
      expect(value("doublon_json", 14)).toEqual({ x: 2 });
      if (!Array.isArray(first)) expect(first.meme).toEqual({ y: 2 });
    });
  }

  it("reads back an empty answer and a write's answer", async () => {
    for (const rowMode of ["array", "object"] as const) {
      const none = await bothWays("select 1 as un where false", rowMode);
      expect(none.rows).toEqual([]);
      expect(none.json).toEqual([]);
    }
  });

  const NO_JSON_FORM: [string, string][] = [
    [
      "a date read as a Date",
      "select '2026-11-29 10:00:00+00'::timestamptz as quand, '{\"a\": 1}'::jsonb as document",
    ],
    ["a number beyond 2^53", "select 9007199254740993::int8 as grand, '[1]'::jsonb as document"],
    ["bytes", "select '\\xdeadbeef'::bytea as octets, '{\"a\": 1}'::jsonb as document"],
    ["NaN", "select 'NaN'::float8 as pas_un_nombre, '{\"a\": 1}'::jsonb as document"],
    ["an infinity", "select '-Infinity'::float8 as infini, '{\"a\": 1}'::jsonb as document"],
    [
      "NaN in an array",
      "select array[1, 'NaN']::float8[] as liste, '{\"a\": 1}'::jsonb as document",
    ],
  ];
  for (const [what, query] of NO_JSON_FORM) {
    it(`falls back to objects, json parsed, for ${what}`, async () => {
      for (const rowMode of ["array", "object"] as const) {
        const { expected, rows, json } = await bothWays(query, rowMode, false);
        expect(json).toBeUndefined();
        expect(rows).toEqual(expected);
        const first = rows[0] as Record<string, unknown> | unknown[];
        const document = Array.isArray(first) ? first[1] : first.document;
        expect(document).toBeTypeOf("object");
      }
    });
  }

  it("parses an object row's json column by the type of its last column of that name", async () => {
    const { expected, rows, json } = await bothWays(
      "select '{\"a\": 1}'::jsonb as meme, 'texte' as meme, 'NaN'::float8 as pas_un_nombre",
      "object",
    );
    expect(json).toBeUndefined();
    expect(rows).toEqual(expected);
    expect(rows).toEqual([{ meme: "texte", pas_un_nombre: Number.NaN }]);
  });
});
