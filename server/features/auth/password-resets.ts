import { randomBytes } from "node:crypto";
import { and, desc, eq, inArray, isNull } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import {
  ACCOUNT_MESSAGES,
  accountPaths,
  RESET_LINK_TTL_MS,
  type ResetPasswordInput,
  STAFF_AREAS,
} from "../../../domain/accounts.ts";
import { USER_STATUSES } from "../../../domain/constants.ts";
import type { Database, Transaction } from "../../db/client.ts";
import { passwordResets, type UserRow } from "../../db/schema.ts";
import type { Clock } from "../../lib/clock.ts";
import { HttpError } from "../../lib/http-error.ts";
import { createRateLimiter, rateLimitExceeded } from "../../lib/rate-limiter.ts";
import { hashRefreshToken } from "../../lib/tokens.ts";
import type { Mail } from "../mail/mail.ts";
import type { OutgoingMail } from "../mail/smtp.ts";
import type { SiteSettingsService } from "../site/site-settings.service.ts";
import type { UsersRepository } from "../users/users.repository.ts";

/**
 * How many links may be asked for (docs/decisions/036). An account is any spelling of an
 * address, known or not, so no limit says which exist.
 * - From one address (IP), for all accounts: as many as sign-in attempts in their window.
 * - From one address for one account: a few an hour. This is the limit a stranger runs
 *   into, and it is theirs alone: the owner, asking from their own address, has their own.
 * - For one account from everywhere: a higher ceiling an hour, which bounds the mails one
 *   inbox can be sent; a stranger needs several addresses to reach it.
 */
export interface ResetLimits {
  perIp: number;
  ipWindowSeconds: number;
  perAccountAndIp: number;
  perAccount: number;
  accountWindowSeconds: number;
}

export const DEFAULT_RESET_LIMITS = {
  perAccountAndIp: 3,
  perAccount: 10,
  accountWindowSeconds: 60 * 60,
} as const;

/**
 * How many of an account's links work at once: a new request kills the oldest beyond
 * these, not every earlier one, so a stranger's request does not kill the link in the
 * owner's hands (the stranger's requests mail the owner's inbox too).
 */
export const LIVE_RESET_LINKS = 3;

/** The mail of a reset link, in French like the whole back office. */
export function resetMail(user: UserRow, link: string, brand: string): OutgoingMail {
  const lines = [
    `Bonjour ${user.prenom},`,
    "",
    `Quelqu'un (vous, sans doute) a demandé un nouveau mot de passe pour votre compte ${user.email} du site ${brand}.`,
    "Pour le choisir, ouvrez ce lien dans l'heure ; il ne sert qu'une fois :",
    link,
    "",
    "Si vous n'avez rien demandé, ignorez ce message : votre mot de passe ne change pas.",
  ];
  return {
    to: [user.email],
    subject: `Nouveau mot de passe – ${brand}`,
    text: lines.join("\n"),
  };
}

/** What a link opens: nothing, an invitation's first password, or a new password. */
export type ResetLinkState = "dead" | "invitation" | "reset";

/** A link used: the account, and what to tell its owner (a first password or a new one). */
export interface ResetOutcome {
  user: UserRow;
  message: string;
}

const linkInvalid = () => new HttpError(400, ACCOUNT_MESSAGES.resetLinkInvalid);

/**
 * Forgotten passwords (issue 18, docs/decisions/020): a link by mail, its token random
 * (256 bits) and stored only as its SHA-256, single use, valid an hour.
 */
