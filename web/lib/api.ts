// The browser's client for /api/v1: bearer token attached, one silent refresh on 401 (or,
// when that is refused, signing in again without leaving the screen), and errors turned
// into ApiError with the server's French message and field errors.

export const API_BASE = "/api/v1";

const ACCESS_TOKEN_KEY = "token";
const REFRESH_TOKEN_KEY = "tokenRafraichissement";

import type { FieldError } from "./api-types.ts";

/** A field's refusal in an API answer (`erreurs`): the server's own type. */
export type { FieldError };

export class ApiError extends Error {
  readonly status: number;
  readonly erreurs: FieldError[];
  constructor(status: number, message: string, erreurs: FieldError[] = []) {
    super(message);
    this.status = status;
    this.erreurs = erreurs;
  }
}

export const tokenStore = {
  access: () =>
    typeof localStorage === "undefined" ? null : localStorage.getItem(ACCESS_TOKEN_KEY),
  refresh: () =>
    typeof localStorage === "undefined" ? null : localStorage.getItem(REFRESH_TOKEN_KEY),
  save(token: string, refreshToken: string) {
    localStorage.setItem(ACCESS_TOKEN_KEY, token);
    localStorage.setItem(REFRESH_TOKEN_KEY, refreshToken);
  },
  clear() {
    localStorage.removeItem(ACCESS_TOKEN_KEY);
    localStorage.removeItem(REFRESH_TOKEN_KEY);
  },
};

async function readJson(response: Response): Promise<Record<string, unknown>> {
  try {
    return (await response.json()) as Record<string, unknown>;
  } catch {
    return {};
  }
}

async function send(path: string, init: RequestInit, withToken: boolean): Promise<Response> {
  const headers = new Headers(init.headers);
  if (init.body !== undefined && !(init.body instanceof FormData)) {
    headers.set("content-type", "application/json");
  }
  const token = withToken ? tokenStore.access() : null;
  if (token) headers.set("authorization", `Bearer ${token}`);
  return fetch(`${API_BASE}${path}`, { ...init, headers });
}

// Several calls failing with 401 at once share one refresh: a refresh token works once.
let refreshing: Promise<boolean> | null = null;

function refreshTokens(): Promise<boolean> {
  const refreshToken = tokenStore.refresh();
  if (!refreshToken) return Promise.resolve(false);
  refreshing ??= (async () => {
    try {
      const response = await send(
        "/auth/rafraichir",
        { method: "POST", body: JSON.stringify({ tokenRafraichissement: refreshToken }) },
        false,
      );
      if (!response.ok) return false;
      const body = await readJson(response);
      tokenStore.save(String(body.token), String(body.tokenRafraichissement));
      return true;
    } catch {
      return false;
    } finally {
      refreshing = null;
    }
  })();
  return refreshing;
}

/**
 * Asked when the tokens can no longer be renewed (the refresh token expired or was
 * revoked): resolves true once the person has signed in again, false if they gave up.
 * The back office sets it while a staff member works, so that the call that failed (a
 * form's save, say) is sent again with the new token and nothing typed is lost.
 */
type SignInAgain = () => Promise<boolean>;
let signInAgain: SignInAgain | null = null;
// Several calls refused at once wait for the same signing in.
let signingInAgain: Promise<boolean> | null = null;

export function setSignInAgain(handler: SignInAgain | null) {
  signInAgain = handler;
}

/** A fresh access token: renewed silently, else after signing in again where one can. */
async function renewSession(): Promise<boolean> {
  if (await refreshTokens()) return true;
  if (!signInAgain) return false;
  const ask = signInAgain;
  signingInAgain ??= ask().finally(() => {
    signingInAgain = null;
  });
  return signingInAgain;
}

export interface RequestOptions {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  body?: unknown;
  /** Attach the access token (default true). */
  auth?: boolean;
}

/** Calls the API and returns its JSON body; throws ApiError on any failure. */
export async function api<T = Record<string, unknown>>(
  path: string,
  options: RequestOptions = {},
): Promise<T> {
  const { method = "GET", body, auth = true } = options;
  const init: RequestInit = {
    method,
    body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
  };
  const response = await respond(path, init, auth);
  return (await readJson(response)) as T;
}

