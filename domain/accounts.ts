// A staff member's own account (issue 18): the forgotten password, the profile they edit
// themselves, their passkeys. The password rules are §5's (domain/users.ts), once.
import { USER_LIMITS } from "./constants.ts";
import { normalizeText } from "./text.ts";
import { OwnProfileFields, passwordField, USER_MESSAGES } from "./users.ts";
import { z } from "./zod.ts";

export const ACCOUNT_MESSAGES = {
  /** The one answer of a forgotten-password request, whether the address is known or not. */
  resetRequested:
    "Si cette adresse correspond à un compte actif, un lien pour choisir un nouveau mot de passe vient de lui être envoyé. Il est valable une heure.",
  resetLinkInvalid: "Ce lien n'est plus valide. Demandez-en un nouveau.",
  resetLinkRequired: "Le lien est incomplet. Demandez-en un nouveau.",
  passwordReset: "Votre mot de passe a été modifié. Vous pouvez vous connecter.",
  /** An invitation's link used: the account's first password. */
  passwordChosen: "Votre mot de passe est enregistré. Vous pouvez vous connecter.",
  tooManyResetRequests: (minutes: number) =>
    `Trop de demandes de nouveau mot de passe. Réessayez dans ${minutes} minute${minutes > 1 ? "s" : ""}.`,
  currentPasswordRequired: "Le mot de passe actuel est obligatoire.",
  currentPasswordWrong: "Le mot de passe actuel est incorrect.",
  passwordChanged: "Mot de passe modifié. Vos autres sessions ont été fermées.",
  profileUpdated: "Profil modifié avec succès.",
  passkeyAdded: "Clé d'accès ajoutée.",
  passkeyRemoved: "Clé d'accès supprimée.",
  passkeyRevoked: "Clé d'accès révoquée.",
  passkeyNotFound: "Clé d'accès introuvable.",
  passkeyRefused: "La clé d'accès n'a pas pu être vérifiée. Réessayez.",
  passkeyUnknown: "Cette clé d'accès n'est enregistrée pour aucun compte.",
  passkeyAnswerRequired: "La réponse de la clé d'accès est obligatoire.",
  /** 403 of POST /auth/cles/options-inscription without a recent proof of presence. */
  presenceRequired:
    "Pour ajouter une clé d'accès, confirmez d'abord votre mot de passe (ou reconnectez-vous) : la confirmation vaut cinq minutes.",
  passwordRequired: "Le mot de passe est obligatoire.",
  passwordWrong: "Le mot de passe est incorrect.",
  presenceConfirmed:
    "Mot de passe confirmé. Vous pouvez ajouter une clé d'accès pendant cinq minutes.",
  /** The session of the access token has ended (signed out, or too old to name one). */
  sessionEnded: "Votre session est terminée. Reconnectez-vous.",
} as const;

/** How long a forgotten password's link works. */
export const RESET_LINK_TTL_MS = 60 * 60 * 1000;

/** Body of POST /auth/mot-de-passe-oublie: an address, checked only for its shape. */
export const ForgotPasswordInputSchema = z.object({
  email: z
    .string({ error: USER_MESSAGES.emailRequired })
    .overwrite(normalizeText)
    .toLowerCase()
    .min(1, { error: USER_MESSAGES.emailRequired })
    .max(254, { error: USER_MESSAGES.emailInvalid })
    .pipe(z.email({ error: USER_MESSAGES.emailInvalid })),
});

/** The token of a reset link: 32 random bytes in base64url (43 characters). */
const resetToken = z
  .string({ error: ACCOUNT_MESSAGES.resetLinkRequired })
  .min(1, { error: ACCOUNT_MESSAGES.resetLinkRequired })
  .max(100, { error: ACCOUNT_MESSAGES.resetLinkInvalid });

/** Body of POST /auth/nouveau-mot-de-passe. */
export const ResetPasswordInputSchema = z.object({
  jeton: resetToken,
  motDePasse: passwordField,
});
export type ResetPasswordInput = z.infer<typeof ResetPasswordInputSchema>;

/** The reset page's form: the new password twice (the token comes from the link). */
export const ResetPasswordFormSchema = z
  .object({
    motDePasse: passwordField,
    confirmation: z
      .string({ error: USER_MESSAGES.confirmationRequired })
      .min(1, { error: USER_MESSAGES.confirmationRequired }),
  })
  .refine((form) => form.motDePasse === form.confirmation, {
    error: USER_MESSAGES.passwordsDiffer,
    path: ["confirmation"],
  });

/** Body of PATCH /utilisateurs/me: what a staff member changes of themselves. */
export const OwnProfileInputSchema = z.object(OwnProfileFields);
export type OwnProfileInput = z.infer<typeof OwnProfileInputSchema>;

/** Body of POST /auth/mot-de-passe: one's own password, the current one proving it. */
export const ChangePasswordInputSchema = z.object({
  motDePasseActuel: z
    .string({ error: ACCOUNT_MESSAGES.currentPasswordRequired })
    .min(1, { error: ACCOUNT_MESSAGES.currentPasswordRequired })
    .max(1024, { error: ACCOUNT_MESSAGES.currentPasswordWrong }),
  nouveauMotDePasse: passwordField,
});

/** Body of POST /auth/confirmation: one's password, proving one is there (docs/decisions/036). */
export const ConfirmPresenceInputSchema = z.object({
  motDePasse: z
    .string({ error: ACCOUNT_MESSAGES.passwordRequired })
    .min(1, { error: ACCOUNT_MESSAGES.passwordRequired })
    .max(1024, { error: ACCOUNT_MESSAGES.passwordWrong }),
});

/** The profile's password form: the new password twice. */
export const ChangePasswordFormSchema = ChangePasswordInputSchema.extend({
  confirmation: z.string().min(1, { error: USER_MESSAGES.confirmationRequired }),
}).refine((form) => form.nouveauMotDePasse === form.confirmation, {
  error: USER_MESSAGES.passwordsDiffer,
  path: ["confirmation"],
});

/** The §5 password rules, as the forms show them before anyone types. */
export const PASSWORD_RULES_HINT = `Au moins ${USER_LIMITS.passwordMin} caractères (${USER_LIMITS.passwordMax} au plus).`;

/** A passkey as the profile lists it. */
export interface PublicPasskey {
  id: string;
  nom: string;
  dateCreation: string;
  derniereUtilisation: string | null;
}

// The areas and their account paths live apart (staff-areas.ts): the back office's links
// read them without the password rules' zod schemas.
export { accountPaths, isStaffAreaPath, STAFF_AREAS, type StaffArea } from "./staff-areas.ts";
