import type { FastifyInstance } from "fastify";

/** Articles (SPEC.md §7). */
export async function articlesRoutes(_fastify: FastifyInstance) {}
