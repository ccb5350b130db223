import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import type { AppConfig } from "../config.ts";
import { API, createUser, login, testConfig } from "../test/test-app.ts";
import { prepareDatabase } from "./prepare.ts";
import { DEFAULT_ADMIN_EMAIL } from "./seed/first-administrator.ts";

// The embedded database on disk (the default of `npm start`), whatever DATABASE_URL says:
// what is written must still be there after a restart.
let dataDir: string;
let config: AppConfig;
const opened: FastifyInstance[] = [];

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "persistence-test-"));
  // No ADMIN_EMAIL nor ADMIN_PASSWORD: the first start makes the administrator itself.
  config = testConfig(dataDir, {
    config: { databaseUrl: undefined, adminEmail: undefined, adminPassword: undefined },
  });
});
afterAll(async () => {
  for (const app of opened) await app.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function start() {
  const { database, firstAdmin } = await prepareDatabase(config);
  const app = await buildApp({ config, database, logger: false });
  opened.push(app);
  return { app, firstAdmin, kind: database.kind };
}

async function stop(app: FastifyInstance) {
  opened.splice(opened.indexOf(app), 1);
  await app.close();
}

describe("the embedded database on disk", () => {
  let generatedPassword: string;
  let created: Awaited<ReturnType<typeof createUser>>;
  let refreshToken: string;

  it("first start: creates the administrator with a generated password that signs in", async () => {
    const { app, firstAdmin, kind } = await start();
    expect(kind).toBe("pglite");
    expect(await readdir(path.join(dataDir, "db"))).not.toEqual([]);
    expect(firstAdmin?.email).toBe(DEFAULT_ADMIN_EMAIL);
    expect(firstAdmin?.generatedPassword).toEqual(expect.any(String));
    generatedPassword = firstAdmin?.generatedPassword ?? "";
    expect(generatedPassword.length).toBeGreaterThanOrEqual(20);

    const admin = await login(app, DEFAULT_ADMIN_EMAIL, generatedPassword);
    created = await createUser(app, admin.token, { prenom: "Persistant", nom: "Durable" });
    refreshToken = (await login(app, created.email, created.motDePasse)).tokenRafraichissement;
    await stop(app);
  });

  it("second start on the same folder: keeps the users and makes no new administrator", async () => {
    const { app, firstAdmin } = await start();
    expect(firstAdmin).toBeUndefined();

    const session = await login(app, created.email, created.motDePasse);
    expect(session.utilisateur).toMatchObject({
      _id: created._id,
      prenom: "Persistant",
      nom: "Durable",
      role: "conseiller",
    });
    // The administrator's password was not replaced.
    const admin = await login(app, DEFAULT_ADMIN_EMAIL, generatedPassword);
    const list = await app.inject({
      method: "GET",
      url: `${API}/utilisateurs`,
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(list.json().total).toBe(2);
    // A session opened before the restart goes on.
    const refreshed = await app.inject({
      method: "POST",
      url: `${API}/auth/rafraichir`,
      payload: { tokenRafraichissement: refreshToken },
    });
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.json().utilisateur._id).toBe(created._id);
    await stop(app);
  });

  it("the sectors are seeded once, not once per start", async () => {
    const { app } = await start();
    const response = await app.inject({ method: "GET", url: `${API}/secteurs` });
    expect(response.json().total).toBe(4);
    await stop(app);
  });
});
