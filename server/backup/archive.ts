/**
 * The backup archive: one tar.gz that any database of this project can take back, PGlite
 * or PostgreSQL, whichever made it. Nothing in it depends on the database's own format.
 *
 *   tables/<table>/<00001>.jsonl   the rows of one table, by SQL column name, at most
 *                                  ROWS_PER_CHUNK per file (memory stays bounded); tables
 *                                  in foreign-key order, so rows insert in archive order.
 *                                  Timestamps are ISO strings, jsonb is plain JSON.
 *   uploads/<key>                  every stored file, read through the Storage interface.
 *   prive/<key>                    every private file (candidates' CVs), read through
 *                                  PrivateFiles: never served, as secret as the rows.
 *   manifest.json                  LAST: its presence proves the archive is complete.
 *                                  { format, version, createdAt, source ("pglite" |
 *                                  "postgres"), migration (last applied, e.g.
 *                                  "0002_content_version"), tables: { name: rows },
 *                                  files: count, privateFiles: count (absent from
 *                                  archives made before the CVs: none), notice }
 *
 * The rows are read in one snapshot (a read-only REPEATABLE READ transaction); the files
 * afterwards, so every file a saved row names is there unless it was deleted meanwhile.
 * The archive holds what the database holds, password hashes and refresh-token hashes
 * included: a backup is as secret as the database. No secret is in the manifest.
 */
