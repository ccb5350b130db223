/**
 * Backups of the embedded database while the site runs. PGlite belongs to the server's
 * process: a second process opening the same folder would corrupt it. So the server says
 * it is there (a small file in DATA_DIR while it listens), and `npm run backup` asks it
 * for the archive over HTTP instead of opening the database, with a one-minute token it
 * signs with the JWT secret: only someone holding the machine's secrets can back up.
 */
import { readFileSync } from "node:fs";
import { rm, writeFile } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { PassThrough } from "node:stream";
import type { FastifyInstance } from "fastify";
import type { AppConfig } from "../config.ts";
import type { DatabaseHandle } from "../db/client.ts";
import { isOpsRequest, signOpsToken } from "../lib/ops-token.ts";
import { writeArchive } from "./archive.ts";

export const BACKUP_PATH = "/_ops/backup";
/** Written by a listening server on the embedded database, removed when it stops. */
export const SERVER_FILE = "serveur.json";
// The backup's own token audience (server/lib/ops-token.ts).
const AUDIENCE = "sauvegarde";

export interface LiveServer {
  pid: number;
  /** Where the backup CLI reaches it: the loopback when it listens on every interface. */
  host: string;
  port: number;
}

export const signBackupToken = (secret: string) => signOpsToken(secret, AUDIENCE);

/** The address of `path` on a running server, as an operator's command on this machine calls it. */
export function liveServerUrl(live: LiveServer, path: string): string {
  const host = live.host.includes(":") ? `[${live.host}]` : live.host;
  return `http://${host}:${live.port}${path}`;
}

const processIsAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: alive, but someone else's.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
};

/** The server running on `dataDir`'s embedded database, if one is. */
export function findLiveServer(dataDir: string): LiveServer | undefined {
  let found: LiveServer;
  try {
    found = JSON.parse(readFileSync(path.join(dataDir, SERVER_FILE), "utf8"));
  } catch {
    return undefined;
  }
  // A file left by a server that was killed names a dead process.
  return Number.isInteger(found.pid) && processIsAlive(found.pid) ? found : undefined;
}

/** The backup endpoint and the server file, on the embedded database only. */
export function registerLiveBackup(
  app: FastifyInstance,
  config: AppConfig,
  database: DatabaseHandle,
) {
  if (database.kind !== "pglite") return;
  const file = path.join(config.dataDir, SERVER_FILE);

  app.addHook("onListen", async () => {
    const { address, port } = app.server.address() as AddressInfo;
    const host = address === "0.0.0.0" || address === "::" ? "127.0.0.1" : address;
    const live: LiveServer = { pid: process.pid, host, port };
    await writeFile(file, `${JSON.stringify(live)}\n`, { mode: 0o600 });
  });
  app.addHook("onClose", async () => {
    if (findLiveServer(config.dataDir)?.pid === process.pid) await rm(file, { force: true });
  });

  app.post(BACKUP_PATH, async (request, reply) => {
    if (!(await isOpsRequest(config.jwtSecret, request.headers.authorization, AUDIENCE))) {
      return reply.code(401).send({ success: false, message: "Jeton de sauvegarde invalide." });
    }
    const body = new PassThrough();
    // A failure half-way cuts the answer short: the CLI sees an incomplete archive.
    writeArchive(
      database,
      { storage: app.services.storage, privateFiles: app.services.privateFiles },
      body,
    ).catch((error: unknown) => {
      request.log.error({ err: error }, "sauvegarde interrompue");
      body.destroy(error as Error);
    });
    return reply.header("cache-control", "no-store").type("application/gzip").send(body);
  });
}
