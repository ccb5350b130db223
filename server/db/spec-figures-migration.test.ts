// Migration 0011 (issue 28, point 7): a site installed before SPEC.md §9's figures shows
// them unless staff changed that figure; versions of opportunities keep their category's
// labels. On the embedded database here; the API suite runs the same SQL on PostgreSQL.
import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { describe, expect, it } from "vitest";
import { SITE_SETTINGS_DEFAULTS } from "../../domain/site-settings.ts";
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

const countries = { fr: "Pays desservis", en: "Countries served", it: "Paesi serviti" };

const MIGRATION = files.find((name) => name.startsWith("0011_")) as string;

/** The settings document as a save of /admin/site wrote it: every field, whole. */
async function storeSettings(db: PGlite, change: (settings: Settings) => void) {
  const stored = structuredClone(SITE_SETTINGS_DEFAULTS);
  change(stored);
  await db.query(
    `insert into site_documents (cle, contenu) values ('site', $1)
     on conflict (cle) do update set contenu = excluded.contenu`,
    [stored],
  );
}

async function storedSettings(db: PGlite): Promise<Settings | undefined> {
  const { rows } = await db.query<{ contenu: Settings }>(
    "select contenu from site_documents where cle = 'site'",
  );
  return rows[0]?.contenu;
}

type Settings = typeof SITE_SETTINGS_DEFAULTS;

describe("migration 0011: SPEC.md §9's figures and the versions' category labels", () => {
  // One database through every migration (tens of seconds on a busy machine), then the
  // 0011 statements again on the cases a single settings row cannot hold at once.
  it("corrects the figures still at their earlier defaults, keeps those staff changed, labels the versions", {
    timeout: 180_000,
  }, async () => {
    const db = new PGlite({ extensions: PGLITE_EXTENSIONS });
    await apply(
      db,
      files.filter((name) => name < "0011"),
    );
    const earlierYears = {
      valeur: "30",
      libelle: { fr: "Années d'expérience", en: "Years of experience", it: "Anni di esperienza" },
    };
    await storeSettings(db, (settings) => {
      settings.secteurs.immobilier.statistiques[1] = earlierYears;
      settings.secteurs.aviation.statistiques[1] = { valeur: "15", libelle: countries };
      settings.email = "equipe@example.org";
    });
    const [category] = (
      await db.query<{ id: string }>(
        `insert into categories (libelle, position) values ('{"fr":"Cacao","en":"Cocoa","it":"Cacao"}', 0) returning id`,
      )
    ).rows;
    for (const categorieId of [category?.id, "00000000-0000-4000-8000-000000000000", null]) {
      await db.query(
        `insert into content_revisions (content_type, content_id, user_name, snapshot, changed_fields)
         values ('opportunite', gen_random_uuid(), 'Awa Diop', $1, '[]')`,
        [{ categorieId, pays: "Sénégal" }],
      );
    }

    await apply(
      db,
      files.filter((name) => name >= "0011"),
    );
    const after = await storedSettings(db);
    expect(after?.secteurs.immobilier.statistiques.map((stat) => stat.valeur)).toEqual([
      "50+",
      "15+",
      "95%",
      "24/7",
    ]);
    expect(after?.secteurs.immobilier.statistiques[1]?.libelle).toEqual(countries);
    expect(after?.secteurs.aviation.statistiques[1]).toEqual({ valeur: "15+", libelle: countries });
    expect(after?.email).toBe("equipe@example.org");

    const { rows: snapshots } = await db.query<{ id: string | null; labels: unknown }>(
      "select snapshot->>'categorieId' as id, snapshot->'libelleCategorie' as labels from content_revisions",
    );
    // A category still there gives its labels; a deleted one (or none) has nothing to give.
    expect(new Map(snapshots.map((row) => [row.id, row.labels]))).toEqual(
      new Map([
        [category?.id, { fr: "Cacao", en: "Cocoa", it: "Cacao" }],
        ["00000000-0000-4000-8000-000000000000", null],
        [null, null],
      ]),
    );

    // Figures staff changed, in their value or their label, stay theirs.
    const renamed = {
      ...earlierYears,
      libelle: { ...earlierYears.libelle, fr: "Ans d'expérience" },
    };
    await storeSettings(db, (settings) => {
      settings.secteurs.immobilier.statistiques[1] = renamed;
      settings.secteurs.aviation.statistiques[1] = { valeur: "16", libelle: countries };
    });
    await apply(db, [MIGRATION]);
    const kept = await storedSettings(db);
    expect(kept?.secteurs.immobilier.statistiques[1]).toEqual(renamed);
    expect(kept?.secteurs.aviation.statistiques[1]).toEqual({ valeur: "16", libelle: countries });
    await db.close();
  });
});
