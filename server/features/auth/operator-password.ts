// `npm run admin:password -- EMAIL` (server/admin-password-cli.ts): an operator sets a new
// password for an account, when no administrator can (the only one forgot theirs) and no
// mail goes out. On the embedded database with the site running, the running server does
// it (its PGlite opens in one process only), asked like the backup (docs/decisions/013).
import type { FastifyInstance } from "fastify";
import { USER_STATUSES } from "../../../domain/constants.ts";
import { passwordField } from "../../../domain/users.ts";
import { z } from "../../../domain/zod.ts";
import type { AppConfig } from "../../config.ts";
import type { DatabaseHandle } from "../../db/client.ts";
import { isOpsRequest } from "../../lib/ops-token.ts";
import type { UsersRepository } from "../users/users.repository.ts";

export const OPERATOR_PASSWORD_PATH = "/_ops/mot-de-passe";
export const OPERATOR_PASSWORD_AUDIENCE = "mot-de-passe";

export const OperatorPasswordSchema = z.object({
  email: z.string().trim().toLowerCase().min(1).max(254),
  motDePasse: passwordField,
});

export const unknownAccount = (email: string) =>
  `Aucun compte n'a l'adresse ${email} : rien n'a été changé.`;

/**
 * A deactivated account is refused, not reactivated: an administrator deactivated it on
 * purpose (someone who left, say), and a password it could not sign in with would mislead
 * the operator. The way back is an administrator's, in the back office; the last active
 * administrator cannot be deactivated, so one is always there to do it.
 */
export const deactivatedAccount = (email: string) =>
  `Le compte ${email} est désactivé : rien n'a été changé. Un administrateur peut le réactiver dans /admin/utilisateurs, puis lui donner un mot de passe.`;

export type OperatorPasswordOutcome = "changed" | "unknown" | "deactivated";

/**
 * Sets `password` for the account of `email`: a recovery, which ends its sessions and
 * removes its passkeys (users.repository.ts, credentialsChanged). Only an active account.
 */
export async function setPasswordOf(
  users: UsersRepository,
  email: string,
  password: string,
): Promise<OperatorPasswordOutcome> {
  const user = await users.findByEmail(email);
  if (!user) return "unknown";
  if (user.statut !== USER_STATUSES.actif) return "deactivated";
  return (await users.setPassword(user.id, password, "operator")) ? "changed" : "unknown";
}

/** The running server's side, on the embedded database only (as the backup's). */
export function registerOperatorPassword(
  app: FastifyInstance,
  config: AppConfig,
  database: DatabaseHandle,
) {
  if (database.kind !== "pglite") return;
  app.post(OPERATOR_PASSWORD_PATH, async (request, reply) => {
    const allowed = await isOpsRequest(
      config.jwtSecret,
      request.headers.authorization,
      OPERATOR_PASSWORD_AUDIENCE,
    );
    if (!allowed) {
      return reply.code(401).send({ success: false, message: "Jeton d'exploitation invalide." });
    }
    const parsed = OperatorPasswordSchema.safeParse(request.body);
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? "Demande invalide.";
      return reply.code(400).send({ success: false, message });
    }
    const { email, motDePasse } = parsed.data;
    const outcome = await setPasswordOf(app.services.users, email, motDePasse);
    if (outcome === "unknown") {
      return reply.code(404).send({ success: false, message: unknownAccount(email) });
    }
    if (outcome === "deactivated") {
      return reply.code(409).send({ success: false, message: deactivatedAccount(email) });
    }
    request.log.info("mot de passe changé par l'exploitant");
    return reply.header("cache-control", "no-store").send({ success: true });
  });
}
