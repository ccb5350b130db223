// The legal notice's facts (issue 32, part 7): who publishes the site and who hosts it, as
// a company registered under OHADA law states them (RCCM, NINEA in Senegal or NCC in Côte
// d'Ivoire). They are a part of the site settings (`mentionsLegales`, /admin/site), not a
// free text: the public page writes one line per fact that is filled and leaves out the
// others, never a placeholder, and the back office lists what is still missing.
import { normalizeText } from "./text.ts";
import { z } from "./zod.ts";

/** The tax and company identifier the publisher states: Senegal's or Côte d'Ivoire's. */
export const LEGAL_IDENTIFIER_TYPES = ["NINEA", "NCC"] as const;
export type LegalIdentifierType = (typeof LEGAL_IDENTIFIER_TYPES)[number];

export const LEGAL_NOTICE_LIMITS = {
  raisonSocialeMax: 120,
  formeJuridiqueMax: 80,
  capitalSocialMax: 60,
  rccmMax: 40,
  identifiantMax: 30,
  adresseMax: 300,
  personneMax: 120,
} as const;
const L = LEGAL_NOTICE_LIMITS;

/**
 * The facts, in the order the page and the back office show them, with their French label
 * and whether the notice needs them (the host's phone is the only one it can do without).
 */
export const LEGAL_NOTICE_FIELDS = [
  { name: "raisonSociale", label: "Raison sociale", required: true, max: L.raisonSocialeMax },
  { name: "formeJuridique", label: "Forme juridique", required: true, max: L.formeJuridiqueMax },
  { name: "capitalSocial", label: "Capital social", required: true, max: L.capitalSocialMax },
  { name: "rccm", label: "Numéro RCCM", required: true, max: L.rccmMax },
  { name: "identifiant", label: "NINEA ou NCC", required: true, max: L.identifiantMax },
  { name: "siegeSocial", label: "Siège social", required: true, max: L.adresseMax },
  {
    name: "directeurPublication",
    label: "Directeur de la publication",
    required: true,
    max: L.personneMax,
  },
  { name: "hebergeurNom", label: "Nom de l'hébergeur", required: true, max: L.personneMax },
  { name: "hebergeurAdresse", label: "Adresse de l'hébergeur", required: true, max: L.adresseMax },
  { name: "hebergeurTelephone", label: "Téléphone de l'hébergeur", required: false, max: 30 },
] as const;

export type LegalNoticeFieldName = (typeof LEGAL_NOTICE_FIELDS)[number]["name"];

export const LEGAL_NOTICE_MESSAGES = {
  tooLong: (label: string, max: number) => `« ${label} » ne peut excéder ${max} caractères.`,
  notText: (label: string) => `« ${label} » doit être un texte.`,
  rccmInvalid:
    "Le numéro RCCM est invalide : le code du pays, de la ville, l'année, la forme et le numéro (par exemple SN-DKR-2008-B-12345).",
  nineaInvalid:
    "Le NINEA est invalide : 7 à 9 chiffres, suivis du code COFI s'il y a lieu (par exemple 005432187 2G3).",
  nccInvalid: "Le NCC est invalide : 7 chiffres et une lettre (par exemple 0102345 K).",
  typeInvalid: "Le type d'identifiant doit être NINEA (Sénégal) ou NCC (Côte d'Ivoire).",
  hostPhoneInvalid:
    "Le téléphone de l'hébergeur est invalide (format international, par exemple +33 9 72 10 10 07).",
  unknownField: (champs: string) => `Champ inconnu : ${champs}.`,
  notAnObject: "Les mentions légales doivent être un objet JSON.",
} as const;
const M = LEGAL_NOTICE_MESSAGES;

const labelOf = (name: LegalNoticeFieldName) =>
  LEGAL_NOTICE_FIELDS.find((field) => field.name === name)?.label ?? name;

/** A fact as typed: trimmed, one line unless it is an address; "" while unknown. */
const fact = (
  name: LegalNoticeFieldName,
  max: number,
  shape: (value: string) => string = (v) => v,
) =>
  z
    .string({ error: M.notText(labelOf(name)) })
    .overwrite(normalizeText)
    .overwrite(shape)
    .max(max, { error: M.tooLong(labelOf(name), max) })
    .default("");

