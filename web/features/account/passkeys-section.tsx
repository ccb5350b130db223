import { type FormEvent, useEffect, useRef, useState } from "react";
import { ACCOUNT_MESSAGES } from "../../../domain/accounts.ts";
import { Alert, FieldShell, INPUT_CLASS, SubmitButton } from "../../components/form-field.tsx";
import { PasskeyList } from "../../components/passkey-list.tsx";
import { ApiError, errorMessage } from "../../lib/api.ts";
import type { PublicPasskey } from "../../lib/api-types.ts";
import { apiSend, type Read } from "../../lib/back-office-client.ts";
import { usePasskeyList } from "../../lib/use-passkey-list.ts";
import { Deferred } from "../back-office/deferred.tsx";
import { addPasskey, passkeyFailure, usePasskeySupport } from "./passkeys.ts";
import { Notice } from "./staff-card.tsx";

/**
 * The password typed again before a key is added, when the server asks for it (403: the
 * session's sign-in is more than five minutes old, docs/decisions/036). Confirmed, the
 * key is made at once.
 */
function ConfirmPresenceForm({
  reason,
  onConfirmed,
  onCancel,
}: {
  reason: string;
  onConfirmed(): Promise<void>;
  onCancel(): void;
}) {
  const [motDePasse, setMotDePasse] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  // The form appears after a click on 'Ajouter': the password is what to type next.
  useEffect(() => field.current?.focus(), []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!motDePasse) return setError(ACCOUNT_MESSAGES.passwordRequired);
    setError(null);
    setSending(true);
    try {
      await apiSend("POST /auth/confirmation", { body: { motDePasse } });
    } catch (caught) {
      setSending(false);
      return setError(errorMessage(caught, ACCOUNT_MESSAGES.passwordWrong));
    }
    await onConfirmed();
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label="Confirmer votre mot de passe"
      className="flex flex-col gap-4 rounded border border-slate-200 bg-slate-50 p-4"
    >
      <p className="text-sm text-slate-700">{reason}</p>
      <Alert message={error} />
      <FieldShell label="Votre mot de passe">
        {(a11y) => (
          <input
            {...a11y}
            type="password"
            name="motDePasse"
            autoComplete="current-password"
            ref={field}
            value={motDePasse}
            onChange={(event) => setMotDePasse(event.target.value)}
            className={INPUT_CLASS}
          />
        )}
      </FieldShell>
      <div className="flex flex-wrap gap-3">
        <SubmitButton sending={sending} sendingLabel="Vérification…" label="Confirmer et ajouter" />
        <button
          type="button"
          onClick={onCancel}
          className="rounded border border-slate-300 px-4 py-2 hover:border-brand-600"
        >
          Annuler
        </button>
      </div>
    </form>
  );
}

/** What the profile says when one's keys cannot be read (its loader's fallback). */
export const OWN_KEYS_LOAD_FAILED = "Impossible de charger vos clés d'accès.";

type KeysRead = Read<{ donnees: PublicPasskey[] }>;

/**
 * The profile's passkeys: each with the day it was added and last used, removable;
 * 'Ajouter une clé d'accès' where the browser can make one, after the password typed
 * again when the sign-in is more than five minutes old. `keys` is the profile loader's
 * read (GET /auth/cles), not awaited.
 */
export function PasskeysSection({ keys }: { keys: Promise<KeysRead> }) {
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-slate-700">
        Une clé d'accès (empreinte, visage, code de l'appareil ou clé de sécurité) vous connecte
        sans saisir votre email ni votre mot de passe, qui reste valable.
      </p>
      <Deferred read={keys}>{(read) => <OwnKeys loaded={read} />}</Deferred>
    </div>
  );
}

function OwnKeys({ loaded }: { loaded: KeysRead }) {
  const supported = usePasskeySupport();
  const { keys, setKeys, error, setError, done, setDone, busy, setBusy, remove } = usePasskeyList(
    loaded,
    (key) => apiSend("DELETE /auth/cles/:id", { params: { id: key.id } }),
    "Erreur lors de la suppression",
  );
  // The server's 403 asking for the password, while the confirmation form shows.
  const [presenceAsked, setPresenceAsked] = useState<string | null>(null);

  async function add() {
    setError(null);
    setDone(null);
    setPresenceAsked(null);
    setBusy(true);
    try {
      const key = await addPasskey();
      setKeys((current) => [...(current ?? []), key]);
      setDone(ACCOUNT_MESSAGES.passkeyAdded);
    } catch (caught) {
      if (caught instanceof ApiError && caught.status === 403) setPresenceAsked(caught.message);
      else setError(passkeyFailure(caught));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      {done ? <Notice message={done} /> : null}
      <Alert message={error} />
      {keys === null ? null : (
        <PasskeyList
          keys={keys}
          actionLabel="Supprimer"
          actionName={(key, added) => `Supprimer la clé d'accès ${key.nom} ajoutée le ${added}`}
          onAction={remove}
          busy={busy}
          emptyText="Aucune clé d'accès pour l'instant."
        />
      )}
      {presenceAsked ? (
        <ConfirmPresenceForm
          reason={presenceAsked}
          onConfirmed={add}
          onCancel={() => setPresenceAsked(null)}
        />
      ) : null}
      {supported && !presenceAsked ? (
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
      ) : supported ? null : (
        <p className="text-sm text-slate-600">Ce navigateur ne gère pas les clés d'accès.</p>
      )}
    </>
  );
}
