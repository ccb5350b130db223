import { randomUUID } from "node:crypto";
import { and, eq, gt, gte, isNull } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { refreshTokens } from "../../db/schema.ts";
import type { Clock } from "../../lib/clock.ts";
import { hashRefreshToken, newRefreshToken, REFRESH_TOKEN_TTL_MS } from "../../lib/tokens.ts";

/** A refresh token just issued, and its family: the sign-in (session) it belongs to. */
export interface IssuedRefreshToken {
  token: string;
  familyId: string;
}

export type RotationResult =
  | ({ outcome: "rotated"; userId: string } & IssuedRefreshToken)
  | { outcome: "invalid" }
  | { outcome: "reused" };

/** How long a proof of presence (a sign-in, the password typed again) lets one add a passkey. */
export const PRESENCE_PROOF_TTL_MS = 5 * 60 * 1000;

export function createRefreshTokensRepository(db: Database, clock: Clock) {
  async function issue(
    userId: string,
    familyId: string,
    presenceConfirmedAt: Date | null,
  ): Promise<IssuedRefreshToken> {
    const { token, hash } = newRefreshToken();
    await db.insert(refreshTokens).values({
      userId,
      familyId,
      tokenHash: hash,
      expiresAt: new Date(clock.now().getTime() + REFRESH_TOKEN_TTL_MS),
      presenceConfirmedAt,
    });
    return { token, familyId };
  }

  async function revokeFamily(familyId: string): Promise<void> {
    await db
      .update(refreshTokens)
      .set({ revokedAt: clock.now() })
      .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
  }

  return {
    /**
     * Starts a new family: one per sign-in. Whatever opens a session proved the person is
     * there (a password, a passkey), so the family starts with its presence confirmed.
     */
    issue: (userId: string) => issue(userId, randomUUID(), clock.now()),

    /**
     * The person typed their password again in this session (`familyId`): its live token
     * carries the proof, and rotation hands it on. False when the session has ended.
     */
    async confirmPresence(userId: string, familyId: string): Promise<boolean> {
      const confirmed = await db
        .update(refreshTokens)
        .set({ presenceConfirmedAt: clock.now() })
        .where(
          and(
            eq(refreshTokens.familyId, familyId),
            eq(refreshTokens.userId, userId),
            isNull(refreshTokens.revokedAt),
          ),
        )
        .returning({ id: refreshTokens.id });
      return confirmed.length > 0;
    },

    /**
     * Whether the session `familyId` of `userId` is alive and its person proved to be there
     * within PRESENCE_PROOF_TTL_MS. Server-side: a stolen access token cannot claim it.
     */
    async presenceIsRecent(userId: string, familyId: string): Promise<boolean> {
      const now = clock.now();
      const [live] = await db
        .select({ id: refreshTokens.id })
        .from(refreshTokens)
        .where(
          and(
            eq(refreshTokens.familyId, familyId),
            eq(refreshTokens.userId, userId),
            isNull(refreshTokens.revokedAt),
            gt(refreshTokens.expiresAt, now),
            gte(refreshTokens.presenceConfirmedAt, new Date(now.getTime() - PRESENCE_PROOF_TTL_MS)),
          ),
        )
        .limit(1);
      return Boolean(live);
    },

    /**
     * Trades a refresh token for a new one of the same family. The old one is revoked by
     * a conditional update, so of two concurrent uses only one can win; presenting an
     * already revoked token is a reuse and revokes the whole family.
     */
    async rotate(token: string): Promise<RotationResult> {
      const hash = hashRefreshToken(token);
      const [current] = await db
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, hash));
      if (!current) return { outcome: "invalid" };
      if (current.revokedAt) {
        await revokeFamily(current.familyId);
        return { outcome: "reused" };
      }
      if (current.expiresAt.getTime() <= clock.now().getTime()) return { outcome: "invalid" };
      const revoked = await db
        .update(refreshTokens)
        .set({ revokedAt: clock.now() })
        .where(and(eq(refreshTokens.id, current.id), isNull(refreshTokens.revokedAt)))
        .returning({ id: refreshTokens.id });
      if (revoked.length === 0) {
        // Another request rotated it between our read and our update: that is a reuse too.
        await revokeFamily(current.familyId);
        return { outcome: "reused" };
      }
      return {
        outcome: "rotated",
        userId: current.userId,
        // A refresh proves nothing new: the proof of presence stays the family's.
        ...(await issue(current.userId, current.familyId, current.presenceConfirmedAt)),
      };
    },

    /**
     * Revokes a family by its id, when it is that user's: signing out with the access
     * token, which names its family.
     */
    async revokeSession(userId: string, familyId: string): Promise<void> {
      await db
        .update(refreshTokens)
        .set({ revokedAt: clock.now() })
        .where(
          and(
            eq(refreshTokens.familyId, familyId),
            eq(refreshTokens.userId, userId),
            isNull(refreshTokens.revokedAt),
          ),
        );
    },

    /** Revokes the family of a token (logout ends that session, on every device it reached). */
    async revokeFamilyOf(token: string): Promise<void> {
      const [current] = await db
        .select({ familyId: refreshTokens.familyId })
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, hashRefreshToken(token)));
      if (!current) return;
      await revokeFamily(current.familyId);
    },
  };
}

export type RefreshTokensRepository = ReturnType<typeof createRefreshTokensRepository>;
