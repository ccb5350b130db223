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
import { ACCOUNT_MESSAGES, PASSWORD_RULES_HINT } from "../../../domain/accounts.ts";
import { Alert, FieldShell, INPUT_CLASS, SubmitButton } from "../../components/form-field.tsx";
import { accountPathsOf, staffAreaOf } from "../../features/account/area.ts";
import { forgetResetToken, resetTokenOf } from "../../features/account/reset-cookie.ts";
import { Notice, StaffCard } from "../../features/account/staff-card.tsx";
import type { FormOutcome } from "../../lib/app-context.ts";
import { postedFields } from "../../lib/posted-fields.ts";
import type { Route } from "./+types/reset-password";

/** The page's heading: an invitation's first password, or a new one. */
const headingOf = (invitation: boolean) =>
  invitation ? "Choisir votre mot de passe" : "Nouveau mot de passe";

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: headingOf(loaderData?.state === "invitation") },
    { name: "robots", content: "noindex" },
  ];
}

export const headers = () => ({ "Cache-Control": "no-store" });

/**
 * What the link that opened the page (its token in the cookie) can still do: nothing, an
 * invitation's first password, or a new password.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = resetTokenOf(request);
  const state = token ? await context.get(appContext).accounts.linkState(token) : "dead";
  return data({ state }, { headers: { "Cache-Control": "no-store" } });
}

/** The new password twice, with or without JavaScript; a used link's cookie is forgotten. */
export async function action({ request, context }: Route.ActionArgs) {
  const app = context.get(appContext);
  const token = resetTokenOf(request);
  const fields = await postedFields(request, ["motDePasse", "confirmation"]);
  const outcome: FormOutcome = token
    ? await app.accounts.reset(token, fields)
    : { ok: false, status: 400, message: ACCOUNT_MESSAGES.resetLinkInvalid, erreurs: [] };
  const area = staffAreaOf(new URL(request.url).pathname);
  return data(outcome, {
    status: outcome.ok ? 200 : outcome.status,
    headers: outcome.ok ? { "Set-Cookie": forgetResetToken(area, app.publicUrl) } : {},
  });
}

/**
 * The page a reset mail's link leads to (issue 18): a new password, §5's rules shown; an
 * invitation's link leads here too, for the account's first password (issue 31).
 */
export default function ResetPassword() {
  const { state } = useLoaderData<typeof loader>();
  const outcome = useActionData<typeof action>();
  const sending = useNavigation().state === "submitting";
  const paths = accountPathsOf(useLocation().pathname);
  const fieldError = (champ: string) =>
    outcome && !outcome.ok ? outcome.erreurs.find((e) => e.champ === champ)?.message : undefined;
  const generalError =
    outcome && !outcome.ok && outcome.erreurs.length === 0 ? outcome.message : null;
  const linkDead = state === "dead" || generalError === ACCOUNT_MESSAGES.resetLinkInvalid;
  const invitation = state === "invitation";

  if (outcome?.ok) {
    return (
      <StaffCard heading={headingOf(outcome.message === ACCOUNT_MESSAGES.passwordChosen)}>
        <Notice message={outcome.message} />
        <Link
          to={paths.login}
          className="rounded bg-brand-600 px-4 py-2 text-center font-medium text-white hover:bg-brand-700"
        >
          Se connecter
        </Link>
      </StaffCard>
    );
  }
  if (linkDead) {
    return (
      <StaffCard heading="Nouveau mot de passe">
        <Alert message={ACCOUNT_MESSAGES.resetLinkInvalid} />
        <Link to={paths.forgotPassword} className="text-sm text-brand-600 hover:underline">
          Demander un nouveau lien
        </Link>
      </StaffCard>
    );
  }
  return (
    <StaffCard heading={headingOf(invitation)}>
      <p className="text-sm text-slate-700">
        {invitation
          ? "Bienvenue ! Choisissez le mot de passe de votre compte : vous vous connecterez ensuite avec votre adresse email."
          : "Choisissez le mot de passe de votre compte. Vos sessions ouvertes seront fermées."}
      </p>
      <Alert message={generalError} />
      <Form method="post" noValidate className="flex flex-col gap-4">
        <FieldShell
          label={invitation ? "Mot de passe" : "Nouveau mot de passe"}
          hint={PASSWORD_RULES_HINT}
          error={fieldError("motDePasse")}
        >
          {(a11y) => (
            <input
              {...a11y}
              type="password"
              name="motDePasse"
              autoComplete="new-password"
              required
              className={INPUT_CLASS}
            />
          )}
        </FieldShell>
        <FieldShell label="Confirmer le mot de passe" error={fieldError("confirmation")}>
          {(a11y) => (
            <input
              {...a11y}
              type="password"
              name="confirmation"
              autoComplete="new-password"
              required
              className={INPUT_CLASS}
            />
          )}
        </FieldShell>
        <SubmitButton
          sending={sending}
          sendingLabel="Enregistrement…"
          label="Enregistrer le mot de passe"
        />
      </Form>
    </StaffCard>
  );
}
