// @ts-check
// The child process that strips the server's TypeScript ahead of its start
// (types-stripped-ahead.js, docs/decisions/075): Node's own stripper (`stripTypeScriptTypes`,
// the one `node file.ts` runs) loads here and its memory ends with this process, not in the
// site's. Run: node server/strip-types.js <folder for the copies> <root> <source>…
import { mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { stripTypeScriptTypes } from "node:module";
import path from "node:path";
import { sourceMark } from "./types-stripped-mark.js";

const [strippedFolder, root, ...sources] = process.argv.slice(2);
if (!strippedFolder || !root) {
  console.error("usage: node server/strip-types.js <folder for the copies> <root> <source>…");
  process.exit(2);
}

let failed = 0;
for (const source of sources) {
  const target = path.join(strippedFolder, path.relative(root, source));
  try {
    // "strip" puts blanks where the types were: every line and column stays where it is in
    // the .ts file, so stack traces point at the source.
    const text = readFileSync(source, "utf8");
    // The source's digest goes last, where it moves no line: the copy serves only that text.
    const code = `${stripTypeScriptTypes(text, { mode: "strip" })}\n${sourceMark(text)}\n`;
    mkdirSync(path.dirname(target), { recursive: true });
    // Written aside, then renamed: a start reading at the same moment sees the whole copy
    // or none.
    const partial = `${target}.${process.pid}.partial`;
    writeFileSync(partial, code);
    renameSync(partial, target);
  } catch (error) {
    // Left to Node at load time, which reports the error where the file is imported.
    failed += 1;
    console.error(
      `${path.relative(root, source)}: ${error instanceof Error ? error.message : error}`,
    );
  }
}
process.exitCode = failed > 0 ? 1 : 0;
