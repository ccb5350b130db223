// The contact form's limits and French messages, apart from its schema so that the
// visitors' pages can name them without bringing zod into their JavaScript.

export const CONTACT_LIMITS = {
  nomMax: 100,
  entrepriseMax: 150,
  descriptionMax: 5000,
  numeroMax: 30,
  emailMax: 254,
  phoneDigitsMin: 6,
  phoneDigitsMax: 20,
} as const;

// SPEC.md §5's texts word for word; the others in the same voice.
export const CONTACT_MESSAGES = {
  fillAllFields: "Veuillez remplir tous les champs obligatoires.",
  selectSector: "Veuillez sélectionner un secteur.",
  langueInvalid: "La langue doit être fr, en ou it.",
  submitError: "Une erreur est survenue. Veuillez réessayer.",
  emailInvalid: "L'adresse email est invalide.",
  phoneInvalid: `Le numéro de téléphone est invalide : il doit contenir entre ${CONTACT_LIMITS.phoneDigitsMin} et ${CONTACT_LIMITS.phoneDigitsMax} chiffres.`,
  nomTooLong: `Le nom ne peut excéder ${CONTACT_LIMITS.nomMax} caractères.`,
  entrepriseTooLong: `Le nom de l'entreprise ne peut excéder ${CONTACT_LIMITS.entrepriseMax} caractères.`,
  descriptionTooLong: `Le message ne peut excéder ${CONTACT_LIMITS.descriptionMax} caractères.`,
  numeroTooLong: `Le numéro de téléphone ne peut excéder ${CONTACT_LIMITS.numeroMax} caractères.`,
  // A name or a company is one line: a line break would forge lines in the staff's mail.
  nomLineBreak: "Le nom ne peut contenir de retour à la ligne.",
  // Same rule for the optional company name.
  entrepriseLineBreak: "Le nom de l'entreprise ne peut contenir de retour à la ligne.",
  sent: "Votre message a bien été envoyé. Nous vous répondrons rapidement.",
  tooManyRequests: (minutes: number) =>
    `Trop de messages envoyés depuis votre connexion. Veuillez réessayer dans ${minutes} minute${minutes > 1 ? "s" : ""}.`,
  jsonOnly: "Le formulaire de contact doit être envoyé au format JSON.",
  notFound: "Demande de contact introuvable.",
  traiteInvalid: "Le champ traite doit valoir true ou false.",
  traiteFilterInvalid: "Le filtre traite doit valoir true ou false.",
  secteurFilterInvalid: "Le filtre secteur doit valoir aviation, immobilier, logistique ou mines.",
  markedTreated: "Demande marquée comme traitée.",
  markedUntreated: "Demande marquée comme non traitée.",
} as const;

// Every text is normalised (domain/text.ts) before its rules: a name made of zero-width
// spaces is missing, and lengths count what a reader sees.
