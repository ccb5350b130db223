import { describe, expect, it } from "vitest";
import { createAddressLimiter } from "./address-limiter.ts";
import { createManualClock } from "./clock.ts";

describe("createAddressLimiter", () => {
  it("allows perWindow requests per address, then says how long to wait, and forgets at the window's end", () => {
    const clock = createManualClock();
    const limiter = createAddressLimiter({ perWindow: 2, windowSeconds: 60 }, clock);
    expect(limiter.hit("a").allowed).toBe(true);
    clock.advance(15_000);
    expect(limiter.hit("a").allowed).toBe(true);
    expect(limiter.hit("a")).toEqual({ allowed: false, retryAfterSeconds: 45 });
    expect(limiter.hit("b").allowed).toBe(true);
    clock.advance(45_000);
    expect(limiter.hit("a")).toEqual({ allowed: true, retryAfterSeconds: 60 });
  });

  it("remembers at most maxAddresses: a flood of made-up addresses pushes out the oldest", () => {
    const clock = createManualClock();
    const limiter = createAddressLimiter(
      { perWindow: 1, windowSeconds: 60, maxAddresses: 3 },
      clock,
    );
    expect(limiter.hit("first").allowed).toBe(true);
    expect(limiter.hit("first").allowed).toBe(false);
    for (const address of ["x1", "x2", "x3"]) limiter.hit(address);
    // "first" was pushed out to make room: it starts afresh.
    expect(limiter.hit("first").allowed).toBe(true);
    // The three most recent are still counted.
    expect(limiter.hit("x3").allowed).toBe(false);
  });
});
