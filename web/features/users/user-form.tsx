import { ROLES, USER_STATUSES } from "../../../domain/constants.ts";
import { UserCreateFormSchema, UserEditFormSchema } from "../../../domain/users.ts";
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
  motDePasse: "",
  confirmation: "",
};

/** What goes to the API: no confirmation, and the password only when one was typed. */
export function toUserPayload(values: UserFormValues, mode: "create" | "edit") {
  const { confirmation: _confirmation, motDePasse, statut, ...fields } = values;
  return {
    ...fields,
    prenom: fields.prenom.trim(),
    nom: fields.nom.trim(),
    ...(mode === "edit" ? { statut } : {}),
    ...(motDePasse ? { motDePasse } : {}),
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
}

/** The user creation and edition form of SPEC.md §2 and §5. */
export function UserForm({
  mode,
  initialValues,
  submitLabel,
  onSubmit,
  fallbackError,
  draftKey,
}: UserFormProps) {
  const form = useSchemaForm(
    mode === "create" ? UserCreateFormSchema : UserEditFormSchema,
    initialValues,
  );
  const draft = useFormDraft(form.form, { key: draftKey, exclude: NEVER_STORED });

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
      <SubmitButton sending={form.sending} label={submitLabel} />
    </form>
  );
}
