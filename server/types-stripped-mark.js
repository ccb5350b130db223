// @ts-check
// What ties a stripped copy to the exact text it was made from (docs/decisions/075): its
// last line, written by strip-types.js and checked by types-stripped-ahead.js before the
// copy is run. A date would not do: a release rolled back, or copied with its dates kept
// (rsync -a, tar), holds files older than their copies, which would run the newer code.
import { createHash } from "node:crypto";

/** The last line of a copy made from `text`. @param {string} text */
export function sourceMark(text) {
  return `// types stripped from sha256:${createHash("sha256").update(text).digest("hex")}`;
}
