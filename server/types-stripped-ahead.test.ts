// What `npm start` loads before the server (docs/decisions/075): the server's TypeScript
// stripped ahead by a child process, so that Node's stripper never loads in the site's
// process. Real processes: the project's Node, run as npm start runs it, on a folder of
// copies of each test's own.
import { spawnSync } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { NODE_BINARY, PROJECT_ROOT, startCommand } from "../e2e/support/server.ts";
import { sourceMark } from "./types-stripped-mark.js";

const SOURCE = path.join(PROJECT_ROOT, "server/lib/clock.ts");
const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});
function copiesFolder(): string {
  const folder = mkdtempSync(path.join(tmpdir(), "types-stripped-"));
  folders.push(folder);
  return folder;
}

/**
 * Starts Node with the hook, imports server/lib/clock.ts and says what it found: whether
 * Node's stripper (amaro) loaded, the module's exports, and the time it tells.
 */
function importClock(copies: string): { stripper: boolean; exports: string[]; now: boolean } {
  const script = `
    const clock = await import(${JSON.stringify(SOURCE)});
    console.log(JSON.stringify({
      stripper: process.moduleLoadList.some((name) => name.includes("amaro")),
      exports: Object.keys(clock).sort(),
      now: clock.systemClock.now() instanceof Date,
    }));`;
  const child = spawnSync(
    NODE_BINARY,
    ["--import", "./server/types-stripped-ahead.js", "--input-type=module", "-e", script],
    {
      cwd: PROJECT_ROOT,
      encoding: "utf8",
      env: { ...process.env, STRIPPED_TYPES_DIR: copies },
    },
  );
  expect(child.stderr, "the child's errors").toBe("");
  expect(child.status).toBe(0);
  return JSON.parse(child.stdout);
}

describe("the server's TypeScript stripped ahead of its start", () => {
  it("is what npm start loads before the server", () => {
    // Without it the server still runs, through Node's own stripping, with some 10 MB
    // more: nothing else would tell that it had gone.
    const { args } = startCommand({});
    const hook = args.indexOf("./server/types-stripped-ahead.js");
    expect(args[hook - 1]).toBe("--import");
    expect(hook).toBeLessThan(args.indexOf("server/main.ts"));
  });

  it("loads the server's files without Node's stripper, from copies made by a child process", () => {
    const copies = copiesFolder();
    const found = importClock(copies);
    expect(found.now).toBe(true);
    expect(found.exports).toContain("systemClock");
    expect(found.stripper, "Node's TypeScript stripper loaded in the process").toBe(false);
    const copy = path.join(copies, "server/lib/clock.ts");
    // Types gone, every line where it was (stack traces point at the source), and the
    // source's digest last.
    const stripped = readFileSync(copy, "utf8");
    const source = readFileSync(SOURCE, "utf8");
    expect(stripped).not.toContain("export interface Clock");
    expect(stripped.split("\n")).toHaveLength(source.split("\n").length + 2);
    expect(stripped.endsWith(`\n${sourceMark(source)}\n`)).toBe(true);
    // Test files are never loaded by the server: none is stripped.
    expect(existsSync(path.join(copies, "server/lib/clock.test.ts"))).toBe(false);
  });

  it("runs a copy made from the file's present text, and strips again one made from another, however new", () => {
    const copies = copiesFolder();
    importClock(copies);
    const copy = path.join(copies, "server/lib/clock.ts");
    const mark = sourceMark(readFileSync(SOURCE, "utf8"));

    // A copy whose digest is the source's is what the process runs (not the source).
    const marked = readFileSync(copy, "utf8").replace(
      mark,
      `export const FROM_THE_COPY = true;\n${mark}`,
    );
    writeFileSync(copy, marked);
    expect(importClock(copies).exports).toContain("FROM_THE_COPY");

    // Made from another text (the file edited, or rolled back to an older release with
    // its dates kept), even dated after the source: stripped again, the file's text runs.
    writeFileSync(copy, marked.replace(mark, sourceMark("another text")));
    const future = new Date(Date.now() + 60_000);
    utimesSync(copy, future, future);
    const found = importClock(copies);
    expect(found.exports).not.toContain("FROM_THE_COPY");
    expect(found.stripper).toBe(false);
    expect(readFileSync(copy, "utf8")).not.toContain("FROM_THE_COPY");
  });

  it("still starts when the copies cannot be written: Node strips, and a few lines say why", () => {
    const folder = copiesFolder();
    // A file where the folder of copies should be: every copy fails to be written.
    const inTheWay = path.join(folder, "not-a-folder");
    writeFileSync(inTheWay, "");
    const child = spawnSync(
      NODE_BINARY,
      [
        "--import",
        "./server/types-stripped-ahead.js",
        "--input-type=module",
        "-e",
        `const clock = await import(${JSON.stringify(SOURCE)});
         console.log(clock.systemClock.now() instanceof Date);`,
      ],
      {
        cwd: PROJECT_ROOT,
        encoding: "utf8",
        env: { ...process.env, STRIPPED_TYPES_DIR: inTheWay },
      },
    );
    expect(child.status).toBe(0);
    expect(child.stdout.trim()).toBe("true");
    const lines = child.stderr.trim().split("\n");
    expect(lines[0]).toBe("Types non retirés d'avance (Node les retirera) :");
    expect(lines[1]).toMatch(/^server\/.+\.ts: ENOTDIR/);
    // One line a file would be hundreds: five, then how many more.
    expect(lines).toHaveLength(7);
    expect(lines[6]).toMatch(/^… et \d+ autres$/);
  });

  it("leaves to Node a file it cannot strip: the child says which, and writes no copy", () => {
    const copies = copiesFolder();
    const sources = copiesFolder();
    // Enums need more than stripping: Node's strip-only mode refuses them.
    const broken = path.join(sources, "server", "broken.ts");
    const fine = path.join(sources, "server", "fine.ts");
    mkdirSync(path.dirname(broken));
    writeFileSync(broken, "export enum Colour { Red }\n");
    writeFileSync(fine, "export const answer: number = 42;\n");
    const child = spawnSync(NODE_BINARY, ["server/strip-types.js", copies, sources, broken, fine], {
      cwd: PROJECT_ROOT,
      encoding: "utf8",
    });
    expect(child.status).toBe(1);
    expect(child.stderr).toContain(path.join("server", "broken.ts"));
    expect(existsSync(path.join(copies, "server/broken.ts"))).toBe(false);
    // The type's place kept as blanks: the same columns as the source.
    expect(readFileSync(path.join(copies, "server/fine.ts"), "utf8")).toBe(
      `export const answer${" ".repeat(": number".length)} = 42;\n\n${sourceMark("export const answer: number = 42;\n")}\n`,
    );
  });
});
