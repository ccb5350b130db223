// Server-rendered pages under load, beside the best a Node server could do with the same
// bytes (issue 9). Starts the real server (npm start's entry) on a temporary data folder with
// the demo content, then, for the home, a sector and an article page:
//   - autocannon on the app, uncompressed and with Accept-Encoding: br;
//   - autocannon on a bare node:http server sending, from memory, the very bytes the app sent
//     (the ceiling: what is left once rendering, routing and plugins cost nothing);
// then the public API lists under the same load, the server's resident memory before and
// after all that, and Lighthouse (mobile, its default) on the three pages and a list: the
// median of LIGHTHOUSE_RUNS runs per page, as Lighthouse advises (its scores move a few
// points from one run to the next), with every run's performance score beside it.
// Figures are reported, not asserted: the run exits 0 once it has measured.
// Run: npm run bench:pages   (DURATION=10 CONNECTIONS=50 LIGHTHOUSE_RUNS=5 are the defaults)
// Lighthouse alone on chosen pages, no load: LIGHTHOUSE_ONLY="/gouvernance /en/careers" npm run bench:pages

import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { Worker } from "node:worker_threads";
import autocannon from "autocannon";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { computeMedianRun } from "lighthouse/core/lib/median-run.js";
import { type RunningServer, startServer } from "../e2e/support/server.ts";

const DURATION = Number(process.env.DURATION ?? 10);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 50);
const LIGHTHOUSE_RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
/** Paths (space-separated) to score with Lighthouse alone, skipping the load. */
const LIGHTHOUSE_ONLY = (process.env.LIGHTHOUSE_ONLY ?? "").split(/\s+/).filter(Boolean);
const WARM_UP_REQUESTS = 20;
// A browser-like agent: the article page then goes through the view counter, as for a reader.
const USER_AGENT = "Mozilla/5.0 (bench-pages)";
const CHROME_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  // Headless Chrome is English (Accept-Language and navigator.language), and the site would
  // send it to /en/… (the server by the header, the page after hydration by navigator):
  // audit the French pages the load runs measured.
  "--accept-lang=fr",
];

type Headers = Record<string, string>;

/** The two ways a page is asked for: as is, and as a browser that accepts Brotli does. */
const ENCODINGS = [
  { name: "plain", headers: { "user-agent": USER_AGENT } },
  { name: "br", headers: { "user-agent": USER_AGENT, "accept-encoding": "br" } },
] as const;

interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The body as it came over the wire: still compressed if the server compressed it. */
  body: Buffer;
}

/** One GET with node:http, which (unlike fetch) hands back the bytes without decoding them. */
function rawGet(url: string, headers: Headers): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
        response.on("error", reject);
      })
      .on("error", reject);
  });
}

/** A few sequential requests first, so the measure does not include a cold first render. */
async function warmUp(url: string, headers: Headers): Promise<void> {
  for (let i = 0; i < WARM_UP_REQUESTS; i++) await rawGet(url, headers);
}

interface Measure {
  requestsPerSecond: number;
  p99: number;
  errors: number;
}

async function measure(url: string, headers: Headers): Promise<Measure> {
  await warmUp(url, headers);
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION,
    headers,
  });
  return {
    requestsPerSecond: result.requests.average,
    p99: result.latency.p99,
    errors: result.non2xx + result.errors,
  };
}

/** A response the bare server replays: the headers that describe the body, and the body. */
interface Recorded {
  headers: Headers;
  body: Buffer;
}

function record(response: RawResponse): Recorded {
  const headers: Headers = { "content-length": String(response.body.length) };
  for (const name of ["content-type", "content-encoding"]) {
    const value = response.headers[name];
    if (typeof value === "string") headers[name] = value;
  }
  return { headers, body: response.body };
}

// The bare server runs in a worker thread: on the main thread it would share one event loop
// with autocannon, and the ceiling would look lower than it is (the app has its own process).
const BARE_SERVER_SOURCE = `
const http = require("node:http");
const { parentPort, workerData } = require("node:worker_threads");
const routes = workerData.routes;
const server = http.createServer((request, response) => {
  const route = routes[request.url];
  if (!route) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(200, route.headers).end(route.body);
});
server.listen(0, "127.0.0.1", () => parentPort.postMessage(server.address().port));
`;

interface BareServer {
  url: string;
  stop(): Promise<number>;
}

