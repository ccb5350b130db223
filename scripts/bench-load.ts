// A short load run on the public API, beside a static file served by the same server in
// the same run (issue 3). Starts the real server (npm start's entry) on a temporary data
// folder with the demo content, then runs autocannon against each URL in turn.
// Run: npm run bench:load   (DURATION=10 CONNECTIONS=20 to change the defaults)
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const DURATION = Number(process.env.DURATION ?? 8);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 20);

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address
          ? resolve(address.port)
          : reject(new Error("no port")),
      );
    });
  });
}

async function waitUntilUp(base: string) {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${base}/api/v1/secteurs`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("server did not start");
}

async function run(title: string, url: string) {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION,
    // A browser-like agent: public detail reads then go through the view counter.
    headers: { "user-agent": "Mozilla/5.0 (bench-load)" },
  });
  const errors = result.non2xx + result.errors;
  console.log(
    `${title.padEnd(34)} ${result.requests.average.toFixed(0).padStart(7)} req/s   p50 ${String(result.latency.p50).padStart(4)} ms   p99 ${String(result.latency.p99).padStart(4)} ms${errors ? `   (${errors} errors)` : ""}`,
  );
}

const dataDir = mkdtempSync(path.join(tmpdir(), "bench-load-"));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, ["server/main.ts"], {
  cwd: ROOT,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
  },
  stdio: ["ignore", "ignore", "inherit"],
});
try {
  await waitUntilUp(base);
  const slugOf = async (list: string, key: string) => {
    const body = (await (await fetch(`${base}/api/v1/${list}?lang=fr&limite=1`)).json()) as Record<
      string,
      { slug: string }[]
    >;
    const slug = body[key]?.[0]?.slug;
    if (!slug) throw new Error(`no ${list} to read: is the demo content on?`);
    return slug;
  };
  const article = await slugOf("articles", "results");
  const project = await slugOf("realisations", "data");
  const opportunity = await slugOf("opportunites", "data");
  console.log(`${CONNECTIONS} connections, ${DURATION} s per URL, on ${base}\n`);
  await run("static file /favicon.svg", `${base}/favicon.svg`);
  await run("GET /articles (list)", `${base}/api/v1/articles?lang=fr&limite=10`);
  await run("GET /articles/{slug}", `${base}/api/v1/articles/${article}?lang=fr`);
  await run("GET /realisations (list)", `${base}/api/v1/realisations?lang=fr&limite=10`);
  await run("GET /realisations/{slug}", `${base}/api/v1/realisations/${project}?lang=fr`);
  await run("GET /opportunites (list)", `${base}/api/v1/opportunites?lang=fr&limite=10`);
  await run("GET /opportunites/{slug}", `${base}/api/v1/opportunites/${opportunity}?lang=fr`);
} finally {
  server.kill("SIGTERM");
  await new Promise((r) => server.once("exit", r));
  rmSync(dataDir, { recursive: true, force: true });
}
