import { createReadStream, createWriteStream, existsSync } from "node:fs";
import { mkdir, mkdtemp, readFile, rename, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { createGunzip, createGzip } from "node:zlib";
import tar from "tar-stream";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { buildApp } from "../app.ts";
import { openDatabase } from "../db/client.ts";
import { API, login, TEST_ADMIN } from "../test/test-app.ts";
import { backup, restore } from "./commands.ts";
import {
  type Contents,
  contentsOf,
  emptyPlace,
  type Kind,
  type Place,
  postgresServer,
  type Site,
  siteWithContent,
} from "./test-support.ts";

// A site with the demo content takes a while to make (images, argon2).
vi.setConfig({ testTimeout: 300_000 });

const cleanups: (() => Promise<void>)[] = [];
let workDir: string;
beforeAll(async () => {
  workDir = await mkdtemp(path.join(tmpdir(), "backup-archives-"));
  cleanups.push(() => rm(workDir, { recursive: true, force: true }));
});
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** Copies an archive through `change`, which may edit its entries (the manifest is last). */
async function rewriteArchive(
  from: string,
  to: string,
  change: (entries: { name: string; data: Buffer }[]) => Promise<void>,
) {
  const entries: { name: string; data: Buffer }[] = [];
  const extract = tar.extract();
  const reading = pipeline(createReadStream(from), createGunzip(), extract);
  for await (const entry of extract) {
    const parts: Buffer[] = [];
    for await (const part of entry) parts.push(part as Buffer);
    entries.push({ name: entry.header.name, data: Buffer.concat(parts) });
  }
  await reading;
  await change(entries);
  const pack = tar.pack();
  for (const { name, data } of entries) pack.entry({ name, size: data.length }, data);
  pack.finalize();
  await pipeline(pack, createGzip(), createWriteStream(to));
}

async function tracked<T extends Place>(made: Promise<T>): Promise<T> {
  const place = await made;
  cleanups.push(place.remove);
  return place;
}

/** The restored site answers as the original did: sign-in, lists, images. */
async function expectSiteWorks(place: Place, site: Site) {
  const database = await openDatabase(place.config);
  const app = await buildApp({ config: place.config, database, logger: false });
  try {
    const session = await login(app, site.conseiller.email, site.conseiller.motDePasse);
    expect(session.utilisateur.prenom).toBe("Sauvé");
    await login(app, TEST_ADMIN.email, TEST_ADMIN.password);
    const articles = (await app.inject({ url: `${API}/articles?lang=fr&limite=50` })).json();
    expect(articles.total).toBeGreaterThanOrEqual(6);
    const image = await app.inject({ url: articles.results[0].imagePrincipale });
    expect(image.statusCode).toBe(200);
    expect(image.headers["content-type"]).toBe("image/webp");
    // Timestamps came back as timestamps, jsonb as objects.
    const realisations = (await app.inject({ url: `${API}/realisations?lang=en` })).json();
    expect(realisations.data[0].titre).toEqual(expect.any(String));
    expect(Number.isNaN(Date.parse(articles.results[0].datePublication))).toBe(false);
  } finally {
    await app.close();
  }
}

/** One site per database kind, backed up once, for every test that restores from it. */
const backedUp = new Map<Kind, Promise<{ site: Site; file: string; before: Contents }>>();
function backupOf(from: Kind) {
  let made = backedUp.get(from);
  if (!made) {
    made = (async () => {
      const site = await tracked(siteWithContent(from));
      const before = await contentsOf(site.config);
      const file = path.join(workDir, `${from}.tar.gz`);
      const { manifest } = await backup(site.config, file);
      expect(manifest).toMatchObject({ source: from, migration: expect.stringMatching(/^\d{4}_/) });
      expect(manifest.tables).toEqual(before.rows);
      expect(manifest.files).toBe(Object.keys(before.files).length);
      expect(before.rows.articles).toBeGreaterThan(0);
      expect(Object.keys(before.files).length).toBeGreaterThan(0);
      return { site, file, before };
    })();
    backedUp.set(from, made);
  }
  return made;
}

async function roundTrip(from: Kind, to: Kind) {
  const { site, file, before } = await backupOf(from);
  const target = await tracked(emptyPlace(to));
  await restore(target.config, file);
  expect(await contentsOf(target.config)).toEqual(before);
  await expectSiteWorks(target, site);
  return { site, file, target };
}

describe("backup and restore on the embedded database", () => {
  it("PGlite → PGlite: every table and file comes back; users sign in, images are served", async () => {
    const { file } = await roundTrip("pglite", "pglite");
    expect(existsSync(`${file}.partial`)).toBe(false);
  });

  it("refuses a target whose database holds content, and changes nothing", async () => {
    const { site, file } = await backupOf("pglite");
    const before = await contentsOf(site.config);
    // The uploads set aside: the database alone must refuse.
    const siteUploads = path.join(site.config.dataDir, "uploads");
    await rename(siteUploads, `${siteUploads}.aside`);
    try {
      await expect(restore(site.config, file)).rejects.toThrow(
        /^La base de destination n'est pas vide \(.*users.*\)/,
      );
      expect(existsSync(siteUploads)).toBe(false);
    } finally {
      await rename(`${siteUploads}.aside`, siteUploads);
    }
    expect(await contentsOf(site.config)).toEqual(before);

    // Uploads present but no database: refused before the database is even made.
    const target = await tracked(emptyPlace("pglite"));
    const uploads = path.join(target.config.dataDir, "uploads");
    await mkdir(uploads);
    await writeFile(path.join(uploads, "image.webp"), "x");
    await expect(restore(target.config, file)).rejects.toThrow(
      /Le stockage des fichiers n'est pas vide/,
    );
    expect(existsSync(path.join(target.config.dataDir, "db"))).toBe(false);
  });

  it("refuses a damaged or truncated archive in French, writing nothing", async () => {
    const { file } = await backupOf("pglite");
    const bytes = await readFile(file);
    const truncated = path.join(workDir, "truncated.tar.gz");
    await writeFile(truncated, bytes.subarray(0, Math.floor(bytes.length * 0.7)));
    const flipped = path.join(workDir, "flipped.tar.gz");
    const damaged = Buffer.from(bytes);
    const middle = Math.floor(damaged.length / 2);
    damaged[middle] = (damaged[middle] ?? 0) ^ 0xff;
    await writeFile(flipped, damaged);

    for (const broken of [truncated, flipped]) {
      const target = await tracked(emptyPlace("pglite"));
      await expect(restore(target.config, broken)).rejects.toThrow(
        /^Archive illisible ou incomplète .* rien n'a été restauré\.$/,
      );
      expect(existsSync(path.join(target.config.dataDir, "db"))).toBe(false);
      expect(existsSync(path.join(target.config.dataDir, "uploads"))).toBe(false);
    }
  });

  it("a failed backup leaves no file behind", async () => {
    const { site } = await backupOf("pglite");
    const target = await tracked(emptyPlace("pglite"));
    const missing = path.join(workDir, "nothing.tar.gz");
    await expect(backup(target.config, missing)).rejects.toThrow(/Aucune base de données/);
    expect(existsSync(missing)).toBe(false);

    // A stored key that cannot be read fails the backup half-way through.
    const uploads = path.join(site.config.dataDir, "uploads");
    await mkdir(path.join(uploads, "illisible.webp"));
    try {
      const half = path.join(workDir, "half.tar.gz");
      await expect(backup(site.config, half)).rejects.toThrow(/EISDIR/);
      expect(existsSync(half)).toBe(false);
      expect(existsSync(`${half}.partial`)).toBe(false);
    } finally {
      await rm(path.join(uploads, "illisible.webp"), { recursive: true });
    }
  });

  it("a restore that fails after writing files removes them and commits no row", async () => {
    const { file } = await backupOf("pglite");
    // A well-formed archive whose last rows break a unique constraint, after the files.
    const broken = path.join(workDir, "duplicate-user.tar.gz");
    await rewriteArchive(file, broken, async (entries) => {
      const users = entries.find((e) => e.name.startsWith("tables/users/"));
      const manifestEntry = entries.pop();
      if (!users || !manifestEntry) throw new Error("unexpected archive");
      const firstLine = users.data.toString().split("\n")[0];
      entries.push({ name: "tables/users/99999.jsonl", data: Buffer.from(`${firstLine}\n`) });
      const manifest = JSON.parse(manifestEntry.data.toString());
      manifest.tables.users += 1;
      entries.push({ name: manifestEntry.name, data: Buffer.from(JSON.stringify(manifest)) });
    });
    const target = await tracked(emptyPlace("pglite"));
    await expect(restore(target.config, broken)).rejects.toThrow(
      /^Restauration annulée, la base et les fichiers sont restés vides : .*users_pkey/,
    );
    const after = await contentsOf(target.config);
    expect(after.files).toEqual({});
    // Only the row the migrations write themselves.
    const filled = Object.entries(after.rows).filter(([, n]) => n > 0);
    expect(filled).toEqual([["content_version", 1]]);
  });
});

// Moving between the embedded database and PostgreSQL needs a PostgreSQL server: these run
// in the suite's PostgreSQL run (DATABASE_URL set), and fail there if it cannot be reached.
describe.runIf(postgresServer())("backups move between PGlite and PostgreSQL", () => {
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
