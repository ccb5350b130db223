// Job offers (issue 32): their messages, contract types and the one rule saying whether an
// offer is open. Their fields are declared in the registry (domain/content-types/offre-emploi.ts).
import type { Language } from "./constants.ts";
import { CONTENT_LIMITS } from "./content.ts";
import { formatLimit as limit, textField } from "./content-fields.ts";
import { isCountryCode } from "./countries.ts";
import { z } from "./zod.ts";

/** The contracts an offer is for, as the API writes them. */
export const CONTRACT_TYPES = ["CDI", "CDD", "stage", "consultant"] as const;
export type ContractType = (typeof CONTRACT_TYPES)[number];

/** Each contract's French label (the back office). */
export const CONTRACT_TYPE_LABELS: Record<ContractType, string> = {
  CDI: "CDI",
  CDD: "CDD",
  stage: "Stage",
  consultant: "Consultant",
};

/** An offer is a draft or published, as projects are. */
export const OFFER_STATES = ["brouillon", "publié"] as const;
export type OfferState = (typeof OFFER_STATES)[number];

export const OFFER_LIMITS = {
  titleMax: CONTENT_LIMITS.titleMax,
  descriptionMax: CONTENT_LIMITS.contentMax,
  placeMax: 150,
} as const;

const L = OFFER_LIMITS;

// SPEC.md §5's voice: the field, its language, what is wrong, a final period.
export const OFFER_MESSAGES = {
  titleRequired: (lang: Language) => `Le titre (${lang}) est obligatoire.`,
  titleTooLong: (lang: Language) =>
    `Le titre (${lang}) ne peut excéder ${limit(L.titleMax)} caractères.`,
  descriptionRequired: (lang: Language) => `La description (${lang}) est obligatoire.`,
  descriptionTooLong: (lang: Language) =>
    `La description (${lang}) ne peut excéder ${limit(L.descriptionMax)} caractères.`,
  placeRequired: (lang: Language) => `Le lieu (${lang}) est obligatoire.`,
  placeTooLong: (lang: Language) =>
    `Le lieu (${lang}) ne peut excéder ${limit(L.placeMax)} caractères.`,
  sectorInvalid: "Le secteur doit être immobilier, aviation, mines ou logistique.",
  countryRequired: "Le pays est obligatoire.",
  countryTooLong: `Le pays ne peut excéder ${limit(CONTENT_LIMITS.countryMax)} caractères.`,
  countryCodeInvalid: (code: string) =>
    `Code pays inconnu : « ${code} ». Le code est celui de la norme ISO 3166-1 à deux lettres (SN pour le Sénégal).`,
  contractInvalid: "Le type de contrat doit être CDI, CDD, stage ou consultant.",
  closingDateRequired: "La date de clôture est obligatoire.",
  closingDateInvalid: "La date de clôture est invalide.",
  stateInvalid: "L'état doit être brouillon ou publié.",
  publicationDateInvalid: "La date de publication est invalide.",
  secteurFilterInvalid: "Le secteur doit être immobilier, aviation, mines ou logistique.",
  paysFilterInvalid: "Le pays doit être un code ISO 3166 à deux lettres (par exemple SN).",
  notFound: "Offre d'emploi introuvable.",
  created: "Offre d'emploi créée avec succès.",
  updated: "Offre d'emploi modifiée avec succès.",
  deleted: "Offre d'emploi supprimée avec succès.",
} as const;

/** The states an open offer may be in. */
export const OFFER_PUBLIC_STATES = ["publié"] as const satisfies readonly OfferState[];

type DateLike = Date | string | null | undefined;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The first instant an offer closing on `closingDay` is closed: the next day's midnight,
 * UTC. The closing day is a calendar day, open through its whole length; the group's three
 * offices (Dakar, Abidjan, Bamako) all keep UTC all year, so their day is UTC's.
 */
export function closedFrom(closingDay: Date | string): Date {
  return new Date(closingDayOf(closingDay).getTime() + OFFER_OPEN_AFTER_CLOSING_DAY_MS);
}

/** How long after its closing day's midnight an offer is still open: that whole day. */
export const OFFER_OPEN_AFTER_CLOSING_DAY_MS = DAY_MS;

/**
 * A closing date as stored: its day's midnight, UTC (a form's `2026-03-31` is already
 * that; an instant is read as the day it falls on).
 */
export function closingDayOf(date: Date | string): Date {
  const day = new Date(date);
  return new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate()));
}

/**
 * Whether an offer is open at `now`: published, and its closing day not over. The one rule
 * the careers list, an offer's page, the sitemap, the search and the applications read
 * (the SQL of server/features/content/visibility.ts is built from the same constants and
 * `closedFrom`, and a test checks that both agree).
 */
export function isOfferOpen(offer: { etat: string; dateCloture: DateLike }, now: Date): boolean {
  if (!(OFFER_PUBLIC_STATES as readonly string[]).includes(offer.etat)) return false;
  if (!offer.dateCloture) return false;
  return now.getTime() < closedFrom(offer.dateCloture).getTime();
}

/** An offer's country: an ISO 3166-1 alpha-2 code ("SN", "sn"), required, read in capitals. */
export const offerCountryField = () =>
  textField({
    required: OFFER_MESSAGES.countryRequired,
    max: { length: CONTENT_LIMITS.countryMax, message: OFFER_MESSAGES.countryTooLong },
  }).transform((value, context) => {
    const code = value.toUpperCase();
    if (isCountryCode(code)) return code;
    context.addIssue({ code: "custom", message: OFFER_MESSAGES.countryCodeInvalid(value) });
    return z.NEVER;
  });
