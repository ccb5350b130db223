import type { FastifyInstance } from "fastify";

/** Projects / réalisations (SPEC.md §7). */
export async function realisationsRoutes(_fastify: FastifyInstance) {}
