import type { AuthenticationResponseJSON, RegistrationResponseJSON } from "@simplewebauthn/server";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ACCOUNT_MESSAGES } from "../../../domain/accounts.ts";
import { AUTH_MESSAGES } from "../../../domain/auth.ts";
import { USER_STATUSES } from "../../../domain/constants.ts";
import { normalizeText } from "../../../domain/text.ts";
import { z } from "../../../domain/zod.ts";
import { HttpError } from "../../lib/http-error.ts";
import { currentUser, requireUser } from "../../plugins/auth.ts";
import { toPublicPasskey } from "./passkeys.ts";
import { createSessionIssuer } from "./sessions.ts";

/**
 * A browser's WebAuthn answer as @simplewebauthn/browser sends it: its shape is checked
 * here, its content by @simplewebauthn/server.
 */
const credentialAnswer = z.looseObject(
  {
    id: z.string().min(1).max(1024),
    rawId: z.string().min(1).max(1024),
    type: z.literal("public-key"),
    response: z.record(z.string(), z.unknown()),
    clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
  },
  { error: ACCOUNT_MESSAGES.passkeyAnswerRequired },
);

const RegisterBodySchema = z.object({
  reponse: credentialAnswer,
  nom: z.string().overwrite(normalizeText).max(60).optional(),
});
const SignInBodySchema = z.object({ reponse: credentialAnswer });
const KeyParamsSchema = z.object({ id: z.string().max(1024) });

/** Passkeys (issue 18): made and removed from the profile; signing in with one. */
export async function passkeysRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { users, refreshTokens, tokens, loginLimits, passkeys } = app.services;
  const sessionFor = createSessionIssuer(tokens, refreshTokens);
  const signedIn = { onRequest: requireUser };
  const tags = ["auth"];

  // A new key is a way in for good: a bearer token alone (perhaps stolen) does not make
  // one. The session must have proved its person is there within five minutes (a sign-in,
  // or the password typed again: POST /auth/confirmation), checked on the server's side.
  app.post(
    "/auth/cles/options-inscription",
    {
      ...signedIn,
      schema: {
        tags,
        summary:
          "Options pour créer une clé d'accès ; 403 sans connexion ni confirmation du mot de passe (POST /auth/confirmation) dans les cinq dernières minutes",
      },
    },
    async (request) => {
      const user = currentUser(request);
      const sessionId = request.currentSessionId;
      if (!sessionId || !(await refreshTokens.presenceIsRecent(user.id, sessionId))) {
        throw new HttpError(403, ACCOUNT_MESSAGES.presenceRequired);
      }
      return passkeys.registrationOptions(user);
    },
  );

  app.post(
    "/auth/cles",
    { ...signedIn, schema: { body: RegisterBodySchema, tags } },
    async (request, reply) => {
      const { reponse, nom } = request.body;
      const row = await passkeys.register(
        currentUser(request),
        reponse as unknown as RegistrationResponseJSON,
        nom,
      );
      request.log.info({ userId: row.userId }, "clé d'accès ajoutée");
      return reply.status(201).send({
        success: true,
        message: ACCOUNT_MESSAGES.passkeyAdded,
        donnees: toPublicPasskey(row),
      });
    },
  );

  app.get("/auth/cles", { ...signedIn, schema: { tags } }, async (request) => ({
    success: true,
    donnees: (await passkeys.list(currentUser(request).id)).map(toPublicPasskey),
  }));

  app.delete(
    "/auth/cles/:id",
    { ...signedIn, schema: { params: KeyParamsSchema, tags } },
    async (request) => {
      // Someone else's key is not found: one's own keys are all there is.
      if (!(await passkeys.remove(currentUser(request).id, request.params.id))) {
        throw new HttpError(404, ACCOUNT_MESSAGES.passkeyNotFound);
      }
      return { success: true, message: ACCOUNT_MESSAGES.passkeyRemoved };
    },
  );

  app.post("/auth/cles/options-connexion", { schema: { tags } }, async () =>
    passkeys.authenticationOptions(),
  );

  // The same answer as a sign-in with a password (sessions.ts), for an active account.
  app.post(
    "/auth/cles/connexion",
    { schema: { body: SignInBodySchema, tags } },
    async (request) => {
      await loginLimits.beforePasskeyAttempt(request.ip);
      const userId = await passkeys.authenticate(
        request.body.reponse as unknown as AuthenticationResponseJSON,
      );
      const user = await users.findById(userId);
      if (!user) throw new HttpError(401, ACCOUNT_MESSAGES.passkeyUnknown);
      if (user.statut !== USER_STATUSES.actif) {
        throw new HttpError(403, AUTH_MESSAGES.accountInactive);
      }
      request.log.info({ userId: user.id }, "connexion par clé d'accès");
      return sessionFor(user);
    },
  );
}
