// Vitest's global setup, run once before any test file:
// - the web build, made when its sources are newer than it, as `npm start` does: the page
//   tests render it, and must neither pass on an old build nor skip;
// - a template of the tests' embedded database (initialised, migrated, seeded with the
//   sectors and TEST_ADMIN), which every test app on PGlite starts from instead of running
//   initdb and the migrations itself: over a second saved per app (server/test/test-app.ts);
// - with DATABASE_URL, the same as a PostgreSQL database that each test app's database is
//   created from (CREATE DATABASE … TEMPLATE): 40 ms instead of 300 to migrate each.
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { IN_MEMORY_DATABASE } from "../db/client.ts";
import { prepareDatabase } from "../db/prepare.ts";
import { ensureWebBuild } from "../web-build.ts";
import { createScratchDatabase, type ScratchDatabase } from "./scratch-database.ts";
import { scratchDatabaseName, testConfig } from "./test-app.ts";

export default async function setup(project: TestProject) {
  const buildTook = ensureWebBuild();
  if (buildTook !== undefined) process.stdout.write(`Web build: ${Math.round(buildTook)} ms\n`);

  const folder = await mkdtemp(path.join(tmpdir(), "pglite-template-"));
  const { database } = await prepareDatabase(
    testConfig(folder, { config: { databaseUrl: IN_MEMORY_DATABASE } }),
  );
  const file = path.join(folder, "template.tar");
  try {
    const archive = await database.dump?.();
    if (!archive) throw new Error("The tests' template needs PGlite, which can dump itself.");
    await writeFile(file, Buffer.from(await archive.arrayBuffer()));
  } finally {
    await database.close();
  }
  project.provide("pgliteTemplate", file);

  const serverUrl = process.env.DATABASE_URL?.trim();
  let postgresTemplate: ScratchDatabase | undefined;
  if (serverUrl) {
    const name = scratchDatabaseName(serverUrl, "template");
    postgresTemplate = await createScratchDatabase(serverUrl, name);
    const prepared = await prepareDatabase(
      testConfig(folder, { config: { databaseUrl: postgresTemplate.url } }),
    );
    // Closed: PostgreSQL copies a template only while nobody is connected to it.
    await prepared.database.close();
    project.provide("postgresTemplate", name);
  } else {
    project.provide("postgresTemplate", undefined);
  }
  return async () => {
    await postgresTemplate?.drop();
    await rm(folder, { recursive: true, force: true });
  };
}
