import { createHash, randomBytes } from "node:crypto";
import { decodeJwt, errors, jwtVerify, SignJWT } from "jose";
import type { Role } from "../../domain/constants.ts";
import {
  type ContentTypePlural,
  isContentTypePlural,
} from "../../domain/content-types/identities.ts";
import { type Clock, systemClock } from "./clock.ts";

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;
const ISSUER = "groupe-site";

export interface AccessClaims {
  userId: string;
  role: Role;
  sessionVersion: number;
  /**
   * The refresh-token family of the sign-in this token belongs to (made at sign-in, kept
   * by rotation): what signing out with only this token revokes. Absent from tokens
   * signed before it existed.
   */
  sessionId?: string;
}

/** How long a preview link works (POST /{type}/{id}/apercu). */
export const PREVIEW_TOKEN_TTL_SECONDS = 60 * 60;
const PREVIEW_AUDIENCE = "apercu";

/** What a preview token names: one item of one content type. */
export interface PreviewClaims {
  type: ContentTypePlural;
  id: string;
}

export interface TokenSigner {
  sign(claims: AccessClaims): Promise<string>;
  /** The claims of a valid token, or null for an expired, forged or malformed one. */
  verify(token: string): Promise<AccessClaims | null>;
  /**
   * The claims of a token we signed, even expired, as long as its session could still be
   * alive (a refresh token's lifetime): signing out must work after the access token has
   * expired. Never for access, only to end the session it names.
   */
  verifyForLogout(token: string): Promise<AccessClaims | null>;
  /**
   * A token that lets whoever holds it see one item as the public site would show it,
   * published or not, for an hour: read-only, for that item only, and no access token
   * (a different audience, so neither passes for the other).
   */
  signPreview(claims: PreviewClaims): Promise<string>;
  /** The item a valid preview token names, or null. */
  verifyPreview(token: string): Promise<PreviewClaims | null>;
}

/** How many checked access tokens are kept (a few per staff member signed in). */
const VERIFIED_TOKENS_KEPT = 1_000;

/** The `exp` of a token already verified (its payload is then well formed), or undefined. */
function expiryOf(token: string): number | undefined {
  const exp = decodeJwt(token).exp;
  return typeof exp === "number" ? exp : undefined;
}

/**
 * The signer of access and preview tokens. A preview link's hour is the clock's (a test
 * moves it past the hour); access tokens keep jose's own time, as do the tokens tests forge.
 */
export function createTokenSigner(secret: string, clock: Clock = systemClock): TokenSigner {
  // Imported once: given the secret's bytes, jose imported a WebCrypto key at every
  // signature and check, about a third of the time a staff request spent verifying its
  // token (--cpu-prof).
  const key = crypto.subtle.importKey(
    "raw",
    new TextEncoder().encode(secret),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign", "verify"],
  );

  // Access tokens already checked, by their text, with their expiry (epoch seconds): a
  // staff member's next requests skip WebCrypto's HMAC job, 4.6 % of the site's thread on
  // a back-office list under ten clients (--cpu-prof). Only a token that verified gets
  // in, so a forged one never does; the expiry is checked again at each use, against the
  // time jose reads. Bounded: emptied when full.
  const verified = new Map<string, { claims: AccessClaims; expiresAt: number }>();

  async function verifyAccess(token: string): Promise<AccessClaims | null> {
    const now = Math.floor(Date.now() / 1000);
    const known = verified.get(token);
    // jose's rule: a token is expired from its `exp` second on.
    if (known) return known.expiresAt > now ? known.claims : null;
    const claims = await verifyWith(token, 0);
    const expiresAt = claims && expiryOf(token);
    if (claims && expiresAt) {
      if (verified.size >= VERIFIED_TOKENS_KEPT) verified.clear();
      verified.set(token, { claims, expiresAt });
    }
    return claims;
  }

  async function verifyWith(token: string, clockTolerance: number): Promise<AccessClaims | null> {
    try {
      // The allow-list refuses `alg: none` and any algorithm but the one we sign with.
      const { payload } = await jwtVerify(token, await key, {
        algorithms: ["HS256"],
        issuer: ISSUER,
        clockTolerance,
      });
      if (payload.aud !== undefined) return null;
      if (typeof payload.sub !== "string" || typeof payload.sv !== "number") return null;
      return {
        userId: payload.sub,
        role: payload.role as Role,
        sessionVersion: payload.sv,
        ...(typeof payload.sid === "string" ? { sessionId: payload.sid } : {}),
      };
    } catch (error) {
      if (error instanceof errors.JOSEError) return null;
      throw error;
    }
  }

  return {
    sign: async (claims) =>
      new SignJWT({
        role: claims.role,
        sv: claims.sessionVersion,
        ...(claims.sessionId ? { sid: claims.sessionId } : {}),
      })
        .setProtectedHeader({ alg: "HS256" })
        .setSubject(claims.userId)
        .setIssuer(ISSUER)
        .setIssuedAt()
        .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
        .sign(await key),
    verify: verifyAccess,
    verifyForLogout: (token) => verifyWith(token, REFRESH_TOKEN_TTL_MS / 1000),

    // A preview token is a path segment (/apercu/{jeton}): its JWT's dots, which would make
    // it look like a file name, become '~', which base64url never uses.
    signPreview: async ({ type, id }) =>
      (
        await new SignJWT({ type })
          .setProtectedHeader({ alg: "HS256" })
          .setSubject(id)
          .setIssuer(ISSUER)
          .setAudience(PREVIEW_AUDIENCE)
          .setIssuedAt(clock.now())
          .setExpirationTime(new Date(clock.now().getTime() + PREVIEW_TOKEN_TTL_SECONDS * 1000))
          .sign(await key)
      ).replaceAll(".", "~"),

    async verifyPreview(token) {
      try {
        const { payload } = await jwtVerify(token.replaceAll("~", "."), await key, {
          algorithms: ["HS256"],
          issuer: ISSUER,
          audience: PREVIEW_AUDIENCE,
          currentDate: clock.now(),
        });
        const { sub, type } = payload;
        if (typeof sub !== "string" || !isContentTypePlural(type)) return null;
        return { type, id: sub };
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
