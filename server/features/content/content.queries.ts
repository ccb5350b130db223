import { and, type SQL } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { LANGUAGES, type Language, type Localized } from "../../../domain/constants.ts";
import { columnOf } from "../../../domain/content-types/define.ts";
import type { FieldDescriptor } from "../../../domain/content-types/fields.ts";
import { CONTENT_REGISTRY } from "../../../domain/content-types/index.ts";
import { isUuid } from "../../../domain/ids.ts";
import type { StaffSort } from "../../../domain/pagination.ts";
import type { RevisionView } from "../../../domain/revisions.ts";
import { SITEMAP_ITEMS_PER_PART } from "../../../domain/sitemap.ts";
import { foldedTitle } from "../../db/schema.ts";
import type { Clock } from "../../lib/clock.ts";
import { validationError } from "../../lib/http-error.ts";
import type { ImageProcessor } from "../../lib/images.ts";
import type { OrderKey, TotalKeeper } from "../../lib/page-ids.ts";
import { type CacheBounds, keyOf, type PublicCache } from "../../lib/public-cache.ts";
import type { Storage } from "../../plugins/storage.ts";
import type { LibraryRepository } from "../medias/library.repository.ts";
import type {
  ContentRecord,
  ContentRepository,
  ContentTable,
  Paged,
  PageRequest,
} from "./content.repository.ts";
import type { Actor } from "./ownership.ts";
import type { SlugsRepository } from "./slugs.repository.ts";
import { titleContains } from "./title-search.ts";
import type { ViewCounter } from "./views.ts";

/** A back-office list's page, its title search, its order and the content type's own filters. */
export type StaffListQuery<StaffFilter> = PageRequest & {
  recherche?: string | undefined;
  tri?: StaffSort | undefined;
} & StaffFilter;

/**
 * Each back-office order as its keys, ending on the id that breaks ties; `-` reverses
 * every key, so that an order and its reverse are one index read either way (schema.ts
 * `listIndexes` holds each key list as it is here). `-date` is the list's order of old.
 */
function staffOrderKeys(table: ContentTable): Record<string, OrderKey[]> {
  return {
    date: [
      [table.createdAt, "asc"],
      [table.id, "desc"],
    ],
    titre: [
      [foldedTitle(table.titre), "asc"],
      [table.id, "asc"],
    ],
    etat: [
      [table.etat, "asc"],
      [table.createdAt, "desc"],
      [table.id, "asc"],
    ],
    vues: [
      [table.nombreVues, "asc"],
      [table.id, "asc"],
    ],
  };
}

/** The staff answer's fields made of an item's current slugs (the one read they need). */
const SLUG_FIELDS = new Set(["slug", "slugs"]);
/** What those fields hold when the caller did not ask for them (they are left out of it). */
const NO_SLUGS: Localized = { fr: "", en: "", it: "" };

/**
 * The back-office lists' totals kept per type (issue 30): a total is counted once per
 * content version and filter, not at each page a staff member turns. Keys hold the count's
 * SQL and parameters (a title searched, an adviser's id), so they are bounded here.
 */
const STAFF_TOTALS_BOUNDS: CacheBounds = { maxEntries: 500, maxBytes: 64 * 1024 };

/** The ORDER BY of a back-office list's `tri` (newest created first without one). */
export function staffOrder(table: ContentTable, tri: StaffSort = "-date"): OrderKey[] {
  const reverse = tri.startsWith("-");
  const keys = staffOrderKeys(table)[reverse ? tri.slice(1) : tri] ?? [];
  return keys.map(([key, direction]) => [key, (direction === "asc") !== reverse ? "asc" : "desc"]);
}

/** `value` in each language, made afresh for each row (an answer may build on it). */
const inEveryLanguage =
  <V>(value: () => V) =>
  () =>
    Object.fromEntries(LANGUAGES.map((lang) => [lang, value()]));
const emptyTexts = inEveryLanguage(() => "");
const emptyKeywords = inEveryLanguage(() => []);
const emptyEntries = () => [];
const emptyText = () => "";

/**
 * The empty value of a field a list may leave unread, in its column's shape; undefined for
 * a field always read (its answer is the type's own, or it costs nothing to decode). Only
 * fields answered as their stored value qualify: nothing else reads their column.
 */
function emptyValueOf(field: FieldDescriptor): (() => unknown) | undefined {
  if (field.answer !== "value") return undefined;
  switch (field.kind) {
    case "text":
    case "markdown":
      return field.localized ? emptyTexts : emptyText;
    case "keywords":
      return field.localized ? emptyKeywords : undefined;
    case "entries":
      return emptyEntries;
    default:
      return undefined;
  }
}

