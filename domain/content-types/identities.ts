// Who each content type is, without its fields (docs/decisions/040): its one spelling, its
// plural and its labels (its public addresses are in domain/site-paths.ts). Kept apart
// from the fields so that the public pages, which link to items, do not load the forms'
// schemas.

/** Every content type by its one spelling, in the order the site names them. */
export const CONTENT_TYPE_IDENTITIES = {
  realisation: {
    key: "realisation",
    /** The API's path (`/api/v1/realisations`), the back office's and the public list's. */
    plural: "realisations",
    labels: { one: "Réalisation", many: "Réalisations" },
  },
  article: {
    key: "article",
    plural: "articles",
    labels: { one: "Article", many: "Articles" },
  },
  opportunite: {
    key: "opportunite",
    plural: "opportunites",
    labels: { one: "Opportunité", many: "Opportunités" },
  },
  /** Job offers (issue 32): `/api/v1/offres-emploi`, the `offres_emploi` table. */
  offreEmploi: {
    key: "offreEmploi",
    plural: "offres-emploi",
    labels: { one: "Offre d'emploi", many: "Offres d'emploi" },
  },
  /** Press releases (issue 32): `/api/v1/communiques`. */
  communique: {
    key: "communique",
    plural: "communiques",
    labels: { one: "Communiqué", many: "Communiqués" },
  },
} as const;

/** A content type by its one spelling: "article", "realisation", "opportunite". */
export type ContentTypeKey = keyof typeof CONTENT_TYPE_IDENTITIES;

/** Its plural, derived: "articles", the API's and the back office's paths. */
export type ContentTypePlural = (typeof CONTENT_TYPE_IDENTITIES)[ContentTypeKey]["plural"];

export const CONTENT_TYPE_KEYS = Object.keys(CONTENT_TYPE_IDENTITIES) as ContentTypeKey[];

export const isContentTypeKey = (value: unknown): value is ContentTypeKey =>
  typeof value === "string" && Object.hasOwn(CONTENT_TYPE_IDENTITIES, value);

/** The type whose plural is `plural`. */
export const keyOfPlural = (plural: ContentTypePlural): ContentTypeKey =>
  CONTENT_TYPE_KEYS.find((key) => CONTENT_TYPE_IDENTITIES[key].plural === plural) as ContentTypeKey;

export const isContentTypePlural = (value: unknown): value is ContentTypePlural =>
  CONTENT_TYPE_KEYS.some((key) => CONTENT_TYPE_IDENTITIES[key].plural === value);
