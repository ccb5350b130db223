// The embedded PGlite's own thread (docs/decisions/068): PostgreSQL compiled to WebAssembly
// runs one query at a time in the thread that calls it, so on the site's thread every query
// stopped the requests' JavaScript, and every request's JavaScript stopped the queries. This
// worker holds the PGlite; the site's thread talks to it through pglite-remote.ts, which
// gives drizzle the two calls it makes (`query`, `transaction`). Messages carry the SQL and
// its parameters one way, the rows (or the error's fields) the other.
import { parentPort, workerData } from "node:worker_threads";
import { PGlite, type Transaction, types } from "@electric-sql/pglite";
import { PGLITE_EXTENSIONS, PGLITE_START_PARAMS } from "./pglite-options.ts";

/** How the site's thread asks (pglite-remote.ts writes these). */
export type ThreadRequest =
  | {
      id: number;
      kind: "query";
      /** The transaction the query belongs to, if any. */
      transaction?: number;
      sql: string;
      params: unknown[];
      rowMode: "array" | "object";
      /** Dates and intervals as PostgreSQL writes them (drizzle parses them itself). */
      datesAsText: boolean;
    }
  | { id: number; kind: "begin"; transaction: number }
  | { id: number; kind: "end"; transaction: number; commit: boolean }
  | { id: number; kind: "dump" }
  | { id: number; kind: "close" };

export type ThreadAnswer =
  | { id: number; ok: true; value: unknown }
  | { id: number; ok: false; error: ThreadError };

/** A query's error as fields: an Error's own properties (SQLSTATE `code`, …) are not cloned. */
export interface ThreadError {
  message: string;
  fields: Record<string, unknown>;
}

export interface ThreadStart {
  /** The data folder (an in-memory PGlite stays in the site's thread: pglite.ts). */
  folder: string;
}

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
const AS_TEXT = Object.fromEntries(DATE_TYPES.map((oid) => [oid, (value: string) => value]));

function errorFields(error: unknown): ThreadError {
  if (!(error instanceof Error)) return { message: String(error), fields: {} };
  const fields: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(error)) {
    if (value === null || ["string", "number", "boolean"].includes(typeof value)) {
      fields[name] = value;
    }
  }
  return { message: error.message, fields };
}

async function run() {
  const port = parentPort;
  if (!port) throw new Error("pglite-thread.ts runs as a worker");
  const { folder } = workerData as ThreadStart;
  const db = new PGlite(folder, {
    startParams: PGLITE_START_PARAMS,
    extensions: PGLITE_EXTENSIONS,
  });
  await db.waitReady;

  const transactions = new Map<number, Transaction>();
  const endings = new Map<number, (commit: boolean) => void>();
  const finishing = new Map<number, Promise<void>>();

  async function answer(request: ThreadRequest): Promise<unknown> {
    switch (request.kind) {
      case "query": {
        const target = request.transaction ? transactions.get(request.transaction) : db;
        if (!target) throw new Error(`no transaction ${request.transaction}`);
        const result = await target.query(request.sql, request.params, {
          rowMode: request.rowMode,
          ...(request.datesAsText ? { parsers: AS_TEXT } : {}),
        });
        return { rows: result.rows, fields: result.fields, affectedRows: result.affectedRows };
      }
      case "begin": {
        let begun: () => void = () => {};
        const started = new Promise<void>((resolve) => {
          begun = resolve;
        });
        const done = db.transaction(async (tx) => {
          transactions.set(request.transaction, tx);
          begun();
          const commit = await new Promise<boolean>((end) => endings.set(request.transaction, end));
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

  port.on("message", (request: ThreadRequest) => {
    answer(request).then(
      (value) => port.postMessage({ id: request.id, ok: true, value } satisfies ThreadAnswer),
      (error: unknown) =>
        port.postMessage({
          id: request.id,
          ok: false,
          error: errorFields(error),
        } satisfies ThreadAnswer),
    );
  });
  port.postMessage({ id: 0, ok: true, value: "ready" } satisfies ThreadAnswer);
}

run().catch((error: unknown) => {
  parentPort?.postMessage({ id: 0, ok: false, error: errorFields(error) } satisfies ThreadAnswer);
});