/** Upper case, one space between groups: "sn-dkr-2008-b-12345 " → "SN-DKR-2008-B-12345". */
const code = (value: string) => value.toUpperCase().replace(/\s+/g, " ");

// OHADA's register numbers: the country, the court's town, the year, the kind of person
// (A, B, M…) and a number, with dashes, dots or spaces between (Senegal writes
// SN-DKR-2008-B-12345, Côte d'Ivoire CI-ABJ-03-2022-B13-00123, Mali MA.BKO.2010.B.1234).
const RCCM = /^[A-Z]{2}(?:[-. /][A-Z0-9]+){3,}$/;
// Senegal's NINEA: 7 to 9 digits (older numbers are shorter), then the COFI code (2G3).
const NINEA = /^\d{7,9}(?: ?\d[A-Z]\d)?$/;
// Côte d'Ivoire's NCC (numéro de compte contribuable): 7 digits and a letter.
const NCC = /^\d{7} ?[A-Z]$/;

/** The intl phone rule of the other settings, without its "required" (the host's is optional). */
const hostPhone = z
  .string({ error: M.hostPhoneInvalid })
  .overwrite(normalizeText)
  .refine(
    (value) =>
      value === "" ||
      (/^\+[1-9]\d{6,14}$/.test(value.replace(/[\s.\-()]/g, "")) && /^[+\d\s.\-()]+$/.test(value)),
    { error: M.hostPhoneInvalid },
  )
  .default("");

export const LegalNoticeSchema = z
  .strictObject(
    {
      raisonSociale: fact("raisonSociale", L.raisonSocialeMax),
      formeJuridique: fact("formeJuridique", L.formeJuridiqueMax),
      capitalSocial: fact("capitalSocial", L.capitalSocialMax),
      rccm: fact("rccm", L.rccmMax, code),
      typeIdentifiant: z.enum(LEGAL_IDENTIFIER_TYPES, { error: M.typeInvalid }).default("NINEA"),
      identifiant: fact("identifiant", L.identifiantMax, code),
      siegeSocial: fact("siegeSocial", L.adresseMax),
      directeurPublication: fact("directeurPublication", L.personneMax),
      hebergeurNom: fact("hebergeurNom", L.personneMax),
      hebergeurAdresse: fact("hebergeurAdresse", L.adresseMax),
      hebergeurTelephone: hostPhone,
    },
    {
      error: (issue) =>
        issue.code === "unrecognized_keys" ? M.unknownField(issue.keys.join(", ")) : M.notAnObject,
    },
  )
  .superRefine((notice, context) => {
    if (notice.rccm !== "" && !RCCM.test(notice.rccm)) {
      context.addIssue({ code: "custom", path: ["rccm"], message: M.rccmInvalid });
    }
    const identifierRule = notice.typeIdentifiant === "NCC" ? NCC : NINEA;
    if (notice.identifiant !== "" && !identifierRule.test(notice.identifiant)) {
      context.addIssue({
        code: "custom",
        path: ["identifiant"],
        message: notice.typeIdentifiant === "NCC" ? M.nccInvalid : M.nineaInvalid,
      });
    }
  });

export type LegalNotice = z.output<typeof LegalNoticeSchema>;

/** A new site's notice: nothing is known, so the page shows no line of it. */
export const LEGAL_NOTICE_DEFAULTS: LegalNotice = {
  raisonSociale: "",
  formeJuridique: "",
  capitalSocial: "",
  rccm: "",
  typeIdentifiant: "NINEA",
  identifiant: "",
  siegeSocial: "",
  directeurPublication: "",
  hebergeurNom: "",
  hebergeurAdresse: "",
  hebergeurTelephone: "",
};

/** The French labels of the required facts still empty, in the form's order. */
export function missingLegalFacts(notice: LegalNotice): string[] {
  return LEGAL_NOTICE_FIELDS.filter((field) => field.required && notice[field.name] === "").map(
    (field) => field.label,
  );
}
