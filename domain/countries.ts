// Countries (issue 19, point 3): an opportunity's country is an ISO 3166-1 alpha-2 code,
// named in each language by the platform's own data (Intl.DisplayNames, CLDR), so no list
// of names in three languages is kept here, only the codes (docs/decisions/024).
import type { Language } from "./constants.ts";
import { foldName } from "./text.ts";

/** Every ISO 3166-1 alpha-2 code assigned today (249). */
export const COUNTRY_CODES: readonly string[] = (
  "AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ " +
  "BR BS BT BV BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM " +
  "DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS " +
  "GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN " +
  "KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ " +
  "MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM " +
  "PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV " +
  "SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI " +
  "VN VU WF WS YE YT ZA ZM ZW"
).split(" ");

/**
 * West Africa as the United Nations counts it (without Saint Helena): the group's region,
 * listed first wherever a country is chosen.
 */
export const WEST_AFRICA_CODES: readonly string[] = [
  "BJ",
  "BF",
  "CV",
  "CI",
  "GM",
  "GH",
  "GN",
  "GW",
  "LR",
  "ML",
  "MR",
  "NE",
  "NG",
  "SN",
  "SL",
  "TG",
];

const KNOWN = new Set(COUNTRY_CODES);

/** Whether `value` is an assigned code, in capitals ("SN", not "sn"). */
export const isCountryCode = (value: string): boolean => KNOWN.has(value);

const displayNames = new Map<Language, Intl.DisplayNames>();

/** The country of `code` as `lang` names it ("SN": Sénégal, Senegal, Senegal). */
export function countryName(code: string, lang: Language): string {
  let names = displayNames.get(lang);
  if (!names) {
    names = new Intl.DisplayNames([lang], { type: "region", fallback: "code" });
    displayNames.set(lang, names);
  }
  return names.of(code) ?? code;
}

/** Names people type that the platform's data spells otherwise. */
const ALIASES: Record<string, string> = {
  "ivory coast": "CI",
  "the gambia": "GM",
  "la gambie": "GM",
  "cabo verde": "CV",
  "cap vert": "CV",
  "guinee bissau": "GW",
  "guinea bissau": "GW",
  "republique democratique du congo": "CD",
  rdc: "CD",
  usa: "US",
  "etats unis d amerique": "US",
  "united states of america": "US",
  uk: "GB",
};

let byName: Map<string, string | null> | undefined;

/** Every folded name in French and English, to its code (null: two countries). */
function namesIndex(): Map<string, string | null> {
  if (byName) return byName;
  const index = new Map<string, string | null>();
  for (const code of COUNTRY_CODES) {
    for (const lang of ["fr", "en"] as const) {
      const folded = foldName(countryName(code, lang));
      const known = index.get(folded);
      index.set(folded, known === undefined || known === code ? code : null);
    }
  }
  for (const [alias, code] of Object.entries(ALIASES)) index.set(alias, code);
  byName = index;
  return index;
}

/**
 * The code of the one country `name` names in French or English ("Sénégal",
 * "senegal", "Côte d'Ivoire", "Ivory Coast"), compared folded; undefined otherwise.
 */
export function countryCodeFromName(name: string): string | undefined {
  return namesIndex().get(foldName(name)) ?? undefined;
}

export interface CountryOption {
  code: string;
  name: string;
}

/** The countries named in `lang`, in that language's alphabetical order. */
function sortedOptions(codes: readonly string[], lang: Language): CountryOption[] {
  const collator = new Intl.Collator(lang);
  return codes
    .map((code) => ({ code, name: countryName(code, lang) }))
    .sort((a, b) => collator.compare(a.name, b.name));
}

/** A country list in two groups: West Africa first (the group's region), then the others. */
export function countryGroups(lang: Language): {
  westAfrica: CountryOption[];
  others: CountryOption[];
} {
  const west = new Set(WEST_AFRICA_CODES);
  return {
    westAfrica: sortedOptions(WEST_AFRICA_CODES, lang),
    others: sortedOptions(
      COUNTRY_CODES.filter((code) => !west.has(code)),
      lang,
    ),
  };
}
