import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { AUTH_MESSAGES } from "../../../domain/auth.ts";
import { ROLES } from "../../../domain/constants.ts";
import { Alert, FieldShell, INPUT_CLASS } from "../../components/form-field.tsx";
import { session, useSession } from "../../features/auth/session.ts";
import { errorMessage } from "../../lib/api.ts";
import { ADMIN_PATHS } from "../../lib/paths.ts";

export function meta() {
  return [{ title: "Connexion — Administration" }, { name: "robots", content: "noindex" }];
}

export default function AdminLogin() {
  const navigate = useNavigate();
  const { status, user } = useSession();
  const [email, setEmail] = useState("");
  const [motDePasse, setMotDePasse] = useState("");
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => session.start(), []);

  // Already signed in as an administrator: straight to the dashboard.
  useEffect(() => {
    if (status === "ready" && user?.role === ROLES.administrateur) {
      void navigate(ADMIN_PATHS.dashboard, { replace: true });
    }
  }, [status, user, navigate]);

  async function handleSubmit(event: React.FormEvent) {
    event.preventDefault();
    setError(null);
    if (!email.trim()) return setError(AUTH_MESSAGES.emailRequired);
    if (!motDePasse) return setError(AUTH_MESSAGES.passwordRequired);
    setSending(true);
    try {
      const signedIn = await session.login(email, motDePasse);
      if (signedIn.role !== ROLES.administrateur) {
        // A conseiller's account is valid, but this area is not theirs.
        await session.logout();
        setError(AUTH_MESSAGES.administratorsOnly);
        setSending(false);
        return;
      }
      await navigate(ADMIN_PATHS.dashboard, { replace: true });
    } catch (caught) {
      setError(errorMessage(caught, AUTH_MESSAGES.loginFailed));
      setSending(false);
    }
  }

  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-100 px-4">
      <form
        onSubmit={handleSubmit}
        noValidate
        className="flex w-full max-w-sm flex-col gap-4 rounded-lg bg-white p-6 shadow"
      >
        <h1 className="text-xl font-semibold">Connexion administrateur</h1>
        <Alert message={error} />
        <FieldShell label="Email">
          {(a11y) => (
            <input
              {...a11y}
              type="email"
              name="email"
              autoComplete="username"
              required
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              className={INPUT_CLASS}
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
              required
              value={motDePasse}
              onChange={(e) => setMotDePasse(e.target.value)}
              className={INPUT_CLASS}
            />
          )}
        </FieldShell>
        <button
          type="submit"
          disabled={sending}
          className="rounded bg-brand-600 px-4 py-2 font-medium text-white hover:bg-brand-700 disabled:opacity-60"
        >
          {sending ? "Connexion…" : "Se connecter"}
        </button>
      </form>
    </main>
  );
}
