import { useSyncExternalStore } from "react";
import type { PublicUser } from "../../../domain/users.ts";
import { API_BASE, api, tokenStore } from "../../lib/api.ts";
import type { SessionAnswer } from "../../lib/api-types.ts";

/** What the API answers when it opens a session: the server's own type. */
export type { SessionAnswer };

export interface SessionState {
  status: "loading" | "ready";
  user: PublicUser | null;
}

// One session per browser tab, shared by the login page and the guarded layouts.
let state: SessionState = { status: "loading", user: null };
let started = false;
const listeners = new Set<() => void>();

function setState(next: SessionState) {
  state = next;
  for (const listener of listeners) listener();
}

/** The signed-in person's profile as the server has it now, whatever their role. */
export async function fetchOwnProfile(): Promise<PublicUser> {
  const { donnees } = await api<{ donnees: PublicUser }>("/utilisateurs/me");
  return donnees;
}

/**
 * SPEC.md §4: with a stored access token, fetch the admin profile; if that fails, the
 * user profile; if both fail, clear the tokens.
 */
async function restoreSession() {
  if (!tokenStore.access()) {
    setState({ status: "ready", user: null });
    return;
  }
  try {
    const { utilisateur } = await api<{ utilisateur: PublicUser }>("/admin/me");
    setState({ status: "ready", user: utilisateur });
    return;
  } catch {
    // Not an administrator, or the session is gone: try the user profile.
  }
  try {
    setState({ status: "ready", user: await fetchOwnProfile() });
  } catch {
    tokenStore.clear();
    setState({ status: "ready", user: null });
  }
}

export const session = {
  start() {
    if (started) return;
    started = true;
    void restoreSession();
  },

  async login(email: string, motDePasse: string): Promise<PublicUser> {
    const result = await api<SessionAnswer>("/auth/connexion", {
      method: "POST",
      body: { email, motDePasse },
      auth: false,
    });
    return session.adopt(result);
  },

  /**
   * Keeps the tokens of an answer that opens a session (a sign-in with a password or a
   * passkey, a changed password) and its user.
   */
  adopt(result: SessionAnswer): PublicUser {
    tokenStore.save(result.token, result.tokenRafraichissement);
    started = true;
    setState({ status: "ready", user: result.utilisateur });
    return result.utilisateur;
  },

  /** The signed-in person changed (their profile): the layouts show the new name. */
  updateUser(user: PublicUser) {
    if (state.user?.id === user.id) setState({ status: "ready", user });
  },

  /** Ends the session on the server and always clears it here, even if the call fails. */
  async logout(): Promise<void> {
    const refreshToken = tokenStore.refresh();
    tokenStore.clear();
    setState({ status: "ready", user: null });
    if (!refreshToken) return;
    try {
      await fetch(`${API_BASE}/auth/deconnexion`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ tokenRafraichissement: refreshToken }),
      });
    } catch {
      // Offline: the tokens are gone from this browser all the same.
    }
  },

  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

const SERVER_STATE: SessionState = { status: "loading", user: null };

/** The session, "loading" during server rendering and until the profile is known. */
export function useSession(): SessionState {
  return useSyncExternalStore(
    session.subscribe,
    () => state,
    () => SERVER_STATE,
  );
}
