import type { PublicPasskey } from "../../../domain/accounts.ts";
import { Alert } from "../../components/form-field.tsx";
import { PasskeyList } from "../../components/passkey-list.tsx";
import { usePasskeyList } from "../../lib/use-passkey-list.ts";

/**
 * A user's passkeys on their edit screen, for an administrator to see and revoke
 * (GET/DELETE /utilisateurs/{id}/cles, docs/decisions/036): a key someone added with a
 * stolen session would otherwise stay a way in that no password change closes.
 */
const REVOCATION_FAILURES = {
  load: "Impossible de charger ses clés d'accès.",
  remove: "Erreur lors de la révocation",
};

export function UserPasskeys({ userId }: { userId: string }) {
  const { keys, error, done, busy, remove } = usePasskeyList(
    `/utilisateurs/${encodeURIComponent(userId)}/cles`,
    REVOCATION_FAILURES,
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
      {done ? (
        <p
          role="status"
          className="rounded border border-emerald-300 bg-emerald-50 px-4 py-3 text-sm text-emerald-900"
        >
          {done}
        </p>
      ) : null}
      <Alert message={error} />
      {keys === null ? (
        error ? null : (
          <p className="text-sm text-slate-600">Chargement en cours...</p>
        )
      ) : (
        <PasskeyList
          keys={keys}
          actionLabel="Révoquer"
          actionName={(key, added) => `Révoquer la clé d'accès ${key.nom} ajoutée le ${added}`}
          onAction={revoke}
          busy={busy}
          emptyText="Aucune clé d'accès."
        />
      )}
    </section>
  );
}
