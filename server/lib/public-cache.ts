import { eq, sql } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Database } from "../db/client.ts";
import { publicPagesGeneration } from "../db/schema.ts";
import type { Clock } from "./clock.ts";
import {
  bodyIn,
  type CompressedBodies,
  type EncodedBodies,
  encodeAll,
  etagOf,
  KEPT_QUALITY,
  LARGE_KEPT_QUALITY,
  matchesEtag,
  preferredEncoding,
  sendEncoded,
  sizeOf,
} from "./encoded-bodies.ts";

type Executor = Pick<Database, "update">;

/** How long one instance trusts the version it read: another instance's write shows within it. */
const VERSION_TRUST_MS = 1_000;
/** The longest an answer is kept, whatever happens. */
const ENTRY_TTL_MS = 5 * 60_000;
/**
 * What the cache may hold: answers and pages together, counted by their size in memory
 * (JSON length for data, bytes of the three encodings for pages and kept lists).
 */
export interface CacheBounds {
  maxEntries: number;
  maxBytes: number;
}

export const DEFAULT_CACHE_BOUNDS: CacheBounds = { maxEntries: 1_000, maxBytes: 64 * 1024 * 1024 };

interface VersionState {
  version: number;
  /** When a planned article goes live or an opportunity expires: answers change then. */
  nextScheduledChange: number;
  readAt: number;
}

interface Entry {
  value: unknown;
  version: number;
  expiresAt: number;
  bytes: number;
}

/**
 * The cache of public reads (DESIGN.md §7): answers kept per key under the content version,
 * which every staff write bumps in its own transaction. Several instances share the version
 * through the database. `nextScheduledChange` tells when what is public changes, after the
 * time it is given, without any write (a planned article's date, an expiration): no answer
 * outlives that moment. Every time is the clock's (services.clock): a test moves it past
 * a planned date, or past the second an instance trusts the version, instead of waiting.
 */
export function createPublicCache(
  db: Database,
  nextScheduledChange: (now: Date) => Promise<Date | null>,
  clock: Clock,
  bounds: CacheBounds = DEFAULT_CACHE_BOUNDS,
) {
  let state: VersionState | undefined;
  /** Bumped by forgetVersion: a read of the version begun before it is not trusted after. */
  let forgotten = 0;
  /** The read of the version running, and the forgetting it began after. */
  let pending: { read: Promise<VersionState>; after: number } | undefined;

  async function readVersion(): Promise<VersionState> {
    const now = clock.now();
    const [[row], next] = await Promise.all([
      db
        .select({ version: publicPagesGeneration.version })
        .from(publicPagesGeneration)
        .where(eq(publicPagesGeneration.id, 1)),
      nextScheduledChange(now),
    ]);
    return {
      version: row?.version ?? 0,
      nextScheduledChange: next ? next.getTime() : Number.POSITIVE_INFINITY,
      readAt: now.getTime(),
    };
  }

  async function currentState(): Promise<VersionState> {
    if (state && clock.now().getTime() - state.readAt < VERSION_TRUST_MS) return state;
    // Concurrent requests share one read of the version, but not one begun before a write
    // this instance answered: that read may hold the version before the write, and kept,
    // it would be trusted for a second, with every page kept under it (a logo just
    // uploaded, then the old one in the header of the next page).
    if (pending?.after !== forgotten) {
      const started = { after: forgotten, read: readVersion() };
      pending = started;
      const settled = () => {
        if (pending === started) pending = undefined;
      };
      started.read.then(settled, settled);
    }
    const { read, after } = pending;
    const version = await read;
    if (after === forgotten) state = version;
    return version;
  }

  /**
   * Entries within their own bounds, under the one content version: the main shelf holds
   * the pages and the API's answers; another (the search's results, issue 30) keeps what
   * strangers choose the keys of apart, so that they cannot push the pages out.
   */
  function createShelf({ maxEntries, maxBytes }: CacheBounds) {
    const entries = new Map<string, Entry>();
    /** The computations running, by version and key: requests that miss together share one. */
    const computing = new Map<string, Promise<unknown>>();
    let totalBytes = 0;

    function remove(key: string) {
      const entry = entries.get(key);
      if (!entry) return;
      totalBytes -= entry.bytes;
      entries.delete(key);
    }

    /** The entry of `key` if it still holds for the current content. */
    async function fresh(key: string): Promise<Entry | undefined> {
      const { version } = await currentState();
      const entry = entries.get(key);
      if (entry && entry.version === version && entry.expiresAt > clock.now().getTime()) {
        return entry;
      }
      return undefined;
    }

    /**
     * Keeps `value` (about `bytes` in memory) under the version it was computed for, until
     * the content changes, a scheduled change comes, or it is the oldest over a bound.
     */
    function store(key: string, value: unknown, bytes: number, computedUnder: VersionState) {
      remove(key);
      if (bytes > maxBytes) return;
      // Maps iterate in insertion order: the oldest entries go first, within both bounds.
      for (const oldest of entries.keys()) {
        if (entries.size < maxEntries && totalBytes + bytes <= maxBytes) break;
        remove(oldest);
      }
      const expiresAt = Math.min(
        clock.now().getTime() + ENTRY_TTL_MS,
        computedUnder.nextScheduledChange,
      );
      entries.set(key, { value, version: computedUnder.version, expiresAt, bytes });
      totalBytes += bytes;
    }

    return {
      /**
       * The cached answer for `key`, or `compute()`'s, kept until the content changes.
       * Nothing is kept of what names nothing (an unknown slug: undefined) nor of what
       * `worthKeeping` refuses (a page beyond the last): made-up requests would each take
       * an entry and push out the answers and pages everyone reads (issue 28). Requests
       * that miss the same key for the same content share one computation: ten visitors
       * searching a word at once, just after a change, make one search, not ten.
       */
      async read<T>(
        key: string,
        compute: () => Promise<T>,
        worthKeeping: (value: T) => boolean = () => true,
      ): Promise<{ value: T; version: number }> {
        const current = await currentState();
        const entry = await fresh(key);
        if (entry) return { value: entry.value as T, version: current.version };
        const value = await sharedRun(computing, `${current.version}:${key}`, async () => {
          const computed = await compute();
          if (computed !== undefined && worthKeeping(computed)) {
            store(key, computed, JSON.stringify(computed).length, current);
          }
          return computed;
        });
        return { value, version: current.version };
      },

      /**
       * Rendered pages (server/plugins/page-caching.ts) live in the same entries and bounds
       * as the API's answers. `peek` gives a page kept for the current content; `keep`
       * keeps one rendered under `versionNow()` as read before rendering, so that a write
       * during the render leaves it stale at once rather than kept under the newer version.
       */
      async peek<T>(key: string): Promise<T | undefined> {
        return (await fresh(key))?.value as T | undefined;
      },
      keep(key: string, value: unknown, bytes: number, renderedUnder: VersionSnapshot): void {
        store(key, value, bytes, renderedUnder);
      },

      /** What the shelf holds now, and its bounds. */
      size(): { entries: number; bytes: number } & CacheBounds {
        return { entries: entries.size, bytes: totalBytes, maxEntries, maxBytes };
      },
    };
  }

  return {
    ...createShelf(bounds),
    /** Another shelf under the same content version, within its own bounds. */
    shelf: createShelf,

    /** After a write answered by this instance: read the version afresh on the next read. */
    forgetVersion(): void {
      state = undefined;
      forgotten += 1;
    },

    versionNow: (): Promise<VersionSnapshot> => currentState(),
  };
}

