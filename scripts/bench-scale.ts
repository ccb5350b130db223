// The site at scale (issue 30): every request a stranger or a staff member makes that may
// cost more as the content grows, measured on the demo content and again on N items, in
// one run, so the two columns come from the same machine under the same load.
//   1. starts the real server (npm start's entry) on a fresh database with the demo content,
//      signs in as the administrator and measures everything (autocannon, CONNECTIONS for
//      DURATION s per request, after one cold request whose time is kept);
//   2. stops it and grows the database in SQL while it is stopped: the demo items copied
//      to N items in the demo's proportions (new ids, new current slugs in every language,
//      the demo's stored pictures reused, nothing processed), and 100,000 newsletter
//      subscribers and 100,000 contact requests; then VACUUM ANALYZE (as autovacuum would
//      soon after such an import), and `npm run search:reindex`
//      when package.json has it (rows written outside the application need their search
//      documents);
//   3. starts the server again on that database and measures everything again.
// Measured: the public search (a common word, a phrase, a word found nowhere, a misspelt
// one), the public lists (first and last page, each filter), an article's page and the
// home page (HTML), the sitemap (and its first part when it is an index), the back-office
// lists (search by title, each filter, each sort when the API has one), the subscribers'
// CSV export (time, and the server's resident memory during it), the contact inbox and the
// subscribers' list (first and last page), and the server's resident memory after the load.
// A request that stops the server (out of memory) is a row's finding: the server starts
// again and the next rows are measured.
// Searches are limited per address (a French 429 past the limit): the bench starts the
// server with SEARCH_LIMIT_PER_MINUTE lifted (1,000,000 unless set), so that what is
// measured is the search, not the limit; a 429 would still show among the errors.
// Figures are reported, not asserted: the run exits 0 once it has measured.
// Run: npm run bench:scale -- [--items 10000] [--out table.md] [--copy-only] [--keep]
//      (DURATION=8 CONNECTIONS=10; DATABASE_URL=postgres://…/postgres for PostgreSQL, where
//      the bench creates, then drops, a database of its own: bench_scale_<pid>)

import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { sql } from "drizzle-orm";
import pg from "pg";
import { LANGUAGES, SECTOR_CODES } from "../domain/constants.ts";
import { keyOfPlural } from "../domain/content-types/identities.ts";
import { type ContentTypePlural, contentTypeByPlural } from "../domain/content-types/index.ts";
import { listAnswerFields, listFilters } from "../domain/content-types/lists.ts";
import { PROJECT_ROOT, type RunningServer, startServer } from "../e2e/support/server.ts";
import { openDatabase } from "../server/db/client.ts";
import { createScratchDatabase, type ScratchDatabase } from "../server/test/scratch-database.ts";

const { values: options } = parseArgs({
  options: {
    items: { type: "string", default: "10000" },
    subscribers: { type: "string", default: "100000" },
    contacts: { type: "string", default: "100000" },
    out: { type: "string" },
    // Only grow the database and start the server on it (no measure): checks the copy at a
    // size whose measures would take long (100,000 items on PGlite).
    "copy-only": { type: "boolean", default: false },
    // Leave the grown database (and the embedded one's folder) in place at the end, and
    // print where it is: to look at the site at that size, or profile it, afterwards.
    keep: { type: "boolean", default: false },
  },
});
const wholeNumber = (name: string, value: string) => {
  const number = Number(value);
  if (!Number.isInteger(number) || number < 0)
    throw new Error(`--${name}: ${value} is not a whole number`);
  return number;
};
const ITEMS = wholeNumber("items", options.items);
const SUBSCRIBERS = wholeNumber("subscribers", options.subscribers);
const CONTACTS = wholeNumber("contacts", options.contacts);
const DURATION = Number(process.env.DURATION ?? 8);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 10);
const SERVER_URL = process.env.DATABASE_URL?.trim() || undefined;
// A browser-like agent: an article's page goes through the view counter, as for a reader.
const USER_AGENT = "Mozilla/5.0 (bench-scale)";
// What every browser and crawler sends: a kept page or sitemap goes out in the form it is
// kept in (unzipping a sitemap part for a client that takes no compression costs more
// than sending it), and a staff answer is compressed as a browser would get it.
const ACCEPT_ENCODING = "gzip, deflate, br";
/** Copies inserted per statement: bounded work (and memory, on PGlite) per statement. */
const COPY_BATCH = 5_000;
/** An access token lives 15 minutes (server/lib/tokens.ts): sign in again before that. */
const TOKEN_RENEWAL_MS = 10 * 60 * 1000;
const PLURALS: ContentTypePlural[] = ["articles", "realisations", "opportunites"];
const ADMIN_EMAIL = "admin.bench-scale@example.com";
const ADMIN_PASSWORD = `bench-${randomBytes(12).toString("base64url")}`;

// ---------------------------------------------------------------------------------------
// Measuring

interface Figures {
  /** The first request's time, before any warm-up: the cold figure. */
  firstMs: number;
  p50: number;
  p99: number;
  requestsPerSecond: number;
  /** Non-2xx answers and failed requests (timeouts, resets) during the run and the cold one. */
  errors: number;
  /** The statuses that were not 2xx, with their counts ("429×12"). */
  errorDetail: string;
  /** Requests answered during the run: how many figures p50 and p99 are drawn from. */
  requests: number;
  /** Measured by one round of requests at once, each slower than the run's time. */
  slow: boolean;
}

