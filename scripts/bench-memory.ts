// Measures the memory the site needs, as an operator's server sees it (issue 17): the
// resident memory (VmRSS) of every process a start runs, the server and any child it
// spawns, summed and sampled every 200 ms, from the spawn until the site answers (peak and
// after start), then under 15 s of load on the home page, an article and a list at 20
// connections (after load). Four starts: the embedded database on a fresh folder with the
// demo content, then again on the same folder; PostgreSQL on a fresh database with the
// demo content, then again. The web build is made first and not counted (a start reuses it).
// After the load, an administrator sends eight 40-megapixel photos at once (issue 28: they
// took the PostgreSQL setup from 435 to 672 MB when all were encoded at once): the peak
// during the uploads, the memory once they are answered, and how many were created or
// told to come back later (503).
// Run: npm run bench:memory  (PostgreSQL at BENCH_DATABASE_URL, else 127.0.0.1:5432).
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import {
  ensureWebBuild,
  freePort,
  NODE_BINARY,
  PROJECT_ROOT,
  startCommand,
} from "../e2e/support/server.ts";
import { createScratchDatabase } from "../server/test/scratch-database.ts";

const SAMPLE_MS = 200;
const LOAD_SECONDS = 15;
const CONNECTIONS = 20;
const POSTGRES = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

/** Resident memory of `pid` in KB, 0 once it has gone. */
function residentKb(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    return Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? 0);
  } catch {
    return 0;
  }
}

/** `root` and every process below it, read from /proc. */
function processTree(root: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      // The parent's pid is the second field after the command, which is in parentheses.
      const parent = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
    } catch {
      // Gone meanwhile.
    }
  }
  const tree = [root];
  for (let i = 0; i < tree.length; i += 1) tree.push(...(children.get(tree[i] as number) ?? []));
  return tree;
}

/** The summed resident memory of a process tree, sampled until `stop()`; its peak in MB. */
function sampler(root: number) {
  let peak = 0;
  const now = () => processTree(root).reduce((sum, pid) => sum + residentKb(pid), 0) / 1024;
  const timer = setInterval(() => {
    peak = Math.max(peak, now());
  }, SAMPLE_MS);
  return {
    now,
    peak: () => Math.max(peak, now()),
    reset: () => {
      peak = 0;
    },
    stop: () => clearInterval(timer),
  };
}

