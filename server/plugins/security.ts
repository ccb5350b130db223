import { randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import helmet, { type HelmetOptions } from "helmet";

/**
 * The content security policy of every answer. Scripts come from our own origin; an inline
 * script runs only if it carries the nonce its answer was rendered with (issue 28,
 * docs/decisions/034-one-address-per-answer-and-script-nonces.md). The site's own inline
 * scripts (React Router's context and module scripts and streamed chunks, ScrollRestoration,
 * root.tsx's `data-js` flag, the deferred-hydration loader) are written with it; a script
 * that reached the HTML any other way (a text that slipped past the Markdown sanitizer, a
 * script added in the browser) has none and is refused.
 *
 * A nonce, not the hashes of the scripts found in the HTML: hashing what the HTML holds
 * would allow an injected script as readily as the site's own. A nonce is drawn when a
 * page is rendered; a cached page keeps its render's nonce (DESIGN.md §7: one page for
 * every visitor), which is safe because putting anything new into that page takes a write,
 * and a write renders it again under a new nonce. Pages whose query shows in them (the
 * search) are never cached: each answer draws its own.
 *
 * Styles keep 'unsafe-inline': the hero sets its poster as a server-rendered `style`
 * attribute and the back office's editor (Tiptap) injects its own <style>; a style cannot
 * run a script.
 */
const POLICY: ReadonlyArray<readonly [string, readonly string[]]> = [
  ["default-src", ["'self'"]],
  ["script-src", ["'self'"]],
  ["style-src", ["'self'", "'unsafe-inline'"]],
  ["img-src", ["'self'", "data:", "blob:", "https:"]],
  ["media-src", ["'self'", "https:"]],
  ["font-src", ["'self'", "data:"]],
  ["connect-src", ["'self'"]],
  ["object-src", ["'none'"]],
  ["base-uri", ["'self'"]],
  ["form-action", ["'self'"]],
  ["frame-ancestors", ["'none'"]],
];

const CSP_HEADER = "content-security-policy";

/** The policy; with a nonce, the inline scripts that carry it may run. */
export function contentSecurityPolicy(scriptNonce?: string): string {
  return POLICY.map(([name, sources]) =>
    [
      name,
      ...sources,
      ...(name === "script-src" && scriptNonce ? [`'nonce-${scriptNonce}'`] : []),
    ].join(" "),
  ).join(";");
}

declare module "fastify" {
  interface FastifyRequest {
    /** The nonce of the inline scripts of the page this request renders (scriptNonceOf). */
    scriptNonce: string | null;
  }
}

/**
 * The nonce the page rendered for `request` writes on its inline scripts: drawn once per
 * request (128 random bits), the first time a page asks for it.
 */
export function scriptNonceOf(request: FastifyRequest): string {
  request.scriptNonce ??= randomBytes(16).toString("base64");
  return request.scriptNonce;
}

/**
 * Gives an HTML answer the policy that lets the scripts of its render run, and returns it
 * (the page cache keeps it with the page). An answer rendered without a nonce gets the
 * policy without one: none of its inline scripts runs. An answer that goes without a
 * policy (Vite's dev server injects scripts of its own) is left so.
 */
export function applyScriptPolicy(
  request: FastifyRequest,
  reply: FastifyReply,
): string | undefined {
  if (!reply.hasHeader(CSP_HEADER)) return undefined;
  const policy = contentSecurityPolicy(request.scriptNonce ?? undefined);
  reply.header(CSP_HEADER, policy);
  return policy;
}

/** Helmet's other headers; the policy above is the site's own. */
function helmetOptions(): HelmetOptions {
  return {
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
    // Not helmet's `no-referrer`: under it browsers send `Origin: null` with a page's form,
    // and React Router refuses such a post as cross-site. `same-origin` still tells other
    // sites nothing.
    referrerPolicy: { policy: "same-origin" },
  };
}

/**
 * The security headers, worked out once: they are the same for every response (an HTML
 * answer's policy then names its nonce: applyScriptPolicy), and building
 * helmet's middleware per request (as @fastify/helmet does) cost a few percent of a cached
 * page's time (issue 9).
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
  // Vite's dev server injects its own client: dev mode goes without the policy.
  if (!dev) headers[CSP_HEADER] = contentSecurityPolicy();
  helmet(helmetOptions())(
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
  app.decorateRequest("scriptNonce", null);
  app.addHook("onRequest", (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