type Headers = Record<string, string>;

async function timedGet(url: string, headers: Headers) {
  const started = performance.now();
  const response = await fetch(url, { headers });
  const body = Buffer.from(await response.arrayBuffer());
  return { status: response.status, ms: performance.now() - started, body };
}

/**
 * Waits until the server has finished what the last run left in flight: autocannon stops
 * at its time and drops its sockets, but the server still runs the requests it received,
 * and a slow search's backlog would land on the next row's figures. `/readyz` runs a
 * `select 1`: on PGlite, which runs one query at a time, it answers quickly only once the
 * queries queued before it are done; on PostgreSQL, the bench's database must also have no
 * query running.
 */
async function drain(base: string, place: Place): Promise<void> {
  const deadline = Date.now() + 600_000;
  while (Date.now() < deadline) {
    const ready = await timedGet(`${base}/readyz`, {});
    if (ready.status === 200 && ready.ms < 250 && (await queriesRunning(place)) === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("the server was still busy 10 minutes after the load stopped");
}

/** Queries running on the bench's PostgreSQL database (none on PGlite, drained by /readyz). */
async function queriesRunning(place: Place): Promise<number> {
  if (!place.database) return 0;
  const client = new pg.Client({ connectionString: place.database.url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      // Client queries only: autovacuum may work on the new rows for a while, unrelated.
      "select count(*)::int as n from pg_stat_activity where datname = current_database() and state = 'active' and backend_type = 'client backend' and pid <> pg_backend_pid()",
    );
    return rows[0]?.n ?? 0;
  } finally {
    await client.end();
  }
}

/**
 * One cold request timed (unless the caller made it), one more to warm up, then autocannon
 * for DURATION s. A request slower than that would leave no figure (autocannon drops what
 * is in flight at its end): it is then measured by one round of `connections` requests at
 * once, however long.
 */
async function measure(
  url: string,
  headers: Headers,
  place: Place,
  options: { connections?: number; first?: { status: number; ms: number } } = {},
): Promise<Figures> {
  const connections = options.connections ?? CONNECTIONS;
  const base = new URL(url).origin;
  const first = options.first ?? (await timedGet(url, headers));
  await timedGet(url, headers);
  // A search that reads every row may take seconds: count it, do not time it out.
  let result = await autocannon({ url, connections, duration: DURATION, headers, timeout: 60 });
  await drain(base, place);
  const slow = result.requests.total < connections;
  if (slow) {
    result = await autocannon({ url, connections, amount: connections, headers, timeout: 600 });
    await drain(base, place);
  }
  const failed = Object.entries(result.statusCodeStats ?? {})
    .filter(([status]) => !status.startsWith("2"))
    .map(([status, { count }]) => `${status}×${count ?? 0}`);
  if (result.errors > 0) failed.push(`failed×${result.errors}`);
  const firstFailed = first.status < 200 || first.status >= 300;
  if (firstFailed) failed.unshift(`first ${first.status}`);
  return {
    firstMs: first.ms,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requestsPerSecond: result.requests.total / result.duration,
    requests: result.requests.total,
    slow,
    errors: result.non2xx + result.errors + (firstFailed ? 1 : 0),
    errorDetail: failed.join(" "),
  };
}

/** The server process's resident memory, in bytes (Linux: VmRSS in /proc/<pid>/status). */
function residentMemory(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kilobytes = /^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1];
  if (!kilobytes) throw new Error(`no VmRSS in /proc/${pid}/status`);
  return Number(kilobytes) * 1024;
}

/** Samples the resident memory every 10 ms until stopped: the highest seen. */
function watchMemory(pid: number) {
  let peak = residentMemory(pid);
  const timer = setInterval(() => {
    peak = Math.max(peak, residentMemory(pid));
  }, 10);
  return {
    stop() {
      clearInterval(timer);
      return Math.max(peak, residentMemory(pid));
    },
  };
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

// ---------------------------------------------------------------------------------------
// What is measured: the same rows at both sizes (a row's address may differ, its name not)

interface Phase {
  label: string;
  server: RunningServer;
  pid: number;
  /** An administrator's Bearer header, signed in again before the token runs out. */
  auth(): Promise<Headers>;
  results: Map<string, Figures>;
  /** Rows that could not be measured, and why (the server stopped…). */
  failures: Map<string, string>;
  /** The rows after which the server had to be started again. */
  restarts: string[];
  /** The number of the last page of each list, by its address. */
  lastPages: Map<string, number>;
  /** Resident memory once the first requests have loaded the pages, and after the load. */
  memoryBefore?: number;
  memoryAfter?: number;
  /** Where the memory after the load is, as /healthz tells it (JavaScript heap, outside it). */
  memoryParts?: string;
  csv?: { rows: number; bytes: number; ms: number; before: number; peak: number; after: number };
}

/** What the demo phase finds and the N phase reuses (the demo items are still there). */
interface Discovered {
  articleSlug: string;
  /** A word of the title of each type's first public item. */
  titleWords: Partial<Record<ContentTypePlural, string>>;
  categoryId: string;
  countryCode: string;
}

async function json<T>(url: string, headers: Headers = {}): Promise<T> {
  const response = await fetch(url, { headers });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as T;
}

interface Paged {
  total: number;
  limite: number;
}

const lastPage = (answer: Paged) => Math.max(1, Math.ceil(answer.total / answer.limite));

async function discover(base: string): Promise<Discovered> {
  const articles = await json<{ results: { slug: string; titre: string }[] }>(
    `${base}/api/v1/articles?lang=fr&limite=1`,
  );
  const article = articles.results[0];
  if (!article) throw new Error("no public article: is the demo content on?");
  const titleWords: Partial<Record<ContentTypePlural, string>> = {};
  for (const plural of PLURALS) {
    const list = await json<{ results?: { titre: string }[]; data?: { titre: string }[] }>(
      `${base}/api/v1/${plural}?lang=fr&limite=1`,
    );
    const title = (list.results ?? list.data ?? [])[0]?.titre ?? "";
    // The title's longest word: what a staff member types to find the item again.
    titleWords[plural] = title.split(/[^\p{L}]+/u).sort((a, b) => b.length - a.length)[0];
  }
  const opportunities = await json<{
    data: { categorieId: string | null; codePays: string | null }[];
  }>(`${base}/api/v1/opportunites?lang=fr`);
  const located = opportunities.data.find((item) => item.categorieId && item.codePays);
  if (!located?.categorieId || !located.codePays)
    throw new Error("no opportunity with a category and a country");
  return {
    articleSlug: article.slug,
    titleWords,
    categoryId: located.categorieId,
    countryCode: located.codePays,
  };
}

/** The query parameters of GET `route` in the server's OpenAPI document. */
type OpenApi = {
  paths: Record<
    string,
    { get?: { parameters?: { in: string; name: string; schema?: unknown }[] } }
  >;
};

function queryParameters(doc: OpenApi, route: string) {
  return (doc.paths[route]?.get?.parameters ?? []).filter((parameter) => parameter.in === "query");
}

/** Every `enum` list inside a JSON schema (anyOf, pipes…), flattened. */
function enumValues(schema: unknown): string[] {
  if (!schema || typeof schema !== "object") return [];
  const own = (schema as { enum?: unknown[] }).enum ?? [];
  return [
    ...own.filter((value): value is string => typeof value === "string" && value !== ""),
    ...Object.values(schema).flatMap((value) =>
      Array.isArray(value) ? value.flatMap(enumValues) : enumValues(value),
    ),
  ];
}

const SORT_NAMES = ["tri", "sort", "ordre", "order"];

/**
 * The sort parameter of the back-office lists, if the API has one, and one value per key
 * ("titre", not also "-titre"): from the OpenAPI document, else from domain/pagination.ts
 * (STAFF_SORTS), which the server checks `tri` with.
 */
/** Whether the route takes the query parameter `name` (the bench runs on older versions too). */
const staffParameter = (doc: OpenApi, route: string, name: string) =>
  queryParameters(doc, route).some((parameter) => parameter.name === name);

async function staffSorts(
  doc: OpenApi,
  route: string,
): Promise<{ name: string; values: string[] } | undefined> {
  const parameter = queryParameters(doc, route).find((p) => SORT_NAMES.includes(p.name));
  if (!parameter) return undefined;
  let values = enumValues(parameter.schema);
  if (values.length === 0) {
    const pagination: Record<string, unknown> = await import("../domain/pagination.ts");
    const declared = pagination.STAFF_SORTS;
    values = Array.isArray(declared)
      ? declared.filter((v): v is string => typeof v === "string")
      : [];
  }
  const byKey = new Map<string, string>();
  for (const value of values) {
    const key = value.replace(/^-/, "");
    if (!byKey.has(key)) byKey.set(key, value);
  }
  return { name: parameter.name, values: [...byKey.values()] };
}

interface Row {
  name: string;
  /** The address at this phase (a last page's number depends on the size). */
  path: (phase: Phase) => Promise<string>;
  auth?: boolean;
  html?: boolean;
  connections?: number;
}

const fixed = (value: string) => async () => value;

/** The rows of the table, in order: the same at both sizes. */
async function planRows(base: string, found: Discovered): Promise<Row[]> {
  const rows: Row[] = [];
  const search = (q: string) => `/api/v1/recherche?${new URLSearchParams({ q, lang: "fr" })}`;
  rows.push({ name: "search: a common word (transport)", path: fixed(search("transport")) });
  rows.push({
    name: 'search: a phrase ("transport aérien")',
    path: fixed(search('"transport aérien"')),
  });
  rows.push({ name: "search: a word found nowhere (zzqxwv)", path: fixed(search("zzqxwv")) });
  rows.push({ name: "search: a misspelt word (transprot)", path: fixed(search("transprot")) });

  /** The address of the last page of a list, asked at the phase (with the phase's token). */
  const last = (address: string, auth: boolean) => async (phase: Phase) => {
    const headers = auth ? await phase.auth() : {};
    const page = lastPage(await json<Paged>(`${phase.server.url}${address}`, headers));
    phase.lastPages.set(address, page);
    return `${address}${address.includes("?") ? "&" : "?"}page=${page}`;
  };

  const doc = await json<OpenApi>(`${base}/api/docs/json`);
  for (const plural of PLURALS) {
    const list = `/api/v1/${plural}?lang=fr`;
    rows.push({ name: `public ${plural}: first page`, path: fixed(list) });
    rows.push({ name: `public ${plural}: last page`, path: last(list, false) });
    const filterValue: Record<string, string> = {
      categorie: plural === "opportunites" ? found.categoryId : SECTOR_CODES[0],
      secteur: SECTOR_CODES[0],
      pays: found.countryCode,
    };
    for (const { name } of queryParameters(doc, `/api/v1/${plural}`)) {
      if (["page", "limite", "lang"].includes(name)) continue;
      const value = filterValue[name];
      if (value === undefined) {
        console.log(`public ${plural}: filter ${name} has no known value, not measured`);
        continue;
      }
      rows.push({
        name: `public ${plural}: ${name}=${value.slice(0, 12)}`,
        path: fixed(`${list}&${name}=${value}`),
      });
    }
  }
  rows.push({
    name: "page: an article (HTML)",
    path: fixed(`/article/${found.articleSlug}`),
    html: true,
  });
  rows.push({ name: "page: home (HTML)", path: fixed("/"), html: true });

  rows.push({ name: "sitemap.xml", path: fixed("/sitemap.xml") });
  const sitemap = await (await fetch(`${base}/sitemap.xml`)).text();
  if (sitemap.includes("<sitemapindex")) {
    rows.push({
      name: "sitemap: first part",
      path: async (phase) => {
        const index = await (await fetch(`${phase.server.url}/sitemap.xml`)).text();
        const loc = /<loc>([^<]+)<\/loc>/.exec(index)?.[1];
        if (!loc) throw new Error("the sitemap index lists no part");
        const url = new URL(loc);
        return `${url.pathname}${url.search}`;
      },
    });
  }

  for (const plural of PLURALS) {
    const whole = `/api/v1/${plural}/admin/all`;
    // What the back office's list screen asks: the fields it draws (`champs`), when the
    // API takes them; each row of the type adds its own parameter to it.
    const screenFields = (await staffParameter(doc, whole, "champs"))
      ? listAnswerFields(keyOfPlural(plural), contentTypeByPlural(plural)).join(",")
      : undefined;
    const listed = (extra: Record<string, string> = {}) => {
      const query = new URLSearchParams(screenFields ? { champs: screenFields } : {});
      for (const [name, value] of Object.entries(extra)) query.set(name, value);
      return query.size > 0 ? `${whole}?${query}` : whole;
    };
    const route = listed();
    rows.push({ name: `back office ${plural}: first page`, path: fixed(route), auth: true });
    if (screenFields) {
      rows.push({
        name: `back office ${plural}: first page, whole items (no champs)`,
        path: fixed(whole),
        auth: true,
      });
    }
    rows.push({ name: `back office ${plural}: last page`, path: last(route, true), auth: true });
    const word = found.titleWords[plural] || "transport";
    rows.push({
      name: `back office ${plural}: title search (${word})`,
      path: fixed(listed({ recherche: word })),
      auth: true,
    });
    for (const filter of listFilters(contentTypeByPlural(plural))) {
      const value = filter.values[0];
      rows.push({
        name: `back office ${plural}: ${filter.name}=${value}`,
        path: fixed(listed({ [filter.name]: value })),
        auth: true,
      });
    }
    const sorts = await staffSorts(doc, whole);
    if (!sorts || sorts.values.length === 0) {
      const why = sorts ? `${sorts.name} takes values the bench cannot tell` : "no sort parameter";
      console.log(`back office ${plural}: sorts n/a (${why})`);
      rows.push({ name: `back office ${plural}: sort n/a (${why})`, path: fixed(""), auth: true });
      continue;
    }
    for (const value of sorts.values) {
      rows.push({
        name: `back office ${plural}: ${sorts.name}=${value}`,
        path: fixed(listed({ [sorts.name]: value })),
        auth: true,
      });
    }
  }

  rows.push({ name: "contact inbox: first page", path: fixed("/api/v1/contact"), auth: true });
  rows.push({ name: "contact inbox: last page", path: last("/api/v1/contact", true), auth: true });
  rows.push({ name: "subscribers: first page", path: fixed("/api/v1/newsletter"), auth: true });
  rows.push({ name: "subscribers: last page", path: last("/api/v1/newsletter", true), auth: true });
  // One export at a time: it is a staff member's download, not a crowd's.
  rows.push({
    name: "subscribers: CSV export (1 connection)",
    path: fixed("/api/v1/newsletter/export.csv"),
    auth: true,
    connections: 1,
  });
  return rows;
}

const CSV_ROW = "subscribers: CSV export (1 connection)";

/** The figures of one row, or undefined for a row with nothing to measure (a sort n/a). */
async function measureRow(phase: Phase, row: Row, place: Place): Promise<Figures | undefined> {
  const address = await row.path(phase);
  if (!address) return undefined;
  const url = `${phase.server.url}${address}`;
  const headers: Headers = {
    "user-agent": USER_AGENT,
    "accept-encoding": ACCEPT_ENCODING,
    ...(row.auth ? await phase.auth() : {}),
  };
  let first: { status: number; ms: number } | undefined;
  if (row.name === CSV_ROW) {
    // The cold export watched: its time, its size and the memory it takes.
    const before = residentMemory(phase.pid);
    const watch = watchMemory(phase.pid);
    const once = await timedGet(url, headers);
    const peak = watch.stop();
    first = once;
    const lines = once.status === 200 ? once.body.toString("utf8").split("\n") : [];
    phase.csv = {
      // Less the header, and the empty string after the last line end.
      rows: lines.filter((line) => line.trim() !== "").length - (lines.length > 0 ? 1 : 0),
      bytes: once.body.length,
      ms: once.ms,
      before,
      peak,
      after: residentMemory(phase.pid),
    };
  }
  return measure(url, headers, place, { connections: row.connections, first });
}

const describe = (error: unknown): string => {
  if (!(error instanceof Error)) return String(error);
  return error.cause instanceof Error ? `${error.message} (${error.cause.message})` : error.message;
};

async function runPhase(phase: Phase, rows: Row[], place: Place): Promise<void> {
  console.log(`\n${phase.label}: ${CONNECTIONS} connections, ${DURATION} s per request`);
  // Each page rendered once before the memory is read: what follows is the load's growth.
  await timedGet(`${phase.server.url}/`, { "user-agent": USER_AGENT });
  phase.memoryBefore = residentMemory(phase.pid);
  for (const row of rows) {
    let figures: Figures | undefined;
    try {
      figures = await measureRow(phase, row, place);
    } catch (error) {
      // A request that kills the server (out of memory…) is a finding, not the bench's end:
      // the row says why, the server starts again, and the next rows are measured.
      let failure = describe(error);
      const stopped = await Promise.race([
        phase.server.exited,
        new Promise<undefined>((resolve) => setTimeout(resolve, 5_000)),
      ]);
      if (stopped) {
        // Its last words, without a native stack trace's frames ("  3: 0xc70d60 …").
        const lastLines = phase.server
          .output()
          .trim()
          .split("\n")
          .filter((line) => line.trim() !== "" && !/^\s*\d+: 0x/.test(line))
          .slice(-8)
          // A failed query's log line holds the whole query: its start says enough.
          .map((line) => (line.length > 300 ? `${line.slice(0, 300)}…` : line))
          .join("\n    ");
        failure = `server stopped (code ${stopped.code}, signal ${stopped.signal})`;
        console.log(`  ${row.name}: ${failure}; its last lines:\n    ${lastLines}`);
        const fresh = await start(place, phase.label);
        Object.assign(phase, { server: fresh.server, pid: fresh.pid, auth: fresh.auth });
        phase.restarts.push(row.name);
      } else {
        console.log(`  ${row.name}: failed (${failure})`);
      }
      phase.failures.set(row.name, failure);
      continue;
    }
    if (!figures) continue;
    phase.results.set(row.name, figures);
    console.log(
      `  ${row.name.padEnd(58)} first ${figures.firstMs.toFixed(0).padStart(6)} ms  p50 ${String(figures.p50).padStart(6)}  p99 ${String(figures.p99).padStart(6)}  ${figures.requestsPerSecond.toFixed(1).padStart(8)} req/s  errors ${figures.errors} ${figures.errorDetail}`,
    );
  }
  phase.memoryAfter = residentMemory(phase.pid);
  phase.memoryParts = await memoryPartsOf(phase.server.url);
}

/**
 * The process's memory by part, from /healthz: the JavaScript heap used and held, and
 * what lies outside it (`external`, of which `arrayBuffers`: the embedded database's
 * WebAssembly memory, buffers).
 */
async function memoryPartsOf(url: string): Promise<string> {
  const health = (await (await fetch(`${url}/healthz`)).json()) as {
    memory: { heapUsed: number; heapTotal: number; external: number; arrayBuffers: number };
  };
  const { heapUsed, heapTotal, external, arrayBuffers } = health.memory;
  return `heap ${mb(heapUsed)} used of ${mb(heapTotal)}, external ${mb(external)} (array buffers ${mb(arrayBuffers)})`;
}

// ---------------------------------------------------------------------------------------
// The server and the database

interface Place {
  kind: "pglite" | "postgres";
  dataDir: string;
  database?: ScratchDatabase;
}

async function start(place: Place, label: string): Promise<Phase> {
  const server = await startServer({
    dataDir: place.dataDir,
    env: {
      DEMO_CONTENT: "true",
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      // Every request of the bench comes from 127.0.0.1.
      LOGIN_LIMIT_PER_ADDRESS: "1000",
      SEARCH_LIMIT_PER_MINUTE: process.env.SEARCH_LIMIT_PER_MINUTE ?? "1000000",
      DATABASE_URL: place.database?.url,
    },
    readyTimeoutMs: 600_000,
  });
  const pid = server.child.pid;
  if (pid === undefined) throw new Error("the server process has no pid");
  let token: { value: Headers; at: number } | undefined;
  return {
    label,
    server,
    pid,
    results: new Map(),
    lastPages: new Map(),
    failures: new Map(),
    restarts: [],
    async auth() {
      if (token && Date.now() - token.at < TOKEN_RENEWAL_MS) return token.value;
      const response = await fetch(`${server.url}/api/v1/auth/connexion`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: ADMIN_EMAIL, motDePasse: ADMIN_PASSWORD }),
      });
      const body = (await response.json()) as { token?: string; message?: string };
      if (!body.token)
        throw new Error(
          `the administrator could not sign in (${response.status} ${body.message ?? ""})`,
        );
      token = { value: { authorization: `Bearer ${body.token}` }, at: Date.now() };
      return token.value;
    },
  };
}

