// @ts-check
// The embedded PGlite's own thread (docs/decisions/068): PostgreSQL compiled to WebAssembly
// runs one query at a time in the thread that calls it, so on the site's thread every query
// stopped the requests' JavaScript, and every request's JavaScript stopped the queries. This
// worker holds the PGlite; the site's thread talks to it through pglite-remote.ts, which
// gives drizzle the two calls it makes (`query`, `transaction`). Messages carry the SQL and
// its parameters one way, the rows (or the error's fields) the other.
//
// JavaScript, checked by TypeScript through its JSDoc: a `.ts` file would load Node's
// TypeScript stripper into this thread for the process's life, 3–5 MB measured, for two
// small files (docs/decisions/071). It imports only JavaScript (pglite-thread.test.ts).
import { parentPort, workerData } from "node:worker_threads";
import { PGlite, types } from "@electric-sql/pglite";
import { PGLITE_EXTENSIONS, PGLITE_START_PARAMS } from "./pglite-options.js";
import { createQueryRunner } from "./pglite-query.js";
import { JSON_AS_TEXT, rowsAsJson, withJsonParsed } from "./rows-as-json.js";

/**
 * @typedef {import("./pglite-thread-messages.ts").ThreadRequest} ThreadRequest
 * @typedef {import("./pglite-thread-messages.ts").ThreadAnswer} ThreadAnswer
 * @typedef {import("./pglite-thread-messages.ts").ThreadError} ThreadError
 * @typedef {import("./pglite-thread-messages.ts").ThreadStart} ThreadStart
 * @typedef {import("@electric-sql/pglite").Transaction} Transaction
 */

/** The type OIDs drizzle reads as text (drizzle-orm/pglite/session.js keeps them unparsed). */
const DATE_TYPES = [
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231, // numeric[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1182, // date[]
];
const DATES_AS_TEXT = Object.fromEntries(
  DATE_TYPES.map((oid) => [oid, /** @param {string} value */ (value) => value]),
);

/**
 * @param {unknown} error
 * @returns {ThreadError}
 */
function errorFields(error) {
  if (!(error instanceof Error)) return { message: String(error), fields: {} };
  /** @type {Record<string, unknown>} */
  const fields = {};
  for (const [name, value] of Object.entries(error)) {
    if (value === null || ["string", "number", "boolean"].includes(typeof value)) {
      fields[name] = value;
    }
  }
  return { message: error.message, fields };
}

const encoder = new TextEncoder();

/**
 * @param {unknown} value
 * @returns {value is { json: Uint8Array<ArrayBuffer>[] }}
 */
const isJsonAnswer = (value) =>
  typeof value === "object" && value !== null && "json" in value && Array.isArray(value.json);

async function run() {
  const port = parentPort;
  if (!port) throw new Error("pglite-thread.js runs as a worker");
  const { folder } = /** @type {ThreadStart} */ (workerData);
  const db = new PGlite(folder, {
    startParams: PGLITE_START_PARAMS,
    extensions: PGLITE_EXTENSIONS,
  });
  await db.waitReady;
  const runner = createQueryRunner(db);

  /** @type {Map<number, Transaction>} */
  const transactions = new Map();
  /** @type {Map<number, (commit: boolean) => void>} */
  const endings = new Map();
  /** @type {Map<number, Promise<void>>} */
  const finishing = new Map();

  /**
   * @param {ThreadRequest} request
   * @returns {Promise<unknown>}
   */
  async function answer(request) {
    switch (request.kind) {
      case "query": {
        const inTransaction = request.transaction !== undefined;
        if (request.transaction !== undefined && !transactions.has(request.transaction)) {
          throw new Error(`no transaction ${request.transaction}`);
        }
        const { rowMode } = request;
        const { rows, fields, affectedRows } = await runner.query(
          request.sql,
          request.params,
          {
            rowMode,
            parsers: request.datesAsText ? { ...JSON_AS_TEXT, ...DATES_AS_TEXT } : JSON_AS_TEXT,
          },
          inTransaction,
        );
        // Each row as JSON bytes when they can be (ADR 076), the rows as objects otherwise.
        const texts = rowsAsJson(rows, fields, rowMode);
        return texts === undefined
          ? { rows: withJsonParsed(rows, fields, rowMode), fields, affectedRows }
          : { json: texts.map((text) => encoder.encode(text)), fields, affectedRows };
      }
      case "begin": {
        /** @type {() => void} */
        let begun = () => {};
        /** @type {Promise<void>} */
        const started = new Promise((resolve) => {
          begun = resolve;
        });
        const done = db.transaction(async (tx) => {
          transactions.set(request.transaction, tx);
          begun();
          /** @type {boolean} */
          const commit = await new Promise((end) => endings.set(request.transaction, end));
          transactions.delete(request.transaction);
          if (!commit) await tx.rollback();
        });
        finishing.set(request.transaction, done);
        // A transaction that cannot begin rejects `done` before `started` resolves.
        await Promise.race([started, done]);
        return undefined;
      }
      case "end": {
        const end = endings.get(request.transaction);
        const done = finishing.get(request.transaction);
        if (!end || !done) throw new Error(`no transaction ${request.transaction}`);
        endings.delete(request.transaction);
        finishing.delete(request.transaction);
        end(request.commit);
        // Its COMMIT (or ROLLBACK) has run, or failed, when `done` settles.
        await done;
        return undefined;
      }
      case "dump":
        return db.dumpDataDir("none");
      case "close":
        await db.close();
        return undefined;
    }
  }

  port.on("message", (/** @type {ThreadRequest} */ request) => {
    answer(request).then(
      (value) =>
        port.postMessage(
          /** @satisfies {ThreadAnswer} */ ({ id: request.id, ok: true, value }),
          // The rows' bytes move to the site's thread rather than being copied.
          isJsonAnswer(value) ? value.json.map((bytes) => bytes.buffer) : [],
        ),
      (error) =>
        port.postMessage(
          /** @satisfies {ThreadAnswer} */ ({
            id: request.id,
            ok: false,
            error: errorFields(error),
          }),
        ),
    );
  });
  port.postMessage(/** @satisfies {ThreadAnswer} */ ({ id: 0, ok: true, value: "ready" }));
}

run().catch((error) => {
  parentPort?.postMessage(
    /** @satisfies {ThreadAnswer} */ ({ id: 0, ok: false, error: errorFields(error) }),
  );
});
