import { execFile } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
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
} from "../../../e2e/support/server.ts";
import { openDatabase } from "../../db/client.ts";
import { verifyPassword } from "../../lib/passwords.ts";
import { testConfig } from "../../test/test-app.ts";
import { createUsersRepository } from "../users/users.repository.ts";

// The real server (`node server/main.ts`) on the embedded database, and the operator's CLI.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 240_000 });

const ADMIN = "chef@example.com";
const FIRST_PASSWORD = "Premier-mot-de-passe-1";

let workDir: string;
let dataDir: string;
let server: RunningServer;

beforeAll(async () => {
  ensureWebBuild();
  workDir = await mkdtemp(path.join(tmpdir(), "admin-password-"));
  dataDir = path.join(workDir, "site");
  server = await startServer({
    dataDir,
    env: { DEMO_CONTENT: "false", ADMIN_EMAIL: ADMIN, ADMIN_PASSWORD: FIRST_PASSWORD },
  });
});
afterAll(async () => {
  await server?.stop();
  if (workDir) await rm(workDir, { recursive: true, force: true });
});

/** `npm run admin:password -- EMAIL` as an operator runs it, with `env` added. */
async function cli(email: string, env: Record<string, string> = {}) {
  const all: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, ...env };
  for (const name of ["DATABASE_URL", "JWT_SECRET", "NODE_ENV", "ADMIN_PASSWORD"]) {
    if (!(name in env)) delete all[name];
  }
  try {
    const { stdout, stderr } = await promisify(execFile)(
      NODE_BINARY,
      ["server/admin-password-cli.ts", email],
      { cwd: PROJECT_ROOT, env: all },
    );
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

const signIn = (email: string, motDePasse: string) =>
  fetch(`${server.url}/api/v1/auth/connexion`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, motDePasse }),
  });

describe("npm run admin:password", () => {
  it("refuses an unknown address in French, exit code 1", async () => {
    const result = await cli("personne@example.com");
    expect(result.code).toBe(1);
    expect(result.output).toContain("Aucun compte n'a l'adresse personne@example.com");
  });

  it("refuses an ADMIN_PASSWORD against §5's rules", async () => {
    const result = await cli(ADMIN, { ADMIN_PASSWORD: "court" });
    expect(result.code).toBe(1);
    expect(result.output).toMatch(/ADMIN_PASSWORD/);
    expect((await signIn(ADMIN, FIRST_PASSWORD)).status).toBe(200);
  });

  it("refuses a deactivated account in French, exit code 1, instead of a password it cannot sign in with", async () => {
    const { token } = await (await signIn(ADMIN, FIRST_PASSWORD)).json();
    const created = await fetch(`${server.url}/api/v1/utilisateurs`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: JSON.stringify({
        prenom: "Ancien",
        nom: "Conseiller",
        email: "parti@example.com",
        role: "conseiller",
        statut: "inactif",
        motDePasse: "Ancien-mot-de-passe-1",
      }),
    });
    expect(created.status).toBe(201);
    const result = await cli("parti@example.com");
    expect(result.code).toBe(1);
    expect(result.output).toContain(
      "Le compte parti@example.com est désactivé : rien n'a été changé.",
    );
    expect(result.output).not.toContain("affiché une seule fois");
    // Nothing changed: the old password is still the one refused as inactive.
    expect((await signIn("parti@example.com", "Ancien-mot-de-passe-1")).status).toBe(403);
  });

  it("sets a generated password through the running server, printed once, and ends the sessions", async () => {
    const session = await (await signIn(ADMIN, FIRST_PASSWORD)).json();
    const result = await cli(ADMIN.toUpperCase());
    expect(result.code).toBe(0);
    expect(result.output).toMatch(/changé \(par le serveur en marche, pid \d+\)/);
    const generated = /affiché une seule fois\) : (\S+)/.exec(result.output)?.[1] as string;
    expect(generated.length).toBeGreaterThanOrEqual(20);

    expect((await signIn(ADMIN, FIRST_PASSWORD)).status).toBe(401);
    expect((await signIn(ADMIN, generated)).status).toBe(200);
    const me = await fetch(`${server.url}/api/v1/utilisateurs/me`, {
      headers: { authorization: `Bearer ${session.token}` },
    });
    expect(me.status).toBe(401);
  });

  it("opens the embedded database itself once the server has stopped, with ADMIN_PASSWORD", async () => {
    await server.stop();
    const result = await cli(ADMIN, { ADMIN_PASSWORD: "Mot-de-passe-choisi-5" });
    expect(result.code).toBe(0);
    expect(result.output).not.toContain("affiché une seule fois");

    const database = await openDatabase(
      testConfig(dataDir, { config: { databaseUrl: undefined } }),
    );
    try {
      const user = await createUsersRepository(database.db).findByEmail(ADMIN);
      expect(await verifyPassword(user?.passwordHash ?? "", "Mot-de-passe-choisi-5")).toBe(true);
    } finally {
      await database.close();
    }
  });
});