/** The response of a successful call, after one refresh on 401; throws ApiError otherwise. */
async function respond(path: string, init: RequestInit, auth: boolean): Promise<Response> {
  let response: Response;
  try {
    response = await send(path, init, auth);
  } catch {
    throw unreachable();
  }
  if (response.status === 401 && auth && (await renewSession())) {
    try {
      response = await send(path, init, auth);
    } catch {
      throw unreachable();
    }
  }
  if (!response.ok) throw failureOf(response.status, await readJson(response));
  return response;
}

/**
 * Downloads a file the API serves to signed-in staff only. A plain link cannot send the
 * bearer token, so the file is fetched here and handed to the browser as a Blob, under the
 * name the server gives it.
 */
export async function downloadFile(path: string, fallbackName: string): Promise<void> {
  const response = await respond(path, { method: "GET" }, true);
  const disposition = response.headers.get("content-disposition") ?? "";
  const name = /filename="([^"]+)"/.exec(disposition)?.[1] ?? fallbackName;
  const url = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement("a");
    link.href = url;
    link.download = name;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Revoked after the click has handed the file over, not before.
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }
}

/** The failure of a call that never reached the server (offline, server down). */
const unreachable = () =>
  new ApiError(0, "Impossible de joindre le serveur. Vérifiez votre connexion.");

/** The API's error body (`message`, `erreurs`) as an ApiError. */
function failureOf(status: number, json: Record<string, unknown>): ApiError {
  const erreurs = Array.isArray(json.erreurs) ? (json.erreurs as FieldError[]) : [];
  return new ApiError(status, typeof json.message === "string" ? json.message : "", erreurs);
}

/** SPEC.md §8: the server's message, else the error's, else the screen's fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.message) return error.message;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}

/** How much of a request body has gone up: `loaded` of `total` bytes. */
export interface UploadProgress {
  loaded: number;
  total: number;
}

function xhrSend(
  path: string,
  method: string,
  body: FormData,
  onProgress: (progress: UploadProgress) => void,
): Promise<{ status: number; json: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(method, `${API_BASE}${path}`);
    const token = tokenStore.access();
    if (token) request.setRequestHeader("authorization", `Bearer ${token}`);
    request.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable) onProgress({ loaded: event.loaded, total: event.total });
    });
    request.addEventListener("load", () => {
      let json: Record<string, unknown> = {};
      try {
        json = JSON.parse(request.responseText) as Record<string, unknown>;
      } catch {
        // A proxy's HTML error page: the status alone tells the failure.
      }
      resolve({ status: request.status, json });
    });
    request.addEventListener("error", () => reject(new Error("network")));
    request.send(body);
  });
}

/**
 * A multipart send that reports its upload progress (fetch cannot): same token, same
 * renewal on 401 and same ApiError as `api`.
 */
export async function apiUpload<T = Record<string, unknown>>(
  path: string,
  options: {
    method: "POST" | "PUT" | "PATCH";
    body: FormData;
    onProgress?(progress: UploadProgress): void;
  },
): Promise<T> {
  const { method, body, onProgress = () => undefined } = options;
  let answer: { status: number; json: Record<string, unknown> };
  const attempt = async () => {
    try {
      return await xhrSend(path, method, body, onProgress);
    } catch {
      throw unreachable();
    }
  };
  answer = await attempt();
  if (answer.status === 401 && (await renewSession())) answer = await attempt();
  const { status, json } = answer;
  if (status < 200 || status >= 300) throw failureOf(status, json);
  return json as T;
}

/**
 * A JSON send that outlives the page (`keepalive`): what a form saves as the person leaves
 * (pagehide), with the bearer token in its header like every staff call. Nothing waits for
 * its answer and it is not renewed on 401: the page is going. Browsers cap such bodies
 * (64 KB for all of a page's pending ones); a larger one is refused, silently.
 */
export function sendAsPageLeaves(path: string, method: "POST" | "PUT", body: unknown): void {
  const headers = new Headers({ "content-type": "application/json" });
  const token = tokenStore.access();
  if (token) headers.set("authorization", `Bearer ${token}`);
  fetch(`${API_BASE}${path}`, {
    method,
    headers,
    body: JSON.stringify(body),
    keepalive: true,
  }).catch(() => undefined);
}