type Execute = (query: ReturnType<typeof sql>) => Promise<Record<string, unknown>[]>;

/** The database of `place` opened as the server opens it (server/db/client.ts), server stopped. */
async function openPlace(place: Place) {
  const handle = await openDatabase({ databaseUrl: place.database?.url, dataDir: place.dataDir });
  const execute: Execute = async (query) => {
    const result = (await handle.db.execute(query)) as unknown as {
      rows: Record<string, unknown>[];
    };
    return result.rows;
  };
  return { execute, close: () => handle.close() };
}

const identifier = (name: string) => `"${name.replaceAll('"', '""')}"`;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The columns a copy writes: every column of the table but the generated ones (the search
 * documents are computed by the database from the copied texts; writing them is an error)
 * and identities the database always assigns. Listed by name in the INSERT, never `*`.
 */
async function writableColumns(execute: Execute, table: string): Promise<string[]> {
  const rows = await execute(sql`
    select column_name from information_schema.columns
    where table_schema = current_schema() and table_name = ${table}
      and is_generated = 'NEVER' and identity_generation is distinct from 'ALWAYS'
    order by ordinal_position`);
  return rows.map((row) => String(row.column_name));
}

/**
 * What a copy's column holds when not the source's own: a new id; dates a minute earlier
 * per copy (the lists' orders have distinct keys); every tenth copy a draft, and every
 * tenth opportunity (another one) expired, so that hidden items are among them as on a real
 * site (the demo's are all public); a published item's date moved back too, which keeps it
 * public (a planned article keeps its date: moved back, it would become public).
 */
