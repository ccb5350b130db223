// The group's presence (issue 32, point 5): the countries where it works and its offices,
// a part of the site settings (/admin/site) that the about and contact pages draw as a
// map of West Africa and list as text. The map's frame is fixed here so that the schema
// can refuse an office the map could not show (docs/decisions/061).
import type { Language } from "./constants.ts";
import { countryName, WEST_AFRICA_CODES } from "./countries.ts";
import { normalizeText } from "./text.ts";
import { z } from "./zod.ts";

/**
 * The part of the globe the map shows, in degrees: from the Atlantic west of Dakar to Lake
 * Chad, from the Gulf of Guinea to the north of Mali. Cabo Verde lies 600 km out at sea,
 * outside it: the map would be half ocean for its sake.
 */
export const PRESENCE_MAP_FRAME = { west: -18.6, east: 16.2, south: 3.6, north: 25.6 } as const;

/** The countries the map can highlight: West Africa within the frame (all but Cabo Verde). */
export const PRESENCE_COUNTRY_CODES: readonly string[] = WEST_AFRICA_CODES.filter(
  (code) => code !== "CV",
);

export const PRESENCE_LIMITS = {
  paysMax: PRESENCE_COUNTRY_CODES.length,
  bureauxMax: 8,
  villeMax: 40,
};
const L = PRESENCE_LIMITS;
const F = PRESENCE_MAP_FRAME;

/** Degrees as French writes them: "3,6". */
const degrees = (value: number) => String(value).replace(".", ",");

export const PRESENCE_MESSAGES = {
  paysInvalid: (code: string) =>
    `Le pays « ${code} » n'est pas sur la carte de l'Afrique de l'Ouest (code ISO à deux lettres : SN, CI, ML…).`,
  paysDuplicate: (code: string) => `Le pays « ${code} » figure deux fois dans la liste.`,
  tooManyBureaux: `Au plus ${L.bureauxMax} bureaux sur la carte.`,
  villeRequired: "La ville du bureau est obligatoire.",
  villeTooLong: `La ville du bureau ne peut excéder ${L.villeMax} caractères.`,
  latitudeInvalid: `La latitude du bureau doit être un nombre entre ${degrees(F.south)} et ${degrees(F.north)} (degrés, nord positif).`,
  longitudeInvalid: `La longitude du bureau doit être un nombre entre ${degrees(F.west)} et ${degrees(F.east)} (degrés, ouest négatif).`,
  bureauHorsPresence: (ville: string, code: string) =>
    `Le pays du bureau de ${ville} (${code}) doit figurer parmi les pays de présence.`,
} as const;
const M = PRESENCE_MESSAGES;

const countryCode = z
  .string({ error: M.paysInvalid("?") })
  .overwrite((value) => normalizeText(value).toUpperCase())
  .refine((code) => PRESENCE_COUNTRY_CODES.includes(code), {
    error: (issue) => M.paysInvalid(String(issue.input)),
  });

/** A coordinate in the frame; the form's field may send it as typed ("14,69"). */
const coordinate = (min: number, max: number, message: string) =>
  z.preprocess(
    (value) =>
      typeof value === "string" && value.trim() !== "" ? Number(value.replace(",", ".")) : value,
    z
      .number({ error: message })
      .min(min, { error: message })
      .max(max, { error: message })
      // Two decimals are a kilometre: more says nothing on a map of the region.
      .overwrite((value) => Math.round(value * 100) / 100),
  );

export const BureauSchema = z.strictObject({
  ville: z
    .string({ error: M.villeRequired })
    .overwrite(normalizeText)
    .min(1, { error: M.villeRequired })
    .max(L.villeMax, { error: M.villeTooLong }),
  pays: countryCode,
  latitude: coordinate(F.south, F.north, M.latitudeInvalid),
  longitude: coordinate(F.west, F.east, M.longitudeInvalid),
});

export const PresenceSchema = z
  .strictObject({
    pays: z.array(countryCode),
    bureaux: z.array(BureauSchema).max(L.bureauxMax, { error: M.tooManyBureaux }),
  })
  .superRefine((presence, ctx) => {
    presence.pays.forEach((code, index) => {
      if (presence.pays.indexOf(code) !== index) {
        ctx.addIssue({ code: "custom", path: ["pays", index], message: M.paysDuplicate(code) });
      }
    });
    presence.bureaux.forEach((bureau, index) => {
      if (!presence.pays.includes(bureau.pays)) {
        ctx.addIssue({
          code: "custom",
          path: ["bureaux", index, "pays"],
          message: M.bureauHorsPresence(bureau.ville, bureau.pays),
        });
      }
    });
  });

export type Presence = z.output<typeof PresenceSchema>;

/**
 * The demo group's presence: its three offices (SPEC.md §1) and the countries its
 * projects and pages name (the mining atlas, the about page's "from Niger to Ghana, from
 * Guinea to Togo").
 */
export const PRESENCE_DEFAULTS: Presence = {
  pays: ["SN", "CI", "ML", "GN", "BF", "GH", "NE", "TG"],
  bureaux: [
    { ville: "Dakar", pays: "SN", latitude: 14.69, longitude: -17.45 },
    { ville: "Abidjan", pays: "CI", latitude: 5.35, longitude: -4.01 },
    { ville: "Bamako", pays: "ML", latitude: 12.64, longitude: -8.0 },
  ],
};

/** The presence in one language, as pages read it: each country named. */
export interface PresenceView {
  pays: { code: string; nom: string }[];
  bureaux: { ville: string; pays: string; nomPays: string; latitude: number; longitude: number }[];
}

export function presenceInLanguage(presence: Presence, lang: Language): PresenceView {
  const byName = (a: { nom: string }, b: { nom: string }) => a.nom.localeCompare(b.nom, lang);
  return {
    pays: presence.pays.map((code) => ({ code, nom: countryName(code, lang) })).sort(byName),
    bureaux: presence.bureaux.map((bureau) => ({
      ...bureau,
      nomPays: countryName(bureau.pays, lang),
    })),
  };
}

/** Whether there is anything to draw: a country or an office. */
export const hasPresence = (presence: PresenceView): boolean =>
  presence.pays.length > 0 || presence.bureaux.length > 0;