/**
 * A filter value of a public list that names nothing there is (a sector, a category that
 * does not exist): the list refuses it with this field's message rather than answer an
 * empty list, on every list (issue 28: docs/decisions/034-one-address-per-answer-and-script-nonces.md).
 */
export interface UnknownFilterValue {
  champ: string;
  message: string;
}

const isUnknownFilterValue = (filter: unknown): filter is UnknownFilterValue =>
  typeof filter === "object" && filter !== null && "champ" in filter;

/**
 * Whether a public list's page is worth keeping in the cache: not a page past the last,
 * which anyone can ask for by the thousand. The first page of an empty list is kept.
 */
export const isListPageWorthKeeping = (listed: { page: number; items: unknown[] }) =>
  listed.page === 1 || listed.items.length > 0;

/** What a content type's queries and commands are built from (app.ts `createServices`). */
export interface ContentDeps<T extends ContentTable> {
  repository: ContentRepository<T>;
  slugs: SlugsRepository;
  cache: PublicCache;
  views: ViewCounter;
  storage: Storage;
  /** The media library (ADR 052): the pictures a form chooses, where new uploads land. */
  library: LibraryRepository;
  /** How uploads are checked and re-encoded (processImage but in the demo content's process). */
  processImage: ImageProcessor;
  /** The time of the visibility rules (a planned date, an expiration): services.clock. */
  clock: Clock;
  /** Items per sitemap part: SITEMAP_ITEMS_PER_PART, a few in the tests that split a type. */
  sitemapItemsPerPart?: number | undefined;
}

/** A part of a content type's sitemap, as the index names it: when it last changed. */
export interface SitemapPartSummary {
  /** The newest change among its items (ISO 8601). */
  lastmod: string;
}

/** An item of a sitemap part: its current slugs and when its page last changed (ISO 8601). */
export interface SitemapItem {
  slugs: Localized;
  lastmod: string;
}

/** What one content type says of its reads; the rest is the same for the three. */
export interface ContentReading<
  T extends ContentTable,
  PublicView,
  StaffView,
  PublicFilter,
  StaffFilter,
> {
  /** The domain's visibility rule in SQL (visibility.ts), at `now` (the app's clock). */
  isPublic(now: Date): SQL;
  /** Newest first (SPEC.md §9). */
  publicOrder(): OrderKey[];
  /** Extra conditions of the public list (a sector page's items), or the value it refuses. */
  publicFilter?(filter: PublicFilter): Promise<SQL | undefined | UnknownFilterValue>;
  /**
   * Extra conditions of the back-office list (its filters' values are checked by the
   * query's schema); async where a value names a row (a sector's id for its code).
   */
  staffFilter?(filter: StaffFilter): SQL | undefined | Promise<SQL | undefined>;
  /** An item as the public site reads it (async where it needs more, as a sector). */
  toPublic(
    record: ContentRecord<T["$inferSelect"]>,
    slugs: Localized,
    lang: Language | undefined,
  ): PublicView | Promise<PublicView>;
  toStaff(
    record: ContentRecord<T["$inferSelect"]>,
    slugs: Localized,
  ): StaffView | Promise<StaffView>;
}

/** A public item found by a slug: the item, and its current slugs to link or redirect to. */
export interface PublicDetail<PublicView> {
  item: PublicView;
  id: string;
  /** The current slug in the language asked (French where that language has none). */
  slug: string;
  slugs: Localized;
}

/**
 * The reads of one content type, created once (app.ts `createServices`) and shared by the
 * REST routes and the server-rendered pages' loaders, so that a page shows exactly what
 * the API answers. Public reads go through the cache of public reads; back-office reads
 * take the acting user and never see what is not theirs to see.
 */
export function createContentQueries<
  T extends ContentTable,
  PublicView extends { _id: string },
  StaffView,
  PublicFilter extends object,
  StaffFilter extends object,
