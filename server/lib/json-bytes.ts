/**
 * An answer's JSON, as JSON.stringify writes it, made in pieces that stay small.
 *
 * Why: V8 (Node 24) makes a large JSON text far slower than a small one. A back-office page
 * of 20 whole projects (108 KB, with accented letters beyond Latin-1, so two bytes a
 * character) took 0.86 ms to stringify, against 0.08 ms for half of it, and 1.7 ms once
 * turned into bytes: a string of more than 128 KB is placed in V8's large-object space,
 * and JSON.stringify's text is a chain of parts that must be copied flat again before it
 * is written or compressed. Each item stringified alone, its text encoded straight into
 * the answer's bytes, took 0.29–0.32 ms for the same bytes (issue 30).
 *
 * The text is JSON.stringify's, byte for byte: properties in the same order, `undefined`,
 * functions and symbols left out of objects and written `null` in arrays, `toJSON` and
 * getters honoured (a nested `toJSON` is called without its key, which no answer's reads).
 * Only plain objects and arrays near the top are split; anything else goes to
 * JSON.stringify whole.
 */

/** Up to this many characters, the pieces are joined into one string, as JSON.stringify's. */
const SHORT_CHARACTERS = 16 * 1024;
/** The bytes first set aside for a long answer (it grows by doubling). */
const FIRST_BYTES = 128 * 1024;
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
  /** The text so far while it is short. */
  private pieces: string[] = [];
  private piecesLength = 0;
  /** The bytes so far once it is long, `used` of them written. */
  private bytes: Buffer | undefined;
  private used = 0;

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
    if (this.bytes) {
      this.writeBytes(text);
      return;
    }
    this.pieces.push(text);
    this.piecesLength += text.length;
    if (this.piecesLength >= SHORT_CHARACTERS) {
      // Long: from now on each piece is encoded where the bytes go, never joined first.
      this.bytes = Buffer.allocUnsafe(FIRST_BYTES);
      for (const piece of this.pieces) this.writeBytes(piece);
      this.pieces = [];
    }
  }

  private writeBytes(text: string) {
    let bytes = this.bytes as Buffer;
    // A UTF-16 unit is at most 3 bytes of UTF-8: room for that is room enough; short of
    // it, the text's exact length in bytes decides.
    if (
      this.used + text.length * 3 > bytes.length &&
      this.used + Buffer.byteLength(text, "utf8") > bytes.length
    ) {
      const needed = this.used + Buffer.byteLength(text, "utf8");
      const larger = Buffer.allocUnsafe(Math.max(needed, bytes.length * 2));
      bytes.copy(larger, 0, 0, this.used);
      bytes = this.bytes = larger;
    }
    this.used += bytes.write(text, this.used, "utf8");
  }

  result(): string | Buffer {
    return this.bytes ? this.bytes.subarray(0, this.used) : this.pieces.join("");
  }
}

/** A plain object or array whose JSON is its own members' (no toJSON to ask first). */
function isSplittable(value: unknown): value is object {
  if (value === null || typeof value !== "object") return false;
  if (Array.isArray(value)) return true;
  if (typeof (value as { toJSON?: unknown }).toJSON === "function") return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}