/** Starts the bare server on a free port, answering each path with its recorded response. */
async function startBareServer(routes: Record<string, Recorded>): Promise<BareServer> {
  const worker = new Worker(BARE_SERVER_SOURCE, { eval: true, workerData: { routes } });
  const port = await new Promise<number>((resolve, reject) => {
    worker.once("message", resolve);
    worker.once("error", reject);
  });
  return { url: `http://127.0.0.1:${port}`, stop: () => worker.terminate() };
}

/** The server process's resident memory, in bytes (Linux: VmRSS in /proc/<pid>/status). */
function residentMemory(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kilobytes = /^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1];
  if (!kilobytes) throw new Error(`no VmRSS in /proc/${pid}/status`);
  return Number(kilobytes) * 1024;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

function row(cells: string[], widths: number[]): string {
  return cells
    .map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0)))
    .join("  ");
}

const PAGE_COLUMNS = [24, 13, 8, 7, 7, 13];
const API_COLUMNS = [38, 8, 7, 7];
const LIGHTHOUSE_COLUMNS = [34, 5, 5, 5, 5, 7, 7, 7, 6, 0];

function measureRow(title: string, variant: string, result: Measure, ratio = ""): string {
  return row(
    [
      title,
      variant,
      result.requestsPerSecond.toFixed(0),
      String(result.p99),
      String(result.errors),
      ratio,
    ],
    PAGE_COLUMNS,
  );
}

interface Page {
  title: string;
  path: string;
}

/** The app, then the bare server, each uncompressed and with br: four runs, one table block. */
async function benchPage(base: string, bare: BareServer, page: Page): Promise<void> {
  for (const encoding of ENCODINGS) {
    const app = await measure(`${base}${page.path}`, encoding.headers);
    const ceiling = await measure(`${bare.url}/${encoding.name}${page.path}`, encoding.headers);
    const ratio = `${((app.requestsPerSecond / ceiling.requestsPerSecond) * 100).toFixed(0)} %`;
    console.log(measureRow(page.title, `app ${encoding.name}`, app, ratio));
    console.log(measureRow(page.title, `bare ${encoding.name}`, ceiling));
  }
}

/** Fetches each page once per encoding: the bytes the bare server will send back. */
async function recordPages(base: string, pages: Page[]): Promise<Record<string, Recorded>> {
  const routes: Record<string, Recorded> = {};
  for (const page of pages) {
    const sizes: string[] = [];
    for (const encoding of ENCODINGS) {
      const response = await rawGet(`${base}${page.path}`, encoding.headers);
      if (response.status !== 200) {
        throw new Error(`${page.path} answered ${response.status} (${encoding.name})`);
      }
      routes[`/${encoding.name}${page.path}`] = record(response);
      const sentAs = response.headers["content-encoding"] ?? "identity";
      sizes.push(`${encoding.name}: ${kb(response.body.length)} (${sentAs})`);
    }
    console.log(`${page.title.padEnd(24)} ${sizes.join("   ")}`);
  }
  return routes;
}

async function benchApi(base: string): Promise<void> {
  console.log(`\n${row(["public API list", "req/s", "p99 ms", "errors"], API_COLUMNS)}`);
  for (const list of ["articles", "realisations", "opportunites"]) {
    const apiPath = `/api/v1/${list}?lang=fr`;
    const result = await measure(`${base}${apiPath}`, { "user-agent": USER_AGENT });
    console.log(
      row(
        [
          `GET ${apiPath}`,
          result.requestsPerSecond.toFixed(0),
          String(result.p99),
          String(result.errors),
        ],
        API_COLUMNS,
      ),
    );
  }
}

