// What the list and detail pages' loaders share: paging, 404s, slug redirects, view
// counts, and a head with breadcrumb and shared image.
import { data, redirect } from "react-router";
import type { AppLoadContext } from "#app-context";
import {
  type FilterName,
  type ListFilters,
  listQueryOf,
  listSearch,
} from "../../../domain/list-filters.ts";
import {
  detailAlternates,
  detailPath,
  localizedPath,
  PAGE_PATHS,
  pageAlternates,
} from "../../../domain/site-paths.ts";
import { fillPlaceholders } from "../../i18n/texts.tsx";
import { truncate } from "../../lib/format.ts";
import { withExcerpts } from "../../lib/markdown.server.ts";
import { messagesOf, pageHead } from "../../lib/page-head.server.ts";
import { CARD_TEXT_MAX } from "./content-cards.tsx";
import type { PageMedia } from "./content-image.tsx";
import type { ListedType } from "./content-pages.ts";
import { HEAD_DESCRIPTION_MAX, LIST_PAGE, RELATED_COUNT } from "./content-pages.ts";
import { PUBLIC_PAGE_SIZE } from "./pagination.tsx";

type Reads<T extends ListedType> = AppLoadContext[T];
type Filter<T extends ListedType> = Omit<Parameters<Reads<T>["list"]>[0], "page" | "limite">;
export type ListItem<T extends ListedType> = Awaited<ReturnType<Reads<T>["list"]>>["items"][number];
export type Detail<T extends ListedType> = NonNullable<Awaited<ReturnType<Reads<T>["bySlug"]>>>;

/**
 * List items as their cards read them: each Markdown field (domain/markdown.ts) as the
 * plain-text excerpt a card shows, so the page neither shows Markdown's marks nor carries
 * whole texts it does not show.
 */
export function cardItems<T extends ListedType, I extends object>(type: T, items: I[]): I[] {
  return items.map((item) => withExcerpts(type, item, CARD_TEXT_MAX));
}

/** A group of filter chips of a list: its name in the address, and the values offered. */
export interface FilterGroup {
  name: FilterName;
  options: { value: string; label: string }[];
}

/** The four sectors as a filter, in the page's language. */
async function sectorGroup(app: AppLoadContext): Promise<FilterGroup> {
  const sectors = await app.sectors();
  return {
    name: "secteur",
    options: sectors.map(({ code, nom }) => ({ value: code, label: nom })),
  };
}

/**
 * What a list may be filtered by, in the page's language: the four sectors for projects
 * and news; for opportunities, the countries and categories that public ones name; for
 * job offers, the sectors and the countries open ones name; nothing for press releases.
 */
async function filterGroups(app: AppLoadContext, type: ListedType): Promise<FilterGroup[]> {
  if (type === "communiques") return [];
  if (type === "offres-emploi") {
    const [sectors, facets] = await Promise.all([sectorGroup(app), app.offerFacets()]);
    return [
      sectors,
      { name: "pays", options: facets.pays.map(({ code, nom }) => ({ value: code, label: nom })) },
    ];
  }
  if (type === "opportunites") {
    const facets = await app.opportunityFacets();
    return [
      { name: "pays", options: facets.pays.map(({ code, nom }) => ({ value: code, label: nom })) },
      {
        name: "categorie",
        options: facets.categories.map(({ id, libelle }) => ({ value: id, label: libelle })),
      },
    ];
  }
  return [await sectorGroup(app)];
}

/** The filters as each type's reads take them: news name their sectors `categorie`. */
const READ_FILTERS: { [T in ListedType]: (filters: ListFilters) => Filter<T> } = {
  articles: ({ secteur }) => ({ categorie: secteur }),
  realisations: ({ secteur }) => ({ secteur }),
  opportunites: ({ pays, categorie }) => ({ pays, categorie }),
  "offres-emploi": ({ secteur, pays }) => ({ secteur, pays }),
  communiques: () => ({}),
};

/**
 * A list page (`?secteur=mines&page=2`, newest first): only that page's items are read. A
 * page beyond the last is a 404, except the first page of an empty list, which shows its
 * empty text; so is a filter whose value is none of those offered (an unknown sector, a
 * country or category no public opportunity names), so that made-up addresses are not kept.
 */
