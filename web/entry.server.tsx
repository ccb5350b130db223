// React Router's server entry: its default rendering (@react-router/dev's
// entry.server.node.tsx, kept as it is), plus two changes, the reasons this file exists:
// what goes wrong while a page answers is written by the server's logger, one JSON line
// with the request's id (server/plugins/web.ts), never as a bare stack on stderr; and a
// public page's modules wait until the page has loaded (lib/deferred-hydration.server.ts).
import { PassThrough, pipeline } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import {
  type EntryContext,
  type HandleErrorFunction,
  isRouteErrorResponse,
  type RouterContextProvider,
  ServerRouter,
} from "react-router";
import { appContext } from "#app-context";
import { isStaffAreaPath } from "../domain/staff-areas.ts";
import { deferHydration } from "./lib/deferred-hydration.server.ts";
import { ScriptNonce } from "./lib/script-nonce.ts";

export const streamTimeout = 5_000;

/** What the server built for the request (its logger, its scripts' nonce), if it did. */
function appContextOf(context: RouterContextProvider | undefined) {
  try {
    return context?.get(appContext);
  } catch {
    // A request handled without the server's context (none in this app).
    return undefined;
  }
}

const pageLogOf = (context: RouterContextProvider | undefined) => appContextOf(context)?.log;

/**
 * A refusal React Router makes itself (a 400 for a form posted from another origin, a 405)
 * is the sender's mistake: one line at info level. Anything else is the site's: an error
 * line with what failed.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  const log = pageLogOf(context as RouterContextProvider | undefined);
  if (isRouteErrorResponse(error) && error.status < 500) {
    log?.refused(error.status);
    return;
  }
  // A 5xx error response may wrap the error that caused it (React Router's own field).
  const cause = isRouteErrorResponse(error) ? (error as { error?: unknown }).error : undefined;
  log?.failed(cause ?? error);
};

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");

    // Bots wait for all content: they read the page once, whole.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";

    // Aborted after `streamTimeout`, with time to flush the rejected boundaries.
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    // Every inline script of the page carries it (root.tsx, React Router's streamed chunks,
    // the deferred-hydration loader): the content security policy runs those and no other.
    const nonce = appContextOf(loadContext)?.scriptNonce;
    const { pipe, abort } = renderToPipeableStream(
      <ScriptNonce value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </ScriptNonce>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              // Cleared so that the closure is not kept until the timeout.
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          // The back office is an application its staff use at once: it hydrates right away.
          const html = isStaffAreaPath(new URL(request.url).pathname)
            ? body
            : // A visitor gone mid-page ends both streams (and React's render): nothing to report.
              pipeline(body, deferHydration(nonce), () => {});
          const stream = createReadableStreamFromReadable(html);
          responseHeaders.set("Content-Type", "text/html");
          pipe(body);
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors of the shell reject, and React Router reports them through handleError.
          if (shellRendered) pageLogOf(loadContext)?.failed(error);
        },
      },
    );
  });
}
