// The browser's side of passkeys (issue 18, docs/decisions/020): @simplewebauthn/browser
// talks to the authenticator, our API checks and keeps. JavaScript by nature: the buttons
// only show where the browser has WebAuthn, and the password form always remains.

import type { PublicKeyCredentialRequestOptionsJSON } from "@simplewebauthn/browser";
import { startAuthentication, startRegistration } from "@simplewebauthn/browser";
import { useEffect, useState } from "react";
import type { PublicUser } from "../../../domain/users.ts";
import { ApiError, api } from "../../lib/api.ts";
import type { PublicPasskey } from "../../lib/api-types.ts";
import { apiSend } from "../../lib/back-office-client.ts";
import { type SessionAnswer, session } from "../auth/session.ts";

/** Whether this browser can use passkeys: known after hydration only (the server cannot tell). */
export function usePasskeySupport(): boolean {
  const [supported, setSupported] = useState(false);
  useEffect(() => setSupported(typeof window.PublicKeyCredential !== "undefined"), []);
  return supported;
}

/**
 * What a failed passkey step tells the person: the server's message, or, when the
 * browser or the authenticator gave up (cancelled, timed out, no key), that in French.
 */
export function passkeyFailure(caught: unknown): string {
  if (caught instanceof ApiError && caught.message) return caught.message;
  return "La clé d'accès n'a pas été utilisée (opération annulée ou impossible). Réessayez.";
}

/** Makes a passkey for the signed-in person and keeps it on the server. */
export async function addPasskey(): Promise<PublicPasskey> {
  const optionsJSON = await apiSend("POST /auth/cles/options-inscription");
  const reponse = await startRegistration({ optionsJSON });
  const { donnees } = await apiSend("POST /auth/cles", { body: { reponse } });
  return donnees;
}

/** Signs in with a passkey the browser offers, no email typed; the session is then this tab's. */
export async function signInWithPasskey(): Promise<PublicUser> {
  const optionsJSON = await api<PublicKeyCredentialRequestOptionsJSON>(
    "/auth/cles/options-connexion",
    { method: "POST", auth: false },
  );
  const reponse = await startAuthentication({ optionsJSON });
  const answer = await api<SessionAnswer>("/auth/cles/connexion", {
    method: "POST",
    body: { reponse },
    auth: false,
  });
  return session.adopt(answer);
}
