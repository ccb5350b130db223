// Business constants shared by the server and the web app (SPEC.md §1, §3, §9).

export const LANGUAGES = ["fr", "en", "it"] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = "fr";

export type Localized<T = string> = Record<Language, T>;

/**
 * The largest body a page's form may post (the contact form's longest fields fill less
 * than 16 KB): past it a page answers 413 at once (issue 16), as the API does past 1 MB.
 */
export const PAGE_FORM_BODY_LIMIT = 64 * 1024;

/** The four sectors of the group, with their names and URL slugs in each language. */
export const SECTORS = [
  {
    code: "immobilier",
    nom: { fr: "Immobilier", en: "Real estate", it: "Immobiliare" },
    slug: { fr: "immobilier", en: "real-estate", it: "immobiliare" },
  },
  {
    code: "aviation",
    nom: { fr: "Aviation", en: "Aviation", it: "Aviazione" },
    slug: { fr: "aviation", en: "aviation", it: "aviazione" },
  },
  {
    code: "mines",
    nom: { fr: "Mines", en: "Mining", it: "Miniere" },
    slug: { fr: "mines", en: "mining", it: "miniere" },
  },
  {
    code: "logistique",
    nom: { fr: "Logistique", en: "Logistics", it: "Logistica" },
    slug: { fr: "logistique", en: "logistics", it: "logistica" },
  },
] as const satisfies readonly { code: string; nom: Localized; slug: Localized }[];

export type SectorCode = (typeof SECTORS)[number]["code"];
export const SECTOR_CODES = SECTORS.map((s) => s.code) as [SectorCode, ...SectorCode[]];

export const ROLES = { conseiller: "conseiller", administrateur: "administrateur" } as const;
export type Role = (typeof ROLES)[keyof typeof ROLES];
export const ROLE_VALUES = [ROLES.conseiller, ROLES.administrateur] as const;
/** A role as the back office and its mails name it. */
export const ROLE_LABELS: Record<Role, string> = {
  conseiller: "Conseiller",
  administrateur: "Administrateur",
};

export const USER_STATUSES = { actif: "actif", inactif: "inactif" } as const;
export type UserStatus = (typeof USER_STATUSES)[keyof typeof USER_STATUSES];
export const USER_STATUS_VALUES = [USER_STATUSES.actif, USER_STATUSES.inactif] as const;

export const USER_LIMITS = {
  nameMax: 50,
  emailMax: 254,
  passwordMin: 8,
  // argon2 hashes any length, but an unbounded password is a cheap way to burn CPU.
  passwordMax: 128,
} as const;

/**
 * A field of the visitors' forms that people never see (hidden by the form) but
 * form-filling robots do fill: when it has a value the send is answered as a success and
 * nothing is stored.
 */
export const HONEYPOT_FIELD = "siteWeb";
