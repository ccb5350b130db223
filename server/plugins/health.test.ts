import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTcpProxy, type TcpProxy } from "../test/tcp-proxy.ts";
import { API, createTestApp, TEST_ADMIN, withTestApp } from "../test/test-app.ts";

describe("/healthz and /readyz", () => {
  let app: FastifyInstance;
  withTestApp((built) => {
    app = built;
  });

  it("/healthz answers 200 while the process runs; an app that gives no memory back says null", async () => {
    const response = await app.inject({ method: "GET", url: "/healthz" });
    expect(response.statusCode).toBe(200);
    expect(response.json().status).toBe("ok");
    // Only npm start gives freed memory back (main.ts, docs/decisions/070): not a test's app.
    expect(response.json().memory.givenBack).toBeNull();
  });

  it("/readyz answers 200 when the database answers, never cached", async () => {
    const response = await app.inject({ method: "GET", url: "/readyz" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "ok" });
    expect(response.headers["cache-control"]).toBe("no-store");
  });
});

const postgresUrl = process.env.DATABASE_URL?.trim();
// `npm run test:api` is the suite's PostgreSQL run (README, .ci/run): there, a missing
// DATABASE_URL must fail loudly rather than leave the restart test out unnoticed.
const isPostgresRun = process.env.npm_lifecycle_event === "test:api";

if (postgresUrl) {
  describe("a PostgreSQL restart under the running app", () => {
    let proxy: TcpProxy;
    let app: FastifyInstance;
    const logged: string[] = [];

    beforeAll(async () => {
      const server = new URL(postgresUrl);
      proxy = await startTcpProxy(server.hostname, Number(server.port || 5432));
      // The app, its scratch database included, reaches PostgreSQL through the proxy only.
      const throughProxy = new URL(postgresUrl);
      throughProxy.hostname = "127.0.0.1";
      throughProxy.port = String(proxy.port);
      process.env.DATABASE_URL = throughProxy.toString();
      try {
        app = await createTestApp({
          config: { logLevel: "info" },
          logStream: { write: (line: string) => void logged.push(line) },
        });
      } finally {
        process.env.DATABASE_URL = postgresUrl;
      }
    });
    afterAll(async () => {
      // Open, whatever a failed test left: the scratch database is dropped through it.
      await proxy?.reopen();
      await app?.close();
      await proxy?.close();
    });

    const signIn = () =>
      app.inject({
        method: "POST",
        url: `${API}/auth/connexion`,
        payload: { email: TEST_ADMIN.email, motDePasse: TEST_ADMIN.password },
      });

    it("turns /readyz to 503 and back to 200, and every request after it succeeds", async () => {
      expect((await app.inject({ method: "GET", url: "/readyz" })).statusCode).toBe(200);
      // Connections in the pool, idle once these are answered: the cut breaks them.
      await Promise.all([signIn(), signIn(), signIn()]);

      await proxy.cut();
      const down = await app.inject({ method: "GET", url: "/readyz" });
      expect(down.statusCode).toBe(503);
      expect(down.headers["cache-control"]).toBe("no-store");
      expect(down.json()).toEqual({
        status: "indisponible",
        raison: "La base de données ne répond pas.",
      });
      // A request needing the database fails cleanly: French JSON, nothing internal.
      const failed = await signIn();
      expect(failed.statusCode).toBe(503);
      expect(failed.json()).toEqual({
        success: false,
        message: "Le service est momentanément indisponible. Veuillez réessayer.",
      });

      // The failure is logged with the query, never with its parameters (here the email).
      const failureLog = logged.find(
        (line) => line.includes('"level":50') && line.includes("base de données injoignable"),
      );
      expect(failureLog).toContain("Failed query");
      expect(logged.join("\n")).not.toContain(TEST_ADMIN.email);
      expect(logged.join("\n")).not.toContain("params");

      await proxy.reopen();
      expect((await app.inject({ method: "GET", url: "/readyz" })).statusCode).toBe(200);
      for (let round = 0; round < 5; round += 1) {
        const answers = await Promise.all([
          signIn(),
          app.inject({ method: "GET", url: `${API}/secteurs` }),
          app.inject({ method: "GET", url: "/readyz" }),
        ]);
        expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
      }
    });
  });
} else if (isPostgresRun) {
  describe("a PostgreSQL restart under the running app", () => {
    it("needs DATABASE_URL", () => {
      throw new Error(
        "npm run test:api est la passe PostgreSQL : définissez DATABASE_URL " +
          "(postgres://postgres@127.0.0.1:5432/postgres) pour tester le redémarrage du serveur.",
      );
    });
  });
}
