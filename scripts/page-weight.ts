// The first-load JavaScript of public pages, gzipped, as a phone on a slow network pays
// for it: every script and modulepreload the server-rendered HTML names, each file counted
// once. Then the back office's, and whether any file only the back office needs is loaded
// by a public page (it must not be). Starts the real server (npm start's entry) with the
// demo content.
// Run: npm run size:pages
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { startServer } from "../e2e/support/server.ts";

const dataDir = mkdtempSync(path.join(tmpdir(), "page-weight-"));
const server = await startServer({
  dataDir,
  env: { DEMO_CONTENT: "true" },
  readyTimeoutMs: 300_000,
});
const base = server.url;

/** Script URLs a page's HTML makes the browser load before it is interactive. */
function scriptsOf(html: string): string[] {
  const urls = new Set<string>();
  for (const match of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)) {
    urls.add(match[1] as string);
  }
  for (const match of html.matchAll(/<script[^>]+src="([^"]+)"/g)) urls.add(match[1] as string);
  // React Router's entry imports the route modules of the page by name.
  for (const match of html.matchAll(/import\(?\s*"([^"]+\.js)"/g)) urls.add(match[1] as string);
  return [...urls];
}

async function weigh(title: string, pagePath: string): Promise<string[]> {
  const html = await (await fetch(`${base}${pagePath}`)).text();
  let raw = 0;
  let gzipped = 0;
  const scripts = scriptsOf(html);
  for (const url of scripts) {
    const bytes = Buffer.from(await (await fetch(new URL(url, base))).arrayBuffer());
    raw += bytes.length;
    gzipped += gzipSync(bytes, { level: 9 }).length;
  }
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  console.log(
    `${title.padEnd(26)} ${String(scripts.length).padStart(3)} files  ${kb(raw).padStart(9)} raw  ${kb(gzipped).padStart(8)} gzip   (HTML ${kb(gzipSync(html).length)} gzip)`,
  );
  return scripts;
}

try {
  const slug = async (list: string) => {
    const body = await (await fetch(`${base}/api/v1/${list}?lang=fr&limite=1`)).json();
    return (body.results ?? body.data)[0].slug as string;
  };
  console.log(`First-load JavaScript on ${base}\n`);
  const publicScripts = new Set(
    [
      await weigh("home /", "/"),
      await weigh("home /en", "/en"),
      await weigh("sector /mines", "/mines"),
      await weigh("list /actualites", "/actualites"),
      await weigh("article /article/{slug}", `/article/${await slug("articles")}`),
      await weigh("project /realisation/{slug}", `/realisation/${await slug("realisations")}`),
      await weigh("contact /contact", "/contact"),
    ].flat(),
  );
  console.log("\nBack office (signed-in screens load the same files after sign-in)\n");
  const staffScripts = [
    await weigh("sign-in /admin/connexion", "/admin/connexion"),
    await weigh("dashboard /admin", "/admin"),
    await weigh("list /admin/realisations", "/admin/realisations"),
    await weigh("form /admin/realisations/creer", "/admin/realisations/creer"),
    await weigh("form /admin/articles/creer", "/admin/articles/creer"),
  ].flat();
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
