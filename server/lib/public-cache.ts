import { eq, sql } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Database } from "../db/client.ts";
import { publicPagesGeneration } from "../db/schema.ts";
import type { Clock } from "./clock.ts";
import {
  type EncodedBodies,
  encodeAll,
  etagOf,
  KEPT_QUALITY,
  matchesEtag,
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
  const { maxEntries, maxBytes } = bounds;
  const entries = new Map<string, Entry>();
  let totalBytes = 0;

  function remove(key: string) {
    const entry = entries.get(key);
    if (!entry) return;
    totalBytes -= entry.bytes;
    entries.delete(key);
  }
  let state: VersionState | undefined;
  let pending: Promise<VersionState> | undefined;

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
    // Concurrent requests share one read of the version.
    pending ??= readVersion().finally(() => {
      pending = undefined;
    });
    state = await pending;
    return state;
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
    /** After a write answered by this instance: read the version afresh on the next read. */
    forgetVersion(): void {
      state = undefined;
    },

    /**
     * The cached answer for `key`, or `compute()`'s, kept until the content changes. Nothing
     * is kept of what names nothing (an unknown slug: undefined) nor of what `worthKeeping`
     * refuses (a page beyond the last): made-up requests would each take an entry and push
     * out the answers and pages everyone reads (issue 28).
     */
    async read<T>(
      key: string,
      compute: () => Promise<T>,
      worthKeeping: (value: T) => boolean = () => true,
    ): Promise<{ value: T; version: number }> {
      const current = await currentState();
      const entry = await fresh(key);
      if (entry) return { value: entry.value as T, version: current.version };
      const value = await compute();
      if (value !== undefined && worthKeeping(value)) {
        store(key, value, JSON.stringify(value).length, current);
      }
      return { value, version: current.version };
    },

    /**
     * Rendered pages (server/plugins/page-caching.ts) live in the same entries and bounds as
     * the API's answers. `peek` gives a page kept for the current content; `keep` keeps one
     * rendered under `versionNow()` as read before rendering, so that a write during the
     * render leaves it stale at once rather than kept under the newer version.
     */
    async peek<T>(key: string): Promise<T | undefined> {
      return (await fresh(key))?.value as T | undefined;
    },
    versionNow: (): Promise<VersionSnapshot> => currentState(),
    keep(key: string, value: unknown, bytes: number, renderedUnder: VersionSnapshot): void {
      store(key, value, bytes, renderedUnder);
    },

    /** What the cache holds now, and its bounds. */
    size(): { entries: number; bytes: number } & CacheBounds {
      return { entries: entries.size, bytes: totalBytes, maxEntries, maxBytes };
    },
  };
}

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
  const key = answerKey(request);
  let answer = await cache.peek<KeptAnswer>(key);
  if (!answer) {
    const version = await cache.versionNow();
    const built = await build();
    const json = Buffer.from(JSON.stringify(built));
    answer = { etag: etagOf(json), bodies: await encodeAll(json, KEPT_QUALITY) };
    if (worthKeeping(built)) cache.keep(key, answer, sizeOf(answer.bodies), version);
  }
  reply.header("cache-control", PUBLIC_ANSWER_CACHE_CONTROL).header("etag", answer.etag);
  if (matchesEtag(request.headers["if-none-match"], answer.etag)) return reply.status(304).send();
  return reply.type(JSON_TYPE).send(sendEncoded(request, reply, answer.bodies));
}
