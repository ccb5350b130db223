import type { FastifyInstance } from "fastify";

/** Opportunities (SPEC.md §7). */
export async function opportunitesRoutes(_fastify: FastifyInstance) {}
