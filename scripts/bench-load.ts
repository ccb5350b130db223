// A short load run on the public API, beside a static file served by the same server in
// the same run (issue 3). Starts the real server (npm start's entry) on a temporary data
// folder with the demo content, then runs autocannon against each URL in turn.
// Run: npm run bench:load   (DURATION=10 CONNECTIONS=20 to change the defaults)
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { startServer } from "../e2e/support/server.ts";

const DURATION = Number(process.env.DURATION ?? 8);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 20);

async function run(title: string, url: string, headers: Record<string, string> = {}) {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION,
    // A browser-like agent: public detail reads then go through the view counter.
    headers: { "user-agent": "Mozilla/5.0 (bench-load)", ...headers },
  });
  const errors = result.non2xx + result.errors;
  console.log(
    `${title.padEnd(34)} ${result.requests.average.toFixed(0).padStart(7)} req/s   p50 ${String(result.latency.p50).padStart(4)} ms   p99 ${String(result.latency.p99).padStart(4)} ms${errors ? `   (${errors} errors)` : ""}`,
  );
}

const dataDir = mkdtempSync(path.join(tmpdir(), "bench-load-"));
// The real server, as `npm start` runs it, with the demo content of a first start.
const server = await startServer({
  dataDir,
  env: { DEMO_CONTENT: "true" },
  readyTimeoutMs: 300_000,
});
const base = server.url;
try {
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
  // A page from the page cache, as a browser asks for it (issue 28: with its policy's hashes).
  const browser = { "accept-encoding": "br, gzip", "accept-language": "fr" };
  await fetch(`${base}/`, { headers: browser });
  await run("page / (from the page cache)", `${base}/`, browser);
  await run("GET /articles (list)", `${base}/api/v1/articles?lang=fr&limite=10`);
  await run("GET /articles/{slug}", `${base}/api/v1/articles/${article}?lang=fr`);
  await run("GET /realisations (list)", `${base}/api/v1/realisations?lang=fr&limite=10`);
  await run("GET /realisations/{slug}", `${base}/api/v1/realisations/${project}?lang=fr`);
  await run("GET /opportunites (list)", `${base}/api/v1/opportunites?lang=fr&limite=10`);
  await run("GET /opportunites/{slug}", `${base}/api/v1/opportunites/${opportunity}?lang=fr`);
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
