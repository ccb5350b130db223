/**
 * An answer's JSON, as JSON.stringify writes it, made in pieces that stay small.
 *
 * Why: V8 (Node 24) makes a large JSON text far slower than a small one. A back-office page
 * of 20 whole projects (108 KB, with accented letters beyond Latin-1, so two bytes a
 * character) took 0.86 ms to stringify, against 0.08 ms for half of it, and 1.7 ms once
 * turned into bytes: a string of more than 128 KB is placed in V8's large-object space,
 * and JSON.stringify's text is a chain of parts that must be copied flat again before it
 * is written or compressed. Each item stringified alone, its text encoded straight into
 * bytes of the exact size, took 0.44 ms for the same bytes (issue 30).
 *
 * The text is JSON.stringify's, byte for byte: properties in the same order, `undefined`,
 * functions and symbols left out of objects and written `null` in arrays, `toJSON` and
 * getters honoured (a nested `toJSON` is called without its key, which no answer's reads).
 * Only plain objects and arrays near the top are split; anything else goes to
 * JSON.stringify whole.
 */

/** Up to this many characters, the pieces are joined into one string, as JSON.stringify's. */
const SHORT_CHARACTERS = 16 * 1024;
/** How deep objects and arrays are opened: an answer, its list, each item whole. */
const SPLIT_DEPTH = 2;

/**
 * The JSON of `value`: a string when it is short (as JSON.stringify gives), UTF-8 bytes
 * when it is long; undefined where JSON.stringify gives undefined.
 */
export function jsonBytes(value: unknown): string | Buffer | undefined {
  const writer = new PieceWriter();
  if (!writer.write(value, SPLIT_DEPTH)) return undefined;
  return writer.result();
}

class PieceWriter {
  /** The text so far, in pieces, and its length in characters. */
  private readonly pieces: string[] = [];
  private length = 0;

  /** Writes `value`'s JSON; false (and nothing written) where JSON would leave it out. */
  write(value: unknown, depth: number): boolean {
    if (depth > 0 && isSplittable(value)) {
      this.writeSplit(value, depth - 1);
      return true;
    }
    const text = JSON.stringify(value);
    if (text === undefined) return false;
    this.push(text);
    return true;
  }

  private writeSplit(value: object, depth: number) {
    if (Array.isArray(value)) {
      this.push("[");
      for (let index = 0; index < value.length; index++) {
        if (index > 0) this.push(",");
        if (!this.write(value[index], depth)) this.push("null");
      }
      this.push("]");
      return;
    }
    this.push("{");
    let first = true;
    for (const key of Object.keys(value)) {
      // Read once, as JSON.stringify reads a getter once; its key is written only when
      // the value is (JSON leaves out undefined, functions and symbols).
      const member = (value as Record<string, unknown>)[key];
      const split = depth > 0 && isSplittable(member);
      const text = split ? "" : JSON.stringify(member);
      if (text === undefined) continue;
      this.push(`${first ? "" : ","}${JSON.stringify(key)}:`);
      first = false;
      if (split) this.writeSplit(member as object, depth - 1);
      else this.push(text);
    }
    this.push("}");
  }

  private push(text: string) {
    this.pieces.push(text);
    this.length += text.length;
  }

  result(): string | Buffer {
    if (this.length < SHORT_CHARACTERS) return this.pieces.join("");
    // Long: each piece is encoded where its bytes go, in bytes of the exact size, never
    // joined into one string first (nor set aside larger than needed: V8 counts such
    // memory, and a page's worth per request brought its collections sooner).
    let size = 0;
    for (const piece of this.pieces) size += Buffer.byteLength(piece, "utf8");
    const bytes = Buffer.allocUnsafe(size);
    let used = 0;
    for (const piece of this.pieces) used += bytes.write(piece, used, "utf8");
    // allocUnsafe's bytes are not cleared: none left unwritten may leave the process.
    if (used !== size) throw new Error(`jsonBytes wrote ${used} bytes of ${size}`);
    return bytes;
  }
}

/** A plain object or array whose JSON is its own members' (no toJSON to ask first). */
function isSplittable(value: unknown): value is object {
  if (value === null || typeof value !== "object") return false;
  if (typeof (value as { toJSON?: unknown }).toJSON === "function") return false;
  if (Array.isArray(value)) return true;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}
