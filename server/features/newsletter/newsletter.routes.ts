import type { FastifyInstance } from "fastify";

/** Newsletter subscriptions. */
export async function newsletterRoutes(_fastify: FastifyInstance) {}
