import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from "@simplewebauthn/server";
import { isoBase64URL, isoUint8Array } from "@simplewebauthn/server/helpers";
import { and, asc, eq, gt, lt } from "drizzle-orm";
import { ACCOUNT_MESSAGES, type PublicPasskey } from "../../../domain/accounts.ts";
import type { Database } from "../../db/client.ts";
import { passkeys, type UserRow, webauthnChallenges } from "../../db/schema.ts";
import type { Clock } from "../../lib/clock.ts";
import { HttpError } from "../../lib/http-error.ts";
import type { SiteSettingsService } from "../site/site-settings.service.ts";
import { type AccountNotices, passkeyAddedMail } from "../users/account-notices.ts";

/** How long a challenge may be answered. */
const CHALLENGE_TTL_MS = 5 * 60 * 1000;

type Purpose = "inscription" | "connexion";
type PasskeyRow = typeof passkeys.$inferSelect;

export function toPublicPasskey(row: PasskeyRow): PublicPasskey {
  return {
    id: row.id,
    nom: row.nom,
    dateCreation: row.createdAt.toISOString(),
    derniereUtilisation: row.lastUsedAt?.toISOString() ?? null,
  };
}

const refused = () => new HttpError(400, ACCOUNT_MESSAGES.passkeyRefused);

/** Whether a key's `userHandle` (base64url of the user id's UTF-8) names `userId`. */
function handleNames(userHandle: string, userId: string): boolean {
  try {
    return isoUint8Array.toUTF8String(isoBase64URL.toBuffer(userHandle)) === userId;
  } catch {
    return false;
  }
}

/**
 * Passkeys (WebAuthn discoverable credentials, docs/decisions/020). The relying party is
 * the host of PUBLIC_URL and the only origin PUBLIC_URL's: a key made for the site works
 * on the site only. Challenges live in the database, so that any instance can check an
 * answer, and each is used once, within five minutes.
 */
