import { eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rateLimitCounters } from "../db/schema.ts";
import { createTestApp, secondInstance } from "../test/test-app.ts";
import { createRateLimiter } from "./rate-limiter.ts";

describe("rate-limit counters", () => {
  let app: FastifyInstance;
  let other: FastifyInstance;

  beforeAll(async () => {
    app = await createTestApp();
    // A second instance on the same database, as behind a load balancer.
    other = await secondInstance(app);
  });
  afterAll(async () => {
    await other?.close();
    await app?.close();
  });

  const HOUR = 60 * 60;
  /** Moves a key's window back in time, as if its first hit was `seconds` ago. */
  const age = (key: string, seconds: number) =>
    app.services.db
      .update(rateLimitCounters)
      .set({
        windowStart: sql`${rateLimitCounters.windowStart} - make_interval(secs => ${seconds})`,
      })
      .where(eq(rateLimitCounters.key, key));

  it("opens a key's window at its first hit, whatever the time of day, and counts in it", async () => {
    const limiter = createRateLimiter(app.services.db, HOUR);
    expect(await limiter.peek("test:first")).toEqual({ hits: 0, retryAfterSeconds: HOUR });
    const first = await limiter.hit("test:first");
    // A whole hour to wait, not what is left of the clock's hour.
    expect(first.hits).toBe(1);
    expect(first.retryAfterSeconds).toBeGreaterThanOrEqual(HOUR - 1);
    await age("test:first", 20 * 60);
    const second = await limiter.hit("test:first");
    expect(second.hits).toBe(2);
    expect(second.retryAfterSeconds).toBeLessThanOrEqual(40 * 60);
    expect(second.retryAfterSeconds).toBeGreaterThanOrEqual(40 * 60 - 2);
    expect((await limiter.peek("test:first")).hits).toBe(2);
  });

  it("starts again once the window has ended, and forgets a key on reset", async () => {
    const limiter = createRateLimiter(app.services.db, HOUR);
    for (let i = 0; i < 3; i++) await limiter.hit("test:ended");
    await age("test:ended", HOUR);
    expect((await limiter.peek("test:ended")).hits).toBe(0);
    const again = await limiter.hit("test:ended");
    expect(again.hits).toBe(1);
    expect(again.retryAfterSeconds).toBeGreaterThanOrEqual(HOUR - 1);
    await limiter.hit("test:ended");
    await limiter.reset("test:ended");
    expect((await limiter.peek("test:ended")).hits).toBe(0);
  });

  it("counts concurrent hits from two instances once each, in one row", async () => {
    const limiters = [app, other].map((instance) => createRateLimiter(instance.services.db, HOUR));
    const counts = await Promise.all(
      Array.from({ length: 40 }, (_, i) => limiters[i % 2]?.hit("test:concurrent")),
    );
    expect(counts.map((state) => state?.hits).sort((a = 0, b = 0) => a - b)).toEqual(
      Array.from({ length: 40 }, (_, i) => i + 1),
    );
    const rows = await app.services.db
      .select()
      .from(rateLimitCounters)
      .where(eq(rateLimitCounters.key, "test:concurrent"));
    expect(rows).toHaveLength(1);
  });

  it("keeps each key's own window: another key's hits change nothing", async () => {
    const limiter = createRateLimiter(app.services.db, HOUR);
    await limiter.hit("test:a");
    await limiter.hit("test:a");
    expect((await limiter.hit("test:b")).hits).toBe(1);
    expect((await limiter.peek("test:a")).hits).toBe(2);
  });
});
