// The embedded database's starting folder: what PGlite's initdb makes, dumped once by
// `npm run make:db-template` and committed, so that a new database is unpacked from it
// instead of running initdb, whose memory peak a small server cannot spare (issue 17,
// docs/decisions/017). Nothing of the site is in it: the migrations and the seeds run at
// start as on any database.
import { createReadStream, existsSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { mkdir, rename, rm, rmdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createGunzip } from "node:zlib";
import tar from "tar-stream";

/** Where the starting folders are kept, one per PGlite version. */
export const PGLITE_TEMPLATE_DIR = fileURLToPath(new URL("./template", import.meta.url));

/** The starting folder for the installed PGlite: a data folder is tied to its version. */
export function pgliteTemplatePath(): string {
  return path.join(PGLITE_TEMPLATE_DIR, `pglite-${installedPgliteVersion()}.tar.gz`);
}

/** PGlite's version, from its package.json (which its `exports` do not list). */
function installedPgliteVersion(): string {
  let folder = path.dirname(fileURLToPath(import.meta.resolve("@electric-sql/pglite")));
  for (;;) {
    const manifest = path.join(folder, "package.json");
    if (existsSync(manifest)) {
      const { name, version } = JSON.parse(readFileSync(manifest, "utf8"));
      if (name === "@electric-sql/pglite") return version;
    }
    const parent = path.dirname(folder);
    if (parent === folder) return "unknown";
    folder = parent;
  }
}

/** An archive entry's place under `root`, or undefined when its name would leave it. */
function placeUnder(root: string, name: string): string | undefined {
  const target = path.resolve(root, name.replace(/^\/+/, ""));
  return target === root || target.startsWith(`${root}${path.sep}`) ? target : undefined;
}

/**
 * Unpacks the starting folder into `folder` when it holds no database yet, and says whether
 * it did. Streamed to disk, then PGlite opens the folder as on any restart: handing PGlite
 * the archive instead (its `loadDataDir`) leaves some 65 MB of native memory behind in the
 * server for good (npm run bench:memory). Unpacked beside it and renamed once complete, so
 * a start stopped half-way leaves no half-made database. Without a starting folder for the
 * installed version (after an update, before `npm run make:db-template`), PGlite runs
 * initdb itself: slower and heavier, never wrong.
 */
export async function unpackPgliteTemplate(
  folder: string,
  template = pgliteTemplatePath(),
): Promise<boolean> {
  if (existsSync(path.join(folder, "PG_VERSION")) || !existsSync(template)) return false;
  // A folder that holds something other than a database is left to PGlite to judge.
  if (existsSync(folder) && readdirSync(folder).length > 0) return false;
  const partial = `${folder}.partial`;
  rmSync(partial, { recursive: true, force: true });
  await mkdir(partial, { recursive: true, mode: 0o700 });
  try {
    const extract = tar.extract();
    createReadStream(template)
      .on("error", (error) => extract.destroy(error))
      .pipe(createGunzip())
      .on("error", (error) => extract.destroy(error))
      .pipe(extract);
    for await (const entry of extract) {
      const target = placeUnder(partial, entry.header.name);
      if (!target) throw new Error(`${template}: ${entry.header.name} sort du dossier`);
      if (entry.header.type === "directory") {
        await mkdir(target, { recursive: true, mode: 0o700 });
        entry.resume();
      } else if (entry.header.type === "file") {
        const chunks: Buffer[] = [];
        for await (const chunk of entry) chunks.push(chunk as Buffer);
        await mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
        await writeFile(target, Buffer.concat(chunks), { mode: 0o600 });
      } else {
        throw new Error(`${template}: ${entry.header.name} n'est ni un fichier ni un dossier`);
      }
    }
    if (existsSync(folder)) await rmdir(folder);
    await rename(partial, folder);
    return true;
  } catch (error) {
    await rm(partial, { recursive: true, force: true });
    throw error;
  }
}
