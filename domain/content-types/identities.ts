// Who each content type is, without its fields (docs/decisions/040): its one spelling, its
// plural, its public detail path and its labels. Kept apart from the fields so that the
// public pages, which link to items, do not load the forms' schemas.

/** Every content type by its one spelling, in the order the site names them. */
export const CONTENT_TYPE_IDENTITIES = {
  realisation: {
    key: "realisation",
    /** The API's path (`/api/v1/realisations`), the back office's and the public list's. */
    plural: "realisations",
    /** Where its detail pages live: `/realisation/{slug}`, `/en/realisation/{slug}`. */
    detailPath: "/realisation",
    labels: { one: "Réalisation", many: "Réalisations" },
  },
  article: {
    key: "article",
    plural: "articles",
    detailPath: "/article",
    labels: { one: "Article", many: "Articles" },
  },
  opportunite: {
    key: "opportunite",
    plural: "opportunites",
    detailPath: "/opportunite",
    labels: { one: "Opportunité", many: "Opportunités" },
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

/**
 * How the back office's list of each type names its items (docs/decisions/044): the noun
 * in lower case, its gender (un / une, aucun / aucune), and the texts SPEC.md §2 words
 * otherwise. `layout`: rows of a table, or cards (SPEC.md §2 shows opportunities as cards).
 */
export const CONTENT_LIST_NOUNS: Record<
  ContentTypeKey,
  {
    one: string;
    many: string;
    feminine: boolean;
    layout: "table" | "cards";
    /** An adviser's heading, when not 'Mes {Many}'. */
    ownHeading?: string;
    /** An administrator's empty list, when not 'Aucun {one}.'. */
    emptyText?: string;
  }
> = {
  // SPEC.md §2: the adviser's projects are 'Mes Biens'.
  realisation: {
    one: "réalisation",
    many: "réalisations",
    feminine: true,
    layout: "table",
    ownHeading: "Mes Biens",
  },
  article: { one: "article", many: "articles", feminine: false, layout: "table" },
  opportunite: {
    one: "opportunité",
    many: "opportunités",
    feminine: true,
    layout: "cards",
    emptyText: "Aucune opportunité pour le moment.",
  },
};

/** What a type's back-office list says, for an administrator or for an adviser (`own`). */
export function listTexts(key: ContentTypeKey, own: boolean) {
  const noun = CONTENT_LIST_NOUNS[key];
  const { many } = CONTENT_TYPE_IDENTITIES[key].labels;
  const [a, none] = noun.feminine ? ["une", "aucune"] : ["un", "aucun"];
  const capitalized = none.charAt(0).toUpperCase() + none.slice(1);
  return {
    heading: own ? (noun.ownHeading ?? `Mes ${many}`) : `Gestion des ${noun.many}`,
    addLabel: `+ Ajouter ${a} ${noun.one}`,
    emptyText: own
      ? `Vous n'avez encore ${none} ${noun.one}.`
      : (noun.emptyText ?? `${capitalized} ${noun.one}.`),
    /** The nouns of the count: "1 article", "3 articles". */
    count: [noun.one, noun.many] as const,
    /** The name of the table's region ('Articles'). */
    tableLabel: many,
    layout: noun.layout,
  };
}
