// The texts that carry each public page (issue 18, part 2), edited in /admin/pages and kept
// as one document per page in site_documents (server/features/site/). What a page has, each
// field's label, kind and size, its French messages and the fallback to French live here,
// once, for the API, the back-office form and the pages. The interface's own labels
// (buttons, menus, form labels) stay in domain/i18n/*.json.
import { type Language, type Localized, SECTOR_CODES, type SectorCode } from "./constants.ts";

/** The pages whose texts staff edit, by their key in the API (`/api/v1/pages/{cle}`). */
export const PAGE_TEXT_KEYS = [
  "accueil",
  "immobilier",
  "aviation",
  "mines",
  "logistique",
  "qui-sommes-nous",
  "gouvernance",
  "engagements",
  "contact",
  "mentions-legales",
  "confidentialite",
] as const;
export type PageTextKey = (typeof PAGE_TEXT_KEYS)[number];

export const isPageTextKey = (value: unknown): value is PageTextKey =>
  typeof value === "string" && (PAGE_TEXT_KEYS as readonly string[]).includes(value);

/**
 * How a field is typed: one line, a text of several paragraphs (a blank line between two;
 * on the legal pages a line starting with "## " is a heading), or a list of short lines
 * (a service's points, the contact page's benefits), or a list of figures: each line a
 * value, a dash, then its label (« 1 200 — emplois directs »), checked as such.
 */
export type PageFieldKind = "line" | "text" | "list" | "figures";

/** Whether a field holds a list of lines in each language (a list, or figures). */
export const isListKind = (kind: PageFieldKind): boolean => kind === "list" || kind === "figures";

export interface PageFieldDescriptor {
  /** Its name in the document and the API (`titre`, `residencePoints`). */
  name: string;
  /** Its French label in the form and in the messages. */
  label: string;
  kind: PageFieldKind;
  /** The longest text (each item's, for a list). */
  max: number;
  /** The form's section the field shows in. */
  section: string;
  /** A line under the field in the form. */
  hint?: string;
}

export const PAGE_TEXT_LIMITS = {
  titleMax: 150,
  lineMax: 300,
  textMax: 2_000,
  legalTextMax: 20_000,
  listItemMax: 300,
  listItemsMax: 12,
} as const;

const line = (
  name: string,
  label: string,
  section: string,
  max: number = PAGE_TEXT_LIMITS.lineMax,
) => ({ name, label, kind: "line", max, section }) as const satisfies PageFieldDescriptor;
const text = (
  name: string,
  label: string,
  section: string,
  max: number = PAGE_TEXT_LIMITS.textMax,
) => ({ name, label, kind: "text", max, section }) as const satisfies PageFieldDescriptor;
const list = (
  name: string,
  label: string,
  section: string,
  hint?: string,
  kind: "list" | "figures" = "list",
) =>
  ({
    name,
    label,
    kind,
    max: PAGE_TEXT_LIMITS.listItemMax,
    section,
    ...(hint ? { hint } : {}),
  }) as const satisfies PageFieldDescriptor;

/** Every page's `h1`. */
const TITLE = (section: string) => line("titre", "Titre", section, PAGE_TEXT_LIMITS.titleMax);

/** SPEC.md §2: each sector's services, in the order of its tabs, with their French names. */
export const SECTOR_SERVICES = {
  immobilier: [
    ["residence", "Résidentiel"],
    ["commercial", "Commercial"],
    ["industriel", "Industriel"],
  ],
  aviation: [
    ["transport", "Transport de passagers"],
    ["cargo", "Fret aérien"],
    ["maintenance", "Maintenance"],
  ],
  mines: [
    ["exploration", "Exploration"],
    ["exploitation", "Exploitation"],
    ["conseil", "Conseil"],
  ],
  logistique: [
    ["transport", "Transport"],
    ["entrepot", "Entreposage"],
    ["distribution", "Distribution"],
  ],
} as const satisfies Record<SectorCode, readonly (readonly [string, string])[]>;

