// @ts-check
// PGlite's `query` in one pass through PostgreSQL instead of six (docs/decisions/076).
//
// PGlite runs a query with parameters as six exchanges with its PostgreSQL (Parse, Describe
// the statement, Bind, Describe the portal, Execute, Sync), and reads each answer through
// a parser that copies the bytes at each step: the whole answer twice, then every field
// into an ArrayBuffer of its own before decoding it. On a back-office page of twenty
// projects that JavaScript cost more than PostgreSQL's own planning and execution; this
// file sends the five messages of one query at once and reads the answer where it lies.
//
// What does not change: the same statement text, planned afresh each time (an unnamed
// statement, as PGlite does: no plan kept from other parameters); parameters serialized
// by PGlite's own serializers, for the types PostgreSQL infers; values parsed by PGlite's
// own parsers (`db.parsers`, arrays included); the same errors with the same fields;
// PGlite's locks, so that a query outside a transaction waits for it; and its `syncToFs`
// after a query outside a transaction. The parameters' types are PostgreSQL's, asked once
// per statement text (Describe) and kept.
//
// Used on every embedded database: the site's thread in memory (tests) and the database's
// own thread (pglite-thread.js). JavaScript, checked by TypeScript through its JSDoc: the
// database's thread must not load Node's TypeScript stripper (docs/decisions/071).
import { protocol, types } from "@electric-sql/pglite";

const { serialize } = protocol;
const { DatabaseError } = protocol.messages;

/**
 * @typedef {import("@electric-sql/pglite").PGlite} PGlite
 * @typedef {{ name: string, dataTypeID: number }} Field
 * @typedef {import("@electric-sql/pglite").QueryOptions} QueryOptions
 * @typedef {import("@electric-sql/pglite").ParserOptions} ParserOptions
 */

/** Statement texts whose parameters' types are kept: far more than the site's queries. */
const MAX_KEPT_STATEMENTS = 2_000;

/** The error fields of PostgreSQL's protocol, by their one-letter codes (pg-protocol's names). */
const ERROR_FIELDS = /** @type {const} */ ({
  S: "severity",
  C: "code",
  D: "detail",
  H: "hint",
  P: "position",
  p: "internalPosition",
  q: "internalQuery",
  W: "where",
  s: "schema",
  t: "table",
  c: "column",
  d: "dataType",
  n: "constraint",
  F: "file",
  L: "line",
  R: "routine",
});

/** Commands whose count PGlite adds to `affectedRows`. */
const COUNTED_COMMANDS = new Set(["INSERT", "UPDATE", "DELETE", "COPY", "MERGE"]);

const MESSAGE = {
  dataRow: 0x44,
  rowDescription: 0x54,
  parameterDescription: 0x74,
  commandComplete: 0x43,
  error: 0x45,
};

const decoder = new TextDecoder();

/** One buffer of the chunks PostgreSQL wrote (views into its memory, copied as they come). */
function joined(/** @type {Uint8Array[]} */ chunks) {
  if (chunks.length === 1) return /** @type {Uint8Array} */ (chunks[0]);
  let length = 0;
  for (const chunk of chunks) length += chunk.length;
  const bytes = new Uint8Array(length);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.length;
  }
  return bytes;
}

/** The messages to send at once, as one buffer. */
const message = (/** @type {Uint8Array[]} */ parts) => joined(parts);

/**
 * Reads PostgreSQL's answer to one statement: its columns, rows (parsed), count and error.
 */
class Answer {
  /** @type {Field[]} */ fields = [];
  /** @type {unknown[]} */ rows = [];
  /** @type {number[]} */ parameterTypes = [];
  affectedRows = 0;
  /** @type {InstanceType<typeof DatabaseError> | undefined} */ error;

  /**
   * @param {Uint8Array} bytes
   * @param {"array" | "object"} rowMode
   * @param {ParserOptions} parsers
   */
  constructor(bytes, rowMode, parsers) {
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    /** @param {number} at */
    const cstring = (at) => {
      let end = at;
      while (bytes[end] !== 0) end++;
      return { text: decoder.decode(bytes.subarray(at, end)), next: end + 1 };
    };
    let at = 0;
    while (at + 5 <= bytes.length) {
      const code = bytes[at];
      const length = view.getUint32(at + 1);
      const body = at + 5;
      const end = at + 1 + length;
      at = end;
      switch (code) {
        case MESSAGE.dataRow: {
          const count = view.getUint16(body);
          const values = new Array(count);
          let field = body + 2;
          for (let index = 0; index < count; index++) {
            const size = view.getInt32(field);
            field += 4;
            if (size === -1) {
              values[index] = null;
              continue;
            }
            const text = decoder.decode(bytes.subarray(field, field + size));
            field += size;
            const typeId = /** @type {Field} */ (this.fields[index]).dataTypeID;
            values[index] = types.parseType(text, typeId, parsers);
          }
          if (rowMode === "array") this.rows.push(values);
          else {
            // Object.fromEntries, as PGlite: a repeated column name keeps its last value.
            this.rows.push(
              Object.fromEntries(this.fields.map((column, index) => [column.name, values[index]])),
            );
          }
          break;
        }
        case MESSAGE.rowDescription: {
          const count = view.getUint16(body);
          let field = body + 2;
          this.fields = [];
          for (let index = 0; index < count; index++) {
            const { text: name, next } = cstring(field);
            // table OID (4), column number (2), then the type OID.
            this.fields.push({ name, dataTypeID: view.getInt32(next + 6) });
            field = next + 18;
          }
          break;
        }
        case MESSAGE.parameterDescription: {
          const count = view.getUint16(body);
          for (let index = 0; index < count; index++) {
            this.parameterTypes.push(view.getInt32(body + 2 + 4 * index));
          }
          break;
        }
        case MESSAGE.commandComplete: {
          const words = cstring(body).text.split(" ");
          const count = Number.parseInt(words[words.length - 1] ?? "", 10);
          if (COUNTED_COMMANDS.has(words[0] ?? "") && !Number.isNaN(count)) {
            this.affectedRows += count;
          }
          break;
        }
        case MESSAGE.error:
          // PostgreSQL skips the rest up to Sync after an error; PGlite keeps the first.
          this.error ??= errorOf(bytes, body, end, length);
          break;
        // ParseComplete, BindComplete, NoData, EmptyQuery, ReadyForQuery; notices and
        // notifications, which the site neither asks for nor listens to.
      }
    }
  }
}