/** Lighthouse's four category scores (0–100) and three Web Vitals, for each page in turn. */
async function runLighthouse(base: string, pages: Page[]): Promise<void> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    chromeFlags: CHROME_FLAGS,
  });
  try {
    console.log(
      `\n${row(
        [
          `Lighthouse (mobile), median of ${LIGHTHOUSE_RUNS}`,
          "perf",
          "a11y",
          "best",
          "seo",
          "FCP ms",
          "LCP ms",
          "TBT ms",
          "CLS",
          "perf of each run",
        ],
        LIGHTHOUSE_COLUMNS,
      )}`,
    );
    for (const page of pages) {
      const runs = [];
      for (let run = 0; run < LIGHTHOUSE_RUNS; run++) {
        const result = await lighthouse(`${base}${page.path}`, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
        });
        if (!result) throw new Error(`Lighthouse returned nothing for ${page.path}`);
        const { runtimeError, runWarnings, finalDisplayedUrl } = result.lhr;
        if (runtimeError)
          console.log(`  runtime error: ${runtimeError.code} ${runtimeError.message}`);
        for (const warning of runWarnings) console.log(`  warning: ${warning}`);
        // A redirect or a client-side navigation would mean another page was measured.
        if (finalDisplayedUrl !== `${base}${page.path}`)
          console.log(`  ended on ${finalDisplayedUrl}`);
        if (!runtimeError) runs.push(result.lhr);
      }
      if (runs.length === 0) throw new Error(`Lighthouse measured nothing on ${page.path}`);
      const { categories, audits } = computeMedianRun(runs);
      const score = (id: string) => {
        const value = categories[id]?.score;
        return value === null || value === undefined ? "–" : String(Math.round(value * 100));
      };
      const metric = (id: string, digits: number) =>
        audits[id]?.numericValue?.toFixed(digits) ?? "–";
      const everyRun = runs.map((lhr) =>
        Math.round((lhr.categories.performance?.score ?? 0) * 100),
      );
      console.log(
        row(
          [
            page.title,
            score("performance"),
            score("accessibility"),
            score("best-practices"),
            score("seo"),
            metric("first-contentful-paint", 0),
            metric("largest-contentful-paint", 0),
            metric("total-blocking-time", 0),
            metric("cumulative-layout-shift", 3),
            everyRun.join(" "),
          ],
          LIGHTHOUSE_COLUMNS,
        ),
      );
    }
  } finally {
    chrome.kill();
  }
}

const dataDir = mkdtempSync(path.join(tmpdir(), "bench-pages-"));
let bare: BareServer | undefined;
try {
  // The real server, as `npm start` runs it, with the demo content of a first start.
  const server = await startServer({
    dataDir,
    env: { DEMO_CONTENT: "true" },
    readyTimeoutMs: 300_000,
  });
  try {
    const base = server.url;
    if (LIGHTHOUSE_ONLY.length > 0) {
      await runLighthouse(
        base,
        LIGHTHOUSE_ONLY.map((path) => ({ title: path, path })),
      );
    } else await benchAll(base, server);
  } finally {
    await server.stop();
  }
} finally {
  await bare?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

/** The pages and lists under load beside the bare server, then Lighthouse on four templates. */
async function benchAll(base: string, server: RunningServer): Promise<void> {
  {
    const pid = server.child.pid;
    if (pid === undefined) throw new Error("the server process has no pid");

    const articles = (await (await fetch(`${base}/api/v1/articles?lang=fr&limite=1`)).json()) as {
      results: { slug: string }[];
    };
    const slug = articles.results[0]?.slug;
    if (!slug) throw new Error("no article to read: is the demo content on?");
    const pages: Page[] = [
      { title: "home /", path: "/" },
      { title: "sector /mines", path: "/mines" },
      { title: "article /article/{slug}", path: `/article/${slug}` },
    ];

    console.log(`Pages as the app sends them, on ${base}\n`);
    bare = await startBareServer(await recordPages(base, pages));
    // Taken once each page has been rendered once: the growth below is the load's, not the
    // first render's (which loads the server build).
    const memoryBefore = residentMemory(pid);

    console.log(
      `\n${CONNECTIONS} connections, ${DURATION} s per run; ratio = req/s of the app / of the bare server\n`,
    );
    console.log(row(["page", "variant", "req/s", "p99 ms", "errors", "app/bare"], PAGE_COLUMNS));
    for (const page of pages) await benchPage(base, bare, page);
    await benchApi(base);

    const memoryAfter = residentMemory(pid);
    const growth = (memoryAfter / memoryBefore - 1) * 100;
    console.log(
      `\nServer memory (VmRSS): ${mb(memoryBefore)} before the load, ${mb(memoryAfter)} after (${growth >= 0 ? "+" : ""}${growth.toFixed(1)} %)`,
    );

    const { publicCache: cache } = (await (await fetch(`${base}/healthz`)).json()) as {
      publicCache: { entries: number; bytes: number; maxEntries: number; maxBytes: number };
    };
    console.log(
      `Cache of public reads and pages (GET /healthz): ${cache.entries} entries, ${mb(cache.bytes)} (bounds: ${cache.maxEntries} entries, ${mb(cache.maxBytes)})`,
    );

    // Issue 20's four templates: a list besides the pages measured under load.
    await runLighthouse(base, [...pages, { title: "list /realisations", path: "/realisations" }]);
  }
}