>(
  deps: ContentDeps<T>,
  reading: ContentReading<T, PublicView, StaffView, PublicFilter, StaffFilter>,
) {
  const { repository, slugs, cache, views, clock } = deps;
  const { type, table } = repository;
  // Every content write bumps the content version (content.repository.ts `afterWrite`), so a
  // kept total is as exact as a kept page: this instance's writes show at once, another
  // instance's within the second it trusts the version.
  const staffTotals = cache.shelf(STAFF_TOTALS_BOUNDS);
  const keepStaffTotal: TotalKeeper = async (key, counting) =>
    (await staffTotals.read(key, counting)).value;

  /**
   * The columns a list leaves unread when its answer does not name their fields (`champs`
   * do not), each with the empty value of its shape the row gets instead (`emptyValueOf`).
   * Texts, keywords and key figures are most of a row: PGlite decoding those of a
   * projects' page doubled its time on the embedded database (issue 30), and reading them
   * as empty literals still cost PostgreSQL their output and drizzle their decoding.
   */
  function columnsLeftOut(fields: readonly string[] | undefined): Record<string, () => unknown> {
    if (!fields?.length) return {};
    return Object.fromEntries(
      Object.entries(CONTENT_REGISTRY[type].fields).flatMap(([name, field]) => {
        const column = columnOf(name, field);
        const empty = emptyValueOf(field);
        return column !== null && empty && !fields.includes(name) ? [[column, empty]] : [];
      }),
    );
  }
  const sitemapItemsPerPart = deps.sitemapItemsPerPart ?? SITEMAP_ITEMS_PER_PART;

  /**
   * The bounds of this type's sitemap parts, read once per content change: the index
   * names the parts from them, and each part starts its read at its first id.
   */
  async function sitemapBounds() {
    const { value } = await cache.read(`${type}:sitemap:parts`, async () => {
      const now = clock.now();
      const parts = await repository.sitemapParts(reading.isPublic(now), now, sitemapItemsPerPart);
      return parts.map((part) => ({ ...part, lastmod: part.lastmod.toISOString() }));
    });
    return value;
  }

  /** A public detail of `record` in `lang`, with its current slugs. */
  async function detailOf(
    record: ContentRecord<T["$inferSelect"]>,
    lang: Language,
  ): Promise<PublicDetail<PublicView>> {
    const current = (await repository.slugsOf([record.row]))(record.row.id);
    return {
      item: await reading.toPublic(record, current, lang),
      id: record.row.id,
      slug: current[lang] || current.fr,
      slugs: current,
    };
  }

  return {
    /** The public list, newest first, in the reader's language (or all of them). */
    async listPublic(
      query: PageRequest & { lang: Language | undefined } & PublicFilter,
    ): Promise<Paged<PublicView>> {
      const { page, limite, lang } = query;
      const { value } = await cache.read(
        `${type}:list:${keyOf(query)}`,
        async () => {
          const filter = await reading.publicFilter?.(query);
          if (isUnknownFilterValue(filter)) throw validationError([filter]);
          const { records, total } = await repository.list(
            and(reading.isPublic(clock.now()), filter),
            [...reading.publicOrder(), [table.id, "asc"]],
            query,
            { withSlugs: true },
          );
          const items = await Promise.all(
            records.map((r) => reading.toPublic(r, r.slugs ?? NO_SLUGS, lang)),
          );
          return { items, total };
        },
        ({ items }) => isListPageWorthKeeping({ page, items }),
      );
      return { ...value, page, limite };
    },

    /**
     * A public item by a slug, current or former, in any language (the reader's first), or
     * by its id; undefined when there is none or it is not public.
     */
    async findPublicBySlug(
      slug: string,
      lang: Language,
    ): Promise<PublicDetail<PublicView> | undefined> {
      const wanted = slug.trim().toLowerCase();
      const { value } = await cache.read(`${type}:slug:${lang}:${wanted}`, async () => {
        const id =
          (await slugs.resolve(type, wanted, lang)) ?? (isUuid(wanted) ? wanted : undefined);
        const record = id ? await repository.find(id, reading.isPublic(clock.now())) : undefined;
        return record ? detailOf(record, lang) : undefined;
      });
      return value;
    },

    /** This type's sitemap parts, in order, each with its newest change (docs/decisions/045). */
    async sitemapParts(): Promise<SitemapPartSummary[]> {
      return (await sitemapBounds()).map(({ lastmod }) => ({ lastmod }));
    },

    /**
     * Part `page` (1 first) of this type's sitemap: its public items with their current
     * slugs and last change, in id order, read from the part's first id (a keyset);
     * undefined past the last part. Not cached here: the sitemap keeps the file it makes.
     */
    async sitemapPart(page: number): Promise<SitemapItem[] | undefined> {
      const part = (await sitemapBounds())[page - 1];
      if (!part) return undefined;
      const now = clock.now();
      const rows = await repository.sitemapRows(
        reading.isPublic(now),
        now,
        part.firstId,
        sitemapItemsPerPart,
      );
      return rows.map(({ slugs, lastmod }) => ({ slugs, lastmod: lastmod.toISOString() }));
    },

    /**
     * Counts the reader's view of a public item (once a day per visitor, never for bots or
     * staff) and answers the count as it is now: cached answers carry an older one.
     */
    async countView(request: FastifyRequest, id: string): Promise<number> {
      await views.count(request, type, id);
      return views.of(type, id);
    },

    /** Counts the reader's view without reading the count: a cached page's (no database). */
    noteView: (request: FastifyRequest, id: string): Promise<void> =>
      views.count(request, type, id),

    /**
     * The back-office list, newest created first or in the order of `tri`: everything, or
     * the actor's own; narrowed to the titles containing `recherche` and by the type's own
     * filters.
     */
    async listForStaff(
      actor: Actor,
      query: StaffListQuery<StaffFilter>,
      fields?: readonly string[],
    ): Promise<Paged<StaffView>> {
      const { records, total } = await repository.list(
        and(
          repository.ownedBy(actor),
          titleContains(table, query.recherche),
          await reading.staffFilter?.(query),
        ),
        staffOrder(table, query.tri),
        query,
        {
          keepTotal: keepStaffTotal,
          leftOut: columnsLeftOut(fields),
          // A list screen names what it draws (`champs`, ADR 051): its addresses only when asked.
          withSlugs: !fields?.length || fields.some((name) => SLUG_FIELDS.has(name)),
        },
      );
      const items = await Promise.all(records.map((r) => reading.toStaff(r, r.slugs ?? NO_SLUGS)));
      return { items, total, page: query.page, limite: query.limite };
    },

    /**
     * An item as the public site would show it in `lang`, published or not: what a staff
     * preview shows (never counted as a view, never cached).
     */
    async findPreview(id: string, lang: Language): Promise<PublicDetail<PublicView> | undefined> {
      const record = await repository.find(id);
      return record ? detailOf(record, lang) : undefined;
    },

    /** One item for the back office, if the actor may see it. */
    async findForStaff(id: string, actor: Actor): Promise<StaffView | undefined> {
      const record = await repository.find(id, repository.ownedBy(actor));
      if (!record) return undefined;
      return reading.toStaff(record, (await repository.slugsOf([record.row]))(record.row.id));
    },

    /** The versions of an item the actor may see, newest first; undefined for no such item. */
    async listRevisions(id: string, actor: Actor): Promise<RevisionView[] | undefined> {
      const record = await repository.find(id, repository.ownedBy(actor));
      return record ? repository.listRevisions(record.row.id) : undefined;
    },

    /**
     * A version of an item the actor may see, in the back office's shape: the item as that
     * version had it (what a restoration would give), beside today's slugs and author.
     */
    async findRevisionForStaff(
      id: string,
      revisionId: string,
      actor: Actor,
    ): Promise<StaffView | undefined> {
      const record = await repository.find(id, repository.ownedBy(actor));
      if (!record) return undefined;
      const revision = await repository.findRevision(record.row.id, revisionId);
      if (!revision) return undefined;
      const row = { ...record.row, ...repository.revisionValues(revision.snapshot) };
      const slugs = (await repository.slugsOf([record.row]))(record.row.id);
      return reading.toStaff({ ...record, row: row as typeof record.row }, slugs);
    },
  };
}

export type ContentQueries<PublicView, StaffView, PublicFilter, StaffFilter> = {
  listPublic(
    query: PageRequest & { lang: Language | undefined } & PublicFilter,
  ): Promise<Paged<PublicView>>;
  findPublicBySlug(slug: string, lang: Language): Promise<PublicDetail<PublicView> | undefined>;
  countView(request: FastifyRequest, id: string): Promise<number>;
  noteView(request: FastifyRequest, id: string): Promise<void>;
  /** `fields`: the answer's fields the caller keeps (`champs`); without, every one. */
  listForStaff(
    actor: Actor,
    query: StaffListQuery<StaffFilter>,
    fields?: readonly string[],
  ): Promise<Paged<StaffView>>;
  findForStaff(id: string, actor: Actor): Promise<StaffView | undefined>;
  listRevisions(id: string, actor: Actor): Promise<RevisionView[] | undefined>;
  findRevisionForStaff(
    id: string,
    revisionId: string,
    actor: Actor,
  ): Promise<StaffView | undefined>;
  findPreview(id: string, lang: Language): Promise<PublicDetail<PublicView> | undefined>;
  sitemapParts(): Promise<SitemapPartSummary[]>;
  sitemapPart(page: number): Promise<SitemapItem[] | undefined>;
};
