// The site settings (issue 18): the brand, how to reach the group, its offices and
// networks, each sector page's figures and reply-time promise. Staff edit them in
// /admin/site (PATCH /api/v1/site); one document stored under the key `site` in
// site_documents, laid over SITE_SETTINGS_DEFAULTS below. Pages and mails read them from
// one place, the server's site-settings service (through the load context for pages):
// nothing else imports these values (docs/decisions/018).
import {
  LANGUAGES,
  type Language,
  type Localized,
  SECTOR_CODES,
  type SectorCode,
} from "./constants.ts";
import { LEGAL_NOTICE_DEFAULTS, type LegalNotice, LegalNoticeSchema } from "./legal-notice.ts";
import type { MediaView } from "./media.ts";
import { MediaAssetSchema } from "./media-schema.ts";
import {
  PRESENCE_DEFAULTS,
  PresenceSchema,
  type PresenceView,
  presenceInLanguage,
} from "./presence.ts";
import {
  EMPTY_PRESS_KIT_VIEW,
  PRESS_KIT_DEFAULTS,
  PressKitSchema,
  type PressKitView,
} from "./press-kit.ts";
import { normalizeText } from "./text.ts";
import { z } from "./zod.ts";

/** The key of the settings' row in site_documents. */
export const SITE_SETTINGS_KEY = "site";

export const SITE_SETTINGS_LIMITS = {
  nomMarqueMax: 80,
  libelleMax: 40,
  emailMax: 254,
  bureauxMax: 400,
  reseauMax: 40,
  urlMax: 300,
  valeurMax: 12,
  delaiReponseMax: 200,
  telephonesMax: 6,
  reseauxMax: 8,
  statistiquesMax: 4,
  contactPresseNomMax: 80,
} as const;
const L = SITE_SETTINGS_LIMITS;

// SPEC.md §5's voice: one sentence per rule, naming the field and the language.
export const SITE_SETTINGS_MESSAGES = {
  nomMarqueRequired: "Le nom de la marque est obligatoire.",
  nomMarqueTooLong: `Le nom de la marque ne peut excéder ${L.nomMarqueMax} caractères.`,
  emailRequired: "L'email est obligatoire.",
  emailInvalid: "L'email est invalide.",
  emailCandidaturesRequired: "L'adresse des candidatures est obligatoire.",
  emailCandidaturesInvalid: "L'adresse des candidatures est invalide.",
  phoneInvalid:
    "Le numéro de téléphone est invalide (format international, par exemple +221 33 869 00 00).",
  whatsappInvalid:
    "Le numéro WhatsApp est invalide (format international, par exemple +221 77 123 45 67).",
  libelleRequired: (lang: Language) => `Le libellé (${lang}) est obligatoire.`,
  libelleTooLong: (lang: Language) =>
    `Le libellé (${lang}) ne peut excéder ${L.libelleMax} caractères.`,
  bureauxRequired: (lang: Language) => `Le texte des bureaux (${lang}) est obligatoire.`,
  bureauxTooLong: (lang: Language) =>
    `Le texte des bureaux (${lang}) ne peut excéder ${L.bureauxMax} caractères.`,
  delaiRequired: (lang: Language) => `Le délai de réponse (${lang}) est obligatoire.`,
  delaiTooLong: (lang: Language) =>
    `Le délai de réponse (${lang}) ne peut excéder ${L.delaiReponseMax} caractères.`,
  reseauRequired: "Le nom du réseau est obligatoire.",
  reseauTooLong: `Le nom du réseau ne peut excéder ${L.reseauMax} caractères.`,
  urlInvalid: "L'adresse du réseau doit être une URL commençant par https://.",
  valeurRequired: "La valeur de la statistique est obligatoire.",
  valeurTooLong: `La valeur de la statistique ne peut excéder ${L.valeurMax} caractères.`,
  tooManyTelephones: `Au plus ${L.telephonesMax} numéros de téléphone.`,
  tooManyReseaux: `Au plus ${L.reseauxMax} réseaux sociaux.`,
  tooManyStatistiques: `Au plus ${L.statistiquesMax} statistiques par secteur.`,
  contactPresseNomRequired: (lang: Language) =>
    `Le nom du contact presse (${lang}) est obligatoire.`,
  contactPresseNomTooLong: (lang: Language) =>
    `Le nom du contact presse (${lang}) ne peut excéder ${L.contactPresseNomMax} caractères.`,
  contactPresseEmailRequired: "L'email du contact presse est obligatoire.",
  contactPresseEmailInvalid: "L'email du contact presse est invalide.",
  contactPresseTelephoneInvalid:
    "Le téléphone du contact presse est invalide (format international, par exemple +221 33 869 00 10).",
  kitPresseByUpload:
    "Le kit presse se change par ses propres envois (/api/v1/site/kit-presse/…), pas ici.",
  unknownField: (champs: string) => `Champ inconnu : ${champs}.`,
  notAnObject: "Les paramètres doivent être un objet JSON.",
  logoByUpload: "Le logo se change par son envoi (PUT /api/v1/site/logo), pas ici.",
  logoRequired: "Veuillez choisir une image pour le logo.",
  logoType: "Le logo doit être une image PNG, WebP ou JPEG (le SVG n'est pas accepté).",
  saved: "Paramètres enregistrés",
  logoRemoved: "Logo retiré",
} as const;
const M = SITE_SETTINGS_MESSAGES;

