// Writes the embedded database's starting folder (server/db/template/): what PGlite's
// initdb makes, dumped once here so that a first start copies it instead of running initdb,
// whose memory peak (over 600 MB, kept by the WebAssembly memory) is most of a first start's
// (issue 17). Nothing of the site is in it: the migrations and the seeds run at start as on
// any database. Its name carries PGlite's version; a start with another version finds no
// template and runs initdb as before. Run after updating @electric-sql/pglite:
//   npm run make:db-template
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { PGLITE_TEMPLATE_DIR, pgliteTemplatePath } from "../server/db/pglite-template.ts";

rmSync(PGLITE_TEMPLATE_DIR, { recursive: true, force: true });
const client = new PGlite();
await client.waitReady;
const archive = await client.dumpDataDir("gzip");
await client.close();
mkdirSync(PGLITE_TEMPLATE_DIR, { recursive: true });
writeFileSync(pgliteTemplatePath(), Buffer.from(await archive.arrayBuffer()));
console.log(`${pgliteTemplatePath()} (${(archive.size / 1024 / 1024).toFixed(1)} MB)`);
