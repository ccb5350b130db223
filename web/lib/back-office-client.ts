// The back office's typed calls: a GET is named by the API path it calls (`:name` for a
// parameter), a write by its method and path ("PATCH /contact/:id"), and its answer (a
// write's body too) has the type web/lib/api-types.ts gives it. Screens read from their
// route's clientLoader (the bearer token lives in the browser), through `api`
// (web/lib/api.ts): same token, same silent refresh on 401, same signing in again.

import { ApiError, api, errorMessage, tokenStore } from "./api.ts";
import type { BackOfficeAnswers, BackOfficeWrites } from "./api-types.ts";

export type ApiPath = keyof BackOfficeAnswers;
export type WriteCall = keyof BackOfficeWrites;

/** The names of a path's parameters: "id" for "/articles/admin/:id". */
type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/**
 * What a call to `path` takes: its parameters (when it has some) and a query string;
 * `auth: false` sends it without the token (a public list, counted as a visitor sees it).
 */
export type CallOptions<P extends string> = ([ParamNames<P>] extends [never]
  ? { params?: undefined }
  : { params: Record<ParamNames<P>, string> }) & { query?: URLSearchParams; auth?: false };

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
  return api<BackOfficeAnswers[P]>(pathWith(path, options ?? {}), { auth: options?.auth ?? true });
}

type WritePath<C extends WriteCall> = C extends `${string} ${infer P}` ? P : never;
type WriteMethod<C extends WriteCall> = C extends `${infer M} ${string}` ? M : never;

/** What a write takes: its path's parameters, a query string, and its body when it has one. */
type WriteOptions<C extends WriteCall> = CallOptions<WritePath<C>> &
  (BackOfficeWrites[C]["body"] extends undefined
    ? { body?: undefined }
    : { body: BackOfficeWrites[C]["body"] });

/**
 * Sends `call` ("PATCH /contact/:id"): its answer, typed by the call; throws ApiError as
 * `api` does (a form shows the server's message and field errors).
 */
export function apiSend<C extends WriteCall>(
  call: C,
  ...[options]: [ParamNames<WritePath<C>>] extends [never]
    ? BackOfficeWrites[C]["body"] extends undefined
      ? [WriteOptions<C>?]
      : [WriteOptions<C>]
    : [WriteOptions<C>]
): Promise<BackOfficeWrites[C]["answer"]> {
  const space = call.indexOf(" ");
  const method = call.slice(0, space) as WriteMethod<C> & ("POST" | "PUT" | "PATCH" | "DELETE");
  const path = call.slice(space + 1);
  return api<BackOfficeWrites[C]["answer"]>(pathWith(path, options ?? {}), {
    method,
    body: options?.body,
  });
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
  const auth = options.auth ?? true;
  return readWith(() => api<BackOfficeAnswers[P]>(pathWith(path, options), { auth }), fallback);
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
