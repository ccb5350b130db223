import { randomUUID } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { refreshTokens } from "../../db/schema.ts";
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

export function createRefreshTokensRepository(db: Database) {
  async function issue(
    userId: string,
    familyId: string = randomUUID(),
  ): Promise<IssuedRefreshToken> {
    const { token, hash } = newRefreshToken();
    await db.insert(refreshTokens).values({
      userId,
      familyId,
      tokenHash: hash,
      expiresAt: new Date(Date.now() + REFRESH_TOKEN_TTL_MS),
    });
    return { token, familyId };
  }

  async function revokeFamily(familyId: string): Promise<void> {
    await db
      .update(refreshTokens)
      .set({ revokedAt: new Date() })
      .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
  }

  return {
    /** Starts a new family: one per sign-in. */
    issue,

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
      if (current.expiresAt.getTime() <= Date.now()) return { outcome: "invalid" };
      const revoked = await db
        .update(refreshTokens)
        .set({ revokedAt: new Date() })
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
        ...(await issue(current.userId, current.familyId)),
      };
    },

    /**
     * Revokes a family by its id, when it is that user's: signing out with the access
     * token, which names its family.
     */
    async revokeSession(userId: string, familyId: string): Promise<void> {
      await db
        .update(refreshTokens)
        .set({ revokedAt: new Date() })
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
