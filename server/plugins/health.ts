import { getHeapStatistics } from "node:v8";
import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import type { DatabaseHandle } from "../db/client.ts";
import type { FreedMemoryGiveBack } from "../lib/memory-give-back.ts";

/** How long /readyz waits for the database: a load balancer polls it every few seconds. */
export const READINESS_TIMEOUT_MS = 2_000;

/** Resolves with why the database is not ready, or undefined when it answered in time. */
async function databaseProblem(
  database: DatabaseHandle,
  log: FastifyBaseLogger,
): Promise<string | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<string>((resolve) => {
    timer = setTimeout(
      () => resolve(`La base de données n'a pas répondu en ${READINESS_TIMEOUT_MS / 1000} s.`),
      READINESS_TIMEOUT_MS,
    );
  });
  try {
    return await Promise.race([
      database.ping().then(
        () => undefined,
        (error: Error) => {
          // The driver's message stays in the log: it may name the server's address.
          log.warn({ err: error }, "base de données injoignable");
          return "La base de données ne répond pas.";
        },
      ),
      timeout,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * `GET /healthz`: 200 while the process runs, for a load balancer or an operator, with
 * what an operator watches under load: resident memory, how many times freed memory went
 * back to the system (null where the C library has no way: not glibc), and how full the
 * cache of public reads and pages is (it never grows past its bounds). Nothing in it is
 * secret.
 */
export function registerHealth(
  app: FastifyInstance,
  database: DatabaseHandle,
  freedMemory: FreedMemoryGiveBack | undefined,
) {
  app.get("/healthz", async (_request, reply) => {
    reply.header("cache-control", "no-store");
    return {
      status: "ok",
      uptimeSeconds: Math.round(process.uptime()),
      // Bytes: the whole process, the JavaScript heap and its bound (HEAP_LIMIT_MB, README),
      // and memory outside it (the embedded database's WebAssembly memory, buffers).
      memory: {
        ...process.memoryUsage(),
        heapLimit: getHeapStatistics().heap_size_limit,
        givenBack: freedMemory ? freedMemory.calls() : null,
      },
      publicCache: app.services.publicCache.size(),
    };
  });

  /**
   * `GET /readyz`: 200 when the database answers a `select 1` in time, else 503 with the
   * reason, so a load balancer sends no visitors to an instance that cannot serve them.
   */
  app.get("/readyz", async (request, reply) => {
    reply.header("cache-control", "no-store");
    const problem = await databaseProblem(database, request.log);
    if (problem === undefined) return { status: "ok" };
    return reply.status(503).send({ status: "indisponible", raison: problem });
  });
}