// ——— Field builders ———

const text = (required: string, tooLong: string, max: number) =>
  z
    .string({ error: required })
    .overwrite(normalizeText)
    .min(1, { error: required })
    .max(max, { error: tooLong });

/**
 * A text in fr, en and it. French is required; an empty English or Italian text reads as
 * the French one on the site. A plain string is the French text copied to every language
 * (a PATCH may send `libelle: "Sénégal"`).
 */
const localized = (
  required: (lang: Language) => string,
  tooLong: (lang: Language) => string,
  max: number,
) =>
  z.preprocess(
    (value) =>
      typeof value === "string" ? Object.fromEntries(LANGUAGES.map((l) => [l, value])) : value,
    z.strictObject(
      {
        fr: text(required("fr"), tooLong("fr"), max),
        en: z
          .string({ error: tooLong("en") })
          .overwrite(normalizeText)
          .max(max, { error: tooLong("en") })
          .default(""),
        it: z
          .string({ error: tooLong("it") })
          .overwrite(normalizeText)
          .max(max, { error: tooLong("it") })
          .default(""),
      },
      { error: required("fr") },
    ),
  );

/** A phone number as shown ("+221 33 869 00 00"): international, spaces and dots allowed. */
const phoneNumber = (message: string) =>
  z
    .string({ error: message })
    .overwrite(normalizeText)
    .refine((value) => /^\+[1-9]\d{6,14}$/.test(dialledNumber(value)), { error: message })
    .refine((value) => /^[+\d\s.\-()]+$/.test(value), { error: message });

/** The number a `tel:` link dials: "+221 33 869 00 00" → "+221338690000". */
export function dialledNumber(shown: string): string {
  return shown.replace(/[\s.\-()]/g, "");
}

/** WhatsApp's link to a number: https://wa.me/ and its digits only. */
export function whatsappUrl(shown: string): string {
  return `https://wa.me/${dialledNumber(shown).replace(/^\+/, "")}`;
}

/** An address mails go to, kept in small letters. */
const emailAddress = (required: string, invalid: string) =>
  z
    .string({ error: required })
    .overwrite(normalizeText)
    .toLowerCase()
    .min(1, { error: required, abort: true })
    .max(L.emailMax, { error: invalid })
    .pipe(z.email({ error: invalid }));

/** Objects refuse fields they do not know, naming them. */
const strict = <Shape extends z.core.$ZodLooseShape>(shape: Shape) =>
  z.strictObject(shape, {
    error: (issue) =>
      issue.code === "unrecognized_keys" ? M.unknownField(issue.keys.join(", ")) : undefined,
  });

const TelephoneSchema = strict({
  libelle: localized(M.libelleRequired, M.libelleTooLong, L.libelleMax),
  numero: phoneNumber(M.phoneInvalid),
});

const ReseauSchema = strict({
  reseau: text(M.reseauRequired, M.reseauTooLong, L.reseauMax),
  url: z
    .string({ error: M.urlInvalid })
    .overwrite(normalizeText)
    .max(L.urlMax, { error: M.urlInvalid })
    .refine((value) => URL.parse(value)?.protocol === "https:", { error: M.urlInvalid }),
});

/**
 * Whom journalists write to or call (issue 32, point 3): shown on /presse with mailto and
 * tel links. The name is per language (a service's name translates, a person's is typed
 * once in French and shown as is); the address and number are the same in every language.
 */