const COPY_OVERRIDES: Record<string, string> = {
  id: "c.new_id",
  created_at: "s.created_at - c.k * interval '1 minute'",
  updated_at: "s.updated_at - c.k * interval '1 minute'",
  date_publication:
    "case when s.etat = 'publié' then s.date_publication - c.k * interval '1 minute' else s.date_publication end",
  etat: "case when c.k % 10 = 0 then 'brouillon' else s.etat end",
  statut: "case when c.k % 10 = 5 then 'expiré' else s.statut end",
};

interface Growth {
  copyMs: number;
  analyzeMs: number;
  reindex: string;
  counts: Record<string, number>;
}

async function counts(execute: Execute): Promise<Record<string, number>> {
  const tables = [...PLURALS, "content_slugs", "newsletter_subscriptions", "contact_requests"];
  const result: Record<string, number> = {};
  for (const table of tables) {
    const [row] = await execute(sql.raw(`select count(*)::int as n from ${identifier(table)}`));
    result[table] = Number(row?.n ?? 0);
  }
  const hidden = await execute(
    sql.raw(
      PLURALS.map(
        (table) => `select count(*)::int as n from ${identifier(table)} where etat <> 'publié'`,
      ).join(" union all "),
    ),
  );
  result.hidden = hidden.reduce((sum, row) => sum + Number(row.n), 0);
  return result;
}

