import type { UserRow } from "../../db/schema.ts";
import type { TokenSigner } from "../../lib/tokens.ts";
import { toPublicUser } from "../users/users.repository.ts";
import type { IssuedRefreshToken, RefreshTokensRepository } from "./refresh-tokens.repository.ts";

/**
 * The answer that opens a session, whatever proved who the person is (a password, a
 * passkey, a changed password), or that continues one (a refresh, rotated): an access
 * token naming the session, its refresh token and the user. One place, so that every way
 * in gets the same tokens.
 */
export function createSessionIssuer(tokens: TokenSigner, refreshTokens: RefreshTokensRepository) {
  return async function sessionFor(user: UserRow, rotated?: IssuedRefreshToken) {
    const refresh = rotated ?? (await refreshTokens.issue(user.id));
    return {
      success: true as const,
      token: await tokens.sign({
        userId: user.id,
        role: user.role,
        sessionVersion: user.sessionVersion,
        sessionId: refresh.familyId,
      }),
      tokenRafraichissement: refresh.token,
      utilisateur: toPublicUser(user),
    };
  };
}

export type SessionIssuer = ReturnType<typeof createSessionIssuer>;
