// The sitemap at scale (issue 30, docs/decisions/045): a fresh database holding N public
// items (a third of each type, written in SQL with their slugs: no images, no API), the
// app built in this process on it, then for the index and each part: the first build (a
// miss), then the time of a request served from the cache (median and slowest of 20, as a
// crawler asks: gzip), and the bytes sent and kept. Figures are reported, not asserted.
//
//   npm run bench:sitemap                       # embedded database, 10,000 items
//   npm run bench:sitemap -- --items 100000     # another count
//   DATABASE_URL=postgres://…/postgres npm run bench:sitemap
//
// With DATABASE_URL, a database `sitemap_bench` is made on that server for the run and
// dropped after it.

import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import { buildApp } from "../server/app.ts";
import { loadConfig } from "../server/config.ts";
import { prepareDatabase } from "../server/db/prepare.ts";

const { values } = parseArgs({ options: { items: { type: "string", default: "10000" } } });
const ITEMS = Number(values.items);
if (!Number.isSafeInteger(ITEMS) || ITEMS < 3) throw new Error("--items: a whole number ≥ 3");
const CACHED_RUNS = 20;

const dataDir = mkdtempSync(path.join(tmpdir(), "bench-sitemap-"));
const serverUrl = process.env.DATABASE_URL;
let scratchUrl: string | undefined;
let dropScratch = async () => {};
if (serverUrl) {
  const { default: pg } = await import("pg");
  const name = "sitemap_bench";
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`drop database if exists "${name}"`);
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  scratchUrl = url.toString();
  dropScratch = async () => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(`drop database if exists "${name}"`);
    await client.end();
  };
}

const config = loadConfig({
  DATA_DIR: dataDir,
  DEMO_CONTENT: "false",
  LOG_LEVEL: "silent",
  PUBLIC_URL: "https://groupe.example.com",
  ...(scratchUrl ? { DATABASE_URL: scratchUrl } : {}),
});
const { database } = await prepareDatabase(config);
const app = await buildApp({ config, database, logger: false });
const { db } = app.services;

/** A third of the items per type, each with a slug per language, all public. */
async function insertItems(total: number) {
  const perType = Math.ceil(total / 3);
  const texts = (word: string) =>
    sql.raw(
      `jsonb_build_object('fr', '${word} ' || n, 'en', '${word} (en) ' || n, 'it', '${word} (it) ' || n)`,
    );
  const started = performance.now();
  await db.execute(sql`
    insert into articles (titre, contenu, resume, mots_cles, categories, etat, date_publication, updated_at)
    select ${texts("Article")}, ${texts("Contenu")}, ${texts("Résumé")},
      '{"fr":[],"en":[],"it":[]}'::jsonb, '["logistique"]'::jsonb, 'publié',
      now() - n * interval '1 hour', now() - n * interval '1 minute'
    from generate_series(1, ${perType}) as n`);
  await db.execute(sql`
    insert into realisations (titre, description, contenu, mots_cles, images, secteur_id, annee, etat, date_publication)
    select ${texts("Projet")}, ${texts("Description")}, ${texts("Contenu")},
      '{"fr":[],"en":[],"it":[]}'::jsonb, '[]'::jsonb,
      (select id from sectors order by code limit 1), 2024, 'publié', now() - n * interval '1 hour'
    from generate_series(1, ${perType}) as n`);
  await db.execute(sql`
    insert into opportunites (titre, description, contenu, mots_cles, statut, etat, date_publication)
    select ${texts("Offre")}, ${texts("Description")}, ${texts("Contenu")},
      '{"fr":[],"en":[],"it":[]}'::jsonb, 'actif', 'publié', now() - n * interval '1 hour'
    from generate_series(1, ${perType}) as n`);
  for (const [type, table] of [
    ["article", "articles"],
    ["realisation", "realisations"],
    ["opportunite", "opportunites"],
  ] as const) {
    await db.execute(sql`
      insert into content_slugs (content_type, content_id, lang, slug)
      select ${type}, t.id, l.lang, ${type} || '-' || l.lang || '-' || t.id
      from ${sql.identifier(table)} t cross join (values ('fr'), ('en'), ('it')) as l(lang)`);
  }
  await db.execute(sql`analyze`);
  return { perType, seconds: (performance.now() - started) / 1000 };
}

const ms = (from: number) => performance.now() - from;
const fmt = (value: number) => `${value.toFixed(1)} ms`;

async function measure(url: string) {
  const first = performance.now();
  const built = await app.inject({ url, headers: { "accept-encoding": "gzip" } });
  const buildMs = ms(first);
  if (built.statusCode !== 200) throw new Error(`${url}: ${built.statusCode} ${built.body}`);
  const times: number[] = [];
  for (let run = 0; run < CACHED_RUNS; run++) {
    const started = performance.now();
    const response = await app.inject({ url, headers: { "accept-encoding": "gzip" } });
    times.push(ms(started));
    if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode}`);
  }
  times.sort((a, b) => a - b);
  const plain = await app.inject({ url, headers: { "accept-encoding": "identity" } });
  const urls = (plain.body.match(/<url>|<sitemap>/g) ?? []).length;
  return {
    url,
    urls,
    buildMs,
    cachedMedianMs: times[Math.floor(times.length / 2)] ?? 0,
    cachedMaxMs: times.at(-1) ?? 0,
    plainBytes: plain.rawPayload.length,
    gzipBytes: built.rawPayload.length,
  };
}

try {
  const inserted = await insertItems(ITEMS);
  console.log(
    `${serverUrl ? "PostgreSQL" : "PGlite"}: ${inserted.perType * 3} items (${inserted.perType} per type) written in ${inserted.seconds.toFixed(1)} s`,
  );
  const index = await measure("/sitemap.xml");
  const plain = await app.inject({ url: "/sitemap.xml" });
  const parts = [...plain.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map(
    ([, loc]) => new URL(loc as string).pathname,
  );
  const rows = [index];
  if (process.env.PROBE)
    for (const probe of ["/robots.txt", "/contact", "/api/v1/articles?limite=20"])
      rows.push(await measure(probe));
  for (const part of parts) rows.push(await measure(part));
  console.log(
    "\n| file | addresses | first build | from cache, median | from cache, slowest | plain | gzip |",
  );
  console.log("| --- | ---: | ---: | ---: | ---: | ---: | ---: |");
  for (const row of rows) {
    console.log(
      `| ${row.url} | ${row.urls} | ${fmt(row.buildMs)} | ${fmt(row.cachedMedianMs)} | ${fmt(row.cachedMaxMs)} | ${(row.plainBytes / 1e6).toFixed(2)} MB | ${(row.gzipBytes / 1e3).toFixed(0)} KB |`,
    );
  }
  const cache = app.services.publicCache.size();
  console.log(
    `\npublic cache: ${cache.entries} entries, ${(cache.bytes / 1e6).toFixed(1)} MB of ${(cache.maxBytes / 1e6).toFixed(0)} MB; heap used ${(process.memoryUsage().heapUsed / 1e6).toFixed(0)} MB, resident ${(process.memoryUsage().rss / 1e6).toFixed(0)} MB`,
  );
} finally {
  await app.close();
  await dropScratch();
  rmSync(dataDir, { recursive: true, force: true });
}
