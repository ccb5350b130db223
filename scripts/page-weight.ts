// The first-load JavaScript of public pages, gzipped, as a phone on a slow network pays
// for it (e2e/support/page-weight.ts), against issue 9's budget. Then the back office's,
// and whether any file only the back office needs is loaded by a public page (it must not
// be). e2e/page-weight.e2e.ts asserts both. Starts the real server (npm start's entry) with the
// demo content.
// Run: npm run size:pages
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import {
  BACK_OFFICE_PAGES_TO_WEIGH,
  PUBLIC_FIRST_LOAD_BUDGET,
  publicPagesToWeigh,
  weighPage,
} from "../e2e/support/page-weight.ts";
import { startServer } from "../e2e/support/server.ts";

const dataDir = mkdtempSync(path.join(tmpdir(), "page-weight-"));
const server = await startServer({
  dataDir,
  env: { DEMO_CONTENT: "true" },
  readyTimeoutMs: 300_000,
});
const base = server.url;

async function weigh(title: string, pagePath: string, budget?: number): Promise<string[]> {
  const { html, scripts, raw, gzipped } = await weighPage(base, pagePath);
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  const over = budget && gzipped > budget ? "  OVER BUDGET" : "";
  console.log(
    `${title.padEnd(26)} ${String(scripts.length).padStart(3)} files  ${kb(raw).padStart(9)} raw  ${kb(gzipped).padStart(8)} gzip   (HTML ${kb(gzipSync(html).length)} gzip)${over}`,
  );
  return scripts;
}

try {
  console.log(`First-load JavaScript on ${base}\n`);
  const publicScripts = new Set<string>();
  for (const { title, path: pagePath } of await publicPagesToWeigh(base)) {
    for (const url of await weigh(title, pagePath, PUBLIC_FIRST_LOAD_BUDGET)) {
      publicScripts.add(url);
    }
  }
  console.log("\nBack office (signed-in screens load the same files after sign-in)\n");
  const staffScripts: string[] = [];
  for (const { title, path: pagePath } of BACK_OFFICE_PAGES_TO_WEIGH) {
    staffScripts.push(...(await weigh(title, pagePath)));
  }
  // Files the back office needs that no public page does, then whether a public page loads one.
  const home = new Set(await weigh("(home again)", "/"));
  const staffOnly = new Set(staffScripts.filter((url) => !home.has(url)));
  const leaked = [...publicScripts].filter((url) => staffOnly.has(url));
  console.log(
    `\nBack-office-only files: ${staffOnly.size}; loaded by a public page: ${leaked.length === 0 ? "none" : leaked.join(", ")}`,
  );
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
