import type { AppConfig } from "../../config.ts";
import type { SectorsRepository } from "../../features/sectors/sectors.repository.ts";
import type { UsersRepository } from "../../features/users/users.repository.ts";
import { ensureFirstAdministrator, type FirstAdministratorResult } from "./first-administrator.ts";

/** What every start makes sure of: the four sectors and an administrator to sign in with. */
export async function seedOnStart(
  repositories: { users: UsersRepository; sectors: SectorsRepository },
  config: Pick<AppConfig, "adminEmail" | "adminPassword">,
): Promise<FirstAdministratorResult | undefined> {
  await repositories.sectors.seed();
  return ensureFirstAdministrator(repositories.users, {
    email: config.adminEmail,
    password: config.adminPassword,
  });
}
