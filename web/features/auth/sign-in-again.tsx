import { useEffect, useId, useRef, useState } from "react";
import { AUTH_MESSAGES } from "../../../domain/auth.ts";
import { Alert, FieldShell, INPUT_CLASS, SubmitButton } from "../../components/form-field.tsx";
import { errorMessage, setSignInAgain } from "../../lib/api.ts";
import { session } from "./session.ts";

/**
 * Asks a staff member whose session has ended (the refresh token expired, was revoked or
 * reused) for their password again, in a dialog over the screen they are on. The screen
 * underneath is left as it was, a half-filled form with its chosen files included, and
 * the call that was refused (its save, say) goes out again once they are signed in
 * (web/lib/api.ts). Cancelling lets that call fail as it would have; the form's draft
 * stays in the browser.
 */
export function SignInAgainDialog({ email }: { email: string }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const answer = useRef<((signedIn: boolean) => void) | null>(null);
  const [open, setOpen] = useState(false);
  const [motDePasse, setMotDePasse] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const titleId = useId();
  const textId = useId();

  useEffect(() => {
    setSignInAgain(
      () =>
        new Promise<boolean>((resolve) => {
          answer.current = resolve;
          setOpen(true);
        }),
    );
    return () => {
      setSignInAgain(null);
      answer.current?.(false);
    };
  }, []);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  function finish(signedIn: boolean) {
    answer.current?.(signedIn);
    answer.current = null;
    setOpen(false);
    setMotDePasse("");
    setError(null);
    setSending(false);
  }

  async function handleSubmit(event: React.FormEvent) {
    event.preventDefault();
    if (!motDePasse) return setError(AUTH_MESSAGES.passwordRequired);
    setError(null);
    setSending(true);
    try {
      await session.login(email, motDePasse);
      finish(true);
    } catch (caught) {
      setError(errorMessage(caught, AUTH_MESSAGES.loginFailed));
      setSending(false);
    }
  }

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      aria-describedby={textId}
      // Escape: the person gives up; the refused call fails as it would have.
      onCancel={(event) => {
        event.preventDefault();
        finish(false);
      }}
      className="m-auto w-[calc(100%-2rem)] max-w-sm rounded-lg bg-white p-6 shadow-xl backdrop:bg-slate-900/60"
    >
      {open ? (
        <div className="flex flex-col gap-4">
          <h2 id={titleId} className="text-lg font-semibold">
            Session expirée
          </h2>
          <p id={textId} className="text-sm text-slate-700">
            Votre session a expiré. Saisissez à nouveau votre mot de passe pour continuer : ce que
            vous avez saisi est conservé.
          </p>
          <Alert message={error} />
          <form onSubmit={handleSubmit} noValidate className="flex flex-col gap-4">
            <FieldShell label="Email">
              {(a11y) => (
                <input
                  {...a11y}
                  type="email"
                  name="email"
                  autoComplete="username"
                  readOnly
                  value={email}
                  className={`${INPUT_CLASS} bg-slate-100`}
                />
              )}
            </FieldShell>
            <FieldShell label="Mot de passe">
              {(a11y) => (
                <input
                  {...a11y}
                  type="password"
                  name="motDePasse"
                  autoComplete="current-password"
                  autoFocus
                  value={motDePasse}
                  onChange={(event) => setMotDePasse(event.target.value)}
                  className={INPUT_CLASS}
                />
              )}
            </FieldShell>
            <div className="flex flex-wrap gap-3">
              <SubmitButton sending={sending} sendingLabel="Connexion…" label="Se reconnecter" />
              <button
                type="button"
                onClick={() => finish(false)}
                className="rounded border border-slate-300 px-4 py-2 hover:border-brand-600"
              >
                Annuler
              </button>
            </div>
          </form>
        </div>
      ) : null}
    </dialog>
  );
}
