import { createHash, randomBytes } from "node:crypto";
import { errors, jwtVerify, SignJWT } from "jose";
import type { Role } from "../../domain/constants.ts";

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;
const ISSUER = "groupe-site";

export interface AccessClaims {
  userId: string;
  role: Role;
  sessionVersion: number;
}

export interface TokenSigner {
  sign(claims: AccessClaims): Promise<string>;
  /** The claims of a valid token, or null for an expired, forged or malformed one. */
  verify(token: string): Promise<AccessClaims | null>;
}

export function createTokenSigner(secret: string): TokenSigner {
  const key = new TextEncoder().encode(secret);
  return {
    sign: (claims) =>
      new SignJWT({ role: claims.role, sv: claims.sessionVersion })
        .setProtectedHeader({ alg: "HS256" })
        .setSubject(claims.userId)
        .setIssuer(ISSUER)
        .setIssuedAt()
        .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
        .sign(key),
    async verify(token) {
      try {
        // The allow-list refuses `alg: none` and any algorithm but the one we sign with.
        const { payload } = await jwtVerify(token, key, { algorithms: ["HS256"], issuer: ISSUER });
        if (typeof payload.sub !== "string" || typeof payload.sv !== "number") return null;
        return { userId: payload.sub, role: payload.role as Role, sessionVersion: payload.sv };
      } catch (error) {
        if (error instanceof errors.JOSEError) return null;
        throw error;
      }
    },
  };
}

/** An opaque refresh token (256 random bits) and the hash we store in its place. */
export function newRefreshToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: hashRefreshToken(token) };
}

export function hashRefreshToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