/** A service tab's fields: `residenceOnglet`, `residenceTitre`, `residenceTexte`, `residencePoints`. */
export const serviceFieldNames = (service: string) => ({
  tab: `${service}Onglet`,
  title: `${service}Titre`,
  text: `${service}Texte`,
  points: `${service}Points`,
});

function sectorFields(code: SectorCode): PageFieldDescriptor[] {
  return [
    TITLE("Bandeau"),
    line("description", "Description (moteurs de recherche et partages)", "Bandeau"),
    line("accroche", "Accroche", "Bandeau"),
    text("introduction", "Introduction", "Bandeau"),
    list("engagements", "Engagements", "Bandeau"),
    text("servicesIntro", "Introduction des services", "Services"),
    ...SECTOR_SERVICES[code].flatMap(([service, name]) => {
      const names = serviceFieldNames(service);
      const section = `Service : ${name}`;
      return [
        line(names.tab, "Onglet", section),
        line(names.title, "Titre du service", section),
        text(names.text, "Texte", section),
        list(names.points, "Points", section),
      ];
    }),
    line("devisTitre", "Titre du bloc devis", "Bloc devis"),
    text("devisTexte", "Texte du bloc devis", "Bloc devis"),
    list("devisPoints", "Points du bloc devis", "Bloc devis"),
  ];
}

/** SPEC.md §2: the about page's four values, in this order, with their French names. */
export const ABOUT_VALUES = [
  ["innovation", "Innovation"],
  ["integrite", "Intégrité"],
  ["excellence", "Excellence"],
  ["impact", "Impact"],
] as const;

const legalFields = (): PageFieldDescriptor[] => [
  TITLE("Page"),
  {
    ...text("texte", "Texte", "Page", PAGE_TEXT_LIMITS.legalTextMax),
    hint: "Une ligne vide entre deux paragraphes ; une ligne commençant par « ## » est un intertitre.",
  },
];

