import { useEffect, useState } from "react";
import type { PublicUser } from "../../../domain/users.ts";
import { fetchOwnProfile } from "./session.ts";

/**
 * The signed-in person as the server knows them now, read when the screen opens: null
 * while loading; `failed` when the server could not say who they are (the session ended,
 * the account was deactivated, or the server was out of reach).
 */
export function useOwnProfile(): { user: PublicUser | null; failed: boolean } {
  const [user, setUser] = useState<PublicUser | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let cancelled = false;
    fetchOwnProfile()
      .then((profile) => {
        if (cancelled) return;
        if (profile) setUser(profile);
        else setFailed(true);
      })
      .catch((caught: unknown) => {
        if (cancelled) return;
        console.error(caught);
        setFailed(true);
      });
    return () => {
      cancelled = true;
    };
  }, []);

  return { user, failed };
}
