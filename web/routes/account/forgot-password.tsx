import {
  data,
  Form,
  Link,
  useActionData,
  useLoaderData,
  useLocation,
  useNavigation,
} from "react-router";
import { appContext } from "#app-context";
import { Alert, FieldShell, INPUT_CLASS, SubmitButton } from "../../components/form-field.tsx";
import { accountPathsOf } from "../../features/account/area.ts";
import { Notice, StaffCard } from "../../features/account/staff-card.tsx";
import { postedFields } from "../../lib/posted-fields.ts";
import type { Route } from "./+types/forgot-password";

export function meta() {
  return [{ title: "Mot de passe oublié" }, { name: "robots", content: "noindex" }];
}

export function loader({ context }: Route.LoaderArgs) {
  return { mailConfigured: context.get(appContext).accounts.mailConfigured };
}

/** The address's form, with or without JavaScript: one answer for every address. */
export async function action({ request, context }: Route.ActionArgs) {
  const fields = await postedFields(request, ["email"]);
  const outcome = await context.get(appContext).accounts.requestReset(fields);
  return data(outcome, { status: outcome.ok ? 200 : outcome.status });
}

/**
 * 'Mot de passe oublié ?' of both sign-in pages (issue 18): an address, to which a link
 * goes when it is an active account's; without mail configured, who can help instead.
 */
export default function ForgotPassword() {
  const { mailConfigured } = useLoaderData<typeof loader>();
  const outcome = useActionData<typeof action>();
  const sending = useNavigation().state === "submitting";
  const paths = accountPathsOf(useLocation().pathname);
  const emailError = outcome?.ok ? undefined : outcome?.erreurs.find((e) => e.champ === "email");

  return (
    <StaffCard heading="Mot de passe oublié">
      {!mailConfigured ? (
        <div className="flex flex-col gap-3 text-sm text-slate-700">
          <p>
            L'envoi d'emails n'est pas configuré sur ce site : aucun lien ne peut vous être envoyé.
          </p>
          <p>
            Demandez à un administrateur de vous donner un nouveau mot de passe (écran Utilisateurs
            du back office).
          </p>
          <p>
            Pour l'exploitant du serveur :{" "}
            <code className="rounded bg-slate-100 px-1">npm run admin:password -- EMAIL</code>{" "}
            choisit un nouveau mot de passe pour ce compte.
          </p>
        </div>
      ) : outcome?.ok ? (
        <Notice message={outcome.message} />
      ) : (
        <>
          <p className="text-sm text-slate-700">
            Saisissez l'adresse email de votre compte : vous recevrez un lien, valable une heure,
            pour choisir un nouveau mot de passe.
          </p>
          <Alert message={outcome && !emailError ? outcome.message : null} />
          <Form method="post" noValidate className="flex flex-col gap-4">
            <FieldShell label="Email" error={emailError?.message}>
              {(a11y) => (
                <input
                  {...a11y}
                  type="email"
                  name="email"
                  autoComplete="username"
                  required
                  className={INPUT_CLASS}
                />
              )}
            </FieldShell>
            <SubmitButton sending={sending} sendingLabel="Envoi…" label="Recevoir un lien" />
          </Form>
        </>
      )}
      <Link to={paths.login} className="text-sm text-brand-600 hover:underline">
        ← Retour à la connexion
      </Link>
    </StaffCard>
  );
}