/** Each page's fields, in the order the form shows them. */
export const PAGE_TEXT_FIELDS: Record<PageTextKey, readonly PageFieldDescriptor[]> = {
  accueil: [
    TITLE("Bandeau"),
    text("sousTitre", "Sous-titre", "Bandeau"),
    line("bouton", "Bouton", "Bandeau"),
  ],
  ...(Object.fromEntries(SECTOR_CODES.map((code) => [code, sectorFields(code)])) as Record<
    SectorCode,
    PageFieldDescriptor[]
  >),
  "qui-sommes-nous": [
    TITLE("Bandeau"),
    text("introduction", "Introduction", "Bandeau"),
    line("missionTitre", "Titre de la mission", "Mission et vision"),
    text("mission", "Mission", "Mission et vision"),
    line("visionTitre", "Titre de la vision", "Mission et vision"),
    text("vision", "Vision", "Mission et vision"),
    line("histoireTitre", "Titre de l'histoire", "Histoire"),
    list(
      "histoire",
      "Étapes",
      "Histoire",
      "Une étape par ligne : l'année, un tiret, puis ce qui s'est passé (« 1996 — Fondation à Dakar »).",
    ),
    line("presenceTitre", "Titre de la présence", "Présence"),
    list(
      "presence",
      "Pays",
      "Présence",
      "Un pays par ligne : le pays, un tiret, puis ce que le groupe y fait (« Mali — Bureau de Bamako »).",
    ),
    line("valeursTitre", "Titre des valeurs", "Valeurs"),
    ...ABOUT_VALUES.flatMap(([value, name]) => [
      line(`${value}Titre`, `Valeur « ${name} » : titre`, "Valeurs"),
      text(`${value}Texte`, `Valeur « ${name} » : texte`, "Valeurs"),
    ]),
    line("appelTitre", "Titre de l'appel à l'action", "Appel à l'action"),
    text("appelTexte", "Texte de l'appel à l'action", "Appel à l'action"),
    line("appelBouton", "Bouton de l'appel à l'action", "Appel à l'action"),
  ],
  // The governance page (issue 32, point 1): the people come from /api/v1/personnes.
  gouvernance: [
    TITLE("Bandeau"),
    line("description", "Description (moteurs de recherche et partages)", "Bandeau"),
    text("introduction", "Introduction", "Bandeau"),
    line("messageTitre", "Titre du message du président", "Message du président"),
    {
      ...text("message", "Message du président", "Message du président", 4_000),
      hint: "Une ligne vide entre deux paragraphes.",
    },
    line("messageSignature", "Signature", "Message du président"),
    line("directionTitre", "Titre de la direction", "Direction"),
    text("directionTexte", "Texte de la direction", "Direction"),
    line("conseilTitre", "Titre du conseil d'administration", "Conseil d'administration"),
    text("conseilTexte", "Texte du conseil d'administration", "Conseil d'administration"),
  ],
  // The commitments page (issue 32, point 4): the references come from /api/v1/references.
  engagements: [
    TITLE("Bandeau"),
    line("description", "Description (moteurs de recherche et partages)", "Bandeau"),
    text("introduction", "Introduction", "Bandeau"),
    line("chiffresTitre", "Titre des chiffres", "Chiffres"),
    list(
      "chiffres",
      "Chiffres",
      "Chiffres",
      "Un chiffre par ligne : la valeur, un tiret, puis ce qu'elle compte (« 1 200 — emplois directs »).",
      "figures",
    ),
    line("rseTitre", "Titre de la RSE", "Responsabilité sociétale (RSE)"),
    text("rseTexte", "Texte de la RSE", "Responsabilité sociétale (RSE)"),
    list("rsePoints", "Engagements RSE", "Responsabilité sociétale (RSE)"),
    line("hseTitre", "Titre de l'HSE", "Hygiène, sécurité, environnement (HSE)"),
    text("hseTexte", "Texte de l'HSE", "Hygiène, sécurité, environnement (HSE)"),
    list("hsePoints", "Engagements HSE", "Hygiène, sécurité, environnement (HSE)"),
    line("certificationsTitre", "Titre des certifications", "Certifications"),
    text("certificationsTexte", "Texte des certifications", "Certifications"),
    line("partenairesTitre", "Titre des partenaires et clients", "Partenaires et clients"),
    text("partenairesTexte", "Texte des partenaires et clients", "Partenaires et clients"),
  ],
  contact: [
    TITLE("Bandeau"),
    text("introduction", "Introduction", "Bandeau"),
    line("avantagesTitre", "Titre des avantages", "Avantages"),
    list(
      "avantages",
      "Avantages",
      "Avantages",
      "Les bureaux s'y ajoutent : ils se modifient dans les paramètres du site.",
    ),
  ],
  "mentions-legales": legalFields(),
  confidentialite: legalFields(),
};

/** The back office's name of each page. */
export const PAGE_TEXT_NAMES: Record<PageTextKey, string> = {
  accueil: "Accueil",
  immobilier: "Immobilier",
  aviation: "Aviation",
  mines: "Mines",
  logistique: "Logistique",
  "qui-sommes-nous": "Qui sommes-nous",
  gouvernance: "Gouvernance",
  engagements: "Engagements",
  contact: "Contact",
  "mentions-legales": "Mentions légales",
  confidentialite: "Politique de confidentialité",
};

/** A page's texts as stored and edited: each field in the three languages. */
export type PageTextsDocument = Record<string, Localized<string> | Localized<string[]>>;

/** A page's texts as a page shows them: one language, French where that one is empty. */
export type PageTexts = Record<string, string | string[]>;

