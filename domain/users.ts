import { ROLE_VALUES, ROLES, USER_LIMITS, USER_STATUS_VALUES, USER_STATUSES } from "./constants.ts";
import { normalizeText } from "./text.ts";
import { z } from "./zod.ts";

// Messages of SPEC.md §5 word for word where it quotes them; the others in the same voice.
export const USER_MESSAGES = {
  prenomRequired: "Le prénom est obligatoire.",
  prenomTooLong: `Le prénom ne peut excéder ${USER_LIMITS.nameMax} caractères.`,
  nomRequired: "Le nom est obligatoire.",
  nomTooLong: `Le nom ne peut excéder ${USER_LIMITS.nameMax} caractères.`,
  emailRequired: "L'email est obligatoire.",
  emailInvalid: "L'email est invalide.",
  phoneInvalid: "Le téléphone doit être au format international, par exemple +221 77 123 45 67.",
  roleInvalid: "Le rôle doit être conseiller ou administrateur.",
  statutInvalid: "Le statut doit être actif ou inactif.",
  passwordRequired: "Le mot de passe est obligatoire.",
  passwordTooShort: `Le mot de passe doit contenir au moins ${USER_LIMITS.passwordMin} caractères.`,
  passwordTooLong: `Le mot de passe ne peut excéder ${USER_LIMITS.passwordMax} caractères.`,
  confirmationRequired: "Veuillez confirmer le mot de passe.",
  passwordsDiffer: "Les mots de passe ne correspondent pas.",
  emailTaken: "Un utilisateur avec cet email existe déjà.",
  lastAdministrator: "Impossible : c'est le dernier administrateur actif.",
  lastAdministratorDelete: "Le dernier administrateur actif ne peut pas être supprimé.",
  lastAdministratorDeactivate: "Le dernier administrateur actif ne peut pas être désactivé.",
  selfDelete: "Vous ne pouvez pas supprimer votre propre compte.",
  selfDeactivate: "Vous ne pouvez pas désactiver votre propre compte.",
  notFound: "Utilisateur introuvable.",
  // GET /utilisateurs filters, in the voice of the other lists' filters.
  roleFilterInvalid: "Le filtre rôle doit valoir conseiller ou administrateur.",
  statutFilterInvalid: "Le filtre statut doit valoir actif ou inactif.",
  // DELETE /utilisateurs/{id}?transfererA={id}: who takes the deleted user's content over.
  transferTargetInvalid: "Le paramètre transfererA doit être l'identifiant d'un utilisateur.",
  transferTargetNotFound: "L'utilisateur qui doit reprendre les contenus est introuvable.",
  transferTargetSelf:
    "Les contenus ne peuvent pas être transférés à l'utilisateur que vous supprimez.",
  transferTargetInactive: "Les contenus ne peuvent être transférés qu'à un utilisateur actif.",
  // Invitations (issue 31 point 7): the account's owner chooses the password through a link.
  invitationInvalid: "Le champ invitation doit valoir true ou false.",
  invitationWithPassword: "Choisissez : un mot de passe ou une invitation par email, pas les deux.",
  invitationNoMail:
    "L'envoi d'emails n'est pas configuré sur ce site (SMTP_URL) : aucune invitation ne peut partir. Saisissez un mot de passe et communiquez-le à la personne ; elle pourra le changer dans son profil.",
  invitationPasswordAlreadySet:
    "Cet utilisateur a déjà choisi son mot de passe : il n'y a pas d'invitation à renvoyer.",
  invitationInactive: "Ce compte est désactivé : réactivez-le avant de renvoyer l'invitation.",
  invitationOfInactive:
    "Un compte invité est créé actif : désactivé, le lien de son invitation ne servirait pas.",
  created: "Utilisateur créé avec succès.",
  invited: (email: string) => `Utilisateur créé. Une invitation a été envoyée à ${email}.`,
  invitationResent: (email: string) => `Invitation renvoyée à ${email}.`,
} as const;

