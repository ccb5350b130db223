// The site's side of the embedded PGlite's thread (pglite-thread.js, docs/decisions/068):
// what drizzle-orm/pglite calls on a PGlite (`query`, `transaction`), asked of the worker.
// A transaction's queries carry its number; the worker's PGlite runs everything else after
// it, as one PGlite does in one thread.
import { Worker } from "node:worker_threads";
import type { PGlite, QueryOptions, Results } from "@electric-sql/pglite";
import type {
  QueryAnswer,
  ThreadAnswer,
  ThreadError,
  ThreadRequest,
  ThreadStart,
} from "./pglite-thread-messages.ts";

type Ask = ThreadRequest extends infer R
  ? R extends { id: number }
    ? Omit<R, "id">
    : never
  : never;

const decoder = new TextDecoder();

/** An error as the worker described it, with its fields (SQLSTATE `code`, constraint…). */
function errorOf({ message, fields }: ThreadError): Error {
  return Object.assign(new Error(message), fields);
}

interface Querying {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
}

export interface RemotePglite extends Querying {
  transaction<T>(
    callback: (tx: Querying & { rollback(): Promise<void> }) => Promise<T>,
  ): Promise<T>;
  dumpDataDir(): Promise<Blob>;
  close(): Promise<void>;
}

/**
 * The database thread's young generation, in MB (its semi-spaces together), for a thread
 * whose JavaScript only turns a query's rows into messages (docs/decisions/069). V8 lets
 * the process's `--max-semi-space-size` override it: under `npm start`'s flag the thread's
 * young generation is the site's (about 9 MB, measured with Node 24), and this limit holds
 * only for a Node started without that flag, where V8 would otherwise give the thread 32 MB.
 */
export const PGLITE_THREAD_YOUNG_GENERATION_MB = 6;

/** Starts the worker, resolves once its PGlite is open (rejects with its error otherwise). */
export async function startPgliteThread(start: ThreadStart): Promise<RemotePglite> {
  const worker = new Worker(new URL("./pglite-thread.js", import.meta.url), {
    workerData: start,
    resourceLimits: { maxYoungGenerationSizeMb: PGLITE_THREAD_YOUNG_GENERATION_MB },
  });
  const pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  let nextId = 1;
  let nextTransaction = 1;
  let ended: Error | undefined;

  const opened = new Promise<void>((resolve, reject) => {
    pending.set(0, { resolve: () => resolve(), reject });
  });
  worker.on("message", (answer: ThreadAnswer) => {
    const waiting = pending.get(answer.id);
    if (!waiting) return;
    pending.delete(answer.id);
    if (answer.ok) waiting.resolve(answer.value);
    else waiting.reject(errorOf(answer.error));
  });
  let closing = false;
  const fail = (error: Error) => {
    if (ended) return;
    ended = error;
    for (const waiting of pending.values()) waiting.reject(error);
    pending.clear();
    // A database lost while the site runs (PostgreSQL's WebAssembly aborted) ends the
    // process, as it did when PGlite ran in the site's thread: a supervisor restarts it,
    // where a site left without its database would answer 503 until someone noticed.
    if (!closing) {
      setImmediate(() => {
        throw error;
      });
    }
  };
  worker.on("error", fail);
  worker.on("exit", (code) => fail(new Error(`the database's thread ended (exit code ${code})`)));
  try {
    await opened;
  } catch (error) {
    closing = true;
    await worker.terminate();
    throw error;
  }

  function ask<T>(request: Ask): Promise<T> {
    if (ended) return Promise.reject(ended);
    const id = nextId++;
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.postMessage({ ...request, id });
    });
  }

  const queryIn =
    (transaction: number | undefined) =>
    async <T>(sql: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> => {
      const answer = await ask<QueryAnswer>({
        kind: "query",
        ...(transaction ? { transaction } : {}),
        sql,
        params,
        rowMode: options?.rowMode ?? "object",
        datesAsText: options?.parsers !== undefined,
      });
      // One JSON.parse a row: V8 puts what it parses from a text of 100 K characters or more
      // straight into its old generation (ADR 076).
      const rows =
        "json" in answer
          ? answer.json.map((bytes) => JSON.parse(decoder.decode(bytes)) as T)
          : (answer.rows as T[]);
      return { rows, fields: answer.fields, affectedRows: answer.affectedRows };
    };

  return {
    query: queryIn(undefined),
    async transaction(callback) {
      const transaction = nextTransaction++;
      await ask({ kind: "begin", transaction });
      let rolledBack = false;
      const tx = {
        query: queryIn(transaction),
        rollback: async () => {
          rolledBack = true;
        },
      };
      let value: Awaited<ReturnType<typeof callback>>;
      try {
        value = await callback(tx);
      } catch (error) {
        await ask({ kind: "end", transaction, commit: false }).catch(() => undefined);
        throw error;
      }
      await ask({ kind: "end", transaction, commit: !rolledBack });
      return value;
    },
    dumpDataDir: () => ask<Blob>({ kind: "dump" }),
    async close() {
      if (!ended) await ask({ kind: "close" });
      closing = true;
      await worker.terminate();
    },
  };
}

/** What drizzle-orm/pglite needs of its client: a RemotePglite passes for one. */
export const asPglite = (remote: RemotePglite): PGlite => remote as unknown as PGlite;
