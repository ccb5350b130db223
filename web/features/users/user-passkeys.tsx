import { Alert } from "../../components/form-field.tsx";
import { PasskeyList } from "../../components/passkey-list.tsx";
import type { PublicPasskey } from "../../lib/api-types.ts";
import { apiSend, type Read } from "../../lib/back-office-client.ts";
import { usePasskeyList } from "../../lib/use-passkey-list.ts";
import { Deferred } from "../back-office/deferred.tsx";

/** What the edit screen says when the user's keys cannot be read (its loader's fallback). */
export const USER_KEYS_LOAD_FAILED = "Impossible de charger ses clés d'accès.";

type KeysRead = Read<{ donnees: PublicPasskey[] }>;

/**
 * A user's passkeys on their edit screen, for an administrator to see and revoke
 * (GET/DELETE /utilisateurs/{id}/cles, docs/decisions/036): a key someone added with a
 * stolen session would otherwise stay a way in that no password change closes. `keys` is
 * the screen loader's read, not awaited.
 */
export function UserPasskeys({ userId, keys }: { userId: string; keys: Promise<KeysRead> }) {
  return (
    <section
      aria-labelledby="cles-acces"
      className="flex max-w-2xl flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4 sm:p-6"
    >
      <h2 id="cles-acces" className="text-lg font-semibold">
        Clés d'accès
      </h2>
      <p className="text-sm text-slate-700">
        Les clés d'accès connectent sans mot de passe. Révoquez celles que la personne ne reconnaît
        pas ; un nouveau mot de passe donné ici les supprime toutes.
      </p>
      <Deferred read={keys}>{(read) => <UserKeys userId={userId} loaded={read} />}</Deferred>
    </section>
  );
}

function UserKeys({ userId, loaded }: { userId: string; loaded: KeysRead }) {
  const { keys, error, done, busy, remove } = usePasskeyList(
    loaded,
    (key) =>
      apiSend("DELETE /utilisateurs/:id/cles/:cleId", { params: { id: userId, cleId: key.id } }),
    "Erreur lors de la révocation",
  );

  function revoke(key: PublicPasskey) {
    if (
      window.confirm(
        `Révoquer la clé d'accès « ${key.nom} » ? Elle ne permettra plus de se connecter.`,
      )
    ) {
      void remove(key);
    }
  }

  return (
    <>
      {done ? (
        <p
          role="status"
          className="rounded border border-emerald-300 bg-emerald-50 px-4 py-3 text-sm text-emerald-900"
        >
          {done}
        </p>
      ) : null}
      <Alert message={error} />
      {keys === null ? null : (
        <PasskeyList
          keys={keys}
          actionLabel="Révoquer"
          actionName={(key, added) => `Révoquer la clé d'accès ${key.nom} ajoutée le ${added}`}
          onAction={revoke}
          busy={busy}
          emptyText="Aucune clé d'accès."
        />
      )}
    </>
  );
}
