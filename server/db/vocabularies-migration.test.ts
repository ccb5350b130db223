// Migration 0006 (issue 19): opportunities written before countries had codes and
// categories a list get them from their texts, on the embedded database as on PostgreSQL.
import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { describe, expect, it } from "vitest";
import { PGLITE_EXTENSIONS } from "./pglite.ts";

const FOLDER = fileURLToPath(new URL("./migrations/", import.meta.url));
const files = readdirSync(FOLDER)
  .filter((name) => name.endsWith(".sql"))
  .sort();

async function apply(db: PGlite, names: string[]) {
  for (const name of names) {
    for (const statement of readFileSync(`${FOLDER}${name}`, "utf8").split(
      "--> statement-breakpoint",
    )) {
      if (statement.trim()) await db.exec(statement);
    }
  }
}

describe("migration 0006: codes and categories for the opportunities already there", () => {
  it("codes the countries it recognises, lists the categories, keeps what it cannot read", async () => {
    // The later migrations need the search's extensions (0009), as the site's PGlite has.
    const db = new PGlite({ extensions: PGLITE_EXTENSIONS });
    const before = files.filter((name) => name < "0006");
    await apply(db, before);
    const empty = `'{"fr":"","en":"","it":""}'::jsonb`;
    const rows = [
      ["Sénégal", "Granulats"],
      ["cote d'ivoire", " Bois "],
      ["Ivory coast", ""],
      ["GUINÉE-BISSAU", "Bois"],
      ["Narnia", "Granulats"],
      ["", ""],
    ];
    for (const [pays, categorie] of rows) {
      await db.query(
        `insert into opportunites (titre, description, contenu, mots_cles, pays, categorie)
         values (${empty}, ${empty}, ${empty}, '{"fr":[],"en":[],"it":[]}'::jsonb, $1, $2)`,
        [pays, categorie],
      );
    }
    await apply(
      db,
      files.filter((name) => name >= "0006"),
    );
    const { rows: migrated } = await db.query<{
      pays: string;
      code_pays: string | null;
      libelle: { fr: string } | null;
    }>(
      `select o.pays, o.code_pays, c.libelle from opportunites o
       left join categories c on c.id = o.categorie_id order by o.created_at, o.pays`,
    );
    expect(
      migrated.map((row) => [row.pays, row.code_pays, row.libelle?.fr ?? null]).sort(),
    ).toEqual(
      [
        ["Sénégal", "SN", "Granulats"],
        ["cote d'ivoire", "CI", "Bois"],
        ["Ivory coast", "CI", null],
        ["GUINÉE-BISSAU", "GW", "Bois"],
        // No country of that name: the text stays, without a code, until one is picked.
        ["Narnia", null, "Granulats"],
        ["", null, null],
      ].sort(),
    );
    // One category per distinct text, the demo's translated, the others to translate.
    const { rows: categories } = await db.query<{ libelle: object; position: number }>(
      "select libelle, position from categories order by position",
    );
    expect(categories).toEqual([
      { libelle: { fr: "Bois", en: "", it: "" }, position: 0 },
      { libelle: { fr: "Granulats", en: "Aggregates", it: "Inerti" }, position: 1 },
    ]);
    await db.close();
  });
});
