// A new embedded database starts from the committed folder prepared for the installed
// PGlite (scripts/make-db-template.ts), not from initdb, whose memory a small server cannot
// spare (issue 17, docs/decisions/017).
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase, pgliteTemplatePath } from "./client.ts";

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
  });
});
