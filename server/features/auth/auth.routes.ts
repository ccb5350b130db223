import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  AUTH_MESSAGES,
  LoginInputSchema,
  LogoutInputSchema,
  RefreshInputSchema,
} from "../../../domain/auth.ts";
import { USER_STATUSES } from "../../../domain/constants.ts";
import { isUuid } from "../../../domain/ids.ts";
import { HttpError } from "../../lib/http-error.ts";
import { verifyAgainstDecoy, verifyPassword } from "../../lib/passwords.ts";
import { bearerToken, currentUser, requireAdministrator, requireUser } from "../../plugins/auth.ts";
import { toPublicUser } from "../users/users.repository.ts";
import { createSessionIssuer } from "./sessions.ts";

const invalidCredentials = () => new HttpError(401, AUTH_MESSAGES.invalidCredentials);

export async function authRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { users, refreshTokens, tokens, loginLimits } = app.services;

  const sessionFor = createSessionIssuer(tokens, refreshTokens);

  app.post(
    "/auth/connexion",
    { schema: { body: LoginInputSchema, tags: ["auth"] } },
    async (request) => {
      const { email, motDePasse } = request.body;
      await loginLimits.beforeAttempt(request.ip, email);
      const user = await users.findByEmail(email);
      const passwordMatches = user
        ? await verifyPassword(user.passwordHash, motDePasse)
        : await verifyAgainstDecoy(motDePasse);
      if (!user || !passwordMatches) {
        await loginLimits.failed(email);
        throw invalidCredentials();
      }
      await loginLimits.succeeded(request.ip, email);
      if (user.statut !== USER_STATUSES.actif)
        throw new HttpError(403, AUTH_MESSAGES.accountInactive);
      request.log.info({ userId: user.id }, "connexion");
      return sessionFor(user);
    },
  );

  app.post(
    "/auth/rafraichir",
    { schema: { body: RefreshInputSchema, tags: ["auth"] } },
    async (request) => {
      const result = await refreshTokens.rotate(request.body.tokenRafraichissement);
      if (result.outcome === "reused") {
        request.log.warn("jeton de rafraîchissement réutilisé : famille révoquée");
      }
      if (result.outcome !== "rotated") throw new HttpError(401, AUTH_MESSAGES.refreshInvalid);
      const user = await users.findById(result.userId);
      if (!user || user.statut !== USER_STATUSES.actif) {
        await refreshTokens.revokeSession(result.userId, result.familyId);
        throw new HttpError(401, AUTH_MESSAGES.refreshInvalid);
      }
      return sessionFor(user, result);
    },
  );

  // Ends the session named by the access token (`Authorization: Bearer`, as the back office
  // calls it, with no body), by the refresh token in the body, or both. Either proves the
  // session; an expired access token still does, since signing out must work after it
  // expired. Always a success: there is nothing to tell a client that is leaving.
  app.post(
    "/auth/deconnexion",
    {
      // nullish: Fastify hands a request without a body to the schema as null.
      schema: {
        body: LogoutInputSchema.nullish(),
        tags: ["auth"],
        security: [{ bearerAuth: [] }, {}],
      },
    },
    async (request) => {
      const bearer = bearerToken(request);
      const claims = bearer ? await tokens.verifyForLogout(bearer) : null;
      if (claims?.sessionId && isUuid(claims.sessionId)) {
        await refreshTokens.revokeSession(claims.userId, claims.sessionId);
      }
      const token = request.body?.tokenRafraichissement;
      if (token) await refreshTokens.revokeFamilyOf(token);
      request.log.info({ userId: claims?.userId }, "déconnexion");
      return { success: true, message: "Déconnexion réussie." };
    },
  );

  app.get(
    "/admin/me",
    { onRequest: requireAdministrator, schema: { tags: ["auth"] } },
    async (request) => ({
      success: true,
      utilisateur: toPublicUser(currentUser(request)),
    }),
  );

  app.get(
    "/utilisateurs/me",
    { onRequest: requireUser, schema: { tags: ["auth"] } },
    async (request) => ({
      success: true,
      donnees: toPublicUser(currentUser(request)),
    }),
  );
}
