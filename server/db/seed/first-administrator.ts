import { randomBytes } from "node:crypto";
import { ROLES } from "../../../domain/constants.ts";
import type { UsersRepository } from "../../features/users/users.repository.ts";

export const DEFAULT_ADMIN_EMAIL = "admin@example.com";

export interface FirstAdministratorResult {
  email: string;
  /** Set only when the password was generated: it is shown once and never stored in clear. */
  generatedPassword?: string;
}

/**
 * Makes sure an active administrator exists, so a fresh installation can be signed into.
 * Uses ADMIN_EMAIL / ADMIN_PASSWORD when given, else generates a strong password.
 * Returns undefined when an active administrator already exists.
 */
export async function ensureFirstAdministrator(
  users: UsersRepository,
  options: { email: string | undefined; password: string | undefined },
): Promise<FirstAdministratorResult | undefined> {
  if (await users.hasActiveAdministrator()) return undefined;
  const email = (options.email ?? DEFAULT_ADMIN_EMAIL).toLowerCase();
  const generatedPassword = options.password ? undefined : randomBytes(18).toString("base64url");
  const password = options.password ?? (generatedPassword as string);
  const account = {
    prenom: "Administrateur",
    nom: "Principal",
    email,
    telephone: null,
    role: ROLES.administrateur,
    statut: "actif" as const,
    motDePasse: password,
  };
  const existing = await users.findByEmail(email);
  // An account already holds that email (an administrator deactivated or demoted by
  // mistake, say): give it administration back rather than fail to start.
  if (existing)
    await users.update(existing.id, { ...account, prenom: existing.prenom, nom: existing.nom });
  else await users.create(account);
  return { email, generatedPassword };
}