export function createPasskeys({
  db,
  publicUrl,
  siteSettings,
  clock,
  notices,
}: {
  db: Database;
  publicUrl: string;
  siteSettings: Pick<SiteSettingsService, "read">;
  clock: Clock;
  /** Tells the account's address of a new key (account-notices.ts). */
  notices: AccountNotices;
}) {
  const { hostname: rpID, origin } = new URL(publicUrl);

  async function issueChallenge(challenge: string, purpose: Purpose, userId: string | null) {
    const now = clock.now();
    // Challenges nobody answered go when new ones are made: the table stays small.
    await db.delete(webauthnChallenges).where(lt(webauthnChallenges.expiresAt, now));
    await db.insert(webauthnChallenges).values({
      challenge,
      purpose,
      userId,
      expiresAt: new Date(now.getTime() + CHALLENGE_TTL_MS),
    });
  }

  /** Takes a challenge handed out for `purpose` (and `userId`): true once, if still valid. */
  async function consumeChallenge(challenge: string, purpose: Purpose, userId: string | null) {
    const taken = await db
      .delete(webauthnChallenges)
      .where(
        and(
          eq(webauthnChallenges.challenge, challenge),
          eq(webauthnChallenges.purpose, purpose),
          gt(webauthnChallenges.expiresAt, clock.now()),
        ),
      )
      .returning({ userId: webauthnChallenges.userId });
    return taken.length === 1 && taken[0]?.userId === userId;
  }

  const listOf = (userId: string) =>
    db.select().from(passkeys).where(eq(passkeys.userId, userId)).orderBy(asc(passkeys.createdAt));

  return {
    list: listOf,

    /** What the browser's navigator.credentials.create() needs to make a key for `user`. */
    async registrationOptions(user: UserRow) {
      const existing = await listOf(user.id);
      const options = await generateRegistrationOptions({
        // What the browser names the site by when it offers to save the key.
        rpName: (await siteSettings.read()).nomMarque,
        rpID,
        userName: user.email,
        userDisplayName: `${user.prenom} ${user.nom}`,
        userID: isoUint8Array.fromUTF8String(user.id),
        attestationType: "none",
        // A key that names its account, so that signing in needs no email typed.
        authenticatorSelection: { residentKey: "required", userVerification: "preferred" },
        excludeCredentials: existing.map((key) => ({ id: key.id, transports: key.transports })),
      });
      await issueChallenge(options.challenge, "inscription", user.id);
      return options;
    },

    /**
     * Checks the browser's answer and keeps the new key, its owner's address told in the
     * same transaction; refused (400) otherwise. The proof of presence was asked before
     * the options (passkeys.routes.ts): the challenge they hold is this user's only.
     */
    async register(user: UserRow, response: RegistrationResponseJSON, nom: string | undefined) {
      let verification: Awaited<ReturnType<typeof verifyRegistrationResponse>>;
      try {
        verification = await verifyRegistrationResponse({
          response,
          expectedChallenge: (challenge) => consumeChallenge(challenge, "inscription", user.id),
          expectedOrigin: origin,
          expectedRPID: rpID,
          requireUserVerification: false,
        });
      } catch {
        throw refused();
      }
      if (!verification.verified) throw refused();
      const { credential } = verification.registrationInfo;
      const brand = notices.enabled ? await notices.brand() : "";
      const row = await db.transaction(async (tx) => {
        const [added] = await tx
          .insert(passkeys)
          .values({
            id: credential.id,
            userId: user.id,
            publicKey: isoBase64URL.fromBuffer(credential.publicKey),
            counter: credential.counter,
            transports: credential.transports ?? [],
            nom: nom || "Clé d'accès",
            createdAt: clock.now(),
          })
          .onConflictDoNothing()
          .returning();
        if (!added) throw refused();
        if (notices.enabled) await notices.queue(tx, [passkeyAddedMail(user, added.nom, brand)]);
        return added;
      });
      notices.nudge();
      return row;
    },

    /** Removes one of `userId`'s keys; false when they have none of that id. */
    async remove(userId: string, id: string): Promise<boolean> {
      const removed = await db
        .delete(passkeys)
        .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
        .returning({ id: passkeys.id });
      return removed.length > 0;
    },

    /** What navigator.credentials.get() needs: no account named, the key says whose it is. */
    async authenticationOptions() {
      const options = await generateAuthenticationOptions({
        rpID,
        userVerification: "preferred",
        allowCredentials: [],
      });
      await issueChallenge(options.challenge, "connexion", null);
      return options;
    },

    /**
     * The user whose key signed the challenge, its counter moved on; a 401 for a key no
     * account has, a 400 for an answer that does not verify or whose `userHandle` names
     * another account than the key's.
     */
    async authenticate(response: AuthenticationResponseJSON): Promise<string> {
      const [key] = await db.select().from(passkeys).where(eq(passkeys.id, response.id));
      if (!key) throw new HttpError(401, ACCOUNT_MESSAGES.passkeyUnknown);
      // The authenticator says whose key it holds (registrationOptions' userID): an answer
      // that names someone else is not this key's owner signing in, whatever it signed.
      const { userHandle } = response.response;
      if (userHandle !== undefined && !handleNames(userHandle, key.userId)) throw refused();
      let verification: Awaited<ReturnType<typeof verifyAuthenticationResponse>>;
      try {
        verification = await verifyAuthenticationResponse({
          response,
          expectedChallenge: (challenge) => consumeChallenge(challenge, "connexion", null),
          expectedOrigin: origin,
          expectedRPID: rpID,
          credential: {
            id: key.id,
            publicKey: isoBase64URL.toBuffer(key.publicKey),
            counter: key.counter,
            transports: key.transports,
          },
          requireUserVerification: false,
        });
      } catch {
        throw refused();
      }
      if (!verification.verified) throw refused();
      await db
        .update(passkeys)
        .set({ counter: verification.authenticationInfo.newCounter, lastUsedAt: clock.now() })
        .where(eq(passkeys.id, key.id));
      return key.userId;
    },
  };
}

export type Passkeys = ReturnType<typeof createPasskeys>;