const ContactPresseSchema = strict({
  nom: localized(M.contactPresseNomRequired, M.contactPresseNomTooLong, L.contactPresseNomMax),
  email: emailAddress(M.contactPresseEmailRequired, M.contactPresseEmailInvalid),
  telephone: phoneNumber(M.contactPresseTelephoneInvalid),
});

const StatistiqueSchema = strict({
  valeur: text(M.valeurRequired, M.valeurTooLong, L.valeurMax),
  libelle: localized(M.libelleRequired, M.libelleTooLong, L.libelleMax),
});

const SecteurSchema = strict({
  statistiques: z.array(StatistiqueSchema).max(L.statistiquesMax, { error: M.tooManyStatistiques }),
  delaiReponse: localized(M.delaiRequired, M.delaiTooLong, L.delaiReponseMax),
});

/**
 * The logo as stored after its upload (PUT /api/v1/site/logo: checked by its bytes and
 * re-encoded, like every image): a MediaAsset like every image field (ADR 041); never
 * typed by staff.
 */
const LogoSchema = MediaAssetSchema.nullable();

/** The whole settings document: what is stored, and what a merged PATCH must make. */
export const SiteSettingsSchema = strict({
  nomMarque: text(M.nomMarqueRequired, M.nomMarqueTooLong, L.nomMarqueMax),
  logo: LogoSchema,
  telephones: z.array(TelephoneSchema).max(L.telephonesMax, { error: M.tooManyTelephones }),
  whatsapp: z.preprocess(
    (value) => (typeof value === "string" && normalizeText(value) === "" ? null : value),
    phoneNumber(M.whatsappInvalid).nullable(),
  ),
  email: emailAddress(M.emailRequired, M.emailInvalid),
  /**
   * Where each job application is mailed (issue 32, point 2): the recruiters, often not
   * the address visitors write to. Staff only: pages do not carry it.
   */
  emailCandidatures: emailAddress(M.emailCandidaturesRequired, M.emailCandidaturesInvalid),
  bureaux: localized(M.bureauxRequired, M.bureauxTooLong, L.bureauxMax),
  reseaux: z.array(ReseauSchema).max(L.reseauxMax, { error: M.tooManyReseaux }),
  secteurs: strict(
    Object.fromEntries(SECTOR_CODES.map((code) => [code, SecteurSchema])) as Record<
      SectorCode,
      typeof SecteurSchema
    >,
  ),
  /** The legal notice's facts (domain/legal-notice.ts): empty until staff fill them. */
  mentionsLegales: LegalNoticeSchema,
  /** The countries and offices the presence map shows (domain/presence.ts). */
  presence: PresenceSchema,
  /** The press contact /presse shows. */
  contactPresse: ContactPresseSchema,
  /**
   * The press kit's files (domain/press-kit.ts, ADR 065): logos chosen from the media
   * library and the fact sheet's PDF, changed by their own requests, never by a PATCH.
   */
  kitPresse: PressKitSchema,
});

export type SiteSettings = z.output<typeof SiteSettingsSchema>;
/** The logo as pages and the API show it: where it is served, and its size. */
export interface SiteLogoView {
  url: string;
  largeur: number;
  hauteur: number;
}

/** The logo's `logo` fields (SPEC.md's, as before ADR 041) from its picture. */
export const logoFields = (picture: MediaView | null): SiteLogoView | null =>
  picture ? { url: picture.url, largeur: picture.largeur, hauteur: picture.hauteur } : null;

const stat = (valeur: string, fr: string, en: string, it: string) => ({
  valeur,
  libelle: { fr, en, it },
});
const PROJECTS = ["Projets réalisés", "Projects delivered", "Progetti realizzati"] as const;
const SUPPORT = ["Assistance", "Support", "Assistenza"] as const;
const COUNTRIES = ["Pays desservis", "Countries served", "Paesi serviti"] as const;
const SATISFIED = ["Clients satisfaits", "Satisfied clients", "Clienti soddisfatti"] as const;
const reply24 = (fr: string, en: string, it: string): Localized => ({
  fr: `${fr} vous répond sous 24 heures ouvrées.`,
  en: `${en} will reply within 24 business hours.`,
  it: `${it} vi risponderà entro 24 ore lavorative.`,
});

