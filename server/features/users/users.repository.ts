import { and, asc, count, eq, inArray, isNull, max, or, type SQL, sql } from "drizzle-orm";
import type { OwnProfileInput } from "../../../domain/accounts.ts";
import { ROLES, type Role, USER_STATUSES, type UserStatus } from "../../../domain/constants.ts";
import { isUuid } from "../../../domain/ids.ts";
import {
  type CreateUserInput,
  type InvitationView,
  type PublicUser,
  type UpdateUserInput,
  USER_MESSAGES,
} from "../../../domain/users.ts";
import type { Database, Transaction } from "../../db/client.ts";
import { passkeys, passwordResets, refreshTokens, type UserRow, users } from "../../db/schema.ts";
import { type Clock, systemClock } from "../../lib/clock.ts";
import { containsPattern, foldedMatches } from "../../lib/folded-search.ts";
import { HttpError } from "../../lib/http-error.ts";
import { hashPassword } from "../../lib/passwords.ts";
import { invalidatePublicPages } from "../../lib/public-cache.ts";
import { countAuthored, transferAuthorship } from "../content/authorship.ts";
import type { Actor } from "../content/ownership.ts";
import {
  type AccountNotices,
  emailChangedMails,
  isRecovery,
  NO_ACCOUNT_NOTICES,
  type PasswordSetter,
  passwordChangedMail,
} from "./account-notices.ts";

/**
 * A user as the API answers them. `invitation` is given for an account that has no
 * password yet (users.invitations() reads it); without it such an account reads as an
 * invitation that no longer works, never as a usable account.
 */
