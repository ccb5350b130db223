import { useEffect, useState } from "react";
import type { PublicPasskey } from "../../domain/accounts.ts";
import { api, errorMessage } from "./api.ts";

/**
 * A list of passkeys read from `path` (GET) whose keys are removed at `path/{id}` (DELETE):
 * one's own on the profile (/auth/cles), a user's on their edit screen for an
 * administrator (/utilisateurs/{id}/cles). What the server answers shows as `done` or
 * `error`; `busy` while a call is on its way.
 */
export function usePasskeyList(path: string, failures: { load: string; remove: string }) {
  const [keys, setKeys] = useState<PublicPasskey[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let cancelled = false;
    api<{ donnees: PublicPasskey[] }>(path)
      .then(({ donnees }) => !cancelled && setKeys(donnees))
      .catch((caught: unknown) => !cancelled && setError(errorMessage(caught, failures.load)));
    return () => {
      cancelled = true;
    };
  }, [path, failures.load]);

  async function remove(key: PublicPasskey) {
    setError(null);
    setDone(null);
    setBusy(true);
    try {
      const { message } = await api<{ message: string }>(`${path}/${encodeURIComponent(key.id)}`, {
        method: "DELETE",
      });
      setKeys((current) => (current ?? []).filter((k) => k.id !== key.id));
      setDone(message);
    } catch (caught) {
      setError(errorMessage(caught, failures.remove));
    } finally {
      setBusy(false);
    }
  }

  return { keys, setKeys, error, setError, done, setDone, busy, setBusy, remove };
}
