import type { FastifyInstance } from "fastify";

/**
 * `GET /healthz`: 200 while the process runs, for a load balancer or an operator, with
 * what an operator watches under load: resident memory and how full the cache of public
 * reads and pages is (it never grows past its bounds). Nothing in it is secret.
 */
export function registerHealth(app: FastifyInstance) {
  app.get("/healthz", async (_request, reply) => {
    reply.header("cache-control", "no-store");
    return {
      status: "ok",
      uptimeSeconds: Math.round(process.uptime()),
      // Bytes: the whole process, the JavaScript heap, and memory outside it (the embedded
      // database's WebAssembly memory, buffers).
      memory: process.memoryUsage(),
      publicCache: app.services.publicCache.size(),
    };
  });
}
