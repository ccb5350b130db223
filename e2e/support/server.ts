import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const PROJECT_ROOT = fileURLToPath(new URL("../../", import.meta.url));

/** The project's pinned Node 24 (it runs the server's .ts entry directly), else this one. */
export const NODE_BINARY = (() => {
  const pinned = path.join(PROJECT_ROOT, "node_modules/.bin/node");
  return existsSync(pinned) ? pinned : process.execPath;
})();

/** `${NAME:-default}` in a start script, as sh expands it: the variable if set and not empty. */
function expandShellDefaults(word: string, env: NodeJS.ProcessEnv): string {
  return word.replace(/\$\{([A-Z_][A-Z0-9_]*):-([^}]*)\}/g, (_match, name: string, fallback) =>
    env[name] ? (env[name] as string) : fallback,
  );
}

/**
 * What `npm start` runs (package.json's `start`): the variables it sets before `node`, then
 * Node's arguments, expanded as sh does with the given environment. The tests and the
 * benchmarks start the server exactly as an operator does.
 */
export function startCommand(env: NodeJS.ProcessEnv = process.env): {
  env: Record<string, string>;
  args: string[];
} {
  const manifest = JSON.parse(readFileSync(path.join(PROJECT_ROOT, "package.json"), "utf8"));
  const words = String(manifest.scripts.start)
    .trim()
    .split(/\s+/)
    .map((word) => expandShellDefaults(word, env));
  const assignments: Record<string, string> = {};
  while (/^[A-Z_][A-Z0-9_]*=/.test(words[0] ?? "")) {
    const [name, ...value] = (words.shift() as string).split("=");
    assignments[name as string] = value.join("=");
  }
  const [command, ...args] = words;
  if (command !== "node")
    throw new Error(`e2e: package.json's start script runs ${command}, not node`);
  return { env: assignments, args };
}

/** Environment variables of the real server that a test must never inherit by accident. */
const SERVER_VARIABLES = [
  "APPLICATION_RETENTION_MONTHS",
  "PORT",
  "HOST",
  "DATA_DIR",
  "DATABASE_URL",
  "PUBLIC_URL",
  "JWT_SECRET",
  "ADMIN_EMAIL",
  "ADMIN_PASSWORD",
  "LOG_LEVEL",
  "TRUST_PROXY",
  "DEMO_CONTENT",
  "LOGIN_LIMIT_PER_ADDRESS",
  "SEARCH_LIMIT_PER_MINUTE",
  "CORS_ORIGINS",
  "LOG_FORMAT",
  "STOP_TIMEOUT_SECONDS",
  "SMTP_URL",
  "MAIL_FROM",
  "CONTACT_NOTIFY_TO",
  "CONTACT_NOTIFY_TO_IMMOBILIER",
  "CONTACT_NOTIFY_TO_AVIATION",
  "CONTACT_NOTIFY_TO_MINES",
  "CONTACT_NOTIFY_TO_LOGISTIQUE",
  "S3_BUCKET",
  "S3_ENDPOINT",
  "S3_REGION",
  "S3_ACCESS_KEY_ID",
  "S3_SECRET_ACCESS_KEY",
  "S3_FORCE_PATH_STYLE",
  "S3_PUBLIC_URL",
  // Vitest sets it to "test"; server/main.ts defaults it to "production", as under `npm start`.
  "NODE_ENV",
];

/** Builds the web app when its sources are newer than the build, as `npm start` does. */
export function ensureWebBuild(): void {
  const result = spawnSync(
    NODE_BINARY,
    [
      "--input-type=module",
      "-e",
      "const { ensureWebBuild } = await import('./server/web-build.ts'); const took = ensureWebBuild(); if (took !== undefined) console.log('Web build: ' + Math.round(took) + ' ms');",
    ],
    { cwd: PROJECT_ROOT, stdio: ["ignore", "inherit", "inherit"] },
  );
  if (result.status !== 0) {
    throw new Error(`e2e: building the web app failed (exit code ${result.status}).`);
  }
}

/** A TCP port nobody listens on right now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export interface ServerExit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface RunningServer {
  url: string;
  port: number;
  child: ChildProcess;
  /** Everything the process printed so far, stdout and stderr interleaved. */
  output(): string;
  /**
   * The output once it matches `pattern`: the server prints its banner right after it
   * starts listening, so the lines may arrive a moment after the API first answers.
   */
  outputMatching(pattern: RegExp, timeoutMs?: number): Promise<string>;
  exited: Promise<ServerExit>;
  /** SIGTERM, then SIGKILL if it has not exited after `graceMs`. */
  stop(graceMs?: number): Promise<ServerExit>;
}

export interface StartServerOptions {
  dataDir: string;
  /** Server variables to set (ADMIN_EMAIL, DATABASE_URL, …); none is inherited otherwise. */
  env?: Record<string, string | undefined>;
  port?: number;
  readyTimeoutMs?: number;
}

/**
 * Starts the real server (`node server/main.ts`, what `npm start` runs) and resolves once
 * its API answers. Rejects with the server's output if it exits or does not answer in time.
 */
export async function startServer(options: StartServerOptions): Promise<RunningServer> {
  const port = options.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const env: Record<string, string | undefined> = { ...process.env };
  for (const name of SERVER_VARIABLES) delete env[name];
  Object.assign(env, {
    PORT: String(port),
    HOST: "127.0.0.1",
    PUBLIC_URL: url,
    DATA_DIR: options.dataDir,
    LOG_LEVEL: "warn",
    ...options.env,
  });

  const start = startCommand(env);
  const child = spawn(NODE_BINARY, start.args, {
    cwd: PROJECT_ROOT,
    env: { ...env, ...start.env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let printed = "";
  /** Told of every chunk printed and of the exit: outputMatching's waits, woken at once. */
  const listeners = new Set<() => void>();
  const print = (chunk: Buffer) => {
    printed += chunk.toString();
    for (const listener of listeners) listener();
  };
  child.stdout?.on("data", print);
  child.stderr?.on("data", print);
  const exited = new Promise<ServerExit>((resolve) => {
    child.on("exit", (code, signal) => resolve({ code, signal }));
  });
  let hasExited = false;
  void exited.then(() => {
    hasExited = true;
    for (const listener of listeners) listener();
  });

  const server: RunningServer = {
    url,
    port,
    child,
    output: () => printed,
    // Resolves as soon as the output matches (or the process exits, or the time is up):
    // each chunk printed checks again, nothing polls.
    outputMatching(pattern, timeoutMs = 5_000) {
      return new Promise<string>((resolve) => {
        const check = () => {
          if (!pattern.test(printed) && !hasExited) return;
          done();
        };
        const done = () => {
          clearTimeout(timer);
          listeners.delete(check);
          resolve(printed);
        };
        const timer = setTimeout(done, timeoutMs);
        listeners.add(check);
        check();
      });
    },
    exited,
    async stop(graceMs = 10_000) {
      if (hasExited) return exited;
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), graceMs);
      const result = await exited;
      clearTimeout(timer);
      return result;
    },
  };

  const deadline = Date.now() + (options.readyTimeoutMs ?? 60_000);
  while (Date.now() < deadline) {
    if (hasExited) {
      throw new Error(`e2e: the server exited before answering. Its output:\n${printed}`);
    }
    try {
      const response = await fetch(`${url}/api/v1/secteurs`, {
        signal: AbortSignal.timeout(2_000),
      });
      if (response.ok) return server;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  await server.stop(2_000);
  throw new Error(`e2e: the server did not answer within the time limit. Its output:\n${printed}`);
}
