// The embedded database's queries in one pass (pglite-query.js, ADR 076): every answer and
// every error must be what PGlite's own `query` gives, inside a transaction and out of it.
import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createQueryRunner } from "./pglite-query.js";

let db: PGlite;
let runner: ReturnType<typeof createQueryRunner>;

beforeAll(async () => {
  db = new PGlite();
  await db.waitReady;
  runner = createQueryRunner(db);
  await db.exec(`
    create table personnes (
      id serial primary key,
      email text not null unique,
      fiche jsonb,
      actif boolean not null default true,
      vues int not null default 0,
      cree_le timestamptz not null default '2026-11-29 10:00:00+00'
    )`);
});
afterAll(async () => {
  await db.close();
});

/** The same statement through PGlite's `query` and through the runner. */
async function bothWays(
  sql: string,
  params: unknown[] = [],
  rowMode: "array" | "object" = "object",
) {
  const expected = await db.query(sql, params, { rowMode });
  const answered = await runner.query(sql, params, { rowMode });
  return { expected, answered };
}

describe("queries in one pass", () => {
  it("answers reads and writes as PGlite does: rows, columns, counts, each parameter's type", async () => {
    const inserted = await runner.query(
      "insert into personnes (email, fiche, actif) values ($1, $2, $3), ($4, $5, $6) returning id, email, fiche, actif",
      ["a@example.com", { nom: "Awa", langues: ["fr", "en"] }, false, "b@example.com", null, true],
    );
    expect(inserted.affectedRows).toBe(2);
    expect(inserted.rows).toEqual([
      { id: 1, email: "a@example.com", fiche: { nom: "Awa", langues: ["fr", "en"] }, actif: false },
      { id: 2, email: "b@example.com", fiche: null, actif: true },
    ]);
    for (const rowMode of ["object", "array"] as const) {
      const { expected, answered } = await bothWays(
        "select p.*, $1::int + 1 as suivant, $2::text[] as mots, $3::date as jour from personnes p where actif = $4 or email = $5 order by id",
        [41, ["un", "deux"], new Date("2026-11-29T00:00:00Z"), true, "a@example.com"],
        rowMode,
      );
      expect(answered.rows).toEqual(expected.rows);
      expect(answered.fields).toEqual(
        expected.fields.map(({ name, dataTypeID }) => ({ name, dataTypeID })),
      );
      expect(answered.rows).toHaveLength(2);
    }
    const updated = await runner.query(
      "update personnes set vues = vues + $1 where id > $2",
      [3, 0],
    );
    expect(updated).toMatchObject({ affectedRows: 2, rows: [], fields: [] });
    const none = await bothWays("select email from personnes where id = $1", [999]);
    expect(none.answered.rows).toEqual([]);
    expect(none.answered.fields).toEqual([{ name: "email", dataTypeID: 25 }]);
  });

  it("reads an answer of several megabytes, written by PostgreSQL in many pieces", async () => {
    const { expected, answered } = await bothWays(
      "select n, repeat(chr(233) || 'x', $1) as texte from generate_series(1, 40) as n",
      [50_000],
    );
    expect(answered.rows).toHaveLength(40);
    expect(answered.rows).toEqual(expected.rows);
  });

  it("runs the same statement with other values once its parameters' types are known", async () => {
    const sql = "select email from personnes where id = $1";
    expect((await runner.query(sql, [1])).rows).toEqual([{ email: "a@example.com" }]);
    expect((await runner.query(sql, ["2"])).rows).toEqual([{ email: "b@example.com" }]);
  });

  it("throws PostgreSQL's error with its fields, the statement and its parameters, and goes on", async () => {
    const errorOf = (promise: Promise<unknown>) =>
      promise.then(
        () => {
          throw new Error("the statement should have failed");
        },
        (error: unknown) => error as Record<string, unknown>,
      );
    const sql = "insert into personnes (email) values ($1)";
    const expected = await errorOf(db.query(sql, ["a@example.com"]));
    const thrown = await errorOf(runner.query(sql, ["a@example.com"]));
    expect(thrown).toBeInstanceOf(Error);
    for (const field of [
      "message",
      "code",
      "constraint",
      "detail",
      "table",
      "schema",
      "severity",
    ]) {
      expect(thrown[field], field).toEqual(expected[field]);
    }
    expect(thrown.code).toBe("23505");
    expect(thrown.query).toBe(sql);
    expect(thrown.params).toEqual(["a@example.com"]);
    // A statement PostgreSQL cannot even parse, and one whose parameter it refuses.
    const syntax = await errorOf(runner.query("selec 1"));
    expect(syntax).toMatchObject({ code: "42601", position: "1" });
    const refused = await errorOf(runner.query("select $1::int as n", ["pas un nombre"]));
    expect(refused).toMatchObject({ code: "22P02" });
    expect((await runner.query("select 1 as un")).rows).toEqual([{ un: 1 }]);
    expect((await runner.query("")).rows).toEqual([]);
  });

  it("runs a transaction's queries in it, and makes the others wait for its end", async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let inside = () => {};
    const written = new Promise<void>((resolve) => {
      inside = resolve;
    });
    const transaction = db.transaction(async () => {
      await runner.query("insert into personnes (email) values ($1)", ["t@example.com"], {}, true);
      const seen = await runner.query("select count(*)::int as n from personnes", [], {}, true);
      expect(seen.rows).toEqual([{ n: 3 }]);
      inside();
      await held;
    });
    await written;
    let outsideRead: number | undefined;
    const outside = runner
      .query<{ n: number }>("select count(*)::int as n from personnes")
      .then(({ rows }) => {
        outsideRead = rows[0]?.n;
      });
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(outsideRead).toBeUndefined();
    release();
    await transaction;
    await outside;
    expect(outsideRead).toBe(3);
  });
});
