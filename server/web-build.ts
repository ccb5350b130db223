import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const PROJECT_ROOT = fileURLToPath(new URL("../", import.meta.url));
/** Where `react-router build` writes the site: `client/` (assets) and `server/index.js`. */
export const WEB_BUILD_DIR = path.join(PROJECT_ROOT, "build");

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

/** Where the build's own output goes: a start shows one line for it, and this file's name if it fails. */
export const WEB_BUILD_LOG = path.join(PROJECT_ROOT, "build", "web-build.log");

/**
 * Builds the web app with React Router's CLI, under this same Node, when it is stale. Its
 * output (some 200 lines) goes to WEB_BUILD_LOG, for the caller to say one line instead.
 * Returns how long the build took in milliseconds; undefined when the build was fresh.
 */
export function ensureWebBuild(): number | undefined {
  if (!webBuildIsStale()) return undefined;
  const started = performance.now();
  const require = createRequire(import.meta.url);
  const devPackage = require.resolve("@react-router/dev/package.json");
  const cli = path.join(path.dirname(devPackage), "bin.cjs");
  const result = spawnSync(process.execPath, [cli, "build"], {
    cwd: PROJECT_ROOT,
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, NODE_ENV: "production" },
    maxBuffer: 64 * 1024 * 1024,
  });
  // After the build: it empties build/ first.
  mkdirSync(path.dirname(WEB_BUILD_LOG), { recursive: true });
  writeFileSync(
    WEB_BUILD_LOG,
    Buffer.concat([result.stdout ?? Buffer.alloc(0), result.stderr ?? Buffer.alloc(0)]),
  );
  if (result.status !== 0) {
    throw new Error(`La construction du site a échoué : voir ${WEB_BUILD_LOG}`);
  }
  return performance.now() - started;
}