/** What the back office shows for an item whose author's account is gone (ADR 001). */
export const DELETED_AUTHOR = "Auteur supprimé";

export const PHONE_PLACEHOLDER = "+221 77 123 45 67";

// Typed texts are normalised (domain/text.ts) before their rules: a name made of
// zero-width spaces is missing. Passwords are taken exactly as typed.
const requiredName = (required: string, tooLong: string) =>
  z
    .string({ error: required })
    .overwrite(normalizeText)
    .min(1, { error: required })
    .max(USER_LIMITS.nameMax, { error: tooLong });

const emailField = z
  .string({ error: USER_MESSAGES.emailRequired })
  .overwrite(normalizeText)
  .toLowerCase()
  .min(1, { error: USER_MESSAGES.emailRequired })
  .max(USER_LIMITS.emailMax, { error: USER_MESSAGES.emailInvalid })
  .pipe(z.email({ error: USER_MESSAGES.emailInvalid }));

/**
 * Optional phone in international format. Spaces, dots, dashes and brackets are accepted
 * as typed and dropped, so "+221 77 123 45 67" is stored as "+221771234567".
 */
const phoneField = z
  .string({ error: USER_MESSAGES.phoneInvalid })
  .overwrite(normalizeText)
  .transform((value) => value.replace(/[\s.\-()]/g, ""))
  .refine((value) => value === "" || /^\+[1-9]\d{6,14}$/.test(value), {
    error: USER_MESSAGES.phoneInvalid,
  })
  .transform((value) => (value === "" ? null : value))
  .nullish();

const roleField = z.enum(ROLE_VALUES, { error: USER_MESSAGES.roleInvalid });
const statutField = z.enum(USER_STATUS_VALUES, { error: USER_MESSAGES.statutInvalid });

export const passwordField = z
  .string({ error: USER_MESSAGES.passwordRequired })
  // abort: an empty password is missing, not also too short (one message per field).
  .min(1, { error: USER_MESSAGES.passwordRequired, abort: true })
  .min(USER_LIMITS.passwordMin, { error: USER_MESSAGES.passwordTooShort })
  .max(USER_LIMITS.passwordMax, { error: USER_MESSAGES.passwordTooLong });

/** What staff change of themselves on their profile (domain/accounts.ts). */
export const OwnProfileFields = {
  prenom: requiredName(USER_MESSAGES.prenomRequired, USER_MESSAGES.prenomTooLong),
  nom: requiredName(USER_MESSAGES.nomRequired, USER_MESSAGES.nomTooLong),
  telephone: phoneField,
};

const userFields = {
  prenom: OwnProfileFields.prenom,
  nom: OwnProfileFields.nom,
  email: emailField,
  telephone: OwnProfileFields.telephone,
};

/** How a new account gets its password: typed by the administrator, or chosen by its owner. */
export const USER_ACCESS = { motDePasse: "motDePasse", invitation: "invitation" } as const;
export type UserAccess = (typeof USER_ACCESS)[keyof typeof USER_ACCESS];

const createUserFields = z.object({
  ...userFields,
  role: roleField.default(ROLES.conseiller),
  statut: statutField.optional(),
  invitation: z.boolean({ error: USER_MESSAGES.invitationInvalid }).optional(),
  // Required unless invited (the rule below); empty is the same as absent.
  motDePasse: z
    .string({ error: USER_MESSAGES.passwordRequired })
    .optional()
    .transform((value) => (value ? value : undefined))
    .pipe(passwordField.optional()),
});

/**
 * Checked even when other fields fail, so every message comes at once; never on a body that
 * is no object at all (null, a list: its one message says so).
 */
const unlessFailed =
  (...fields: string[]) =>
  (payload: z.core.ParsePayload) =>
    typeof payload.value === "object" &&
    payload.value !== null &&
    !Array.isArray(payload.value) &&
    !payload.issues.some((issue) => fields.includes(String(issue.path?.[0])));

