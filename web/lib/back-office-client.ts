// The back office's typed reads: a GET is named by the API path it calls (`:name` for a
// parameter), and its answer has the type web/lib/api-types.ts gives that path. Screens
// call it from their route's clientLoader (the bearer token lives in the browser), through
// `api` (web/lib/api.ts): same token, same silent refresh on 401, same signing in again.

import { ApiError, api, errorMessage, tokenStore } from "./api.ts";
import type { BackOfficeAnswers } from "./api-types.ts";

export type ApiPath = keyof BackOfficeAnswers;

/** The names of a path's parameters: "id" for "/articles/admin/:id". */
type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** What a call to `path` takes: its parameters (when it has some) and a query string. */
export type CallOptions<P extends string> = ([ParamNames<P>] extends [never]
  ? { params?: undefined }
  : { params: Record<ParamNames<P>, string> }) & { query?: URLSearchParams };

/** `path` with its parameters' values in place (encoded) and the query string after it. */
export function pathWith(path: string, options: { params?: object; query?: URLSearchParams }) {
  const params = (options.params ?? {}) as Record<string, string>;
  const filled = path.replace(/:([A-Za-z]+)/g, (_, name: string) =>
    encodeURIComponent(params[name] ?? ""),
  );
  const query = options.query?.toString();
  return query ? `${filled}?${query}` : filled;
}

/** GET `path`: its answer, typed by the path; throws ApiError as `api` does. */
export function apiGet<P extends ApiPath>(
  path: P,
  ...[options]: [ParamNames<P>] extends [never] ? [CallOptions<P>?] : [CallOptions<P>]
): Promise<BackOfficeAnswers[P]> {
  return api<BackOfficeAnswers[P]>(pathWith(path, options ?? {}));
}

/**
 * A read as a screen shows it: the answer, or why it failed (the server's French message,
 * else `fallback`) and its status (0 when the server could not be reached). `read` tells
 * one read from the next, so that a form started from an answer starts again from a new one.
 */
export type Read<T> =
  | { ok: true; answer: T; read: number }
  | { ok: false; status: number; message: string; read: number };

let reads = 0;

/**
 * GET `path` for a route loader, never throwing: a failure is news the screen shows in
 * place (SPEC.md §8: 'Erreur de chargement' with a retry), not a crash for the error
 * boundary. Without a token nothing is sent: the area's guard sends the visitor to sign in.
 */
export function readApi<P extends ApiPath>(
  path: P,
  options: CallOptions<P>,
  fallback: string,
): Promise<Read<BackOfficeAnswers[P]>> {
  return readWith(() => api<BackOfficeAnswers[P]>(pathWith(path, options)), fallback);
}

/** The same for a screen that needs several calls (`load` makes them, with `apiGet`). */
export async function readWith<T>(load: () => Promise<T>, fallback: string): Promise<Read<T>> {
  const read = ++reads;
  if (!tokenStore.access() && !tokenStore.refresh()) {
    return { ok: false, status: 401, message: fallback, read };
  }
  try {
    return { ok: true, answer: await load(), read };
  } catch (caught) {
    console.error(caught);
    const status = caught instanceof ApiError ? caught.status : 0;
    return { ok: false, status, message: errorMessage(caught, fallback), read };
  }
}