/** Copies of one type's demo items, `extra` of them, in batches. */
async function copyItems(
  execute: Execute,
  plural: ContentTypePlural,
  extra: number,
): Promise<void> {
  const key = keyOfPlural(plural);
  const sources = (await execute(sql.raw(`select id from ${identifier(plural)} order by id`))).map(
    (row) => String(row.id),
  );
  if (sources.some((id) => !UUID.test(id))) throw new Error(`${plural}: an id is not a uuid`);
  const columns = await writableColumns(execute, plural);
  const values = columns.map((column) => COPY_OVERRIDES[column] ?? `s.${identifier(column)}`);
  const sourceList = `array[${sources.map((id) => `'${id}'`).join(",")}]::uuid[]`;
  for (let from = 1; from <= extra; from += COPY_BATCH) {
    const to = Math.min(extra, from + COPY_BATCH - 1);
    // Copy g is of source ((g - 1) mod n) + 1, its k-th copy: the slugs get "-copie-k",
    // unique per type and language as the demo's are. `copies` is materialised once, so
    // the item and its slugs share the one new id; `inserted` runs though nothing reads it
    // (PostgreSQL runs every data-modifying WITH).
    await execute(
      sql.raw(`
      with sources as materialized (
        select id, n from unnest(${sourceList}) with ordinality as t(id, n)
      ), copies as materialized (
        select gen_random_uuid() as new_id, src.id as source_id, ((g - 1) / ${sources.length}) + 1 as k
        from generate_series(${from}, ${to}) as g
        join sources src on src.n = ((g - 1) % ${sources.length}) + 1
      ), inserted as (
        insert into ${identifier(plural)} (${columns.map(identifier).join(", ")})
        select ${values.join(", ")}
        from copies c join ${identifier(plural)} s on s.id = c.source_id
      )
      insert into content_slugs (content_type, content_id, lang, slug, current, created_at)
      select '${key}', c.new_id, cs.lang, cs.slug || '-copie-' || c.k, true, cs.created_at
      from copies c
      join content_slugs cs on cs.content_type = '${key}' and cs.content_id = c.source_id and cs.current`),
    );
  }
}

