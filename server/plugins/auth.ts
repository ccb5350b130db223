import type { FastifyRequest } from "fastify";
import { AUTH_MESSAGES } from "../../domain/auth.ts";
import { ROLES, USER_STATUSES } from "../../domain/constants.ts";
import { isUuid } from "../../domain/ids.ts";
import type { UserRow } from "../db/schema.ts";
import { HttpError } from "../lib/http-error.ts";

declare module "fastify" {
  interface FastifyRequest {
    /** Set by the auth hooks below on every authenticated route. */
    currentUser: UserRow | null;
    /**
     * The session (refresh-token family) the access token names, null for a token made
     * before tokens named theirs. Set with `currentUser`.
     */
    currentSessionId: string | null;
  }
}

/** The token of `Authorization: Bearer …`, if the request carries one. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(" ");
  return scheme?.toLowerCase() === "bearer" && token ? token.trim() : undefined;
}

/**
 * Hook for routes open to any signed-in user. The user is read from the database
 * on every request, so a deactivated, deleted or demoted user loses access at once,
 * whatever their token still says.
 */
export async function requireUser(request: FastifyRequest): Promise<void> {
  const token = bearerToken(request);
  if (!token) throw new HttpError(401, AUTH_MESSAGES.authenticationRequired);
  const { tokens, users } = request.server.services;
  const claims = await tokens.verify(token);
  if (!claims) throw new HttpError(401, AUTH_MESSAGES.tokenInvalid);
  const user = await users.findById(claims.userId);
  if (
    !user ||
    user.statut !== USER_STATUSES.actif ||
    user.sessionVersion !== claims.sessionVersion
  ) {
    throw new HttpError(401, AUTH_MESSAGES.tokenInvalid);
  }
  request.currentUser = user;
  request.currentSessionId = claims.sessionId && isUuid(claims.sessionId) ? claims.sessionId : null;
}

/**
 * The signed-in user when the request carries a valid token, else null: for public routes
 * that answer staff differently (no 401 for a missing or expired token).
 */
export async function optionalUser(request: FastifyRequest): Promise<UserRow | null> {
  if (!bearerToken(request)) return null;
  try {
    await requireUser(request);
    return request.currentUser;
  } catch (error) {
    if (error instanceof HttpError) return null;
    throw error;
  }
}

/** Hook for administrator routes: 401 without a valid session, 403 for a conseiller. */
export async function requireAdministrator(request: FastifyRequest): Promise<void> {
  await requireUser(request);
  if (request.currentUser?.role !== ROLES.administrateur) {
    throw new HttpError(403, AUTH_MESSAGES.administratorsOnly);
  }
}

/** The signed-in user of a route guarded by one of the hooks above. */
export function currentUser(request: FastifyRequest): UserRow {
  if (!request.currentUser) throw new Error("route is missing its auth hook");
  return request.currentUser;
}
