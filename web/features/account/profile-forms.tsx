import { useState } from "react";
import {
  ACCOUNT_MESSAGES,
  ChangePasswordFormSchema,
  OwnProfileInputSchema,
  PASSWORD_RULES_HINT,
} from "../../../domain/accounts.ts";
import { Alert, FieldShell, INPUT_CLASS, SubmitButton } from "../../components/form-field.tsx";
import type { PublicUser } from "../../lib/api-types.ts";
import { apiSend } from "../../lib/back-office-client.ts";
import { useSchemaForm } from "../../lib/use-schema-form.ts";
import { session } from "../auth/session.ts";
import { NameFields, PhoneField } from "../users/person-fields.tsx";
import { Notice } from "./staff-card.tsx";

/** A block of the profile page: its heading, what it is for, its form. */
export function ProfileSection({
  heading,
  children,
}: {
  heading: string;
  children: React.ReactNode;
}) {
  return (
    <section className="flex max-w-2xl flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4 sm:p-6">
      <h2 className="text-lg font-semibold">{heading}</h2>
      {children}
    </section>
  );
}

/** One's own first name, last name and phone (PATCH /utilisateurs/me). */
export function OwnProfileForm({ user }: { user: PublicUser }) {
  const [saved, setSaved] = useState<string | null>(null);
  const form = useSchemaForm(OwnProfileInputSchema, {
    prenom: user.prenom,
    nom: user.nom,
    telephone: user.telephone ?? "",
  });
  const submit = form.handleSubmit(async (values) => {
    setSaved(null);
    const result = await apiSend("PATCH /utilisateurs/me", {
      body: { ...values, prenom: values.prenom.trim(), nom: values.nom.trim() },
    });
    session.updateUser(result.donnees);
    setSaved(result.message);
  }, "Erreur lors de l'enregistrement");

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      {saved ? <Notice message={saved} /> : null}
      <Alert message={form.formError} />
      <NameFields form={form} />
      <FieldShell label="Email" hint="Seul un administrateur peut la changer.">
        {(a11y) => (
          <input
            {...a11y}
            type="email"
            readOnly
            value={user.email}
            className={`${INPUT_CLASS} bg-slate-100`}
          />
        )}
      </FieldShell>
      <PhoneField form={form} />
      <SubmitButton sending={form.sending} label="Enregistrer" />
    </form>
  );
}

const EMPTY_PASSWORDS = { motDePasseActuel: "", nouveauMotDePasse: "", confirmation: "" };

/**
 * One's own password (POST /auth/mot-de-passe): the current one proves it is them; the
 * other sessions end, this one goes on with the new tokens the answer brings.
 */
export function ChangePasswordForm() {
  const [saved, setSaved] = useState<string | null>(null);
  const form = useSchemaForm(ChangePasswordFormSchema, EMPTY_PASSWORDS);
  const submit = form.handleSubmit(async ({ motDePasseActuel, nouveauMotDePasse }) => {
    setSaved(null);
    const result = await apiSend("POST /auth/mot-de-passe", {
      body: { motDePasseActuel, nouveauMotDePasse },
    });
    session.adopt(result);
    form.form.reset(EMPTY_PASSWORDS);
    setSaved(result.message ?? ACCOUNT_MESSAGES.passwordChanged);
  }, "Erreur lors du changement de mot de passe");

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      {saved ? <Notice message={saved} /> : null}
      <Alert message={form.formError} />
      {/* The account's name for the browser's password manager, which saves the new one. */}
      <FieldShell label="Mot de passe actuel" error={form.errorFor("motDePasseActuel")}>
        {(a11y) => (
          <input
            {...a11y}
            {...form.field("motDePasseActuel")}
            type="password"
            className={INPUT_CLASS}
            autoComplete="current-password"
          />
        )}
      </FieldShell>
      <div className="grid gap-4 sm:grid-cols-2">
        <FieldShell
          label="Nouveau mot de passe"
          hint={PASSWORD_RULES_HINT}
          error={form.errorFor("nouveauMotDePasse")}
        >
          {(a11y) => (
            <input
              {...a11y}
              {...form.field("nouveauMotDePasse")}
              type="password"
              className={INPUT_CLASS}
              autoComplete="new-password"
            />
          )}
        </FieldShell>
        <FieldShell label="Confirmer le nouveau mot de passe" error={form.errorFor("confirmation")}>
          {(a11y) => (
            <input
              {...a11y}
              {...form.field("confirmation")}
              type="password"
              className={INPUT_CLASS}
              autoComplete="new-password"
            />
          )}
        </FieldShell>
      </div>
      <SubmitButton sending={form.sending} label="Changer le mot de passe" />
    </form>
  );
}