async function addSubscribers(execute: Execute, target: number): Promise<void> {
  const [row] = await execute(sql.raw("select count(*)::int as n from newsletter_subscriptions"));
  const missing = target - Number(row?.n ?? 0);
  if (missing <= 0) return;
  const sectors = `array[${SECTOR_CODES.map((code) => `'${code}'`).join(",")}, null]`;
  // Confirmed and subscribed: every one of them is in the export.
  await execute(
    sql.raw(`
    insert into newsletter_subscriptions
      (email, secteur, langue, jeton_desinscription, jeton_confirmation, confirmed_at, created_at, unsubscribed_at)
    select 'abonne-' || g || '@bench-scale.example', (${sectors})[g % ${SECTOR_CODES.length + 1} + 1],
      (array[${LANGUAGES.map((lang) => `'${lang}'`).join(",")}])[g % ${LANGUAGES.length} + 1], 'bench-' || g || '-' || md5(random()::text), null,
      now() - g * interval '1 minute', now() - g * interval '1 minute', null
    from generate_series(1, ${missing}) as g`),
  );
}

async function addContactRequests(execute: Execute, target: number): Promise<void> {
  const [row] = await execute(sql.raw("select count(*)::int as n from contact_requests"));
  const missing = target - Number(row?.n ?? 0);
  if (missing <= 0) return;
  const sectors = `array[${SECTOR_CODES.map((code) => `'${code}'`).join(",")}]`;
  // A third treated, the newest first as staff read them.
  await execute(
    sql.raw(`
    insert into contact_requests
      (nom, numero, email, entreprise, description, secteur, traite, traite_le, created_at)
    select 'Visiteur ' || g, '+221 77 ' || lpad((g % 10000000)::text, 7, '0'),
      'visiteur-' || g || '@bench-scale.example',
      case when g % 2 = 0 then 'Entreprise ' || (g % 500) end,
      'Demande ' || g || ' : ' || repeat('nous souhaitons un devis pour un chantier. ', 5),
      (${sectors})[g % ${SECTOR_CODES.length} + 1], g % 3 = 0,
      case when g % 3 = 0 then now() - g * interval '5 minutes' end,
      now() - g * interval '7 minutes'
    from generate_series(1, ${missing}) as g`),
  );
}