/**
 * Body of POST /utilisateurs (SPEC.md §7): a password, or `invitation: true` and none: the
 * person then chooses it through a mailed link (docs/decisions/048).
 */
export const CreateUserInputSchema = createUserFields
  .refine((input) => (input.invitation === true) === (input.motDePasse === undefined), {
    error: (issue) =>
      (issue.input as { invitation?: unknown }).invitation === true
        ? USER_MESSAGES.invitationWithPassword
        : USER_MESSAGES.passwordRequired,
    path: ["motDePasse"],
    when: unlessFailed("invitation", "motDePasse"),
  })
  .refine((input) => !(input.invitation === true && input.statut === USER_STATUSES.inactif), {
    error: USER_MESSAGES.invitationOfInactive,
    path: ["statut"],
    when: unlessFailed("invitation", "statut"),
  });
export type CreateUserInput = z.infer<typeof CreateUserInputSchema>;

/** Body of PUT /utilisateurs/{id}: the same fields, the password only when it changes. */
export const UpdateUserInputSchema = z.object({
  ...userFields,
  role: roleField,
  statut: statutField.optional(),
  motDePasse: z
    .string()
    .optional()
    .transform((value) => (value ? value : undefined))
    .pipe(passwordField.optional()),
});
export type UpdateUserInput = z.infer<typeof UpdateUserInputSchema>;

// The back-office forms add the confirmation field; the API never receives it.

/**
 * The creation form: `acces` chooses between a password typed twice (§5's rules) and an
 * invitation, with which whatever the password fields hold is neither checked nor sent.
 */
export const UserCreateFormSchema = createUserFields
  .extend({
    acces: z.enum([USER_ACCESS.motDePasse, USER_ACCESS.invitation]),
    motDePasse: z.string(),
    confirmation: z.string(),
  })
  .superRefine(
    (form, ctx) => {
      if (form.acces !== USER_ACCESS.motDePasse) return;
      const password = passwordField.safeParse(form.motDePasse);
      if (!password.success) {
        const message = password.error.issues[0]?.message ?? USER_MESSAGES.passwordRequired;
        ctx.addIssue({ code: "custom", path: ["motDePasse"], message, input: form.motDePasse });
      }
      if (!form.confirmation) {
        ctx.addIssue({
          code: "custom",
          path: ["confirmation"],
          message: USER_MESSAGES.confirmationRequired,
          input: form.confirmation,
        });
      } else if (password.success && form.confirmation !== form.motDePasse) {
        ctx.addIssue({
          code: "custom",
          path: ["confirmation"],
          message: USER_MESSAGES.passwordsDiffer,
          input: form.confirmation,
        });
      }
    },
    // Checked even when other fields fail, so every message comes at once.
    { when: () => true },
  );

export const UserEditFormSchema = UpdateUserInputSchema.extend({
  confirmation: z.string().optional(),
}).refine((form) => (form.motDePasse ?? "") === (form.confirmation ?? ""), {
  error: USER_MESSAGES.passwordsDiffer,
  path: ["confirmation"],
});

/**
 * An account whose owner has not chosen a password yet: `envoyee` while the last link
 * mailed to them still works, `expiree` once it does not (an hour passed, or the account's
 * email changed); `envoyeeLe` is when that link was sent.
 */
export interface InvitationView {
  etat: "envoyee" | "expiree";
  envoyeeLe: string | null;
}

/** A user as the API returns it: never the password hash. */
export interface PublicUser {
  _id: string;
  id: string;
  nom: string;
  prenom: string;
  email: string;
  telephone: string | null;
  role: (typeof ROLE_VALUES)[number];
  statut: (typeof USER_STATUS_VALUES)[number];
  dateCreation: string;
  /** Only on an account still waiting for its owner's password (invitations). */
  invitation?: InvitationView;
}
