import { useState } from "react";
import { errorMessage } from "./api.ts";
import type { PublicPasskey } from "./api-types.ts";
import type { Read } from "./back-office-client.ts";

/**
 * A list of passkeys as its route's loader read it (`loaded`: one's own on the profile,
 * GET /auth/cles; a user's on their edit screen for an administrator, GET
 * /utilisateurs/{id}/cles), kept here as keys are added and removed (`removeKey` sends the
 * DELETE): a new read of the screen would start its form again. What the server answers
 * shows as `done` or `error`; `busy` while a call is on its way.
 */
export function usePasskeyList(
  loaded: Read<{ donnees: PublicPasskey[] }>,
  removeKey: (key: PublicPasskey) => Promise<{ message: string }>,
  removeFailure: string,
) {
  const [keys, setKeys] = useState<PublicPasskey[] | null>(
    loaded.ok ? loaded.answer.donnees : null,
  );
  const [error, setError] = useState<string | null>(loaded.ok ? null : loaded.message);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function remove(key: PublicPasskey) {
    setError(null);
    setDone(null);
    setBusy(true);
    try {
      const { message } = await removeKey(key);
      setKeys((current) => (current ?? []).filter((k) => k.id !== key.id));
      setDone(message);
    } catch (caught) {
      setError(errorMessage(caught, removeFailure));
    } finally {
      setBusy(false);
    }
  }

  return { keys, setKeys, error, setError, done, setDone, busy, setBusy, remove };
}
