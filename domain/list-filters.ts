import { SECTOR_CODES, type SectorCode } from "./constants.ts";
import type { ContentTypePlural } from "./content-types/identities.ts";
import { isCountryCode } from "./countries.ts";
import { isUuid } from "./ids.ts";
import {
  LIST_PAGE_PARAM,
  listPageOf,
  PAGE_PATHS,
  SITE_PATHS,
  splitLanguagePrefix,
} from "./site-paths.ts";

/**
 * The filters of the public lists (issue 20), kept in the address so that a filtered list
 * can be shared, bookmarked, indexed and used without JavaScript:
 * `/realisations?secteur=mines`, `/actualites?secteur=aviation`,
 * `/opportunites?pays=SN&categorie={id}`. The order here is the order in the address.
 */
export const LIST_FILTERS = {
  realisations: ["secteur"],
  articles: ["secteur"],
  opportunites: ["pays", "categorie"],
  // `/carrieres?secteur=mines&pays=SN` (issue 32).
  "offres-emploi": ["secteur", "pays"],
  communiques: [],
} as const satisfies Record<ContentTypePlural, readonly FilterName[]>;

export type FilterName = "secteur" | "pays" | "categorie";

export interface ListFilters {
  secteur?: SectorCode;
  /** ISO 3166 code, in capitals. */
  pays?: string;
  /** A category's id. */
  categorie?: string;
}

/** How each value is written in the one address of a filtered list, and what it may be. */
const FILTER_VALUES: Record<
  FilterName,
  { normal(value: string): string; valid(value: string): boolean }
> = {
  secteur: {
    normal: (value) => value.toLowerCase(),
    valid: (value) => (SECTOR_CODES as readonly string[]).includes(value),
  },
  pays: { normal: (value) => value.toUpperCase(), valid: isCountryCode },
  categorie: { normal: (value) => value.toLowerCase(), valid: isUuid },
};

export interface ListQuery {
  page: number;
  filters: ListFilters;
  /** False when a filter names nothing that can exist (`?secteur=plage`): the page is a 404. */
  valid: boolean;
}

/** A list's page and filters as its address gives them, each value in its one spelling. */
export function listQueryOf(type: ContentTypePlural, search: URLSearchParams): ListQuery {
  const filters: Record<string, string> = {};
  let valid = true;
  for (const name of LIST_FILTERS[type]) {
    const raw = search.get(name)?.trim();
    if (!raw) continue;
    const value = FILTER_VALUES[name].normal(raw);
    if (!FILTER_VALUES[name].valid(value)) valid = false;
    filters[name] = value;
  }
  return { page: listPageOf(search), filters: filters as ListFilters, valid };
}

/**
 * The query of a list's address: its filters in their order, then the page when not the
 * first (`?secteur=mines&page=2`); "" for the first page of the whole list.
 */
export function listSearch(type: ContentTypePlural, filters: ListFilters, page = 1): string {
  const params = new URLSearchParams();
  for (const name of LIST_FILTERS[type]) {
    const value = filters[name];
    if (value) params.set(name, value);
  }
  if (page > 1) params.set(LIST_PAGE_PARAM, String(page));
  const query = params.toString();
  return query ? `?${query}` : "";
}

const LIST_TYPES = Object.keys(LIST_FILTERS) as ContentTypePlural[];
const LIST_PAGES: Record<ContentTypePlural, string> = {
  realisations: PAGE_PATHS.realisations,
  articles: PAGE_PATHS.actualites,
  opportunites: PAGE_PATHS.opportunites,
  "offres-emploi": SITE_PATHS.carrieres.fr,
  communiques: SITE_PATHS.presse.fr,
};

/** The content type whose public list is at `pathname` (`/en/projects`), if any. */
export function listTypeAt(pathname: string): ContentTypePlural | undefined {
  const { path } = splitLanguagePrefix(pathname);
  return LIST_TYPES.find((type) => LIST_PAGES[type] === path);
}