import { createReadStream } from "node:fs";
import { readFile } from "node:fs/promises";
import type { Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { fileURLToPath } from "node:url";
import { createGunzip, createGzip } from "node:zlib";
import { asc, type Column, getTableColumns, is, sql } from "drizzle-orm";
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import tar from "tar-stream";
import type { Database } from "../db/client.ts";
import { rowsOf } from "../db/raw-rows.ts";
import * as schema from "../db/schema.ts";
import type { PrivateFiles } from "../plugins/private-files.ts";
import { STORAGE_KEY, type Storage } from "../plugins/storage.ts";

export const ARCHIVE_FORMAT = "groupe-site-sauvegarde";
export const ARCHIVE_VERSION = 1;
const ROWS_PER_CHUNK = 1000;
const INSERT_BATCH = 200;
const MANIFEST = "manifest.json";
const NOTICE =
  "Sauvegarde du site : elle contient les données de la base (dont les empreintes des mots de passe et des jetons de session). Gardez-la secrète.";

export interface Manifest {
  format: typeof ARCHIVE_FORMAT;
  version: number;
  createdAt: string;
  source: "pglite" | "postgres";
  migration: string | null;
  tables: Record<string, number>;
  files: number;
  /** The private files (candidates' CVs); absent from the archives made before them. */
  privateFiles?: number;
  notice: string;
}

/** Where an archive's files go and come from: the public uploads and the private files. */
export interface ArchiveFiles {
  storage: Pick<Storage, "list" | "get" | "put" | "remove">;
  privateFiles: Pick<PrivateFiles, "list" | "get" | "put" | "remove">;
}

/** An archive entry's folder for each store. */
const FOLDERS = { storage: "uploads/", privateFiles: "prive/" } as const;

/** A backup or a restore refused or failed: the message is for the operator, in French. */
export class BackupError extends Error {}

interface SavedTable {
  name: string;
  table: PgTable;
  /** By SQL name: the archive's keys. */
  columns: Map<string, { key: string; column: Column }>;
  primaryKey: Column[];
}

/**
 * Every table of schema.ts, parents before children: read from the schema itself, so a
 * table added later is saved without touching this file.
 */
export function savedTables(): SavedTable[] {
  const tables = (Object.values(schema) as unknown[]).filter((value): value is PgTable =>
    is(value, PgTable),
  );
  const byName = new Map(tables.map((table) => [getTableConfig(table).name, table]));
  const ordered: SavedTable[] = [];
  const visiting = new Set<string>();
  const visit = (name: string) => {
    if (ordered.some((t) => t.name === name) || visiting.has(name)) return;
    visiting.add(name);
    const table = byName.get(name) as PgTable;
    const config = getTableConfig(table);
    for (const fk of config.foreignKeys) {
      const parent = getTableConfig(fk.reference().foreignTable).name;
      if (parent !== name) visit(parent);
    }
    const columns = new Map(
      Object.entries(getTableColumns(table)).map(([key, column]) => [column.name, { key, column }]),
    );
    const primaryKey = config.primaryKeys[0]?.columns ?? config.columns.filter((c) => c.primary);
    ordered.push({ name, table, columns, primaryKey });
  };
  for (const name of [...byName.keys()].sort()) visit(name);
  return ordered;
}

const MIGRATIONS_JOURNAL = fileURLToPath(
  new URL("../db/migrations/meta/_journal.json", import.meta.url),
);

/** The committed migrations, oldest first: their tag and the timestamp drizzle records. */
export async function knownMigrations(): Promise<{ tag: string; when: number }[]> {
  const journal = JSON.parse(await readFile(MIGRATIONS_JOURNAL, "utf8")) as {
    entries: { tag: string; when: number }[];
  };
  return journal.entries.map(({ tag, when }) => ({ tag, when }));
}

type Executor = Pick<Database, "execute">;

async function lastMigration(db: Executor): Promise<string | null> {
  const [last] = await rowsOf<{ created_at: string | number }>(
    db,
    sql`select created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
  );
  if (!last) return null;
  const when = Number(last.created_at);
  return (await knownMigrations()).find((m) => m.when === when)?.tag ?? `inconnue-${when}`;
}

function encodeValue(value: unknown): unknown {
  return typeof value === "bigint" ? value.toString() : value;
}

/** Back from JSON to what drizzle's column expects. */
function reviveValue(column: Column, value: unknown): unknown {
  if (value === null) return null;
  if (column.dataType === "date" && typeof value === "string") {
    const date = new Date(value);
    if (Number.isNaN(date.getTime())) throw new BackupError(`date illisible : ${value}`);
    return date;
  }
  if (column.dataType === "bigint" && typeof value === "string") return BigInt(value);
  return value;
}

/**
 * Writes the archive of `db` and `storage` to `out` (gzip included) and resolves with its
 * manifest once `out` has everything.
 */
export async function writeArchive(
  database: { db: Database; kind: Manifest["source"] },
  stores: ArchiveFiles,
  out: Writable,
): Promise<Manifest> {
  const pack = tar.pack();
  const written = pipeline(pack, createGzip(), out);
  // A failed pipeline must not leave an unhandled rejection while entries are being added.
  written.catch(() => {});
  const add = (name: string, data: Buffer) =>
    new Promise<void>((resolve, reject) => {
      pack.entry({ name, size: data.length, mtime: new Date(), mode: 0o600 }, data, (error) =>
        error ? reject(error) : resolve(),
      );
    });
  try {
    const counts: Record<string, number> = {};
    let migration: string | null = null;
    await database.db.transaction(
      async (tx) => {
        migration = await lastMigration(tx);
        for (const saved of savedTables()) {
          counts[saved.name] = 0;
          for (let chunk = 1; ; chunk++) {
            const rows = await tx
              .select()
              .from(saved.table)
              .orderBy(...saved.primaryKey.map((c) => asc(c)))
              .limit(ROWS_PER_CHUNK)
              .offset((chunk - 1) * ROWS_PER_CHUNK);
            if (rows.length === 0) break;
            const lines = rows.map((row) => {
              const record: Record<string, unknown> = {};
              for (const [name, { key }] of saved.columns) {
                record[name] = encodeValue((row as Record<string, unknown>)[key]);
              }
              return `${JSON.stringify(record)}\n`;
            });
            const file = `tables/${saved.name}/${String(chunk).padStart(5, "0")}.jsonl`;
            await add(file, Buffer.from(lines.join("")));
            counts[saved.name] = (counts[saved.name] ?? 0) + rows.length;
            if (rows.length < ROWS_PER_CHUNK) break;
          }
        }
      },
      { isolationLevel: "repeatable read", accessMode: "read only" },
    );
    const files = { storage: 0, privateFiles: 0 };
    for (const store of ["storage", "privateFiles"] as const) {
      for await (const key of stores[store].list()) {
        const data = await stores[store].get(key);
        // Deleted since it was listed: its row (if any) was deleted too, after the snapshot.
        if (!data) continue;
        await add(`${FOLDERS[store]}${key}`, data);
        files[store]++;
      }
    }
    const manifest: Manifest = {
      format: ARCHIVE_FORMAT,
      version: ARCHIVE_VERSION,
      createdAt: new Date().toISOString(),
      source: database.kind,
      migration,
      tables: counts,
      files: files.storage,
      privateFiles: files.privateFiles,
      notice: NOTICE,
    };
    await add(MANIFEST, Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`));
    pack.finalize();
    await written;
    return manifest;
  } catch (error) {
    pack.destroy(error as Error);
    throw error;
  }
}

