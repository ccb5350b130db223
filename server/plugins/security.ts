import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";

/**
 * Security headers on every response. Scripts are limited to our own origin; inline
 * scripts stay allowed because React Router streams its hydration data inline, and a
 * per-request nonce would make every public page unique and so uncacheable (DESIGN.md §7).
 * Vite's dev server injects its own client, so dev mode goes without the policy.
 */
export async function registerSecurityHeaders(app: FastifyInstance, options: { dev: boolean }) {
  await app.register(helmet, {
    contentSecurityPolicy: options.dev
      ? false
      : {
          useDefaults: false,
          directives: {
            defaultSrc: ["'self'"],
            scriptSrc: ["'self'", "'unsafe-inline'"],
            styleSrc: ["'self'", "'unsafe-inline'"],
            imgSrc: ["'self'", "data:", "blob:", "https:"],
            mediaSrc: ["'self'", "https:"],
            fontSrc: ["'self'", "data:"],
            connectSrc: ["'self'"],
            objectSrc: ["'none'"],
            baseUri: ["'self'"],
            formAction: ["'self'"],
            frameAncestors: ["'none'"],
          },
        },
    crossOriginEmbedderPolicy: false,
    // Not helmet's `no-referrer`: under it browsers send `Origin: null` with a page's form,
    // and React Router refuses such a post as cross-site. `same-origin` still tells other
    // sites nothing.
    referrerPolicy: { policy: "same-origin" },
  });
}
