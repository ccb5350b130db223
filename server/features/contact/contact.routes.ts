import type { FastifyInstance } from "fastify";

/** Contact requests (SPEC.md §7). */
export async function contactRoutes(_fastify: FastifyInstance) {}
