import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  ACCOUNT_MESSAGES,
  ChangePasswordInputSchema,
  ConfirmPresenceInputSchema,
  ForgotPasswordInputSchema,
  OwnProfileInputSchema,
  ResetPasswordInputSchema,
} from "../../../domain/accounts.ts";
import { AUTH_MESSAGES } from "../../../domain/auth.ts";
import { HttpError } from "../../lib/http-error.ts";
import { verifyPassword } from "../../lib/passwords.ts";
import { currentUser, requireUser } from "../../plugins/auth.ts";
import { toPublicUser } from "../users/users.repository.ts";
import { createSessionIssuer } from "./sessions.ts";

/**
 * A staff member's own account (issue 18): the forgotten password, their profile and
 * their password. Passkeys have their own routes (passkeys.routes.ts).
 */
export async function accountRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { users, refreshTokens, tokens, loginLimits, passwordResets } = app.services;
  const sessionFor = createSessionIssuer(tokens, refreshTokens);
  // Guessing one's "current" password is guessing a password: the sign-in's limits count it.

  app.post(
    "/auth/mot-de-passe-oublie",
    { schema: { body: ForgotPasswordInputSchema, tags: ["auth"] } },
    async (request) => ({
      success: true,
      message: await passwordResets.request(request.body.email, request.ip, request.log),
    }),
  );

  app.post(
    "/auth/nouveau-mot-de-passe",
    { schema: { body: ResetPasswordInputSchema, tags: ["auth"] } },
    async (request) => {
      const { user, message } = await passwordResets.reset(request.body);
      request.log.info({ userId: user.id }, "mot de passe réinitialisé");
      return { success: true, message };
    },
  );

  app.patch(
    "/utilisateurs/me",
    {
      onRequest: requireUser,
      schema: { body: OwnProfileInputSchema, tags: ["auth"], security: [{ bearerAuth: [] }] },
    },
    async (request) => {
      const updated = await users.updateOwnProfile(currentUser(request).id, request.body);
      if (!updated) throw new HttpError(401, AUTH_MESSAGES.tokenInvalid);
      return {
        success: true,
        message: ACCOUNT_MESSAGES.profileUpdated,
        donnees: toPublicUser(updated),
      };
    },
  );

  // Proof that the person holding this session is there: their password, counted against
  // the sign-in's limits like any guess. For five minutes the session may then add a
  // passkey (passkeys.routes.ts); a sign-in counts the same (refresh-tokens.repository.ts).
  app.post(
    "/auth/confirmation",
    {
      onRequest: requireUser,
      schema: {
        body: ConfirmPresenceInputSchema,
        tags: ["auth"],
        security: [{ bearerAuth: [] }],
        summary:
          "Confirme le mot de passe dans la session en cours : pendant cinq minutes, elle peut ajouter une clé d'accès",
      },
    },
    async (request) => {
      const user = currentUser(request);
      await loginLimits.beforeAttempt(request.ip, user.email);
      if (!(await verifyPassword(user.passwordHash, request.body.motDePasse))) {
        await loginLimits.failed(user.email);
        throw new HttpError(400, ACCOUNT_MESSAGES.passwordWrong, {
          erreurs: [{ champ: "motDePasse", message: ACCOUNT_MESSAGES.passwordWrong }],
        });
      }
      await loginLimits.succeeded(request.ip, user.email);
      const sessionId = request.currentSessionId;
      if (!sessionId || !(await refreshTokens.confirmPresence(user.id, sessionId))) {
        throw new HttpError(401, ACCOUNT_MESSAGES.sessionEnded);
      }
      return { success: true, message: ACCOUNT_MESSAGES.presenceConfirmed };
    },
  );

  // The other sessions end with the old password; this one goes on with new tokens.
  app.post(
    "/auth/mot-de-passe",
    {
      onRequest: requireUser,
      schema: { body: ChangePasswordInputSchema, tags: ["auth"], security: [{ bearerAuth: [] }] },
    },
    async (request) => {
      const user = currentUser(request);
      const { motDePasseActuel, nouveauMotDePasse } = request.body;
      await loginLimits.beforeAttempt(request.ip, user.email);
      if (!(await verifyPassword(user.passwordHash, motDePasseActuel))) {
        await loginLimits.failed(user.email);
        throw new HttpError(400, ACCOUNT_MESSAGES.currentPasswordWrong, {
          erreurs: [{ champ: "motDePasseActuel", message: ACCOUNT_MESSAGES.currentPasswordWrong }],
        });
      }
      await loginLimits.succeeded(request.ip, user.email);
      // The owner's own change: their passkeys stay (credentialsChanged, users.repository.ts).
      const updated = await users.setPassword(user.id, nouveauMotDePasse, "owner");
      if (!updated) throw new HttpError(401, AUTH_MESSAGES.tokenInvalid);
      request.log.info({ userId: user.id }, "mot de passe changé");
      return { ...(await sessionFor(updated)), message: ACCOUNT_MESSAGES.passwordChanged };
    },
  );
}