/**
 * PostgreSQL's error as PGlite's DatabaseError, with the same fields.
 *
 * @param {Uint8Array} bytes
 * @param {number} at
 * @param {number} end
 * @param {number} length
 */
function errorOf(bytes, at, end, length) {
  /** @type {Record<string, string>} */
  const fields = {};
  let cursor = at;
  while (cursor < end && bytes[cursor] !== 0) {
    const key = String.fromCharCode(/** @type {number} */ (bytes[cursor]));
    let stop = cursor + 1;
    while (bytes[stop] !== 0) stop++;
    fields[key] = decoder.decode(bytes.subarray(cursor + 1, stop));
    cursor = stop + 1;
  }
  const error = new DatabaseError(fields.M ?? "", length, "error");
  const target = /** @type {Record<string, unknown>} */ (/** @type {unknown} */ (error));
  for (const [key, name] of Object.entries(ERROR_FIELDS)) target[name] = fields[key];
  return error;
}

/**
 * A query runner over `db`: `query(sql, params, options, inTransaction)` answers as
 * PGlite's `query` (or a transaction's, when `inTransaction`) would.
 *
 * @param {PGlite} db
 */
export function createQueryRunner(db) {
  /** @type {Map<string, number[]>} */
  const parameterTypes = new Map();

  /**
   * What PostgreSQL answers to `messages` (ending with Sync), read as one statement's.
   *
   * @param {Uint8Array} messages
   * @param {"array" | "object"} rowMode
   * @param {ParserOptions} parsers
   */
  async function exchange(messages, rowMode, parsers) {
    /** @type {Uint8Array[]} */
    const chunks = [];
    await db.execProtocolRawStream(messages, {
      syncToFs: false,
      // A view into PostgreSQL's memory, which its next write reuses: copied now.
      onRawData: (bytes) => chunks.push(bytes.slice()),
    });
    return new Answer(joined(chunks), rowMode, parsers);
  }

  /**
   * `error` as PGlite throws it (makePGliteError): with the statement, its parameters and
   * options.
   *
   * @param {Error} error
   * @param {string} sql
   * @param {unknown[]} params
   * @param {QueryOptions} options
   */
  function failed(error, sql, params, options) {
    return Object.assign(error, { query: sql, params, queryOptions: options });
  }

  /**
   * The types PostgreSQL infers for the statement's parameters, asked once per text.
   *
   * @param {string} sql
   * @param {unknown[]} params
   * @param {QueryOptions} options
   * @returns {Promise<number[]>}
   */
  async function typesOf(sql, params, options) {
    const known = parameterTypes.get(sql);
    if (known) return known;
    const described = await exchange(
      message([
        serialize.parse({ text: sql }),
        serialize.describe({ type: "S" }),
        serialize.sync(),
      ]),
      "array",
      {},
    );
    if (described.error) throw failed(described.error, sql, params, options);
    if (parameterTypes.size >= MAX_KEPT_STATEMENTS) parameterTypes.clear();
    parameterTypes.set(sql, described.parameterTypes);
    return described.parameterTypes;
  }

  /**
   * @template T
   * @param {string} sql
   * @param {unknown[]} params
   * @param {QueryOptions} options
   * @returns {Promise<import("@electric-sql/pglite").Results<T>>}
   */
  async function run(sql, params, options) {
    const rowMode = options.rowMode ?? "object";
    const parsers = options.parsers ? { ...db.parsers, ...options.parsers } : db.parsers;
    const typeIds = params.length === 0 ? [] : await typesOf(sql, params, options);
    const values = params.map((param, index) => {
      if (param === null || param === undefined) return null;
      const typeId = /** @type {number} */ (typeIds[index]);
      const serializer = options.serializers?.[typeId] ?? db.serializers[typeId];
      return serializer ? serializer(param) : String(param);
    });
    const answer = await exchange(
      message([
        serialize.parse({ text: sql, types: typeIds }),
        serialize.bind({ values }),
        serialize.describe({ type: "P" }),
        serialize.execute({}),
        serialize.sync(),
      ]),
      rowMode,
      parsers,
    );
    if (answer.error) throw failed(answer.error, sql, params, options);
    return {
      rows: /** @type {T[]} */ (answer.rows),
      fields: answer.fields,
      affectedRows: answer.affectedRows,
    };
  }

  return {
    /**
     * @param {string} sql
     * @param {unknown[] | undefined} params
     * @param {QueryOptions | undefined} options
     * @param {boolean} inTransaction whether the query belongs to the open transaction
     *   (which holds PGlite's transaction lock); otherwise it waits for any transaction
     * @returns {Promise<import("@electric-sql/pglite").Results<T>>}
     * @template T
     */
    async query(sql, params = [], options = {}, inTransaction = false) {
      await db._checkReady();
      if (inTransaction) return db._runExclusiveQuery(() => run(sql, params, options));
      return db._runExclusiveTransaction(() =>
        db._runExclusiveQuery(async () => {
          const result = await run(sql, params, options);
          await db.syncToFs();
          return result;
        }),
      );
    },
  };
}
