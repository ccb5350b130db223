import { useEffect, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { AUTH_MESSAGES } from "../../../domain/auth.ts";
import type { Role } from "../../../domain/constants.ts";
import type { PublicUser } from "../../../domain/users.ts";
import { Alert, FieldShell, INPUT_CLASS, SubmitButton } from "../../components/form-field.tsx";
import { errorMessage } from "../../lib/api.ts";
import { accountPathsOf } from "../account/area.ts";
import { passkeyFailure, signInWithPasskey, usePasskeySupport } from "../account/passkeys.ts";
import { StaffCard } from "../account/staff-card.tsx";
import { RETURN_PARAM, safeReturnPath } from "./return-path.ts";
import { session, useSession } from "./session.ts";

/**
 * What a staff member of another role gets on this page: sent on to their own area, or
 * refused with a message (and signed out again, since the area is not theirs).
 */
export type OtherRole = { goTo: string } | { refuse: string };

interface SignInPageProps {
  heading: string;
  /** Whom the area is for; they land on `home`, or on the page of it they asked for. */
  role: Role;
  home: string;
  /** This page's own path, which is never where one lands. */
  path: string;
  otherRole: OtherRole;
}

/**
 * Where a signed-in user belongs from this page, or null when they must sign in here:
 * `asked` (a page of the area, checked) or the area's home for its own role.
 */
function destinationOf(
  user: PublicUser | null,
  asked: string | null,
  { role, home, otherRole }: SignInPageProps,
) {
  if (!user) return null;
  if (user.role === role) return asked ?? home;
  return "goTo" in otherRole ? otherRole.goTo : null;
}

/**
 * A back-office sign-in page (SPEC.md §2, §5, §8): email and password, both required; the
 * server's message, else 'Échec de la connexion', in an alert above the form.
 */
export function SignInPage(props: SignInPageProps) {
  const { heading, otherRole, home, path } = props;
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const asked = safeReturnPath(params.get(RETURN_PARAM), { area: home, signInPath: path });
  const { status, user } = useSession();
  const [email, setEmail] = useState("");
  const [motDePasse, setMotDePasse] = useState("");
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const passkeys = usePasskeySupport();

  useEffect(() => session.start(), []);

  // Someone already signed in has nothing to do here.
  const alreadyAt = status === "ready" ? destinationOf(user, asked, props) : null;
  useEffect(() => {
    if (alreadyAt) void navigate(alreadyAt, { replace: true });
  }, [alreadyAt, navigate]);

  /** Where a signed-in person goes, or why they stay (this area is not theirs). */
  async function finishSignIn(signedIn: PublicUser) {
    const destination = destinationOf(signedIn, asked, props);
    if (!destination) {
      // The account is valid, but this area is not theirs.
      await session.logout();
      setError("refuse" in otherRole ? otherRole.refuse : AUTH_MESSAGES.loginFailed);
      setSending(false);
      return;
    }
    await navigate(destination, { replace: true });
  }

  async function handleSubmit(event: React.FormEvent) {
    event.preventDefault();
    setError(null);
    if (!email.trim()) return setError(AUTH_MESSAGES.emailRequired);
    if (!motDePasse) return setError(AUTH_MESSAGES.passwordRequired);
    setSending(true);
    try {
      await finishSignIn(await session.login(email, motDePasse));
    } catch (caught) {
      setError(errorMessage(caught, AUTH_MESSAGES.loginFailed));
      setSending(false);
    }
  }

  async function handlePasskey() {
    setError(null);
    setSending(true);
    try {
      await finishSignIn(await signInWithPasskey());
    } catch (caught) {
      setError(passkeyFailure(caught));
      setSending(false);
    }
  }

  return (
    <StaffCard heading={heading}>
      <Alert message={error} />
      <form onSubmit={handleSubmit} noValidate className="flex flex-col gap-4">
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
        <SubmitButton sending={sending} sendingLabel="Connexion…" label="Se connecter" />
      </form>
      {passkeys ? (
        <button
          type="button"
          onClick={handlePasskey}
          disabled={sending}
          className="rounded border border-brand-600 px-4 py-2 font-medium text-brand-700 hover:bg-brand-50 disabled:opacity-60"
        >
          Se connecter avec une clé d'accès
        </button>
      ) : null}
      <Link
        to={accountPathsOf(path).forgotPassword}
        className="text-sm text-brand-600 hover:underline"
      >
        Mot de passe oublié ?
      </Link>
    </StaffCard>
  );
}
