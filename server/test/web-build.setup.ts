// Vitest's global setup: the tests of the real pages (serveWeb) render the web build, made
// here once when its sources are newer than it, as `npm start` does. A failed build fails
// the run: those tests must not pass on an old build, nor skip.
import { ensureWebBuild } from "../web-build.ts";

export default function setup(): void {
  ensureWebBuild((message) => process.stdout.write(`${message}\n`));
}