export interface ArchiveHandlers {
  /** Rows of one table, already revived, keyed as drizzle's table object expects. */
  rows?(table: PgTable, rows: Record<string, unknown>[]): Promise<void>;
  /** A file for `store`: the public uploads or the private files. */
  file?(store: keyof ArchiveFiles, key: string, data: Buffer): Promise<void>;
}

/** What a handler threw: the archive is fine, the target refused it (a constraint, a disk). */
class HandlerFailure extends Error {}

/** The store an archive entry's name is a file of, if it is one. */
const storeOf = (name: string) =>
  (Object.keys(FOLDERS) as (keyof ArchiveFiles)[]).find((store) => name.startsWith(FOLDERS[store]));

const corrupt = (detail: string) =>
  new BackupError(`Archive illisible ou incomplète (${detail}) : rien n'a été restauré.`);

async function collect(entry: AsyncIterable<unknown>): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of entry) parts.push(part as Buffer);
  return Buffer.concat(parts);
}

function parseManifest(data: Buffer, migrations: { tag: string }[]): Manifest {
  let manifest: Manifest;
  try {
    manifest = JSON.parse(data.toString("utf8"));
  } catch {
    throw corrupt("manifeste illisible");
  }
  if (manifest?.format !== ARCHIVE_FORMAT) throw corrupt("ce n'est pas une sauvegarde du site");
  if (manifest.version !== ARCHIVE_VERSION) {
    throw new BackupError(
      `Format de sauvegarde ${manifest.version} inconnu de cette version du site (attendu : ${ARCHIVE_VERSION}).`,
    );
  }
  if (manifest.migration !== null && !migrations.some((m) => m.tag === manifest.migration)) {
    throw new BackupError(
      `Sauvegarde faite par une version plus récente du site (migration ${manifest.migration}) : mettez le site à jour avant de restaurer.`,
    );
  }
  return manifest;
}

/**
 * Reads the archive at `file` from end to end, checking everything (gzip, tar, every row
 * against the schema, file keys, the manifest's counts), and hands rows and files to
 * `handlers` as they come. Without handlers it only checks: a restore runs it once so
 * that a damaged archive is refused before anything is written.
 */
async function handled(work: Promise<void> | undefined) {
  try {
    await work;
  } catch (error) {
    throw new HandlerFailure("restore step failed", { cause: error });
  }
}

export async function readArchive(file: string, handlers: ArchiveHandlers = {}): Promise<Manifest> {
  const tables = new Map(savedTables().map((t) => [t.name, t]));
  const migrations = await knownMigrations();
  const counts: Record<string, number> = {};
  const keys = { storage: new Set<string>(), privateFiles: new Set<string>() };
  let manifest: Manifest | undefined;

  const extract = tar.extract();
  const reading = pipeline(createReadStream(file), createGunzip(), extract);
  reading.catch(() => {});
  try {
    for await (const entry of extract) {
      const name = entry.header.name;
      if (manifest) throw corrupt(`entrée après le manifeste : ${name}`);
      const data = await collect(entry);
      const table = /^tables\/([a-z0-9_]+)\/\d+\.jsonl$/.exec(name)?.[1];
      if (table) {
        const saved = tables.get(table);
        if (!saved) throw corrupt(`table inconnue : ${table}`);
        const rows = data
          .toString("utf8")
          .split("\n")
          .filter((line) => line !== "")
          .map((line) => {
            let record: Record<string, unknown>;
            try {
              record = JSON.parse(line);
            } catch {
              throw corrupt(`ligne illisible dans ${name}`);
            }
            const row: Record<string, unknown> = {};
            for (const [column, value] of Object.entries(record)) {
              const known = saved.columns.get(column);
              if (!known) throw corrupt(`colonne inconnue : ${table}.${column}`);
              row[known.key] = reviveValue(known.column, value);
            }
            return row;
          });
        counts[table] = (counts[table] ?? 0) + rows.length;
        for (let i = 0; i < rows.length; i += INSERT_BATCH) {
          await handled(handlers.rows?.(saved.table, rows.slice(i, i + INSERT_BATCH)));
        }
      } else if (storeOf(name)) {
        const store = storeOf(name) as keyof ArchiveFiles;
        const key = name.slice(FOLDERS[store].length);
        if (!STORAGE_KEY.test(key) || keys[store].has(key)) {
          throw corrupt(`fichier invalide : ${name}`);
        }
        keys[store].add(key);
        await handled(handlers.file?.(store, key, data));
      } else if (name === MANIFEST) {
        manifest = parseManifest(data, migrations);
      } else {
        throw corrupt(`entrée inattendue : ${name}`);
      }
    }
    await reading;
  } catch (error) {
    extract.destroy();
    if (error instanceof HandlerFailure) throw error.cause;
    if (error instanceof BackupError) throw error;
    // zlib and tar-stream say "unexpected end of file" and the like: the archive is damaged.
    throw corrupt((error as Error).message);
  }
  if (!manifest) throw corrupt("manifeste absent");
  for (const [table, expected] of Object.entries(manifest.tables)) {
    if ((counts[table] ?? 0) !== expected) throw corrupt(`nombre de lignes de ${table}`);
  }
  if (keys.storage.size !== manifest.files) throw corrupt("nombre de fichiers");
  if (keys.privateFiles.size !== (manifest.privateFiles ?? 0)) {
    throw corrupt("nombre de fichiers privés");
  }
  return manifest;
}