export function createPasswordResets(deps: {
  db: Database;
  mail: Mail;
  users: UsersRepository;
  publicUrl: string;
  limits: ResetLimits;
  /** The brand the mail names the site by. */
  siteSettings: Pick<SiteSettingsService, "read">;
  clock: Clock;
}) {
  const { db, mail, users, publicUrl, limits, siteSettings, clock } = deps;
  const ipLimiter = createRateLimiter(db, limits.ipWindowSeconds);
  const accountLimiter = createRateLimiter(db, limits.accountWindowSeconds);
  const tooMany = (retryAfterSeconds: number) =>
    rateLimitExceeded(retryAfterSeconds, ACCOUNT_MESSAGES.tooManyResetRequests);
  // Links being made after their request was answered; awaited before the app closes.
  const pending = new Set<Promise<void>>();

  /**
   * Makes a link for `user` in `tx` and answers its address: the link works an hour, once,
   * and the account's older unused links beyond the `live - 1` newest die with it
   * (LIVE_RESET_LINKS for a forgotten password; 1 for an invitation, docs/decisions/048).
   */
  async function issueLink(tx: Transaction, user: UserRow, live: number): Promise<string> {
    const token = randomBytes(32).toString("base64url");
    const now = clock.now();
    const unused = await tx
      .select({ id: passwordResets.id })
      .from(passwordResets)
      .where(and(eq(passwordResets.userId, user.id), isNull(passwordResets.usedAt)))
      .orderBy(desc(passwordResets.createdAt), desc(passwordResets.id));
    const outlived = unused.slice(live - 1).map((link) => link.id);
    if (outlived.length > 0) {
      await tx
        .update(passwordResets)
        .set({ usedAt: now })
        .where(inArray(passwordResets.id, outlived));
    }
    await tx.insert(passwordResets).values({
      userId: user.id,
      tokenHash: hashRefreshToken(token),
      expiresAt: new Date(now.getTime() + RESET_LINK_TTL_MS),
      createdAt: now,
    });
    return `${publicUrl}${accountPaths(STAFF_AREAS[user.role]).reset}/${token}`;
  }

  /** Makes a link for an active account and queues its mail; nothing for any other address. */
  async function sendLink(email: string): Promise<void> {
    const user = await users.findByEmail(email);
    if (!user || user.statut !== USER_STATUSES.actif) return;
    const { nomMarque } = await siteSettings.read();
    await db.transaction(async (tx) => {
      // The newest links stay usable with this one; older ones die (LIVE_RESET_LINKS).
      const link = await issueLink(tx, user, LIVE_RESET_LINKS);
      await mail.queue(tx, "mot-de-passe", [resetMail(user, link, nomMarque)]);
    });
    mail.nudge();
  }

  /** The link of a token, unless it was used, replaced or has expired. */
  async function usableLink(token: string) {
    const [found] = await db
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.tokenHash, hashRefreshToken(token)));
    return found && !found.usedAt && found.expiresAt.getTime() > clock.now().getTime()
      ? found
      : undefined;
  }

  return {
    /**
     * POST /auth/mot-de-passe-oublie. Past the limits (which count every address alike),
     * the answer is given at once and the link made afterwards: known, unknown and
     * deactivated addresses get the same answer in the same time. Without SMTP no link is
     * made, since none could reach anyone.
     */
    async request(email: string, ip: string, log: FastifyBaseLogger): Promise<string> {
      const perIp = await ipLimiter.hit(`mot-de-passe-oublie:ip:${ip}`);
      if (perIp.hits > limits.perIp) throw tooMany(perIp.retryAfterSeconds);
      // Refused here, a request never reaches the account's count: one address's flood
      // cannot use up the owner's share. (An address never holds "/".)
      const pair = await accountLimiter.hit(`mot-de-passe-oublie:compte-ip:${ip}/${email}`);
      if (pair.hits > limits.perAccountAndIp) throw tooMany(pair.retryAfterSeconds);
      const perAccount = await accountLimiter.hit(`mot-de-passe-oublie:compte:${email}`);
      if (perAccount.hits > limits.perAccount) throw tooMany(perAccount.retryAfterSeconds);
      if (mail.config) {
        const task = sendLink(email)
          .catch((error: unknown) => log.error({ err: error }, "lien de mot de passe impossible"))
          .finally(() => pending.delete(task));
        pending.add(task);
      }
      return ACCOUNT_MESSAGES.resetRequested;
    },

    /**
     * POST /auth/nouveau-mot-de-passe: the link's new password, under §5's rules. The token
     * is marked used in the same transaction as the password changes and every session
     * ends; a used, replaced or expired link (or a deactivated account's) changes nothing.
     */
    async reset({ jeton, motDePasse }: ResetPasswordInput): Promise<ResetOutcome> {
      const found = await usableLink(jeton);
      if (!found) throw linkInvalid();
      let firstPassword = false;
      const updated = await users.setPassword(
        found.userId,
        motDePasse,
        "reset-link",
        async (tx, user) => {
          // The conditional update lets one of two concurrent uses win, never both.
          const [claimed] = await tx
            .update(passwordResets)
            .set({ usedAt: clock.now() })
            .where(and(eq(passwordResets.id, found.id), isNull(passwordResets.usedAt)))
            .returning({ id: passwordResets.id });
          if (!claimed || user.statut !== USER_STATUSES.actif) throw linkInvalid();
          firstPassword = user.passwordHash === null;
        },
      );
      if (!updated) throw linkInvalid();
      return {
        user: updated,
        message: firstPassword ? ACCOUNT_MESSAGES.passwordChosen : ACCOUNT_MESSAGES.passwordReset,
      };
    },

    /**
     * What a link's token can still do, for the page it opens to say at once: nothing
     * (used, replaced, expired), choose a first password (an invitation: the account has
     * none yet) or a new one.
     */
    async linkState(token: string): Promise<ResetLinkState> {
      const found = await usableLink(token);
      if (!found) return "dead";
      const user = await users.findById(found.userId);
      if (!user || user.statut !== USER_STATUSES.actif) return "dead";
      return user.passwordHash === null ? "invitation" : "reset";
    },

    issueLink,

    /** Resolves once every link being made has been written (the app's close waits). */
    async idle(): Promise<void> {
      await Promise.allSettled([...pending]);
    },
  };
}

export type PasswordResets = ReturnType<typeof createPasswordResets>;