export type CacheShelf = ReturnType<PublicCache["shelf"]>;

/** The content version an answer was computed under, and when it outdates by itself. */
export type VersionSnapshot = VersionState;

export type PublicCache = ReturnType<typeof createPublicCache>;

/**
 * Outdates every cached public page and answer, on every instance: called inside the
 * transaction of each staff write that changes what the public site shows (a content
 * write's after-write hooks, the site's documents, categories, authors). Named apart from
 * an item's versions (its saved states): this is the cache's generation.
 */
export async function invalidatePublicPages(tx: Executor): Promise<void> {
  await tx
    .update(publicPagesGeneration)
    .set({ version: sql`${publicPagesGeneration.version} + 1` })
    .where(eq(publicPagesGeneration.id, 1));
}

/** A browser or CDN may keep a public answer but asks again each time (an ETag makes it cheap). */
const PUBLIC_ANSWER_CACHE_CONTROL = "public, no-cache";
const JSON_TYPE = "application/json; charset=utf-8";

/**
 * Sends a public answer with an ETag of its exact bytes and `no-cache`, or 304 when the
 * client already has those bytes. For an answer that changes with each request (a detail
 * carries its view count as it is now); lists are kept as sent: sendKeptPublic.
 */
export function sendPublic(request: FastifyRequest, reply: FastifyReply, body: unknown) {
  const json = JSON.stringify(body);
  const etag = etagOf(json);
  reply.header("cache-control", PUBLIC_ANSWER_CACHE_CONTROL).header("etag", etag);
  if (matchesEtag(request.headers["if-none-match"], etag)) return reply.status(304).send();
  return reply.type(JSON_TYPE).send(json);
}

/**
 * The same key for the same object, whichever order its fields came in: a query read by
 * a route's schema or built by a page's loader.
 */
export const keyOf = (value: object) =>
  JSON.stringify(Object.entries(value).sort(([a], [b]) => a.localeCompare(b)));

/**
 * What a public answer depends on: its route, and the parameters and query as the route's
 * schema read them (validated, each in its one spelling, without the fields it does not
 * know). Not the URL as sent: `?x=1`, `?utm_source=…` or a reordered query would each
 * take an entry of their own (1,200 of them pushed every cached page out: issue 28).
 */
function answerKey(request: FastifyRequest): string {
  const { params, query } = request as { params: object | undefined; query: object | undefined };
  return `answer:${request.routeOptions.url}:${keyOf(params ?? {})}:${keyOf(query ?? {})}`;
}

/** A public answer as it was sent: its bytes in three encodings, and their ETag. */
interface KeptAnswer {
  etag: string;
  bodies: EncodedBodies;
}

