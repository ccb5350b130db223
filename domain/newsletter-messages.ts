// The newsletter's limits and French messages, apart from its schemas so that the
// visitors' pages can name them without bringing zod into their JavaScript.

export const NEWSLETTER_LIMITS = {
  emailMax: 254,
  /** 256 random bits in base64url. */
  tokenLength: 43,
} as const;

export const NEWSLETTER_MESSAGES = {
  emailRequired: "Veuillez saisir votre adresse email.",
  emailInvalid: "L'adresse email est invalide.",
  secteurInvalid: "Le secteur doit être aviation, immobilier, logistique ou mines.",
  secteurFilterInvalid: "Le filtre secteur doit valoir aviation, immobilier, logistique ou mines.",
  langueInvalid: "La langue doit être fr, en ou it.",
  // SPEC.md §5's words for a send that failed, as the contact form says it.
  submitError: "Une erreur est survenue. Veuillez réessayer.",
  // The same answer whether the email was already subscribed or not: it reveals nothing.
  subscribed: "Merci ! Votre inscription à la newsletter est enregistrée.",
  unsubscribed: "Vous êtes désinscrit(e) de la newsletter. Vous ne recevrez plus nos messages.",
  // With SMTP (double opt-in); the same answer for an email already confirmed.
  confirmationSent:
    "Merci ! Pour confirmer votre inscription, cliquez sur le lien que nous venons d'envoyer à votre adresse email.",
  confirmed: "Votre inscription à la newsletter est confirmée.",
  confirmationUnknown: "Lien de confirmation invalide ou déjà utilisé.",
  jsonOnly: "L'inscription doit être envoyée au format JSON.",
  tokenRequired: "Le jeton de désinscription est obligatoire.",
  tokenUnknown: "Lien de désinscription invalide ou inconnu.",
  tooManyRequests: (minutes: number) =>
    `Trop de demandes envoyées depuis votre connexion. Veuillez réessayer dans ${minutes} minute${minutes > 1 ? "s" : ""}.`,
} as const;
