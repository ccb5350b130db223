import { createHash } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Database } from "../db/client.ts";
import { contentVersion } from "../db/schema.ts";

type Executor = Pick<Database, "update">;

/** How long one instance trusts the version it read: another instance's write shows within it. */
const VERSION_TRUST_MS = 1_000;
/** The longest an answer is kept, whatever happens. */
const ENTRY_TTL_MS = 5 * 60_000;
const MAX_ENTRIES = 1_000;
/** Memory the answers may take (their JSON length, about their size in memory). */
const MAX_BYTES = 64 * 1024 * 1024;

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
 * through the database. `nextScheduledChange` tells when what is public changes without
 * any write (a planned article's date, an expiration): no answer outlives that moment.
 */
export function createPublicCache(db: Database, nextScheduledChange: () => Promise<Date | null>) {
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
    const now = Date.now();
    const [[row], next] = await Promise.all([
      db
        .select({ version: contentVersion.version })
        .from(contentVersion)
        .where(eq(contentVersion.id, 1)),
      nextScheduledChange(),
    ]);
    return {
      version: row?.version ?? 0,
      nextScheduledChange: next ? next.getTime() : Number.POSITIVE_INFINITY,
      readAt: now,
    };
  }

  async function currentState(): Promise<VersionState> {
    if (state && Date.now() - state.readAt < VERSION_TRUST_MS) return state;
    // Concurrent requests share one read of the version.
    pending ??= readVersion().finally(() => {
      pending = undefined;
    });
    state = await pending;
    return state;
  }

  return {
    /** After a write answered by this instance: read the version afresh on the next read. */
    forgetVersion(): void {
      state = undefined;
    },

    /** The cached answer for `key`, or `compute()`'s, kept until the content changes. */
    async read<T>(key: string, compute: () => Promise<T>): Promise<{ value: T; version: number }> {
      const { version, nextScheduledChange } = await currentState();
      const now = Date.now();
      const entry = entries.get(key);
      if (entry && entry.version === version && entry.expiresAt > now) {
        return { value: entry.value as T, version };
      }
      const value = await compute();
      const bytes = JSON.stringify(value ?? null).length;
      remove(key);
      // Maps iterate in insertion order: the oldest answers go first, within both bounds.
      for (const oldest of entries.keys()) {
        if (entries.size < MAX_ENTRIES && totalBytes + bytes <= MAX_BYTES) break;
        remove(oldest);
      }
      if (bytes <= MAX_BYTES) {
        entries.set(key, {
          value,
          version,
          expiresAt: Math.min(now + ENTRY_TTL_MS, nextScheduledChange),
          bytes,
        });
        totalBytes += bytes;
      }
      return { value, version };
    },
  };
}

export type PublicCache = ReturnType<typeof createPublicCache>;

/** Bumps the content version inside a staff write's transaction (see logActivity). */
export async function bumpContentVersion(tx: Executor): Promise<void> {
  await tx
    .update(contentVersion)
    .set({ version: sql`${contentVersion.version} + 1` })
    .where(eq(contentVersion.id, 1));
}

/**
 * Sends a public answer with an ETag of its exact bytes and `no-cache` (a browser or CDN
 * may keep it but asks again each time), or 304 when the client already has those bytes.
 */
export function sendPublic(request: FastifyRequest, reply: FastifyReply, body: unknown) {
  const json = JSON.stringify(body);
  const etag = `"${createHash("sha1").update(json).digest("base64url")}"`;
  reply.header("cache-control", "public, no-cache");
  reply.header("etag", etag);
  if (request.headers["if-none-match"] === etag) return reply.status(304).send();
  return reply.type("application/json; charset=utf-8").send(json);
}
