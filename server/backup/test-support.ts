// A site with content to back up, and what a backup must carry across: shared by the
// backup tests and scripts/bench-backup.ts.
import { createHash, randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { count } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { samplePdf } from "../../domain/pdf-sample.ts";
import { buildApp } from "../app.ts";
import type { AppConfig } from "../config.ts";
import { openDatabase } from "../db/client.ts";
import { prepareDatabase } from "../db/prepare.ts";
import { seedDemoContent } from "../db/seed/demo-content.ts";
import { preparedDemoPictures } from "../db/seed/demo-pictures.ts";
import { createPrivateFiles } from "../plugins/private-files.ts";
import { createStorage, type Storage } from "../plugins/storage.ts";
import { multipart } from "../test/multipart.ts";
import { createScratchDatabase } from "../test/scratch-database.ts";
import { API, createUser, loginAsAdmin, testConfig } from "../test/test-app.ts";
import { savedTables } from "./archive.ts";

export type Kind = "pglite" | "postgres";

/** The server of the PostgreSQL runs; the cross-database tests need it. */
export const postgresServer = () => process.env.DATABASE_URL?.trim() || undefined;

export interface Place {
  config: AppConfig;
  /** Drops the database (PostgreSQL) and removes the data folder. */
  remove(): Promise<void>;
}

/** An empty data folder, with a database of its own on PostgreSQL for `postgres`. */
export async function emptyPlace(kind: Kind): Promise<Place> {
  const dataDir = await mkdtemp(path.join(tmpdir(), `backup-${kind}-`));
  let drop = async () => {};
  let databaseUrl: string | undefined;
  if (kind === "postgres") {
    const server = postgresServer();
    if (!server) throw new Error("DATABASE_URL is needed for a PostgreSQL target");
    const scratch = await createScratchDatabase(
      server,
      `backup_t_${randomBytes(6).toString("hex")}`,
    );
    databaseUrl = scratch.url;
    drop = scratch.drop;
  }
  return {
    config: testConfig(dataDir, { config: { databaseUrl } }),
    remove: async () => {
      await drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export interface Site extends Place {
  conseiller: { email: string; motDePasse: string };
}

/** A started site: migrated, seeded, with the demo content and one conseiller. */
export async function siteWithContent(kind: Kind): Promise<Site> {
  const place = await emptyPlace(kind);
  const { database } = await prepareDatabase(place.config);
  const app = await buildApp({
    config: place.config,
    database,
    logger: false,
    processImage: preparedDemoPictures(),
  });
  try {
    await seedDemoContent(app);
    const admin = await loginAsAdmin(app);
    const conseiller = await createUser(app, admin.token, { prenom: "Sauvé", nom: "Restauré" });
    await applyToAnOpenOffer(app);
    return { ...place, conseiller };
  } finally {
    await app.close();
  }
}

/** A candidate's application with its CV (a private file) to the newest open offer. */
async function applyToAnOpenOffer(app: FastifyInstance) {
  const offers = await app.inject({ url: `${API}/offres-emploi?lang=fr&limite=1` });
  const [offer] = offers.json().data as { _id: string }[];
  if (!offer) throw new Error("the demo content has no open offer to apply to");
  const form = await multipart(
    { nom: "Awa Sauvegarde", email: "awa@example.com", telephone: "+221 77 000 00 00" },
    [{ field: "cv", filename: "CV Awa.pdf", data: samplePdf() }],
  );
  const answer = await app.inject({
    method: "POST",
    url: `${API}/offres-emploi/${offer._id}/candidatures`,
    headers: form.headers,
    payload: form.payload,
  });
  if (answer.statusCode !== 201) throw new Error(`application refused: ${answer.body}`);
}

export interface Contents {
  rows: Record<string, number>;
  files: Record<string, string>;
  /** The private files (candidates' CVs), by key, with the hash of their bytes. */
  privateFiles: Record<string, string>;
}

/** Rows per table and every stored file with the hash of its bytes. */
export async function contentsOf(config: AppConfig): Promise<Contents> {
  const database = await openDatabase(config);
  try {
    const rows: Record<string, number> = {};
    for (const { name, table } of savedTables()) {
      const [row] = await database.db.select({ n: count() }).from(table);
      rows[name] = row?.n ?? 0;
    }
    const hashes = async (store: Pick<Storage, "list" | "get">) => {
      const files: Record<string, string> = {};
      for await (const key of store.list()) {
        const data = (await store.get(key)) as Buffer;
        files[key] = createHash("sha256").update(data).digest("hex");
      }
      return files;
    };
    const privateFiles = await createPrivateFiles(config);
    try {
      return {
        rows,
        files: await hashes(await createStorage(config)),
        privateFiles: await hashes(privateFiles),
      };
    } finally {
      privateFiles.close();
    }
  } finally {
    await database.close();
  }
}
