import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  ensureWebBuild,
  NODE_BINARY,
  PROJECT_ROOT,
  type RunningServer,
  startServer,
} from "../../e2e/support/server.ts";
import { testConfig } from "../test/test-app.ts";
import { BACKUP_PATH, SERVER_FILE, signBackupToken } from "./live-server.ts";
import { contentsOf } from "./test-support.ts";

// The real server (`node server/main.ts`) on the embedded database, with the demo content.
vi.setConfig({ testTimeout: 180_000, hookTimeout: 300_000 });

let workDir: string;
let dataDir: string;
let server: RunningServer;

beforeAll(async () => {
  ensureWebBuild();
  workDir = await mkdtemp(path.join(tmpdir(), "live-backup-"));
  dataDir = path.join(workDir, "site");
  // The first start makes the demo content (images, argon2): slow on a busy machine.
  server = await startServer({ dataDir, env: { DEMO_CONTENT: "true" }, readyTimeoutMs: 240_000 });
});
afterAll(async () => {
  await server?.stop();
  if (workDir) await rm(workDir, { recursive: true, force: true });
});

/** `npm run backup|restore -- FILE` on a data folder, as an operator runs it. */
async function cli(command: "backup" | "restore", file: string, folder: string) {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: folder };
  for (const name of ["DATABASE_URL", "JWT_SECRET", "NODE_ENV"]) delete env[name];
  try {
    const { stdout, stderr } = await promisify(execFile)(
      NODE_BINARY,
      ["server/backup/cli.ts", command, file],
      { cwd: PROJECT_ROOT, env },
    );
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

describe("a backup while the site runs on the embedded database", () => {
  const file = () => path.join(workDir, "en-marche.tar.gz");

  it("is made by the running server, which alone opens its database", async () => {
    const live = JSON.parse(await readFile(path.join(dataDir, SERVER_FILE), "utf8"));
    expect(live).toMatchObject({ pid: server.child.pid, port: server.port });

    const made = await cli("backup", file(), dataDir);
    expect(made.output).toMatch(/Sauvegarde écrite : .* par le serveur en marche pid \d+/);
    expect(made.code).toBe(0);
    expect(existsSync(file())).toBe(true);
  });

  it("answers the backup endpoint only to a token signed with the site's secret", async () => {
    const ask = (authorization?: string) =>
      fetch(`${server.url}${BACKUP_PATH}`, {
        method: "POST",
        headers: authorization ? { authorization } : {},
      });
    expect((await ask()).status).toBe(401);
    const forged = await signBackupToken("un autre secret de trente-deux caractères au moins");
    expect((await ask(`Bearer ${forged}`)).status).toBe(401);
    const secret = (await readFile(path.join(dataDir, "jwt-secret"), "utf8")).trim();
    const allowed = await ask(`Bearer ${await signBackupToken(secret)}`);
    expect(allowed.status).toBe(200);
    expect(allowed.headers.get("content-type")).toBe("application/gzip");
    await allowed.arrayBuffer();
  });

  it("refuses to restore over the running site's folder", async () => {
    const refused = await cli("restore", file(), dataDir);
    expect(refused.code).not.toBe(0);
    expect(refused.output).toMatch(/Un serveur tourne sur .* arrêtez-le avant de restaurer/);
  });

  it("restores into an empty folder everything the stopped site holds", async () => {
    await server.stop();
    expect(existsSync(path.join(dataDir, SERVER_FILE))).toBe(false);
    const target = path.join(workDir, "restored");
    const restored = await cli("restore", file(), target);
    expect(restored.output).toMatch(/restaurée \(\d+ lignes, \d+ fichiers/);
    expect(restored.code).toBe(0);

    const config = (folder: string) => testConfig(folder, { config: { databaseUrl: undefined } });
    const before = await contentsOf(config(dataDir));
    expect(before.rows.articles).toBeGreaterThan(0);
    expect(await contentsOf(config(target))).toEqual(before);

    // The next start makes no administrator and no demo content: the restored ones stand.
    const next = await startServer({ dataDir: target, env: { DEMO_CONTENT: "true" } });
    try {
      const output = await next.outputMatching(/Back office :|Administrateur créé/);
      expect(output).not.toMatch(/Administrateur créé|contenus de démonstration créés/);
      expect(output).toMatch(/Back office :/);
    } finally {
      await next.stop();
    }
    expect(await contentsOf(config(target))).toEqual(before);
  });
});
