// @ts-check
// Loaded before the server (`node --import ./server/types-stripped-ahead.js server/main.ts`,
// what `npm start` runs): the server's TypeScript is stripped of its types by a child
// process of its own (strip-types.js), and the site's process loads those copies. Node
// would otherwise strip each file itself, with a stripper (amaro, compiled to WebAssembly)
// that stays in the process for good: some 7 MB of memory and 4 MB of Node's code pages
// more, in a server whose memory is counted (docs/decisions/075).
//
// A copy is used only when it was made from the file's present text (its last line holds
// the text's digest, types-stripped-mark.js): a file edited, or rolled back, since is
// stripped again at the next start, and a file that could not be stripped is left to Node,
// which loads it as before (the stripper then loads too, and the file's error shows as it
// would have). Module addresses stay the `.ts` files': `import.meta.url`, stack traces and
// the files next to a module resolve as before.
import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { registerHooks } from "node:module";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { sourceMark } from "./types-stripped-mark.js";

const ROOT = fileURLToPath(new URL("../", import.meta.url));
/** The folders whose TypeScript the server loads (web/ comes built: build/server/). */
const SOURCE_FOLDERS = ["server", "domain"].map((folder) => path.join(ROOT, folder));
const SOURCE_URLS = SOURCE_FOLDERS.map((folder) => `${pathToFileURL(folder).href}/`);

/**
 * Where the copies go: with the installed packages, so that `npm ci` starts them afresh,
 * and outside build/, which the web build empties. A test names its own folder.
 */
export const STRIPPED_FOLDER =
  process.env.STRIPPED_TYPES_DIR ?? path.join(ROOT, "node_modules", ".cache", "types-stripped");

/** @param {string} source */
const copyOf = (source) => path.join(STRIPPED_FOLDER, path.relative(ROOT, source));

/** @param {string} file */
function textOf(file) {
  try {
    return readFileSync(file, "utf8");
  } catch {
    return undefined;
  }
}

/**
 * The copy of `source` when it was made from the source's present text; undefined when it
 * is missing or was made from another text.
 * @param {string} source
 */
function freshCopyOf(source) {
  const text = textOf(source);
  const copy = textOf(copyOf(source));
  if (text === undefined || copy === undefined) return undefined;
  return copy.endsWith(`\n${sourceMark(text)}\n`) ? copy : undefined;
}

/** The server's TypeScript files (tests and declarations aside) under `folder`. @param {string} folder @returns {string[]} */
function sourcesIn(folder) {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter(
      (entry) =>
        entry.isFile() &&
        entry.name.endsWith(".ts") &&
        !entry.name.endsWith(".test.ts") &&
        !entry.name.endsWith(".d.ts"),
    )
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** Strips, in a child process, every source whose copy is missing or made from another text. */
export function stripStaleSources() {
  const stale = SOURCE_FOLDERS.flatMap(sourcesIn).filter((source) => !freshCopyOf(source));
  if (stale.length === 0) return { stripped: 0, failed: "" };
  const child = spawnSync(
    process.execPath,
    [path.join(ROOT, "server", "strip-types.js"), STRIPPED_FOLDER, ROOT, ...stale],
    { stdio: ["ignore", "ignore", "pipe"], encoding: "utf8" },
  );
  return { stripped: stale.length, failed: child.status === 0 ? "" : child.stderr };
}

const { failed } = stripStaleSources();
if (failed) {
  // Not fatal: those files load through Node's own stripper, as without this module. A
  // folder the server may not write fails every file: a few lines say so.
  const lines = failed.trim().split("\n");
  const shown =
    lines.length > 6 ? [...lines.slice(0, 5), `… et ${lines.length - 5} autres`] : lines;
  process.stderr.write(`Types non retirés d'avance (Node les retirera) :\n${shown.join("\n")}\n`);
}

registerHooks({
  load(url, context, nextLoad) {
    if (url.endsWith(".ts") && SOURCE_URLS.some((folder) => url.startsWith(folder))) {
      const copy = freshCopyOf(fileURLToPath(url));
      if (copy !== undefined) {
        // package.json says "type": "module": the server's files are ES modules.
        return { format: "module", source: copy, shortCircuit: true };
      }
    }
    return nextLoad(url, context);
  },
});
