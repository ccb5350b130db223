import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import { restore } from "./commands.ts";
import { backupRoundTrips } from "./round-trips.ts";
import { contentsOf, emptyPlace } from "./test-support.ts";

// Moving between the embedded database and PostgreSQL needs a PostgreSQL server: this file
// runs only in the suite's PostgreSQL run (DATABASE_URL set, vitest.config.ts), and fails
// there if the server cannot be reached.

// A site with the demo content takes a while to make (images, argon2).
vi.setConfig({ testTimeout: 300_000 });

const { tracked, backupOf, roundTrip } = backupRoundTrips();

describe("backups move between PGlite and PostgreSQL", () => {
  it("PGlite → PostgreSQL", async () => {
    await roundTrip("pglite", "postgres");
  });

  it("PostgreSQL → PGlite", async () => {
    await roundTrip("postgres", "pglite");
  });

  it("PostgreSQL: refuses a target database that holds content, and changes nothing", async () => {
    const { site, file } = await backupOf("postgres");
    const before = await contentsOf(site.config);
    // Same database, a fresh (empty) uploads folder: the database alone must refuse.
    const other = await tracked(emptyPlace("pglite"));
    const config = { ...other.config, databaseUrl: site.config.databaseUrl };
    await expect(restore(config, file)).rejects.toThrow(/La base de destination n'est pas vide/);
    expect(await contentsOf(site.config)).toEqual(before);
    expect(existsSync(path.join(other.config.dataDir, "uploads"))).toBe(false);
  });
});