export function toPublicUser(row: UserRow, invitation?: InvitationView): PublicUser {
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
    ...(row.passwordHash === null
      ? { invitation: invitation ?? { etat: "expiree", envoyeeLe: null } }
      : {}),
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

/** Who deletes or edits a user: the rules on oneself need to know. */
type Acting = Pick<Actor, "id">;

/**
 * Ends every session of a user, in the caller's transaction: access tokens carry the
 * session version, which no longer matches (server/plugins/auth.ts), and refresh tokens
 * are gone. Answers the user's row with its new version.
 */
async function endAllSessions(tx: Transaction, userId: string): Promise<UserRow | undefined> {
  await tx.delete(refreshTokens).where(eq(refreshTokens.userId, userId));
  const [row] = await tx
    .update(users)
    .set({ sessionVersion: sql`${users.sessionVersion} + 1` })
    .where(eq(users.id, userId))
    .returning();
  return row;
}

/**
 * What follows any change of a user's way in, in the transaction that writes it
 * (docs/decisions/036), the one place that owns these rules:
 * - a new email, password or status kills every unused reset link: it was mailed for
 *   what no longer holds (to an old mailbox, before a new password, before a deactivation);
 * - a new password or a deactivation ends every session (the owner's own change opens the
 *   current one again, account.routes.ts);
 * - a password set by anyone but the owner (a recovery) removes the passkeys: a thief who
 *   added one keeps no way in once the account is recovered;
 * - the account's address is told of a new password, and both addresses of a new email.
 * Answers the user's row as it now is.
 */
async function credentialsChanged(
  tx: Transaction,
  before: UserRow,
  after: UserRow,
  passwordSetBy: PasswordSetter | undefined,
  deps: { clock: Clock; notices: AccountNotices; brand: string },
): Promise<UserRow> {
  const emailChanged = before.email !== after.email;
  const statusChanged = before.statut !== after.statut;
  if (!passwordSetBy && !emailChanged && !statusChanged) return after;
  await tx
    .update(passwordResets)
    .set({ usedAt: deps.clock.now() })
    .where(and(eq(passwordResets.userId, after.id), isNull(passwordResets.usedAt)));
  let current = after;
  if (passwordSetBy || after.statut !== USER_STATUSES.actif) {
    current = (await endAllSessions(tx, after.id)) ?? after;
  }
  if (passwordSetBy && isRecovery(passwordSetBy)) {
    await tx.delete(passkeys).where(eq(passkeys.userId, after.id));
  }
  // The first password an invited person chose through their link changed nothing of
  // theirs: there is nothing to tell them (one set by an administrator is told).
  const invitationAccepted = before.passwordHash === null && passwordSetBy === "reset-link";
  if (deps.notices.enabled) {
    await deps.notices.queue(tx, [
      ...(passwordSetBy && !invitationAccepted
        ? [passwordChangedMail(current, passwordSetBy, deps.brand)]
        : []),
      ...(emailChanged ? emailChangedMails(current, before.email, deps.brand) : []),
    ]);
  }
  return current;
}

/**
 * Locks the rows of `ids` and of every active administrator, in one statement and in id
 * order: two administrators removing each other at once then wait for one another instead
 * of deadlocking, and the second one counts the administrators the first one left.
 */
async function lockWithAdministrators(tx: Transaction, ids: string[]): Promise<UserRow[]> {
  return tx
    .select()
    .from(users)
    .where(
      or(
        inArray(users.id, ids),
        and(eq(users.role, ROLES.administrateur), eq(users.statut, USER_STATUSES.actif)),
      ),
    )
    .orderBy(asc(users.id))
    .for("update");
}

const isActiveAdministrator = (user: UserRow) =>
  user.role === ROLES.administrateur && user.statut === USER_STATUSES.actif;

/** Refuses (409, `message`) a change that would leave no active administrator. */
function assertAnotherActiveAdministrator(
  locked: UserRow[],
  excludedUserId: string,
  message: string,
) {
  if (!locked.some((user) => isActiveAdministrator(user) && user.id !== excludedUserId)) {
    throw new HttpError(409, message);
  }
}

/** The user who takes over a deleted user's content: someone else, existing and active. */
function assertTransferTarget(target: UserRow | undefined, deletedUserId: string): UserRow {
  if (!target) throw new HttpError(404, USER_MESSAGES.transferTargetNotFound);
  if (target.id === deletedUserId) throw new HttpError(400, USER_MESSAGES.transferTargetSelf);
  if (target.statut !== USER_STATUSES.actif) {
    throw new HttpError(400, USER_MESSAGES.transferTargetInactive);
  }
  return target;
}

/**
 * What narrows the users list: `recherche` in the name (either order) or the email,
 * ignoring case and accents, and the role and status asked for.
 */
export interface UserListFilter {
  recherche?: string | undefined;
  role?: Role | undefined;
  statut?: UserStatus | undefined;
}

function userListWhere({ recherche, role, statut }: UserListFilter): SQL | undefined {
  const pattern = containsPattern(recherche);
  return and(
    pattern
      ? or(
          foldedMatches(sql`${users.prenom} || ' ' || ${users.nom}`, pattern),
          foldedMatches(sql`${users.nom} || ' ' || ${users.prenom}`, pattern),
          foldedMatches(sql`${users.email}`, pattern),
        )
      : undefined,
    role ? eq(users.role, role) : undefined,
    statut ? eq(users.statut, statut) : undefined,
  );
}

/** How many users a sole writer keeps (a group's staff are fewer; a bound all the same). */
const KEPT_USERS_MAX = 1_000;

/**
 * Users read by id, kept in memory until a write (docs/decisions/072). Every staff request
 * reads its signed-in user (server/plugins/auth.ts): on the embedded database that query
 * was a fifth of the database's work for a back-office list. Kept only where this process
 * is the database's only writer (`soleWriter`): the embedded database opens in one process
 * at a time, and the operator's commands go through the live server (admin:password) or
 * refuse to run beside it (restore). On PostgreSQL, other processes may write the users,
 * and every read goes to the database.
 *
 * Every write of the users runs through `writing` (this repository's transactions), which
 * forgets every kept user before and after it; a read that overlapped a write is not kept
 * (the generation moved while it ran). So a deactivated, deleted or demoted user, or one
 * whose sessions ended, still loses access at the next request. Kept rows are frozen: a
 * caller that changed one would change every later request's user.
 */
export function keptUsers(soleWriter: boolean) {
  const kept = new Map<string, UserRow>();
  let generation = 0;
  const forget = () => {
    generation += 1;
    kept.clear();
  };
  return {
    async read(id: string, load: () => Promise<UserRow | undefined>) {
      const found = kept.get(id);
      if (found) return found;
      const started = generation;
      const row = await load();
      if (!soleWriter || !row || generation !== started) return row;
      if (kept.size >= KEPT_USERS_MAX) kept.clear();
      kept.set(id, Object.freeze(row));
      return row;
    },
    async writing<T>(write: () => Promise<T>): Promise<T> {
      forget();
      try {
        return await write();
      } finally {
        forget();
      }
    },
  };
}

export function createUsersRepository(
  db: Database,
  {
    clock = systemClock,
    notices = NO_ACCOUNT_NOTICES,
    soleWriter = false,
  }: {
    clock?: Clock;
    notices?: AccountNotices;
    /** This process is the database's only writer: users read by id are kept (keptUsers). */
    soleWriter?: boolean;
  } = {},
) {
  const byId = keptUsers(soleWriter);
  /** The one way this repository writes: forgets the kept users around the transaction. */
  const transaction = <T>(work: (tx: Transaction) => Promise<T>): Promise<T> =>
    byId.writing(() => db.transaction(work));
  /** What credentialsChanged needs, the brand read before the transaction (account-notices.ts). */
  const changeDeps = async () => ({
    clock,
    notices,
    brand: notices.enabled ? await notices.brand() : "",
  });

  return {
    async findById(id: string): Promise<UserRow | undefined> {
      if (!isUuid(id)) return undefined;
      return byId.read(id, async () => {
        const [row] = await db.select().from(users).where(eq(users.id, id));
        return row;
      });
    },

    async findByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase()));
      return row;
    },

    async list(options: { page: number; limite: number } & UserListFilter) {
      const where = userListWhere(options);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(users)
          .where(where)
          .orderBy(asc(users.nom), asc(users.prenom), asc(users.email), asc(users.id))
          .limit(options.limite)
          .offset((options.page - 1) * options.limite),
        db.select({ value: count() }).from(users).where(where),
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

    /**
     * Creates a user with the password given, or none (an invitation: the account cannot
     * sign in until its owner chooses one). `then` runs in the same transaction, on the new
     * row, and may throw to create nothing (an invitation's link and mail are written there).
     */
    async create(
      input: Omit<CreateUserInput, "invitation">,
      then?: (tx: Transaction, user: UserRow) => Promise<void>,
    ): Promise<UserRow> {
      const passwordHash = input.motDePasse ? await hashPassword(input.motDePasse) : null;
      try {
        return await transaction(async (tx) => {
          const [row] = await tx
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
          await then?.(tx, row);
          return row;
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw emailTaken();
        throw error;
      }
    },

    /**
     * The invitation of each account among `rows` that has no password yet: whether its
     * newest link still works, and when it was sent.
     */
    async invitations(rows: UserRow[]): Promise<Map<string, InvitationView>> {
      const waiting = rows.filter((row) => row.passwordHash === null).map((row) => row.id);
      if (waiting.length === 0) return new Map();
      const now = clock.now();
      const links = await db
        .select({
          userId: passwordResets.userId,
          sentAt: max(passwordResets.createdAt),
          live: sql<boolean>`coalesce(bool_or(${passwordResets.usedAt} is null and ${passwordResets.expiresAt} > ${now.toISOString()}::timestamptz), false)`,
        })
        .from(passwordResets)
        .where(inArray(passwordResets.userId, waiting))
        .groupBy(passwordResets.userId);
      const byUser = new Map(links.map((link) => [link.userId, link]));
      return new Map(
        waiting.map((id) => {
          const link = byUser.get(id);
          return [
            id,
            {
              etat: link?.live ? "envoyee" : "expiree",
              envoyeeLe: link?.sentAt ? new Date(link.sentAt).toISOString() : null,
            },
          ];
        }),
      );
    },

    /**
     * Updates a user. Deactivating oneself is refused, and so is demoting or deactivating
     * the last active administrator. A new password, email or status goes through
     * credentialsChanged: a password set here is an administrator's, a recovery. `by` is
     * who edits (none for the first administrator's seed).
     */
    async update(id: string, input: UpdateUserInput, by?: Acting): Promise<UserRow | undefined> {
      if (!isUuid(id)) return undefined;
      const passwordHash = input.motDePasse ? await hashPassword(input.motDePasse) : undefined;
      const deps = await changeDeps();
      try {
        const result = await transaction(async (tx) => {
          const locked = await lockWithAdministrators(tx, [id]);
          const current = locked.find((user) => user.id === id);
          if (!current) return undefined;
          const statut = input.statut ?? current.statut;
          const deactivated = statut !== USER_STATUSES.actif;
          if (deactivated && by?.id === id) {
            throw new HttpError(409, USER_MESSAGES.selfDeactivate);
          }
          if (isActiveAdministrator(current)) {
            if (deactivated) {
              assertAnotherActiveAdministrator(
                locked,
                id,
                USER_MESSAGES.lastAdministratorDeactivate,
              );
            } else if (input.role !== ROLES.administrateur) {
              assertAnotherActiveAdministrator(locked, id, USER_MESSAGES.lastAdministrator);
            }
          }

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
              updatedAt: clock.now(),
            })
            .where(eq(users.id, id))
            .returning();
          if (!row) return undefined;
          // Public content shows its author's name: cached answers must follow.
          await invalidatePublicPages(tx);
          return credentialsChanged(
            tx,
            current,
            row,
            passwordHash ? "administrator" : undefined,
            deps,
          );
        });
        notices.nudge();
        return result;
      } catch (error) {
        if (isUniqueViolation(error)) throw emailTaken();
        throw error;
      }
    },

    /** A staff member's own name and phone (their profile); nothing else of theirs. */
    async updateOwnProfile(id: string, input: OwnProfileInput): Promise<UserRow | undefined> {
      return transaction(async (tx) => {
        const [row] = await tx
          .update(users)
          .set({
            prenom: input.prenom,
            nom: input.nom,
            telephone: input.telephone ?? null,
            updatedAt: clock.now(),
          })
          .where(eq(users.id, id))
          .returning();
        // Public content shows its author's name: cached answers must follow.
        if (row) await invalidatePublicPages(tx);
        return row;
      });
    },

    /**
     * Sets a user's password, `setBy` its owner or a recovery (credentialsChanged says what
     * follows). `precondition` runs first in the same transaction, on the locked row, and
     * may throw to change nothing (a reset link is claimed there). Undefined for no such user.
     */
    async setPassword(
      id: string,
      password: string,
      setBy: PasswordSetter,
      precondition?: (tx: Transaction, user: UserRow) => Promise<void>,
    ): Promise<UserRow | undefined> {
      if (!isUuid(id)) return undefined;
      // Hashed before the transaction: argon2's time is not spent holding a row lock.
      const passwordHash = await hashPassword(password);
      const deps = await changeDeps();
      const result = await transaction(async (tx) => {
        const [current] = await tx.select().from(users).where(eq(users.id, id)).for("update");
        if (!current) return undefined;
        await precondition?.(tx, current);
        const [row] = await tx
          .update(users)
          .set({ passwordHash, updatedAt: clock.now() })
          .where(eq(users.id, id))
          .returning();
        return row && credentialsChanged(tx, current, row, setBy, deps);
      });
      notices.nudge();
      return result;
    },

    /**
     * Deletes a user for `by`; their refresh tokens go with them (cascade). Their articles,
     * projects and opportunities go to `transferTo` in the same transaction, or keep no
     * author ('Auteur supprimé', docs/decisions/001 and 021). Deleting oneself or the last
     * active administrator is refused. Answers how many items moved, or undefined when
     * there is no such user.
     */
    async delete(
      id: string,
      by: Actor,
      transferTo?: string,
    ): Promise<{ transferred: number } | undefined> {
      if (!isUuid(id)) return undefined;
      if (transferTo !== undefined && !isUuid(transferTo)) {
        throw new HttpError(404, USER_MESSAGES.transferTargetNotFound);
      }
      return transaction(async (tx) => {
        const locked = await lockWithAdministrators(tx, transferTo ? [id, transferTo] : [id]);
        const current = locked.find((user) => user.id === id);
        if (!current) return undefined;
        if (current.id === by.id) throw new HttpError(409, USER_MESSAGES.selfDelete);
        const target = transferTo
          ? assertTransferTarget(
              locked.find((user) => user.id === transferTo),
              id,
            )
          : undefined;
        if (isActiveAdministrator(current)) {
          assertAnotherActiveAdministrator(locked, id, USER_MESSAGES.lastAdministratorDelete);
        }
        const transferred = target ? await transferAuthorship(tx, id, target.id, by) : 0;
        await tx.delete(users).where(eq(users.id, id));
        // Their content changes author or loses it (docs/decisions/001): cached answers
        // must follow.
        await invalidatePublicPages(tx);
        return { transferred };
      });
    },

    /** What the user authored, per type: what their deletion gives away or leaves authorless. */
    authored: (id: string) => countAuthored(db, id),
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
