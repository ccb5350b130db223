import { eq, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { ROLES } from "../../../domain/constants.ts";
import type { UserRow } from "../../db/schema.ts";

/**
 * Who acts in the back office, for every content type alike: an administrator reaches
 * every item, a conseiller only the items they authored (docs/decisions/004). The server
 * decides with this, whatever the screens show.
 */
export type Actor = Pick<UserRow, "id" | "role" | "prenom" | "nom">;

export const reachesEverything = (actor: Actor): boolean => actor.role === ROLES.administrateur;

/** The SQL condition an actor's reads and writes are limited by (none for administrators). */
export function ownedBy(authorColumn: AnyPgColumn, actor: Actor): SQL | undefined {
  return reachesEverything(actor) ? undefined : eq(authorColumn, actor.id);
}
