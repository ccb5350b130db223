import { createHash } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { FastifyInstance, FastifyReply } from "fastify";
import helmet, { type HelmetOptions } from "helmet";

/**
 * The content security policy of every answer. Scripts come from our own origin only; an
 * inline script runs only if the page that carries it lists its hash (pagePolicyFor): the
 * site's own (React Router's hydration data and streamed chunks, its module script, the
 * deferred-hydration loader, root.tsx's `data-js` flag, ScrollRestoration) are hashed as
 * each page is rendered, and whatever a visitor's text could slip into a page is not
 * (issue 28, docs/decisions/033-one-address-per-answer-and-hashed-inline-scripts.md). Hashes rather than nonces: a hash depends only on the
 * page, so a cached page stays the same bytes and headers for every visitor (DESIGN.md §7).
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

/** The policy, with the hashes of the inline scripts it allows (none: the answer has none). */
export function contentSecurityPolicy(scriptHashes: readonly string[] = []): string {
  return POLICY.map(([name, sources]) =>
    [name, ...sources, ...(name === "script-src" ? scriptHashes : [])].join(" "),
  ).join(";");
}

/** An inline <script> element's attributes and text, as an HTML parser reads them. */
const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
/** The types a browser runs (none, a JavaScript MIME type, module); JSON-LD is data. */
const RUNNABLE_TYPE = /^\s*(?:|module|(?:text|application)\/(?:x-)?(?:java|ecma)script)\s*$/i;

function runsAsScript(attributes: string): boolean {
  if (/\ssrc\s*=/i.test(attributes)) return false;
  const type = /\stype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i.exec(attributes);
  return !type || RUNNABLE_TYPE.test(type[1] ?? type[2] ?? type[3] ?? "");
}

/**
 * The CSP sources of the inline scripts a page carries (`'sha256-…'`, each once), those
 * inside a <template> too (the deferred-hydration loader puts its module script back).
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = "", text = ""] of html.matchAll(INLINE_SCRIPT)) {
    if (!runsAsScript(attributes)) continue;
    hashes.add(`'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

/**
 * Gives an HTML answer the policy that lets its own inline scripts run, and returns it
 * (the page cache keeps it with the page). An answer that goes without a policy (Vite's
 * dev server injects scripts of its own) is left so.
 */
export function allowInlineScriptsOf(reply: FastifyReply, html: Buffer): string | undefined {
  if (!reply.hasHeader(CSP_HEADER)) return undefined;
  const policy = contentSecurityPolicy(inlineScriptHashes(html.toString("utf8")));
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
 * answer's policy then lists its inline scripts: allowInlineScriptsOf), and building
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
  app.addHook("onRequest", (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
