import { createReadStream, createWriteStream, existsSync } from "node:fs";
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { createGunzip, createGzip } from "node:zlib";
import tar from "tar-stream";
import { describe, expect, it, vi } from "vitest";
import { backup, restore } from "./commands.ts";
import { backupRoundTrips } from "./round-trips.ts";
import { contentsOf, emptyPlace } from "./test-support.ts";

// A site with the demo content takes a while to make (images, argon2).
vi.setConfig({ testTimeout: 300_000 });

const { tracked, backupOf, roundTrip, archivePath } = backupRoundTrips();

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

describe("backup and restore on the embedded database", () => {
  it("PGlite → PGlite: every table and file comes back; users sign in, images are served", async () => {
    const { file } = await roundTrip("pglite", "pglite");
    expect(existsSync(`${file}.partial`)).toBe(false);
  });

  it("refuses a target whose database holds content, and changes nothing", async () => {
    const { site, file } = await backupOf("pglite");
    const before = await contentsOf(site.config);
    // The uploads and the private files set aside: the database alone must refuse.
    const folders = ["uploads", "prive"].map((name) => path.join(site.config.dataDir, name));
    for (const folder of folders) await rename(folder, `${folder}.aside`);
    try {
      await expect(restore(site.config, file)).rejects.toThrow(
        /^La base de destination n'est pas vide \(.*users.*\)/,
      );
      for (const folder of folders) expect(existsSync(folder)).toBe(false);
    } finally {
      for (const folder of folders) await rename(`${folder}.aside`, folder);
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

    // A CV left in the private files: refused the same way, nothing written.
    const other = await tracked(emptyPlace("pglite"));
    const prive = path.join(other.config.dataDir, "prive");
    await mkdir(prive);
    await writeFile(path.join(prive, "cv.pdf"), "x");
    await expect(restore(other.config, file)).rejects.toThrow(
      /^Le stockage des fichiers privés n'est pas vide \(cv\.pdf, …\)/,
    );
    expect(existsSync(path.join(other.config.dataDir, "db"))).toBe(false);
    expect(existsSync(path.join(other.config.dataDir, "uploads"))).toBe(false);
  });

  it("refuses a damaged or truncated archive in French, writing nothing", async () => {
    const { file } = await backupOf("pglite");
    const bytes = await readFile(file);
    const truncated = archivePath("truncated.tar.gz");
    await writeFile(truncated, bytes.subarray(0, Math.floor(bytes.length * 0.7)));
    const flipped = archivePath("flipped.tar.gz");
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
    const missing = archivePath("nothing.tar.gz");
    await expect(backup(target.config, missing)).rejects.toThrow(/Aucune base de données/);
    expect(existsSync(missing)).toBe(false);

    // A stored key that cannot be read fails the backup half-way through.
    const uploads = path.join(site.config.dataDir, "uploads");
    await mkdir(path.join(uploads, "illisible.webp"));
    try {
      const half = archivePath("half.tar.gz");
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
    const broken = archivePath("duplicate-user.tar.gz");
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
