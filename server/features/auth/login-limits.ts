import { AUTH_MESSAGES } from "../../../domain/auth.ts";
import type { LoginRateLimits } from "../../config.ts";
import type { Database } from "../../db/client.ts";
import type { Clock } from "../../lib/clock.ts";
import { createRateLimiter, type RateLimiter, rateLimitExceeded } from "../../lib/rate-limiter.ts";

const tooManyAttempts = (retryAfterSeconds: number) =>
  rateLimitExceeded(retryAfterSeconds, AUTH_MESSAGES.tooManyAttempts);

/**
 * How long a sign-in on an account waits before its password is checked, given the
 * account's failures in the account window: nothing for the first few, then doubling up to
 * a cap. Waiting before the check, for right and wrong passwords alike, means a client
 * cannot cut the wait short by taking a slow answer for a failure.
 */
export function loginDelayMs(failures: number, limits: LoginRateLimits): number {
  if (limits.slowdownStartMs <= 0 || failures < limits.slowdownAfter) return 0;
  const delay = limits.slowdownStartMs * 2 ** (failures - limits.slowdownAfter);
  return Math.min(delay, limits.slowdownMaxMs);
}

/**
 * The sign-in limits of docs/decisions/002, counted in the database so that every instance
 * shares them. Emails arrive normalised (trimmed, lower case): every spelling of an
 * account counts as one.
 */
export function createLoginLimits(
  db: Database,
  /** The limiter of `limits.windowSeconds` (per IP, per account and IP). */
  limiter: RateLimiter,
  limits: LoginRateLimits,
  /** Where the slowdown waits: the system's, or a test's that records it. */
  clock: Pick<Clock, "sleep">,
) {
  const accountLimiter = createRateLimiter(db, limits.accountWindowSeconds);
  const keys = {
    ip: (ip: string) => `connexion:ip:${ip}`,
    // An address never holds "/": the key reads one way only.
    accountAndIp: (email: string, ip: string) => `connexion:compte-ip:${ip}/${email}`,
    account: (email: string) => `connexion:compte:${email}`,
  };

  return {
    /**
     * Before the password is checked: refuses with a 429 an address over its limit, an
     * address that failed too often on this account, or an account failed too often from
     * everywhere; otherwise waits the account's delay. The attempt counts at once against
     * the address (all attempts) and against the pair (a success clears it), so concurrent
     * attempts cannot slip past the limits between check and count.
     */
    async beforeAttempt(ip: string, email: string): Promise<void> {
      const perIp = await limiter.hit(keys.ip(ip));
      if (perIp.hits > limits.perIp) throw tooManyAttempts(perIp.retryAfterSeconds);
      const pair = await limiter.hit(keys.accountAndIp(email, ip));
      if (pair.hits > limits.perAccountAndIp) throw tooManyAttempts(pair.retryAfterSeconds);
      const account = await accountLimiter.peek(keys.account(email));
      if (account.hits >= limits.perAccount) throw tooManyAttempts(account.retryAfterSeconds);
      const delay = loginDelayMs(account.hits, limits);
      if (delay > 0) await clock.sleep(delay);
    },

    /**
     * Before a passkey's answer is checked: the address's limit, which every way of
     * signing in counts against. (A passkey cannot be guessed: no account limit.)
     */
    async beforePasskeyAttempt(ip: string): Promise<void> {
      const perIp = await limiter.hit(keys.ip(ip));
      if (perIp.hits > limits.perIp) throw tooManyAttempts(perIp.retryAfterSeconds);
    },

    /** A wrong password (or an unknown email): counts against the account everywhere. */
    async failed(email: string): Promise<void> {
      await accountLimiter.hit(keys.account(email));
    },

    /**
     * The right password: this address's failures on this account are forgotten. The
     * account-wide count stays: it measures the attack on the account, not the owner.
     */
    async succeeded(ip: string, email: string): Promise<void> {
      await limiter.reset(keys.accountAndIp(email, ip));
    },
  };
}
