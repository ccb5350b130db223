import { useId } from "react";
import { ROLES, USER_STATUSES } from "../../../domain/constants.ts";
import {
  USER_ACCESS,
  USER_MESSAGES,
  type UserAccess,
  UserCreateFormSchema,
  UserEditFormSchema,
} from "../../../domain/users.ts";
import {
  FieldShell,
  FormNotices,
  INPUT_CLASS,
  SubmitButton,
} from "../../components/form-field.tsx";
import { useFormDraft } from "../../lib/use-form-draft.ts";
import { useSchemaForm } from "../../lib/use-schema-form.ts";
import { NameFields, PhoneField } from "./person-fields.tsx";

/** Passwords are never kept in the browser's storage with the rest of a draft. */
const NEVER_STORED = ["motDePasse", "confirmation"] as const;

export interface UserFormValues {
  prenom: string;
  nom: string;
  email: string;
  telephone: string;
  role: string;
  statut: string;
  /** Creation only: a password typed here, or an invitation by email. */
  acces: UserAccess;
  motDePasse: string;
  confirmation: string;
}

export const EMPTY_USER_FORM: UserFormValues = {
  prenom: "",
  nom: "",
  email: "",
  telephone: "",
  role: ROLES.conseiller,
  statut: USER_STATUSES.actif,
  acces: USER_ACCESS.motDePasse,
  motDePasse: "",
  confirmation: "",
};

/**
 * What goes to the API: no confirmation; the password only when one was typed, or
 * `invitation: true` instead when the person is to choose it.
 */
export function toUserPayload(values: UserFormValues, mode: "create" | "edit") {
  const { confirmation: _confirmation, motDePasse, statut, acces, ...fields } = values;
  const invited = mode === "create" && acces === USER_ACCESS.invitation;
  return {
    ...fields,
    prenom: fields.prenom.trim(),
    nom: fields.nom.trim(),
    ...(mode === "edit" ? { statut } : {}),
    ...(invited ? { invitation: true } : motDePasse ? { motDePasse } : {}),
  };
}

interface UserFormProps {
  mode: "create" | "edit";
  initialValues: UserFormValues;
  submitLabel: string;
  /** Sends the form; throws ApiError on failure. */
  onSubmit(values: UserFormValues): Promise<void>;
  fallbackError: string;
  /** Where what is typed is kept until saved: one per form and user (`utilisateur:{id}`). */
  draftKey: string;
  /** Creation: whether mail goes out, without which no invitation can be sent. */
  mailConfigured?: boolean;
}

/** The user creation and edition form of SPEC.md §2 and §5. */
export function UserForm({
  mode,
  initialValues,
  submitLabel,
  onSubmit,
  fallbackError,
  draftKey,
  mailConfigured = false,
}: UserFormProps) {
  const form = useSchemaForm(
    mode === "create" ? UserCreateFormSchema : UserEditFormSchema,
    initialValues,
  );
  const draft = useFormDraft(form.form, { key: draftKey, exclude: NEVER_STORED });
  const invited = mode === "create" && form.form.watch("acces") === USER_ACCESS.invitation;

  const passwordLabels =
    mode === "create"
      ? { password: "Mot de passe", confirmation: "Confirmer le mot de passe" }
      : {
          password: "Nouveau mot de passe (laisser vide pour conserver)",
          confirmation: "Confirmer le nouveau mot de passe",
        };

  return (
    <form
      onSubmit={form.handleSubmit(draft.guard(onSubmit), fallbackError)}
      noValidate
      className="flex max-w-2xl flex-col gap-4"
    >
      <FormNotices draft={draft} error={form.formError} />
      <NameFields form={form} />
      <FieldShell label="Email" required error={form.errorFor("email")}>
        {(a11y) => (
          <input
            {...a11y}
            {...form.field("email")}
            type="email"
            className={INPUT_CLASS}
            autoComplete="off"
          />
        )}
      </FieldShell>
      <PhoneField form={form} />
      <div className="grid gap-4 sm:grid-cols-2">
        <FieldShell label="Rôle" required error={form.errorFor("role")}>
          {(a11y) => (
            <select {...a11y} {...form.field("role")} className={INPUT_CLASS}>
              <option value={ROLES.conseiller}>Conseiller</option>
              <option value={ROLES.administrateur}>Administrateur</option>
            </select>
          )}
        </FieldShell>
        {mode === "edit" && (
          <FieldShell label="Statut" error={form.errorFor("statut")}>
            {(a11y) => (
              <select {...a11y} {...form.field("statut")} className={INPUT_CLASS}>
                <option value={USER_STATUSES.actif}>Actif</option>
                <option value={USER_STATUSES.inactif}>Inactif</option>
              </select>
            )}
          </FieldShell>
        )}
      </div>
      {mode === "create" && <AccessChoice form={form} mailConfigured={mailConfigured} />}
      {!invited && (
        <div className="grid gap-4 sm:grid-cols-2">
          <FieldShell
            label={passwordLabels.password}
            required={mode === "create"}
            error={form.errorFor("motDePasse")}
          >
            {(a11y) => (
              <input
                {...a11y}
                {...form.field("motDePasse")}
                type="password"
                className={INPUT_CLASS}
                autoComplete="new-password"
              />
            )}
          </FieldShell>
          <FieldShell
            label={passwordLabels.confirmation}
            required={mode === "create"}
            error={form.errorFor("confirmation")}
          >
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
      )}
      <SubmitButton sending={form.sending} label={submitLabel} />
    </form>
  );
}

/**
 * How the new account gets its password: typed here (SPEC.md §2's two fields), or chosen
 * by its owner through a mailed link. Without mail the second choice is offered disabled,
 * with what to do instead.
 */
function AccessChoice({
  form,
  mailConfigured,
}: {
  form: ReturnType<typeof useSchemaForm<UserFormValues>>;
  mailConfigured: boolean;
}) {
  const hintId = useId();
  const choices = [
    { value: USER_ACCESS.motDePasse, label: "Saisir un mot de passe", disabled: false },
    {
      value: USER_ACCESS.invitation,
      label: "Envoyer une invitation par email",
      disabled: !mailConfigured,
    },
  ] as const;
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={hintId}>
      <legend className="mb-1 text-sm font-medium text-slate-700">Mot de passe du compte</legend>
      <div className="flex flex-col gap-2 sm:flex-row sm:gap-6">
        {choices.map((choice) => (
          <label
            key={choice.value}
            className={`flex min-h-11 items-center gap-2 ${choice.disabled ? "text-slate-500" : ""}`}
          >
            <input
              {...form.field("acces")}
              type="radio"
              value={choice.value}
              disabled={choice.disabled}
              className="h-4 w-4 accent-brand-600"
            />
            {choice.label}
          </label>
        ))}
      </div>
      <p id={hintId} className="text-sm text-slate-600">
        {mailConfigured
          ? "Avec une invitation, la personne reçoit un lien pour choisir elle-même son mot de passe (valable une heure, une seule fois) ; vous pourrez la renvoyer depuis la liste des utilisateurs."
          : USER_MESSAGES.invitationNoMail}
      </p>
    </fieldset>
  );
}