async function waitUntilServing(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 600_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/v1/secteurs`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("the server did not answer within 10 minutes");
}

interface Row {
  start: string;
  peak: number;
  afterStart: number;
  afterLoad: number;
  requests: number;
  uploadPeak: number;
  afterUploads: number;
  uploads: string;
}

const PARALLEL_UPLOADS = 8;
const ADMIN = { email: "bench-memory@example.com", password: "Bench-Memory-Password-1" };

/**
 * A 40-megapixel JPEG (8000 × 5000) as a camera makes one: smooth enough to stay under the
 * 8 MB upload limit, but every pixel decoded like any photo's.
 */
async function fortyMegapixelPhoto(): Promise<Buffer> {
  const { default: sharp } = await import("sharp");
  const width = 8000;
  const height = 5000;
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const i = (y * width + x) * 3;
      pixels[i] = (x * 255) / width;
      pixels[i + 1] = (y * 255) / height;
      pixels[i + 2] = 128 + 100 * Math.sin(x / 90) * Math.cos(y / 70);
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** Eight opportunities created at once, each with the photo; their statuses, counted. */
async function uploadAtOnce(url: string, photo: Buffer): Promise<string> {
  const signIn = await fetch(`${url}/api/v1/auth/connexion`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: ADMIN.email, motDePasse: ADMIN.password }),
  });
  const { token } = (await signIn.json()) as { token: string };
  const statuses = await Promise.all(
    Array.from({ length: PARALLEL_UPLOADS }, async (_, i) => {
      const form = new FormData();
      for (const lang of ["fr", "en", "it"]) {
        form.append(`titre[${lang}]`, `Photo de 40 mégapixels ${i + 1} (${lang})`);
        form.append(`description[${lang}]`, "Une grande photo envoyée par le banc de mémoire.");
      }
      form.append("statut", "actif");
      form.append("etat", "brouillon");
      form.append("image", new Blob([new Uint8Array(photo)], { type: "image/jpeg" }), "photo.jpg");
      const response = await fetch(`${url}/api/v1/opportunites`, {
        method: "POST",
        headers: { authorization: `Bearer ${token}` },
        body: form,
      });
      await response.arrayBuffer();
      return response.status;
    }),
  );
  const counts = new Map<number, number>();
  for (const status of statuses) counts.set(status, (counts.get(status) ?? 0) + 1);
  return [...counts].map(([status, count]) => `${count} × ${status}`).join(", ");
}

async function measureStart(
  name: string,
  dataDir: string,
  photo: Buffer,
  databaseUrl?: string,
): Promise<Row> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  // What `npm start` runs (the npm process itself aside): node, its flags, server/main.ts.
  const env = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  };
  const start = startCommand(env);
  const child = spawn(NODE_BINARY, start.args, {
    cwd: PROJECT_ROOT,
    env: { ...env, ...start.env },
    stdio: "ignore",
  });
  const memory = sampler(child.pid as number);
  try {
    await waitUntilServing(url, child);
    const peak = memory.peak();
    // A moment for what the start left to settle (timers, the first requests' caches).
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const afterStart = memory.now();
    const list = await (await fetch(`${url}/api/v1/articles?lang=fr&limite=1`)).json();
    const slug = (list.results as { slug: string }[])[0]?.slug;
    const load = await autocannon({
      url,
      connections: CONNECTIONS,
      duration: LOAD_SECONDS,
      requests: [{ path: "/" }, { path: `/article/${slug}` }, { path: "/actualites" }],
      headers: { "user-agent": "Mozilla/5.0 (bench-memory)", "accept-encoding": "br" },
    });
    const afterLoad = memory.now();
    memory.reset();
    const uploads = await uploadAtOnce(url, photo);
    const uploadPeak = memory.peak();
    const afterUploads = memory.now();
    return {
      start: name,
      peak,
      afterStart,
      afterLoad,
      requests: load.requests.total,
      uploadPeak,
      afterUploads,
      uploads,
    };
  } finally {
    memory.stop();
    child.kill("SIGTERM");
    await new Promise((resolve) => child.once("exit", resolve));
  }
}

const mb = (value: number) => `${Math.round(value).toLocaleString("en")} MB`;

ensureWebBuild();
const photo = await fortyMegapixelPhoto();
const rows: Row[] = [];
const folder = mkdtempSync(path.join(tmpdir(), "bench-memory-"));
const scratch = await createScratchDatabase(
  POSTGRES,
  `bench_memory_${randomBytes(4).toString("hex")}`,
);
try {
  const embedded = path.join(folder, "embedded");
  rows.push(
    await measureStart("embedded database, first start with demo content", embedded, photo),
  );
  rows.push(await measureStart("embedded database, restart on the same data", embedded, photo));
  const withPostgres = path.join(folder, "postgres");
  rows.push(
    await measureStart(
      "PostgreSQL, first start with demo content",
      withPostgres,
      photo,
      scratch.url,
    ),
  );
  rows.push(await measureStart("PostgreSQL, restart", withPostgres, photo, scratch.url));
} finally {
  await scratch.drop();
  rmSync(folder, { recursive: true, force: true });
}

console.log(
  `| start | peak | after start | after load | requests served | peak during ${PARALLEL_UPLOADS} uploads | after uploads | uploads answered |`,
);
console.log("| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |");
for (const row of rows) {
  console.log(
    `| ${row.start} | ${mb(row.peak)} | ${mb(row.afterStart)} | ${mb(row.afterLoad)} | ${row.requests.toLocaleString("en")} | ${mb(row.uploadPeak)} | ${mb(row.afterUploads)} | ${row.uploads} |`,
  );
}
