import { useEffect, useState } from "react";
import type { PublicPasskey } from "../../../domain/accounts.ts";
import { Alert } from "../../components/form-field.tsx";
import { api, errorMessage } from "../../lib/api.ts";
import { formatDate } from "../../lib/format.ts";
import { addPasskey, passkeyFailure, usePasskeySupport } from "./passkeys.ts";
import { Notice } from "./staff-card.tsx";

/**
 * The profile's passkeys: each with the day it was added, removable; 'Ajouter une clé
 * d'accès' where the browser can make one.
 */
export function PasskeysSection() {
  const supported = usePasskeySupport();
  const [keys, setKeys] = useState<PublicPasskey[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    api<{ donnees: PublicPasskey[] }>("/auth/cles")
      .then(({ donnees }) => setKeys(donnees))
      .catch((caught: unknown) =>
        setError(errorMessage(caught, "Impossible de charger vos clés d'accès.")),
      );
  }, []);

  async function add() {
    setError(null);
    setDone(null);
    setBusy(true);
    try {
      const key = await addPasskey();
      setKeys((current) => [...(current ?? []), key]);
      setDone("Clé d'accès ajoutée.");
    } catch (caught) {
      setError(passkeyFailure(caught));
    } finally {
      setBusy(false);
    }
  }

  async function remove(key: PublicPasskey) {
    setError(null);
    setDone(null);
    setBusy(true);
    try {
      const { message } = await api<{ message: string }>(
        `/auth/cles/${encodeURIComponent(key.id)}`,
        { method: "DELETE" },
      );
      setKeys((current) => (current ?? []).filter((k) => k.id !== key.id));
      setDone(message);
    } catch (caught) {
      setError(errorMessage(caught, "Erreur lors de la suppression"));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-slate-700">
        Une clé d'accès (empreinte, visage, code de l'appareil ou clé de sécurité) vous connecte
        sans saisir votre email ni votre mot de passe, qui reste valable.
      </p>
      {done ? <Notice message={done} /> : null}
      <Alert message={error} />
      {keys === null ? (
        error ? null : (
          <p className="text-sm text-slate-600">Chargement en cours...</p>
        )
      ) : keys.length === 0 ? (
        <p className="text-sm text-slate-600">Aucune clé d'accès pour l'instant.</p>
      ) : (
        <ul className="flex flex-col divide-y divide-slate-200 rounded border border-slate-200">
          {keys.map((key) => {
            const added = formatDate("fr", key.dateCreation);
            return (
              <li key={key.id} className="flex flex-wrap items-center justify-between gap-3 p-3">
                <div className="flex flex-col">
                  <span className="font-medium">{key.nom}</span>
                  <span className="text-sm text-slate-600">Ajoutée le {added}</span>
                </div>
                <button
                  type="button"
                  onClick={() => remove(key)}
                  disabled={busy}
                  aria-label={`Supprimer la clé d'accès ${key.nom} ajoutée le ${added}`}
                  className="rounded border border-red-300 px-3 py-1.5 text-sm font-medium text-red-700 hover:bg-red-50 disabled:opacity-60"
                >
                  Supprimer
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {supported ? (
        <div>
          <button
            type="button"
            onClick={add}
            disabled={busy}
            className="rounded bg-brand-600 px-5 py-2 font-medium text-white hover:bg-brand-700 disabled:opacity-60"
          >
            Ajouter une clé d'accès
          </button>
        </div>
      ) : (
        <p className="text-sm text-slate-600">Ce navigateur ne gère pas les clés d'accès.</p>
      )}
    </div>
  );
}