/**
 * What the site shows until staff save their own: SPEC.md §1's facts and §9's statistics
 * bars word for word. §9 gives real estate's second figure as "15+" without saying of
 * what: it counts the countries served, as aviation's "15+" does (SPEC.md §1: 15 West
 * African countries), since "15+ years" would contradict §1's 30 years of experience that
 * the same page states. Migration 0011 brings a stored document that still holds the
 * earlier defaults ("30" years, aviation's "15") to these.
 */
export const SITE_SETTINGS_DEFAULTS: SiteSettings = {
  nomMarque: "Groupe Afrique de l'Ouest",
  logo: null,
  telephones: [
    { libelle: { fr: "Sénégal", en: "Senegal", it: "Senegal" }, numero: "+221 33 869 00 00" },
    {
      libelle: { fr: "Côte d'Ivoire", en: "Côte d'Ivoire", it: "Costa d'Avorio" },
      numero: "+225 27 20 30 00 00",
    },
    { libelle: { fr: "Mali", en: "Mali", it: "Mali" }, numero: "+223 20 22 00 00" },
  ],
  whatsapp: null,
  email: "contact@groupe-afrique-ouest.com",
  emailCandidatures: "recrutement@groupe-afrique-ouest.com",
  bureaux: {
    fr: "Présents à Dakar, Abidjan et Bamako, au service de toute l'Afrique de l'Ouest.",
    en: "Based in Dakar, Abidjan and Bamako, serving all of West Africa.",
    it: "Presenti a Dakar, Abidjan e Bamako, al servizio di tutta l'Africa occidentale.",
  },
  reseaux: [
    { reseau: "LinkedIn", url: "https://www.linkedin.com/company/groupe-afrique-ouest" },
    { reseau: "Facebook", url: "https://www.facebook.com/groupeafriqueouest" },
    { reseau: "X", url: "https://x.com/groupe_ao" },
  ],
  secteurs: {
    immobilier: {
      statistiques: [
        stat("50+", ...PROJECTS),
        stat("15+", ...COUNTRIES),
        stat("95%", ...SATISFIED),
        stat("24/7", ...SUPPORT),
      ],
      delaiReponse: reply24(
        "Un conseiller immobilier",
        "A real estate adviser",
        "Un consulente immobiliare",
      ),
    },
    aviation: {
      statistiques: [
        stat("500+", "Vols assurés", "Flights operated", "Voli effettuati"),
        stat("15+", ...COUNTRIES),
        stat("98%", ...SATISFIED),
        stat("24/7", ...SUPPORT),
      ],
      delaiReponse: {
        fr: "Un conseiller aviation vous répond sous 2 heures ouvrées.",
        en: "An aviation adviser will reply within 2 business hours.",
        it: "Un consulente del settore aviazione vi risponderà entro 2 ore lavorative.",
      },
    },
    mines: {
      statistiques: [
        stat("200+", "Sites exploitables", "Workable sites", "Siti sfruttabili"),
        stat("10+", ...COUNTRIES),
        stat("95%", ...SATISFIED),
        stat("24/7", ...SUPPORT),
      ],
      delaiReponse: reply24("Un ingénieur minier", "A mining engineer", "Un ingegnere minerario"),
    },
    logistique: {
      statistiques: [
        stat("120+", "Véhicules en service", "Vehicles in service", "Veicoli in servizio"),
        stat("20+", ...COUNTRIES),
        stat("98%", "Livraisons à l'heure", "On-time deliveries", "Consegne puntuali"),
        stat("24/7", ...SUPPORT),
      ],
      delaiReponse: reply24(
        "Un conseiller logistique",
        "A logistics adviser",
        "Un consulente logistico",
      ),
    },
  },
  mentionsLegales: LEGAL_NOTICE_DEFAULTS,
  presence: PRESENCE_DEFAULTS,
  // The group's communications office, at the Dakar head office (SPEC.md §1).
  contactPresse: {
    nom: {
      fr: "Direction de la communication",
      en: "Communications Department",
      it: "Direzione della comunicazione",
    },
    email: "presse@groupe-afrique-ouest.com",
    telephone: "+221 33 869 00 10",
  },
  kitPresse: PRESS_KIT_DEFAULTS,
};

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * `change` laid over `base`: objects merge key by key (a PATCH may send `bureaux: { en }`
 * or `secteurs: { aviation: { delaiReponse } }` alone), lists and values replace whole
 * (a PATCH's `telephones` is the new list). The result is validated whole afterwards.
 */
export function mergeSettings(base: unknown, change: unknown): unknown {
  if (!isPlainObject(base) || !isPlainObject(change)) return change;
  const merged: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(change)) {
    if (value !== undefined) merged[key] = mergeSettings(base[key], value);
  }
  return merged;
}

