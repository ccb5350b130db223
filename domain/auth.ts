import { normalizeText } from "./text.ts";
import { z } from "./zod.ts";

export const AUTH_MESSAGES = {
  emailRequired: "L'email est obligatoire.",
  passwordRequired: "Le mot de passe est obligatoire.",
  invalidCredentials: "Email ou mot de passe incorrect.",
  accountInactive: "Ce compte est désactivé. Contactez un administrateur.",
  refreshRequired: "Le jeton de rafraîchissement est obligatoire.",
  refreshInvalid: "Session expirée. Veuillez vous reconnecter.",
  authenticationRequired: "Authentification requise.",
  tokenInvalid: "Session expirée ou invalide. Veuillez vous reconnecter.",
  administratorsOnly: "Accès réservé aux administrateurs.",
  loginFailed: "Échec de la connexion",
  tooManyAttempts: (minutes: number) =>
    `Trop de tentatives de connexion. Réessayez dans ${minutes} minute${minutes > 1 ? "s" : ""}.`,
} as const;

/** Body of POST /auth/connexion. Email and password required (SPEC.md §5). */
export const LoginInputSchema = z.object({
  // Normalised like every typed text (domain/text.ts); the password is taken as typed.
  email: z
    .string({ error: AUTH_MESSAGES.emailRequired })
    .overwrite(normalizeText)
    .toLowerCase()
    .min(1, { error: AUTH_MESSAGES.emailRequired })
    .max(254, { error: AUTH_MESSAGES.invalidCredentials }),
  motDePasse: z
    .string({ error: AUTH_MESSAGES.passwordRequired })
    .min(1, { error: AUTH_MESSAGES.passwordRequired })
    .max(1024, { error: AUTH_MESSAGES.invalidCredentials }),
});
export type LoginInput = z.infer<typeof LoginInputSchema>;

export const RefreshInputSchema = z.object({
  tokenRafraichissement: z
    .string({ error: AUTH_MESSAGES.refreshRequired })
    .min(1, { error: AUTH_MESSAGES.refreshRequired })
    .max(200, { error: AUTH_MESSAGES.refreshInvalid }),
});

export const LogoutInputSchema = z.object({
  tokenRafraichissement: z.string().max(200).optional(),
});
