import type { IncomingMessage, ServerResponse } from "node:http";
import type { FastifyInstance } from "fastify";
import helmet, { type HelmetOptions } from "helmet";

/**
 * Security headers on every response. Scripts are limited to our own origin; inline
 * scripts stay allowed because React Router streams its hydration data inline, and a
 * per-request nonce would make every public page unique and so uncacheable (DESIGN.md §7).
 * Vite's dev server injects its own client, so dev mode goes without the policy.
 */
function helmetOptions(dev: boolean): HelmetOptions {
  return {
    contentSecurityPolicy: dev
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
  };
}

/**
 * The headers helmet sets, worked out once: with no nonce they are the same for every
 * response, and building helmet's middleware per request (as @fastify/helmet does) cost
 * a few percent of a cached page's time (issue 9).
 */
export function securityHeaders(dev: boolean): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: unknown) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(helmetOptions(dev))(
    {} as IncomingMessage,
    response as unknown as ServerResponse,
    (error?: unknown) => {
      if (error) throw error;
    },
  );
  return headers;
}

export function registerSecurityHeaders(app: FastifyInstance, options: { dev: boolean }) {
  const headers = securityHeaders(options.dev);
  app.addHook("onRequest", (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
