import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { assertChromiumPresent, chromiumPath } from "./support/chromium.ts";
import { createTemporaryDatabase, type TemporaryDatabase } from "./support/database.ts";
import { ensureWebBuild, type RunningServer, startServer } from "./support/server.ts";

/**
 * Builds the web app if stale, then starts the real server on a free port with a fresh
 * data folder (and a fresh database when DATABASE_URL names a PostgreSQL server), shares
 * its URL with the specs, and stops it and removes everything at the end.
 */
export default async function setup(project: TestProject) {
  const executablePath = chromiumPath();
  assertChromiumPresent(executablePath);

  ensureWebBuild();

  const dataDir = mkdtempSync(path.join(tmpdir(), "e2e-data-"));
  const adminEmail = "admin.e2e@example.com";
  const adminPassword = `e2e-${randomBytes(12).toString("base64url")}`;
  let database: TemporaryDatabase | undefined;
  let server: RunningServer | undefined;

  let stopping = false;
  const teardown = async () => {
    stopping = true;
    await server?.stop();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    const sharedDatabaseUrl = process.env.DATABASE_URL?.trim();
    if (sharedDatabaseUrl) database = await createTemporaryDatabase(sharedDatabaseUrl);
    server = await startServer({
      dataDir,
      env: {
        // Every browser test signs in from 127.0.0.1: more than an office's staff would.
        LOGIN_LIMIT_PER_ADDRESS: "1000",
        // …and every search from it too (server/features/search/search-limit.test.ts tests
        // the limit and the page that says it).
        SEARCH_LIMIT_PER_MINUTE: "10000",
        ADMIN_EMAIL: adminEmail,
        ADMIN_PASSWORD: adminPassword,
        DATABASE_URL: database?.url,
      },
      readyTimeoutMs: 90_000,
    });
  } catch (error) {
    await teardown();
    throw error;
  }

  // A server that dies under the specs fails every one after it: say why, once.
  const running = server;
  void running.exited.then(({ code, signal }) => {
    if (stopping) return;
    process.stderr.write(
      `e2e: the shared server exited during the run (code ${code}, signal ${signal}). Its output:\n${running.output()}\n`,
    );
  });

  project.provide("baseUrl", server.url);
  project.provide("adminEmail", adminEmail);
  project.provide("adminPassword", adminPassword);
  project.provide("chromiumPath", executablePath);
  return teardown;
}