/** What an answer's build made: the answer, its size in memory, and whether to keep it. */
interface Built<A> {
  answer: A;
  bytes: number;
  keep: boolean;
}

/** The builds running now, per cache and key: requests that miss together build once. */
const building = new WeakMap<PublicCache, Map<string, Promise<unknown>>>();

/**
 * The answer kept under `key` for the current content, else the one `build` makes, kept
 * under the version read before it ran (a write during the build leaves it stale at once)
 * when it says so. Requests missing the same key for the same content share one build: a
 * sitemap part's takes a good part of a second at a hundred thousand items, and a crawler
 * may ask for it several times at once.
 */
async function keptOrBuilt<A>(
  cache: PublicCache,
  key: string,
  build: () => Promise<Built<A> | undefined>,
): Promise<A | undefined> {
  const kept = await cache.peek<A>(key);
  if (kept) return kept;
  const version = await cache.versionNow();
  const running = building.get(cache) ?? new Map();
  building.set(cache, running);
  // Only a build for the same content is joined: a request after a write builds afresh.
  const built = await sharedRun(running, `${version.version}:${key}`, async () => {
    const made = await build();
    if (made?.keep) cache.keep(key, made.answer, made.bytes, version);
    return made;
  });
  return built?.answer;
}

/**
 * `run()`'s result, shared with every caller that asks for the same `key` while it runs
 * (`running` holds what runs, by key; a key includes the content version it is for).
 */
function sharedRun<T>(
  running: Map<string, Promise<unknown>>,
  key: string,
  run: () => Promise<T>,
): Promise<T> {
  const pending = running.get(key) as Promise<T> | undefined;
  if (pending) return pending;
  const started = run().finally(() => running.delete(key));
  running.set(key, started);
  return started;
}

/**
 * Sends a public answer (a list) that depends only on its URL and the published content,
 * kept as sent in the cache of public reads: a hit reads, serializes, hashes and
 * compresses nothing. `build` runs on a miss; the answer is kept under the version read
 * before it ran, so a write during the build leaves it stale at once, and only when
 * `worthKeeping` says so (not a page beyond the last).
 */
export async function sendKeptPublic<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  cache: PublicCache,
  build: () => Promise<T>,
  worthKeeping: (built: T) => boolean = () => true,
) {
  const answer = (await keptOrBuilt<KeptAnswer>(cache, answerKey(request), async () => {
    const built = await build();
    const json = Buffer.from(JSON.stringify(built));
    const bodies = await encodeAll(json, KEPT_QUALITY);
    return {
      answer: { etag: etagOf(json), bodies },
      bytes: sizeOf(bodies),
      keep: worthKeeping(built),
    };
  })) as KeptAnswer;
  reply.header("cache-control", PUBLIC_ANSWER_CACHE_CONTROL).header("etag", answer.etag);
  if (matchesEtag(request.headers["if-none-match"], answer.etag)) return reply.status(304).send();
  return reply.type(JSON_TYPE).send(sendEncoded(request, reply, answer.bodies));
}

/** A large public document as kept: its compressed forms only, and the ETag of its bytes. */
export interface KeptDocument {
  etag: string;
  bodies: CompressedBodies;
}

/**
 * A public document (a sitemap file) that depends only on the published content: the one
 * kept under `key`, else the one `build` makes, compressed and kept until the content
 * changes. Undefined when `build` finds nothing to make (a part past the last): nothing is
 * kept then, so made-up addresses cannot fill the cache.
 */
export function keptPublicDocument(
  cache: PublicCache,
  key: string,
  build: () => Promise<string | undefined>,
): Promise<KeptDocument | undefined> {
  return keptOrBuilt<KeptDocument>(cache, key, async () => {
    const text = await build();
    if (text === undefined) return undefined;
    const body = Buffer.from(text);
    const { br, gzip } = await encodeAll(body, LARGE_KEPT_QUALITY);
    const bodies = { br, gzip };
    return { answer: { etag: etagOf(body), bodies }, bytes: sizeOf(bodies), keep: true };
  });
}

/**
 * What a kept document answers `request`: its ETag, a 304 when the client holds it, else
 * its bytes in the encoding the client accepts (none for a HEAD).
 */
export async function documentAnswer(
  request: FastifyRequest,
  document: KeptDocument,
  contentType: string,
): Promise<{ status: 200 | 304; headers: Record<string, string>; body: Buffer | null }> {
  const headers: Record<string, string> = {
    "cache-control": PUBLIC_ANSWER_CACHE_CONTROL,
    etag: document.etag,
    vary: "Accept-Encoding",
    "content-type": contentType,
  };
  if (matchesEtag(request.headers["if-none-match"], document.etag)) {
    return { status: 304, headers, body: null };
  }
  const encoding = preferredEncoding(request.headers["accept-encoding"]);
  if (encoding !== "identity") headers["content-encoding"] = encoding;
  const body = request.method === "HEAD" ? null : await bodyIn(encoding, document.bodies);
  return { status: 200, headers, body };
}
