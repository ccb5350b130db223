// `npm run search:reindex` as an operator runs it after an import into the embedded
// database: the imported words become suggestions; a running server's database is refused.
import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { NODE_BINARY, PROJECT_ROOT } from "../../../e2e/support/server.ts";
import { SERVER_FILE } from "../../backup/live-server.ts";
import { openDatabase } from "../../db/client.ts";
import { prepareDatabase } from "../../db/prepare.ts";
import { articles, searchVocabulary } from "../../db/schema.ts";
import { testConfig } from "../../test/test-app.ts";

vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

let workDir: string;
let dataDir: string;
const embedded = () => testConfig(dataDir, { config: { databaseUrl: undefined } });

beforeAll(async () => {
  workDir = await mkdtemp(path.join(tmpdir(), "search-reindex-"));
  dataDir = path.join(workDir, "site");
  const { database } = await prepareDatabase(embedded());
  try {
    // An import: a row written straight into the table, no vocabulary with it.
    await database.db.insert(articles).values({
      titre: { fr: "Gisement de zirconium", en: "Zirconium deposit", it: "" },
      contenu: { fr: "Un article importé.", en: "", it: "" },
      resume: { fr: "", en: "", it: "" },
      motsCles: { fr: [], en: [], it: [] },
      categories: ["mines"],
      etat: "publié",
      datePublication: new Date("2024-01-01T00:00:00Z"),
    });
  } finally {
    await database.close();
  }
});
afterAll(async () => {
  if (workDir) await rm(workDir, { recursive: true, force: true });
});

async function cli() {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
  for (const name of ["DATABASE_URL", "JWT_SECRET", "NODE_ENV"]) delete env[name];
  try {
    const { stdout, stderr } = await promisify(execFile)(
      NODE_BINARY,
      ["server/search-reindex-cli.ts"],
      { cwd: PROJECT_ROOT, env },
    );
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

async function wordsLike(pattern: string): Promise<string[]> {
  const database = await openDatabase(embedded());
  try {
    const result = (await database.db.execute(
      sql`select lang || ':' || word as word from ${searchVocabulary}
        where word like ${pattern} order by 1`,
    )) as unknown as { rows: { word: string }[] };
    return result.rows.map((row) => row.word);
  } finally {
    await database.close();
  }
}

describe("npm run search:reindex", () => {
  it("refuses, in French, the embedded database of a server that is running", async () => {
    // The file a listening server writes, naming a live process (this one).
    const file = path.join(dataDir, SERVER_FILE);
    await writeFile(file, JSON.stringify({ pid: process.pid, host: "127.0.0.1", port: 1 }));
    try {
      const result = await cli();
      expect(result.code).toBe(1);
      expect(result.output).toContain("Le serveur tourne sur la base embarquée");
    } finally {
      await rm(file, { force: true });
    }
    expect(await wordsLike("zircon%")).toEqual([]);
  });

  it("rebuilds the vocabulary from every row, each language's words with French where none", async () => {
    const result = await cli();
    expect(result.output).toMatch(
      /Vocabulaire de la recherche reconstruit en [\d.]+ s : \d+ mots en français, \d+ en anglais, \d+ en italien\./,
    );
    expect(result.code).toBe(0);
    expect(await wordsLike("zircon%")).toEqual(["en:zirconium", "fr:zirconium", "it:zirconium"]);
  });
});
