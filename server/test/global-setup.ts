// Vitest's global setup, run once before any test file:
// - the web build, made when its sources are newer than it, as `npm start` does: the page
//   tests render it, and must neither pass on an old build nor skip;
// - a template of the tests' embedded database (initialised, migrated, seeded with the
//   sectors and TEST_ADMIN), which every test app on PGlite starts from instead of running
//   initdb and the migrations itself: over a second saved per app (server/test/test-app.ts).
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { IN_MEMORY_DATABASE } from "../db/client.ts";
import { prepareDatabase } from "../db/prepare.ts";
import { ensureWebBuild } from "../web-build.ts";
import { testConfig } from "./test-app.ts";

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
  return () => rm(folder, { recursive: true, force: true });
}
