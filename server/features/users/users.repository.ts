import { and, asc, count, eq, sql } from "drizzle-orm";
import type { OwnProfileInput } from "../../../domain/accounts.ts";
import { ROLES, USER_STATUSES } from "../../../domain/constants.ts";
import { isUuid } from "../../../domain/ids.ts";
import {
  type CreateUserInput,
  type PublicUser,
  type UpdateUserInput,
  USER_MESSAGES,
} from "../../../domain/users.ts";
import type { Database } from "../../db/client.ts";
import { refreshTokens, type UserRow, users } from "../../db/schema.ts";
import { HttpError } from "../../lib/http-error.ts";
import { hashPassword } from "../../lib/passwords.ts";
import { bumpContentVersion } from "../../lib/public-cache.ts";

export function toPublicUser(row: UserRow): PublicUser {
  return {
    _id: row.id,
    id: row.id,
    nom: row.nom,
    prenom: row.prenom,
    email: row.email,
    telephone: row.telephone,
    role: row.role,
    statut: row.statut,
    dateCreation: row.createdAt.toISOString(),
  };
}

function isUniqueViolation(error: unknown): boolean {
  // node-postgres and PGlite both expose the SQLSTATE as `code`, sometimes on `cause`.
  const candidates = [error, (error as { cause?: unknown })?.cause];
  return candidates.some((e) => (e as { code?: string } | undefined)?.code === "23505");
}

const emailTaken = () =>
  new HttpError(409, USER_MESSAGES.emailTaken, {
    erreurs: [{ champ: "email", message: USER_MESSAGES.emailTaken }],
  });

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/**
 * Ends every session of a user, in the caller's transaction: access tokens carry the
 * session version, which no longer matches (server/plugins/auth.ts), and refresh tokens
 * are gone. For a new password, a deactivation, a used reset link.
 */
export async function endAllSessions(tx: Transaction, userId: string): Promise<void> {
  await tx
    .update(users)
    .set({ sessionVersion: sql`${users.sessionVersion} + 1` })
    .where(eq(users.id, userId));
  await tx.delete(refreshTokens).where(eq(refreshTokens.userId, userId));
}

/** A new password (already hashed) for a user, every session of theirs ended with it. */
export async function writePassword(
  tx: Transaction,
  userId: string,
  passwordHash: string,
): Promise<UserRow | undefined> {
  await endAllSessions(tx, userId);
  const [row] = await tx
    .update(users)
    .set({ passwordHash, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning();
  return row;
}

/**
 * Refuses a change that would leave no active administrator. The active administrators'
 * rows are locked first, so two administrators removing each other at once cannot both
 * succeed.
 */
async function assertAnotherActiveAdministrator(tx: Transaction, excludedUserId: string) {
  const admins = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, ROLES.administrateur), eq(users.statut, USER_STATUSES.actif)))
    .for("update");
  if (!admins.some((admin) => admin.id !== excludedUserId)) {
    throw new HttpError(409, USER_MESSAGES.lastAdministrator);
  }
}

export function createUsersRepository(db: Database) {
  return {
    async findById(id: string): Promise<UserRow | undefined> {
      if (!isUuid(id)) return undefined;
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row;
    },

    async findByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase()));
      return row;
    },

    async list(options: { page: number; limite: number }) {
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(users)
          .orderBy(asc(users.nom), asc(users.prenom), asc(users.email))
          .limit(options.limite)
          .offset((options.page - 1) * options.limite),
        db.select({ value: count() }).from(users),
      ]);
      return { rows, total: total?.value ?? 0 };
    },

    async hasActiveAdministrator(): Promise<boolean> {
      const [row] = await db
        .select({ value: count() })
        .from(users)
        .where(and(eq(users.role, ROLES.administrateur), eq(users.statut, USER_STATUSES.actif)));
      return (row?.value ?? 0) > 0;
    },

    async create(input: CreateUserInput): Promise<UserRow> {
      const passwordHash = await hashPassword(input.motDePasse);
      try {
        const [row] = await db
          .insert(users)
          .values({
            prenom: input.prenom,
            nom: input.nom,
            email: input.email,
            telephone: input.telephone ?? null,
            role: input.role,
            statut: input.statut ?? USER_STATUSES.actif,
            passwordHash,
          })
          .returning();
        if (!row) throw new Error("insert returned no row");
        return row;
      } catch (error) {
        if (isUniqueViolation(error)) throw emailTaken();
        throw error;
      }
    },

    /**
     * Updates a user. Demoting or deactivating the last active administrator is refused;
     * deactivation and a new password end the user's sessions.
     */
    async update(id: string, input: UpdateUserInput): Promise<UserRow | undefined> {
      const passwordHash = input.motDePasse ? await hashPassword(input.motDePasse) : undefined;
      try {
        return await db.transaction(async (tx) => {
          const [current] = await tx.select().from(users).where(eq(users.id, id)).for("update");
          if (!current) return undefined;
          const statut = input.statut ?? current.statut;
          const losesAdministration =
            current.role === ROLES.administrateur &&
            current.statut === USER_STATUSES.actif &&
            (input.role !== ROLES.administrateur || statut !== USER_STATUSES.actif);
          if (losesAdministration) await assertAnotherActiveAdministrator(tx, id);

          const endsSessions = passwordHash !== undefined || statut !== USER_STATUSES.actif;
          if (endsSessions) await endAllSessions(tx, id);
          const [row] = await tx
            .update(users)
            .set({
              prenom: input.prenom,
              nom: input.nom,
              email: input.email,
              telephone: input.telephone ?? null,
              role: input.role,
              statut,
              ...(passwordHash ? { passwordHash } : {}),
              updatedAt: new Date(),
            })
            .where(eq(users.id, id))
            .returning();
          // Public content shows its author's name: cached answers must follow.
          await bumpContentVersion(tx);
          return row;
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw emailTaken();
        throw error;
      }
    },

    /** A staff member's own name and phone (their profile); nothing else of theirs. */
    async updateOwnProfile(id: string, input: OwnProfileInput): Promise<UserRow | undefined> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(users)
          .set({
            prenom: input.prenom,
            nom: input.nom,
            telephone: input.telephone ?? null,
            updatedAt: new Date(),
          })
          .where(eq(users.id, id))
          .returning();
        // Public content shows its author's name: cached answers must follow.
        if (row) await bumpContentVersion(tx);
        return row;
      });
    },

    /** Sets a user's password and ends all their sessions. */
    async setPassword(id: string, password: string): Promise<UserRow | undefined> {
      const passwordHash = await hashPassword(password);
      return db.transaction((tx) => writePassword(tx, id, passwordHash));
    },

    /** Deletes a user; their refresh tokens go with them (cascade). */
    async delete(id: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [current] = await tx.select().from(users).where(eq(users.id, id)).for("update");
        if (!current) return false;
        if (current.role === ROLES.administrateur && current.statut === USER_STATUSES.actif) {
          await assertAnotherActiveAdministrator(tx, id);
        }
        await tx.delete(users).where(eq(users.id, id));
        // Their content loses its author (docs/decisions/001): cached answers must follow.
        await bumpContentVersion(tx);
        return true;
      });
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
