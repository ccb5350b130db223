// `npm run admin:password -- EMAIL` (server/admin-password-cli.ts): an operator sets a new
// password for an account, when no administrator can (the only one forgot theirs) and no
// mail goes out. On the embedded database with the site running, the running server does
// it (its PGlite opens in one process only), asked like the backup (docs/decisions/013).
import type { FastifyInstance } from "fastify";
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
 * Sets `password` for the account of `email` and ends its sessions; false when no
 * account has that address. A deactivated account stays deactivated.
 */
export async function setPasswordOf(
  users: UsersRepository,
  email: string,
  password: string,
): Promise<boolean> {
  const user = await users.findByEmail(email);
  if (!user) return false;
  return Boolean(await users.setPassword(user.id, password));
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
    if (!(await setPasswordOf(app.services.users, email, motDePasse))) {
      return reply.code(404).send({ success: false, message: unknownAccount(email) });
    }
    request.log.info("mot de passe changé par l'exploitant");
    return reply.header("cache-control", "no-store").send({ success: true });
  });
}