/** Tables whose rows the migrations themselves write: a fresh database already has them. */
const MIGRATION_ROWS = new Set(["content_version"]);

/** Tables of the schema that already hold rows (those the migrations write aside). */
export async function tablesWithRows(db: Executor): Promise<string[]> {
  const found: string[] = [];
  for (const { name } of savedTables()) {
    if (MIGRATION_ROWS.has(name)) continue;
    const [exists] = await rowsOf<{ t: string | null }>(
      db,
      sql`select to_regclass(${`public."${name}"`})::text as t`,
    );
    if (!exists?.t) continue;
    const [row] = await rowsOf<{ n: number }>(
      db,
      sql`select count(*)::int as n from ${sql.identifier(name)}`,
    );
    if (Number(row?.n) > 0) found.push(name);
  }
  return found;
}

/**
 * Loads a checked archive into a migrated, empty database and an empty storage: rows in
 * one transaction, files written before it commits and removed again if it does not.
 */
export async function loadArchive(
  file: string,
  db: Database,
  stores: ArchiveFiles,
): Promise<Manifest> {
  const written: { store: keyof ArchiveFiles; key: string }[] = [];
  try {
    return await db.transaction(async (tx) => {
      for (const name of MIGRATION_ROWS) await tx.execute(sql`delete from ${sql.identifier(name)}`);
      const manifest = await readArchive(file, {
        rows: async (table, rows) => {
          await tx.insert(table).values(rows);
        },
        file: async (store, key, data) => {
          written.push({ store, key });
          await stores[store].put(key, data, "application/octet-stream");
        },
      });
      await resetSequences(tx);
      return manifest;
    });
  } catch (error) {
    for (const { store, key } of written) await stores[store].remove(key).catch(() => {});
    if (error instanceof BackupError) throw error;
    // The driver's own words (a constraint, a full disk), not drizzle's "Failed query: …",
    // which repeats the rows' values: password hashes have no place on a terminal.
    let cause = error as Error;
    while (cause.cause instanceof Error) cause = cause.cause;
    throw new BackupError(
      `Restauration annulée, la base et les fichiers sont restés vides : ${cause.message}`,
    );
  }
}

/**
 * Identity and serial columns would hand out numbers the restored rows already use. The
 * schema has none today; this keeps a future one right.
 */
async function resetSequences(tx: Executor) {
  const sequences = await rowsOf<{ table_name: string; column_name: string }>(
    tx,
    sql`select table_name, column_name from information_schema.columns
        where table_schema = 'public' and (is_identity = 'YES' or column_default like 'nextval(%')`,
  );
  for (const { table_name, column_name } of sequences) {
    await tx.execute(
      sql`select setval(pg_get_serial_sequence(${`public."${table_name}"`}, ${column_name}),
          coalesce((select max(${sql.identifier(column_name)}) from ${sql.identifier(table_name)}), 1),
          (select count(*) > 0 from ${sql.identifier(table_name)}))`,
    );
  }
}