export async function loadListPage<T extends ListedType>(
  app: AppLoadContext,
  request: Request,
  type: T,
) {
  const { page, filters, valid } = listQueryOf(type, new URL(request.url).searchParams);
  if (!valid) throw data(null, { status: 404 });
  const reads = app[type] as Reads<T>;
  // The filters are checked before the list is read, which refuses a value naming nothing.
  const groups = await filterGroups(app, type);
  const chosen = groups.flatMap((group) => {
    const value = filters[group.name];
    if (!value) return [];
    const option = group.options.find((each) => each.value === value);
    if (!option) throw data(null, { status: 404 });
    return [option.label];
  });
  const { items, total } = await reads.list({
    page,
    limite: PUBLIC_PAGE_SIZE,
    ...READ_FILTERS[type](filters),
  });
  if (page > Math.max(1, Math.ceil(total / PUBLIC_PAGE_SIZE))) throw data(null, { status: 404 });
  const name = LIST_PAGE[type];
  const { lists } = messagesOf(app);
  const texts = lists[name];
  const title = chosen.length
    ? fillPlaceholders(lists.titleFiltered, { title: texts.title, filter: chosen.join(", ") })
    : texts.title;
  return {
    head: pageHead(app, {
      title: page === 1 ? title : fillPlaceholders(lists.titleWithPage, { title, page }),
      description: texts.intro,
      alternates: pageAlternates(PAGE_PATHS[name]),
      search: listSearch(type, filters, page) || undefined,
    }),
    items: cardItems(type, items as ListItem<T>[]),
    page,
    total,
    filters,
    groups,
  };
}

/**
 * A detail page's item by its slug. Unknown: 404. Asked by a former slug or another
 * language's: 301 to this language's current one, so links and indexes converge on one
 * address. The visit is counted on the side: a failed count must not cost the page.
 */
export async function loadDetail<T extends ListedType>(
  app: AppLoadContext,
  type: T,
  slug: string | undefined,
): Promise<Detail<T>> {
  const reads = app[type] as Reads<T>;
  const found = slug ? ((await reads.bySlug(slug)) as Detail<T> | undefined) : undefined;
  if (!found) throw data(null, { status: 404 });
  if (found.slug !== slug) throw redirect(detailPath(app.lang, type, found.slug), 301);
  // Even for a prefetch, which the counter does not count: the page cache keeps which item
  // the page shows, so that the visits served from it later count.
  void reads.countView(found.id).catch(() => undefined);
  return found;
}

/** Up to RELATED_COUNT other items of the same list filter (a sector, a category). */
export async function loadRelated<T extends ListedType>(
  app: AppLoadContext,
  type: T,
  filter: Filter<T>,
  exceptId: string,
): Promise<ListItem<T>[]> {
  const reads = app[type] as Reads<T>;
  const { items } = await reads.list({ ...filter, page: 1, limite: RELATED_COUNT + 1 });
  const others = (items as ListItem<T>[]).filter((item) => item._id !== exceptId);
  return cardItems(type, others.slice(0, RELATED_COUNT));
}

/** The types whose pages are articles for social networks and search engines. */
const ARTICLE_TYPES: Partial<Record<ListedType, "Article" | "NewsArticle">> = {
  articles: "Article",
  communiques: "NewsArticle",
};

/**
 * A detail page's head: its title and description, its image for social networks, the
 * same item in the other languages (the flags follow it), the breadcrumb home › list ›
 * item, and for articles and press releases, schema.org Article and NewsArticle (other
 * types give their own in `jsonLd`).
 */
export function detailHead(
  app: AppLoadContext,
  type: ListedType,
  found: { slug: string; slugs: Detail<ListedType>["slugs"] },
  input: {
    title: string;
    description: string;
    image: PageMedia | null | undefined;
    datePublished?: string | null;
    /** The type's own schema.org data (a job offer's JobPosting), besides the breadcrumb. */
    jsonLd?: Record<string, unknown>[];
  },
) {
  const { lang, publicUrl } = app;
  const { nav } = messagesOf(app);
  const list = LIST_PAGE[type];
  const path = detailPath(lang, type, found.slug);
  const image = input.image
    ? {
        url: input.image.url,
        width: input.image.largeur,
        height: input.image.hauteur,
        alt: input.title,
      }
    : undefined;
  const absolute = (url: string) => (url.startsWith("/") ? `${publicUrl}${url}` : url);
  const brand = app.site.nomMarque;
  const articleType = ARTICLE_TYPES[type];
  return pageHead(app, {
    title: input.title,
    description: truncate(input.description, HEAD_DESCRIPTION_MAX),
    alternates: detailAlternates(type, found.slugs),
    image,
    ...(articleType ? { type: "article" as const } : {}),
    breadcrumb: [
      { name: nav.home, path: localizedPath(lang, PAGE_PATHS.home) },
      { name: nav[list], path: localizedPath(lang, PAGE_PATHS[list]) },
      { name: input.title, path },
    ],
    jsonLd: articleType
      ? [
          {
            "@context": "https://schema.org",
            "@type": articleType,
            headline: input.title,
            description: truncate(input.description, HEAD_DESCRIPTION_MAX),
            ...(input.datePublished ? { datePublished: input.datePublished } : {}),
            ...(image ? { image: [absolute(image.url)] } : {}),
            inLanguage: lang,
            mainEntityOfPage: `${publicUrl}${path}`,
            author: { "@type": "Organization", name: brand },
            publisher: {
              "@type": "Organization",
              name: brand,
              logo: { "@type": "ImageObject", url: `${publicUrl}/favicon.svg` },
            },
          },
        ]
      : (input.jsonLd ?? []),
  });
}
