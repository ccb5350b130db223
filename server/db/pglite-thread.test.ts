// The embedded database in its own thread (pglite-thread.js, pglite-remote.ts, ADR 068):
// a data folder's PGlite answers drizzle from a worker. What the site relies on crosses the
// thread intact: typed values, a duplicate's SQLSTATE, transactions that commit, roll back
// and nest, queries outside a transaction waiting for it, and the folder kept on close.
import { readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "./client.ts";
import { users } from "./schema.ts";

let dataDir: string;
let handle: DatabaseHandle;

const open = () => openDatabase({ databaseUrl: undefined, dataDir });
const person = (email: string) => ({
  prenom: "Awa",
  nom: "Traoré",
  email,
  role: "conseiller" as const,
  passwordHash: "x",
});
const emails = async (db = handle.db) =>
  (await db.select({ email: users.email }).from(users).orderBy(users.email)).map((u) => u.email);

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "pglite-thread-"));
  handle = await open();
  await handle.migrate();
});

afterAll(async () => {
  await handle?.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe("the embedded database's thread", () => {
  it("answers drizzle's reads and writes with their types", async () => {
    const before = Date.now();
    const [made] = await handle.db.insert(users).values(person("a@example.com")).returning();
    expect(made?.createdAt).toBeInstanceOf(Date);
    expect(Math.abs((made?.createdAt.getTime() ?? 0) - before)).toBeLessThan(60_000);
    expect(made?.sessionVersion).toBe(0);
    const [read] = await handle.db
      .select()
      .from(users)
      .where(eq(users.id, made?.id ?? ""));
    expect(read).toEqual(made);
    const answer = (await handle.db.execute(
      sql`select ${JSON.stringify({ fr: "é", n: [1, 2] })}::jsonb as doc, ${41}::int + 1 as n`,
    )) as unknown as { rows: { doc: unknown; n: number }[] };
    const [row] = answer.rows;
    expect(row).toEqual({ doc: { fr: "é", n: [1, 2] }, n: 42 });
  });

  it("gives a duplicate's error its SQLSTATE, as the site reads it", async () => {
    await handle.db.insert(users).values(person("dup@example.com"));
    const error = await handle.db
      .insert(users)
      .values(person("dup@example.com"))
      .then(() => undefined)
      .catch((caught: unknown) => caught);
    const codes = [error, (error as { cause?: unknown })?.cause].map(
      (candidate) => (candidate as { code?: string } | undefined)?.code,
    );
    expect(codes).toContain("23505");
  });

  it("commits a transaction, and rolls back one that fails or is rolled back", async () => {
    await handle.db.transaction(async (tx) => {
      await tx.insert(users).values(person("t1@example.com"));
      await tx.insert(users).values(person("t2@example.com"));
    });
    await expect(
      handle.db.transaction(async (tx) => {
        await tx.insert(users).values(person("t3@example.com"));
        throw new Error("arrêt voulu");
      }),
    ).rejects.toThrow("arrêt voulu");
    await expect(
      handle.db.transaction(async (tx) => {
        await tx.insert(users).values(person("t4@example.com"));
        tx.rollback();
      }),
    ).rejects.toThrow();
    const now = await emails();
    expect(now).toEqual(expect.arrayContaining(["t1@example.com", "t2@example.com"]));
    expect(now).not.toContain("t3@example.com");
    expect(now).not.toContain("t4@example.com");
  });

  it("nests a transaction as a savepoint", async () => {
    await handle.db.transaction(async (tx) => {
      await tx.insert(users).values(person("outer@example.com"));
      await tx
        .transaction(async (inner) => {
          await inner.insert(users).values(person("inner@example.com"));
          throw new Error("intérieur");
        })
        .catch(() => undefined);
    });
    const now = await emails();
    expect(now).toContain("outer@example.com");
    expect(now).not.toContain("inner@example.com");
  });

  it("runs a query from outside a transaction after it, never in it", async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let inserted: () => void = () => {};
    const insertedOnce = new Promise<void>((resolve) => {
      inserted = resolve;
    });
    const writing = handle.db.transaction(async (tx) => {
      await tx.insert(users).values(person("waited@example.com"));
      inserted();
      await gate;
    });
    await insertedOnce;
    const reading = emails();
    let read = false;
    void reading.then(() => {
      read = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(read).toBe(false);
    release();
    await writing;
    expect(await reading).toContain("waited@example.com");
  });

  it("keeps what was written when it closes, for the next start", async () => {
    await handle.db.insert(users).values(person("kept@example.com"));
    await handle.close();
    handle = await open();
    expect(await emails()).toContain("kept@example.com");
    const archive = await handle.dump?.();
    expect(archive?.size ?? 0).toBeGreaterThan(1_000_000);
  });
});

describe("the database's thread loads no TypeScript (docs/decisions/071)", () => {
  /** The relative modules `file` loads when it runs: its imports, outside comments. */
  function relativeImports(file: string): string[] {
    const code = readFileSync(file, "utf8")
      .replace(/\/\*[\s\S]*?\*\//g, "")
      .replace(/^\s*\/\/.*$/gm, "");
    const found = code.matchAll(/(?:\bfrom|\bimport)\s*\(?\s*["'](\.{1,2}\/[^"']+)["']/g);
    return [...found].map((match) => path.resolve(path.dirname(file), match[1] as string));
  }

  it("follows its thread's imports: every module of ours it loads is JavaScript", () => {
    const entry = fileURLToPath(new URL("./pglite-thread.js", import.meta.url));
    const loaded = new Set([entry]);
    for (const file of loaded) for (const next of relativeImports(file)) loaded.add(next);
    const names = [...loaded].map((file) => path.relative(import.meta.dirname, file)).sort();
    // A `.ts` file among them would load Node's TypeScript stripper into the thread.
    expect(names).toEqual([
      "pglite-options.js",
      "pglite-query.js",
      "pglite-thread.js",
      "rows-as-json.js",
    ]);
  });
});
