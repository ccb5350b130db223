// The group's credentials (issue 32, point 4; docs/decisions/064): its certifications, its
// partners and its clients, shown on /engagements and, partners and clients, as a strip of
// logos on the home and about pages. The descriptor of their fields is
// domain/content-types/reference.ts; this file holds their groups and French messages.
import { formatLimit } from "./content-fields.ts";
import { z } from "./zod.ts";

/** The three groups, in the order /engagements and the back office show them. */
export const REFERENCE_GROUPS = ["certification", "partenaire", "client"] as const;
export type ReferenceGroup = (typeof REFERENCE_GROUPS)[number];

/** The groups a logo strip shows (certifications have their own section). */
export const STRIP_GROUPS: readonly ReferenceGroup[] = ["partenaire", "client"];

/** Each group's French label (the back office's list and form). */
export const REFERENCE_GROUP_LABELS: Readonly<Record<ReferenceGroup, string>> = {
  certification: "Certification",
  partenaire: "Partenaire",
  client: "Client",
};

export const REFERENCE_LIMITS = {
  nameMax: 120,
  issuerMax: 120,
  linkMax: 300,
  yearMin: 1950,
  yearMax: 2100,
} as const;

const L = REFERENCE_LIMITS;

export const REFERENCE_MESSAGES = {
  nameRequired: "Le nom est obligatoire.",
  nameTooLong: `Le nom ne peut excéder ${formatLimit(L.nameMax)} caractères.`,
  issuerTooLong: `L'organisme ne peut excéder ${formatLimit(L.issuerMax)} caractères.`,
  issuerRequired: "L'organisme qui délivre la certification est obligatoire.",
  yearInvalid: `L'année doit être un nombre entier entre ${L.yearMin} et ${L.yearMax}.`,
  yearRequired: "L'année d'obtention de la certification est obligatoire.",
  linkInvalid: "Le lien doit être une adresse complète commençant par https://.",
  linkTooLong: `Le lien ne peut excéder ${formatLimit(L.linkMax)} caractères.`,
  linkRequired: "Le lien vers le site du partenaire ou du client est obligatoire.",
  logoRequired: "Veuillez choisir un logo (un fichier ou une image de la médiathèque).",
  logoType: "Le logo doit être au format JPG, PNG ou WebP.",
  groupInvalid: "Le type doit être « certification », « partenaire » ou « client ».",
  notFound: "Référence introuvable.",
  created: "Référence ajoutée avec succès.",
  updated: "Référence modifiée avec succès.",
  deleted: "Référence supprimée avec succès.",
} as const;

const M = REFERENCE_MESSAGES;

/** A year a form sends as text; empty: none. */
export const ReferenceYearSchema = z
  .unknown()
  .optional()
  .transform((value, context): number | null => {
    if (value === undefined || value === null || value === "") return null;
    const number = typeof value === "string" ? Number(value.trim()) : value;
    if (
      typeof number === "number" &&
      Number.isSafeInteger(number) &&
      number >= L.yearMin &&
      number <= L.yearMax
    ) {
      return number;
    }
    context.addIssue({ code: "custom", message: M.yearInvalid });
    return z.NEVER;
  });

/** Whether a link is one a visitor may be sent to: a whole https address. */
export const isHttpsAddress = (value: string): boolean => {
  const url = URL.parse(value);
  return url !== null && url.protocol === "https:" && url.hostname.includes(".");
};

/**
 * What a group asks beyond the fields' own rules: a certification names its issuer and
 * year, a partner or a client its link. Answers the failing fields and their messages.
 */
export function groupRuleErrors(values: {
  groupe: ReferenceGroup;
  emetteur: string;
  annee: number | null;
  lien: string;
}): { champ: string; message: string }[] {
  if (values.groupe === "certification") {
    return [
      ...(values.emetteur === "" ? [{ champ: "emetteur", message: M.issuerRequired }] : []),
      ...(values.annee === null ? [{ champ: "annee", message: M.yearRequired }] : []),
    ];
  }
  return values.lien === "" ? [{ champ: "lien", message: M.linkRequired }] : [];
}