/** `npm run search:reindex` on the same database, when package.json has it. */
function reindex(place: Place): string {
  const manifest = JSON.parse(readFileSync(path.join(PROJECT_ROOT, "package.json"), "utf8"));
  if (!manifest.scripts?.["search:reindex"]) return "not run (no search:reindex script)";
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: place.dataDir };
  if (place.database) env.DATABASE_URL = place.database.url;
  else delete env.DATABASE_URL;
  const started = performance.now();
  const result = spawnSync("npm", ["run", "search:reindex"], {
    cwd: PROJECT_ROOT,
    env,
    stdio: "inherit",
  });
  if (result.status !== 0)
    throw new Error(`npm run search:reindex failed (exit code ${result.status})`);
  return `ran in ${seconds(performance.now() - started)}`;
}

async function grow(place: Place): Promise<Growth> {
  const database = await openPlace(place);
  try {
    const demo = await counts(database.execute);
    const demoItems = PLURALS.reduce((sum, plural) => sum + (demo[plural] ?? 0), 0);
    if (ITEMS < demoItems)
      throw new Error(`--items ${ITEMS} is fewer than the demo's ${demoItems} items`);
    const started = performance.now();
    for (const plural of PLURALS) {
      const own = demo[plural] ?? 0;
      const extra = Math.round((ITEMS * own) / demoItems) - own;
      if (own > 0 && extra > 0) await copyItems(database.execute, plural, extra);
      console.log(`  ${plural}: ${own} + ${Math.max(0, extra)} copies`);
    }
    await addSubscribers(database.execute, SUBSCRIBERS);
    await addContactRequests(database.execute, CONTACTS);
    const copyMs = performance.now() - started;
    const analyzeStarted = performance.now();
    // What autovacuum does soon after an import of this size: the statistics, and the
    // visibility map that lets a deep page read its ids from the index alone.
    await database.execute(sql.raw("vacuum analyze"));
    const analyzeMs = performance.now() - analyzeStarted;
    const grown = await counts(database.execute);
    await database.close();
    return { copyMs, analyzeMs, reindex: reindex(place), counts: grown };
  } catch (error) {
    await database.close();
    throw error;
  }
}

// ---------------------------------------------------------------------------------------
// The table

const ms = (value: number) => value.toFixed(0);

function table(rows: Row[], demo: Phase, scaled: Phase, header: string[]): string {
  if (rows.length === 0) return header.join("\n");
  const lines = [
    `| request | demo first ms | demo p50 ms | demo p99 ms | demo req/s | ${ITEMS} first ms | ${ITEMS} p50 ms | ${ITEMS} p99 ms | ${ITEMS} req/s | requests (demo / ${ITEMS}) | errors (demo / ${ITEMS}) |`,
    "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |",
  ];
  /** A row at one size: its figures, or "failed" and why, or n/a (nothing to measure). */
  const outcome = (phase: Phase, name: string) => {
    const figures = phase.results.get(name);
    const failure = phase.failures.get(name);
    if (figures) {
      return {
        cells: [
          ms(figures.firstMs),
          String(figures.p50),
          String(figures.p99),
          figures.requestsPerSecond.toFixed(1),
        ],
        requests: `${figures.requests}${figures.slow ? "*" : ""}`,
        errors: `${figures.errors}${figures.errorDetail ? ` (${figures.errorDetail})` : ""}`,
      };
    }
    const missing = failure ? "failed" : "n/a";
    return { cells: Array(4).fill(missing), requests: missing, errors: failure ?? "n/a" };
  };
  for (const row of rows) {
    const a = outcome(demo, row.name);
    const b = outcome(scaled, row.name);
    lines.push(
      `| ${row.name} | ${[...a.cells, ...b.cells].join(" | ")} | ${a.requests} / ${b.requests} | ${a.errors} / ${b.errors} |`,
    );
  }
  const footnote =
    "\n\\* slower than the run's time: one round of requests at once instead (autocannon keeps no figure of a request still in flight when its time ends).";
  return [...header, "", ...lines, footnote].join("\n");
}

