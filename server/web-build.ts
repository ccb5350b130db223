import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { PROJECT_ROOT, WEB_BUILD_DIR } from "./plugins/web.ts";

// What the web build is made from: a change to any of these makes the build stale.
const WEB_SOURCES = [
  "web",
  "domain",
  "public",
  "vite.config.ts",
  "react-router.config.ts",
  "package-lock.json",
];

function newestModification(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stats = statSync(entry);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const child of readdirSync(entry)) {
    newest = Math.max(newest, newestModification(path.join(entry, child)));
  }
  return newest;
}

export function webBuildIsStale(): boolean {
  const built = path.join(WEB_BUILD_DIR, "server/index.js");
  if (!existsSync(built)) return true;
  const builtAt = statSync(built).mtimeMs;
  return WEB_SOURCES.some(
    (source) => newestModification(path.join(PROJECT_ROOT, source)) > builtAt,
  );
}

/** Builds the web app with React Router's CLI, under this same Node, when it is stale. */
export function ensureWebBuild(log: (message: string) => void): void {
  if (!webBuildIsStale()) return;
  log("Construction de l'application web…");
  const require = createRequire(import.meta.url);
  const devPackage = require.resolve("@react-router/dev/package.json");
  const cli = path.join(path.dirname(devPackage), "bin.cjs");
  const result = spawnSync(process.execPath, [cli, "build"], {
    cwd: PROJECT_ROOT,
    stdio: ["ignore", "inherit", "inherit"],
    env: { ...process.env, NODE_ENV: "production" },
  });
  if (result.status !== 0) throw new Error("La construction de l'application web a échoué.");
}
