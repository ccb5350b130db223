// What `npm run backup` and `npm run restore` do (scripts/backup.ts, scripts/restore.ts).
import { createWriteStream, existsSync } from "node:fs";
import { rename, rm } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import type { AppConfig } from "../config.ts";
import { openDatabase } from "../db/client.ts";
import { createPrivateFiles } from "../plugins/private-files.ts";
import { createStorage } from "../plugins/storage.ts";
import {
  BackupError,
  loadArchive,
  type Manifest,
  readArchive,
  tablesWithRows,
  writeArchive,
} from "./archive.ts";
import {
  BACKUP_PATH,
  findLiveServer,
  type LiveServer,
  liveServerUrl,
  signBackupToken,
} from "./live-server.ts";

export interface BackupResult {
  manifest: Manifest;
  /** The running server that made the archive, when it was asked to. */
  server: LiveServer | undefined;
}

async function fetchFromServer(live: LiveServer, secret: string, partial: string) {
  const response = await fetch(liveServerUrl(live, BACKUP_PATH), {
    method: "POST",
    headers: { authorization: `Bearer ${await signBackupToken(secret)}` },
  });
  if (!response.ok || !response.body) {
    throw new BackupError(
      `Le serveur en marche sur ce DATA_DIR (pid ${live.pid}) a refusé la sauvegarde (HTTP ${response.status}) : vérifiez que JWT_SECRET est le sien.`,
    );
  }
  await pipeline(
    Readable.fromWeb(response.body as NodeReadableStream),
    createWriteStream(partial, { mode: 0o600 }),
  );
}

/**
 * Writes the archive to `file.partial`, checks it from end to end, then renames it: a
 * failed backup leaves no file that looks like a backup.
 */
export async function backup(settings: AppConfig, file: string): Promise<BackupResult> {
  const partial = `${file}.partial`;
  // With PostgreSQL the server shares its database: this process reads it directly.
  const server = settings.databaseUrl ? undefined : findLiveServer(settings.dataDir);
  try {
    if (server) {
      await fetchFromServer(server, settings.jwtSecret, partial);
    } else {
      if (!settings.databaseUrl && !existsSync(path.join(settings.dataDir, "db"))) {
        throw new BackupError(
          `Aucune base de données dans ${settings.dataDir} : rien à sauvegarder.`,
        );
      }
      const database = await openDatabase(settings);
      const privateFiles = await createPrivateFiles(settings);
      try {
        await writeArchive(
          database,
          { storage: await createStorage(settings), privateFiles },
          createWriteStream(partial, { mode: 0o600 }),
        );
      } finally {
        privateFiles.close();
        await database.close();
      }
    }
    const manifest = await readArchive(partial);
    await rename(partial, file);
    return { manifest, server };
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}

/**
 * Loads `file` into an empty database and empty file stores (uploads, private files), or refuses with the
 * reason and changes nothing. The start's seeds (first administrator, demo content) are
 * not run: the archive's administrators are the site's, and the next start sees them.
 */
export async function restore(settings: AppConfig, file: string): Promise<Manifest> {
  // A damaged archive is refused before anything is opened or written.
  await readArchive(file);
  if (!settings.databaseUrl) {
    const live = findLiveServer(settings.dataDir);
    if (live) {
      throw new BackupError(
        `Un serveur tourne sur ${settings.dataDir} (pid ${live.pid}) : arrêtez-le avant de restaurer (la base intégrée ne s'ouvre que dans un processus à la fois).`,
      );
    }
  }
  const storage = await createStorage(settings);
  for await (const key of storage.list()) {
    throw new BackupError(
      `Le stockage des fichiers n'est pas vide (${key}, …) : restaurez dans un DATA_DIR vide.`,
    );
  }
  const privateFiles = await createPrivateFiles(settings);
  for await (const key of privateFiles.list()) {
    privateFiles.close();
    throw new BackupError(
      `Le stockage des fichiers privés n'est pas vide (${key}, …) : restaurez dans un DATA_DIR vide.`,
    );
  }
  const database = await openDatabase(settings);
  try {
    const filled = await tablesWithRows(database.db);
    if (filled.length > 0) {
      throw new BackupError(
        `La base de destination n'est pas vide (${filled.join(", ")}) : restaurez dans une base vide, rien n'a été modifié.`,
      );
    }
    await database.migrate();
    return await loadArchive(file, database.db, { storage, privateFiles });
  } finally {
    privateFiles.close();
    await database.close();
  }
}
