// The group's leadership and board (issue 32, point 1): who a person is in the governance,
// the groups they sit in and the French messages of their form. The descriptor of their
// fields is domain/content-types/personne.ts.
import type { Language } from "./constants.ts";
import { formatLimit } from "./content-fields.ts";
import { z } from "./zod.ts";

/** The two groups of /gouvernance, in the order the page shows them. */
export const PERSON_GROUPS = ["direction", "conseil"] as const;
export type PersonGroup = (typeof PERSON_GROUPS)[number];

/** Each group's French label (the back office's list and form). */
export const PERSON_GROUP_LABELS: Readonly<Record<PersonGroup, string>> = {
  direction: "Direction",
  conseil: "Conseil d'administration",
};

export const PERSON_LIMITS = {
  nameMax: 120,
  roleMax: 150,
  biographyMax: 5000,
} as const;

const L = PERSON_LIMITS;

export const PERSON_MESSAGES = {
  nameRequired: (lang: Language) => `Le nom (${lang}) est obligatoire.`,
  nameTooLong: (lang: Language) =>
    `Le nom (${lang}) ne peut excéder ${formatLimit(L.nameMax)} caractères.`,
  roleRequired: (lang: Language) => `La fonction (${lang}) est obligatoire.`,
  roleTooLong: (lang: Language) =>
    `La fonction (${lang}) ne peut excéder ${formatLimit(L.roleMax)} caractères.`,
  biographyTooLong: (lang: Language) =>
    `La biographie (${lang}) ne peut excéder ${formatLimit(L.biographyMax)} caractères.`,
  portraitType: "Le portrait doit être au format JPG, PNG ou WebP.",
  groupInvalid: "Le groupe doit être « direction » ou « conseil ».",
  orderInvalid: "L'ordre doit être un nombre entier positif ou nul.",
  notFound: "Personne introuvable.",
  created: "Personne ajoutée avec succès.",
  updated: "Personne modifiée avec succès.",
  deleted: "Personne supprimée avec succès.",
} as const;

/**
 * A place in a group, from 0 (first); absent: last for a new row (a person, a reference),
 * unchanged for an edit. A form sends it as text.
 */
export const PersonOrderSchema = z
  .unknown()
  .optional()
  .transform((value, context): number | undefined => {
    if (value === undefined || value === null || value === "") return undefined;
    const number = typeof value === "string" ? Number(value.trim()) : value;
    if (typeof number === "number" && Number.isSafeInteger(number) && number >= 0) return number;
    context.addIssue({ code: "custom", message: PERSON_MESSAGES.orderInvalid });
    return z.NEVER;
  });
