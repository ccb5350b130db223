// Measures how long `npm start` takes to serve its first page: a cold start (no web
// build, empty data folder: build + migrations + seed) and a second start on the same
// folder. Run: node_modules/.bin/node scripts/bench-start.ts
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { freePort, startCommand } from "../e2e/support/server.ts";

const ROOT = fileURLToPath(new URL("..", import.meta.url));

async function timeStart(dataDir: string): Promise<number> {
  const port = await freePort();
  const started = performance.now();
  const env = { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: "warn" };
  const start = startCommand(env);
  const child = spawn(process.execPath, start.args, {
    cwd: ROOT,
    env: { ...env, ...start.env },
    stdio: "ignore",
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
      try {
        const response = await fetch(`http://127.0.0.1:${port}/`);
        if (response.ok) return performance.now() - started;
      } catch {
        // Not listening yet.
      }
      await new Promise((r) => setTimeout(r, 50));
    }
  } finally {
    child.kill("SIGTERM");
    await new Promise((r) => child.once("exit", r));
  }
}

const dataDir = mkdtempSync(path.join(tmpdir(), "bench-start-"));
try {
  rmSync(path.join(ROOT, "build"), { recursive: true, force: true });
  const cold = await timeStart(dataDir);
  const second = await timeStart(dataDir);
  console.log(
    `cold start (web build, migrations, seed, first page): ${(cold / 1000).toFixed(2)} s`,
  );
  console.log(
    `second start (same data, build reused, first page):  ${(second / 1000).toFixed(2)} s`,
  );
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