function csvLine(phase: Phase): string {
  const csv = phase.csv;
  if (!csv) return `${phase.label}: no export`;
  return `${phase.label}: ${csv.rows} rows, ${kb(csv.bytes)}, ${ms(csv.ms)} ms; server memory ${mb(csv.before)} before, ${mb(csv.peak)} at most during it (+${mb(csv.peak - csv.before)}), ${mb(csv.after)} after`;
}

// ---------------------------------------------------------------------------------------

const place: Place = {
  kind: SERVER_URL ? "postgres" : "pglite",
  dataDir: mkdtempSync(path.join(tmpdir(), "bench-scale-")),
};
let running: Phase | undefined;
/** Stops the server, drops the bench's database and removes its folder: at the end or on Ctrl-C. */
async function cleanUp(): Promise<void> {
  await running?.server.stop();
  running = undefined;
  if (options.keep) {
    console.log(
      `Kept: ${place.database ? `DATABASE_URL=${place.database.url}` : `DATA_DIR=${place.dataDir}`} (the administrator: ${ADMIN_EMAIL} / ${ADMIN_PASSWORD})`,
    );
    return;
  }
  await place.database?.drop();
  rmSync(place.dataDir, { recursive: true, force: true });
}
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    console.log(`\n${signal}: stopping the server and removing the bench's database`);
    void cleanUp().finally(() => process.exit(130));
  });
}
const benchStarted = performance.now();
try {
  if (SERVER_URL)
    place.database = await createScratchDatabase(SERVER_URL, `bench_scale_${process.pid}`);
  console.log(
    `Database: ${place.kind === "postgres" ? `PostgreSQL (${place.database?.url.replace(/\/\/[^@]*@/, "//")})` : `embedded PGlite (${place.dataDir})`}`,
  );

  running = await start(place, "demo content");
  const demo = running;
  const found = await discover(demo.server.url);
  const rows = options["copy-only"] ? [] : await planRows(demo.server.url, found);
  await runPhase(demo, rows, place);
  await demo.server.stop();
  running = undefined;

  console.log(
    `\nGrowing the database to ${ITEMS} items, ${SUBSCRIBERS} subscribers, ${CONTACTS} contact requests (server stopped)`,
  );
  const growth = await grow(place);
  console.log(
    `  copy ${seconds(growth.copyMs)}, VACUUM ANALYZE ${seconds(growth.analyzeMs)}, search:reindex ${growth.reindex}`,
  );

  const restartStarted = performance.now();
  running = await start(place, `${ITEMS} items`);
  const scaled = running;
  const restartMs = performance.now() - restartStarted;
  await runPhase(scaled, rows, place);

  const c = growth.counts;
  const publicTotals = await Promise.all(
    PLURALS.map(async (plural) => {
      const page = await json<Paged>(`${scaled.server.url}/api/v1/${plural}?lang=fr&limite=1`);
      return `${page.total} ${plural}`;
    }),
  );
  const header = [
    `## npm run bench:scale — ${place.kind === "postgres" ? "PostgreSQL" : "embedded PGlite"}, ${ITEMS} items, ${CONNECTIONS} connections, ${DURATION} s per request`,
    "",
    `- Rows at N: ${c.articles} articles, ${c.realisations} projects, ${c.opportunites} opportunities (${c.hidden} not published), ${c.content_slugs} slugs, ${c.newsletter_subscriptions} newsletter subscribers, ${c.contact_requests} contact requests; public (the API's totals): ${publicTotals.join(", ")}`,
    `- Growing: copy ${seconds(growth.copyMs)}, VACUUM ANALYZE ${seconds(growth.analyzeMs)}, search:reindex ${growth.reindex}; restart on the grown database ${seconds(restartMs)}`,
    `- Server memory (VmRSS) before / after the load: demo ${mb(demo.memoryBefore ?? 0)} / ${mb(demo.memoryAfter ?? 0)}; ${ITEMS} items ${mb(scaled.memoryBefore ?? 0)} / ${mb(scaled.memoryAfter ?? 0)}`,
    `- After the load, by part: demo ${demo.memoryParts ?? "?"}; ${ITEMS} items ${scaled.memoryParts ?? "?"}`,
    `- CSV export, alone: ${csvLine(demo)}; ${csvLine(scaled)}`,
    `- Search limit lifted for the bench: SEARCH_LIMIT_PER_MINUTE=${process.env.SEARCH_LIMIT_PER_MINUTE ?? "1000000"}`,
    `- Last pages (demo → ${ITEMS}): ${[...scaled.lastPages].map(([address, page]) => `${address} ${demo.lastPages.get(address) ?? "?"} → ${page}`).join(", ")}`,
    `- Server restarts (it stopped during a request): ${[demo, scaled].map((phase) => `${phase.label}: ${phase.restarts.length === 0 ? "none" : `after ${phase.restarts.join(", ")}`}`).join("; ")}`,
    `- Whole run: ${seconds(performance.now() - benchStarted)}`,
  ];
  const output = table(rows, demo, scaled, header);
  console.log(`\n${output}`);
  if (options.out) writeFileSync(options.out, `${output}\n`);
} finally {
  await cleanUp();
}
