// A new embedded database starts from the committed folder prepared for the installed
// PGlite (scripts/make-db-template.ts), not from initdb, whose memory a small server cannot
// spare (issue 17, docs/decisions/017).
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "./client.ts";
import { pgliteTemplatePath, unpackPgliteTemplate } from "./pglite-template.ts";

const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

/** A new embedded database's PostgreSQL system identifier: initdb draws a new one each time. */
async function newDatabaseIdentifier(): Promise<string> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "template-test-"));
  folders.push(dataDir);
  const database = await openDatabase({ databaseUrl: undefined, dataDir });
  try {
    await database.migrate();
    const result = (await database.db.execute(
      "select system_identifier::text as id from pg_control_system()",
    )) as unknown as { rows: { id: string }[] };
    return result.rows[0]?.id ?? "";
  } finally {
    await database.close();
  }
}

describe("the embedded database's starting folder", () => {
  it("exists for the installed PGlite (after an update: npm run make:db-template)", () => {
    expect(existsSync(pgliteTemplatePath()), pgliteTemplatePath()).toBe(true);
  });

  it("is what every new folder starts from, and takes the migrations", async () => {
    const [first, second] = [await newDatabaseIdentifier(), await newDatabaseIdentifier()];
    expect(first).not.toBe("");
    // Two runs of initdb would give two identifiers.
    expect(second).toBe(first);
    // Unpacked beside the folder, then renamed: nothing else is left in DATA_DIR.
    for (const dataDir of folders) expect(readdirSync(dataDir)).toEqual(["db"]);
  });

  it("leaves nothing behind when the archive is damaged, and the next start begins afresh", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "template-test-"));
    folders.push(dataDir);
    const whole = readFileSync(pgliteTemplatePath());
    const damaged = path.join(dataDir, "cut.tar.gz");
    writeFileSync(damaged, whole.subarray(0, Math.floor(whole.length / 2)));
    const folder = path.join(dataDir, "db");
    await expect(unpackPgliteTemplate(folder, damaged)).rejects.toThrow();
    expect(readdirSync(dataDir)).toEqual(["cut.tar.gz"]);
    expect(await unpackPgliteTemplate(folder)).toBe(true);
    expect(existsSync(path.join(folder, "PG_VERSION"))).toBe(true);
    // A folder that already holds a database is never overwritten.
    expect(await unpackPgliteTemplate(folder)).toBe(false);
  });
});