/**
 * The settings a stored document makes: laid over the defaults, so that a field added
 * later reads its default. A stored document that no longer passes (a rule tightened
 * since) keeps the defaults for the whole rather than show half of it.
 */
export function settingsFromStored(stored: Record<string, unknown> | undefined): SiteSettings {
  if (!stored) return SITE_SETTINGS_DEFAULTS;
  const parsed = SiteSettingsSchema.safeParse(mergeSettings(SITE_SETTINGS_DEFAULTS, stored));
  return parsed.success ? parsed.data : SITE_SETTINGS_DEFAULTS;
}

/** A text in one language: the French one when that language's is empty. */
export function inLanguage(text: Localized, lang: Language): string {
  return text[lang] || text.fr;
}

/** The settings in one language, as pages and GET /api/v1/site?lang= read them. */
export interface SiteSettingsView {
  nomMarque: string;
  logo: SiteLogoView | null;
  /** The logo's picture (ADR 041), the brand's name its text. */
  medias: { logo: MediaView<string> | null };
  telephones: { libelle: string; numero: string; tel: string }[];
  whatsapp: { numero: string; url: string } | null;
  email: string;
  bureaux: string;
  reseaux: { reseau: string; url: string }[];
  secteurs: Record<
    SectorCode,
    { statistiques: { valeur: string; libelle: string }[]; delaiReponse: string }
  >;
  /** The same in every language: names, numbers and addresses are not translated. */
  mentionsLegales: LegalNotice;
  presence: PresenceView;
  contactPresse: { nom: string; email: string; telephone: string; tel: string };
  /** The press kit's downloads, as /presse links them. */
  kitPresse: PressKitView;
}

/**
 * What every page carries of the settings (the root loader's `site`): all but the legal
 * notice's facts, which only the legal notice reads (the load context's `legalNotice`),
 * so that each page's data stays as small as before.
 */
export type PageSiteSettings = Omit<SiteSettingsView, "mentionsLegales" | "kitPresse">;

/**
 * `logo` is the stored logo's picture as served and `kitPresse` the press kit's downloads
 * (the server knows where their files are); a mail's settings need neither kit.
 */
export function settingsInLanguage(
  settings: SiteSettings,
  lang: Language,
  logo: MediaView<string> | null,
  kitPresse: PressKitView = EMPTY_PRESS_KIT_VIEW,
): SiteSettingsView {
  const sectors = Object.fromEntries(
    SECTOR_CODES.map((code) => {
      const sector = settings.secteurs[code];
      return [
        code,
        {
          statistiques: sector.statistiques.map((s) => ({
            valeur: s.valeur,
            libelle: inLanguage(s.libelle, lang),
          })),
          delaiReponse: inLanguage(sector.delaiReponse, lang),
        },
      ];
    }),
  ) as SiteSettingsView["secteurs"];
  return {
    nomMarque: settings.nomMarque,
    logo: logoFields(logo),
    medias: { logo },
    telephones: settings.telephones.map((phone) => ({
      libelle: inLanguage(phone.libelle, lang),
      numero: phone.numero,
      tel: dialledNumber(phone.numero),
    })),
    whatsapp: settings.whatsapp
      ? { numero: settings.whatsapp, url: whatsappUrl(settings.whatsapp) }
      : null,
    email: settings.email,
    bureaux: inLanguage(settings.bureaux, lang),
    reseaux: settings.reseaux,
    secteurs: sectors,
    mentionsLegales: settings.mentionsLegales,
    presence: presenceInLanguage(settings.presence, lang),
    contactPresse: {
      ...settings.contactPresse,
      nom: inLanguage(settings.contactPresse.nom, lang),
      tel: dialledNumber(settings.contactPresse.telephone),
    },
    kitPresse,
  };
}

/**
 * What /admin/site's form edits: every setting but the logo and the press kit, which have
 * their own requests.
 */
export const SiteSettingsFormSchema = SiteSettingsSchema.omit({ logo: true, kitPresse: true });