export const PAGE_TEXT_MESSAGES = {
  titleRequired: "Le titre est requis",
  frenchRequired: (label: string) => `Le champ « ${label} » est requis en français.`,
  listRequired: (label: string) => `« ${label} » doit compter au moins un élément en français.`,
  tooLong: (label: string, lang: Language, max: number) =>
    `« ${label} » (${lang}) ne peut excéder ${max} caractères.`,
  itemTooLong: (label: string, lang: Language, max: number) =>
    `Chaque élément de « ${label} » (${lang}) doit faire au maximum ${max} caractères.`,
  tooManyItems: (label: string, lang: Language, max: number) =>
    `« ${label} » (${lang}) compte au plus ${max} éléments.`,
  notText: (label: string, lang: Language) => `« ${label} » (${lang}) doit être un texte.`,
  notFigure: (label: string, lang: Language, item: string) =>
    `Chaque ligne de « ${label} » (${lang}) est une valeur, un tiret, puis son libellé (« 1 200 — emplois directs ») : « ${item} » n'en a pas.`,
  notList: (label: string, lang: Language) =>
    `« ${label} » (${lang}) doit être une liste de textes.`,
  notLocalized: (label: string) =>
    `« ${label} » doit être un objet { fr, en, it } (un texte par langue).`,
  unknownField: (name: string) => `Champ inconnu : ${name}.`,
  notAnObject: "Le corps doit être un objet JSON.",
  notFound: "Page introuvable",
  saved: "Page enregistrée",
} as const;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * A change laid over a page's document, field by field and language by language: what the
 * change leaves out keeps its value. Unknown fields are kept in the result, for the schema
 * to refuse by name.
 */
export function mergePageTexts(current: PageTextsDocument, change: Record<string, unknown>) {
  const merged: Record<string, unknown> = { ...current };
  for (const [name, value] of Object.entries(change)) {
    const before = merged[name];
    merged[name] = isObject(before) && isObject(value) ? { ...before, ...value } : value;
  }
  return merged;
}

/** The rule of issue 18: a text (or a list) left empty in en or it shows the French one. */
export function inLanguage(
  value: Localized<string> | Localized<string[]>,
  lang: Language,
): string | string[] {
  const own = value[lang];
  const empty = Array.isArray(own) ? own.length === 0 : own.trim() === "";
  return empty ? value.fr : own;
}

/** A page's texts in one language, French where that language's are empty. */
export function localizePageTexts(document: PageTextsDocument, lang: Language): PageTexts {
  return Object.fromEntries(
    Object.entries(document).map(([name, value]) => [name, inLanguage(value, lang)]),
  );
}

/** Whether a language has every text of a page (the back office's completeness marks). */
export function isCompleteIn(document: PageTextsDocument, lang: Language): boolean {
  return Object.values(document).every((value) => {
    const own = value[lang];
    return Array.isArray(own) ? own.length > 0 : own.trim() !== "";
  });
}

/** A page text's paragraphs and headings (legal pages: "## " starts a heading). */
export type TextBlock = { kind: "heading" | "paragraph"; text: string };

export function textBlocks(value: string): TextBlock[] {
  return value
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter((block) => block !== "")
    .map((block) =>
      block.startsWith("## ")
        ? { kind: "heading", text: block.slice(3).trim() }
        : { kind: "paragraph", text: block },
    );
}

/** A page's one-line or paragraph text by name ("" if the page has none by that name). */
export function pageText(texts: PageTexts, name: string): string {
  const value = texts[name];
  return typeof value === "string" ? value : "";
}

/** A page's list by name (empty if the page has none by that name). */
/**
 * A list's line read as a label and its text (the about page's history and presence):
 * `1996 — Fondation à Dakar`, split at the first dash between spaces (—, – or -). A line
 * without one is all text.
 */
export function labelledEntry(line: string): { label: string; text: string } {
  const match = /^(.+?)\s+[—–-]\s+(.+)$/u.exec(line.trim());
  return match
    ? { label: match[1] as string, text: match[2] as string }
    : { label: "", text: line.trim() };
}

export function pageList(texts: PageTexts, name: string): string[] {
  const value = texts[name];
  return Array.isArray(value) ? value : [];
}

/** A figures field read as its values and labels (« 1 200 » and « emplois directs »). */
export function pageFigures(texts: PageTexts, name: string): { value: string; label: string }[] {
  return pageList(texts, name).map((item) => {
    const { label, text } = labelledEntry(item);
    return { value: label, label: text };
  });
}
