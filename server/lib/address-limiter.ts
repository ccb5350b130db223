import type { Clock } from "./clock.ts";

/**
 * A limit per address kept in this process's memory (issue 30): for requests any stranger
 * can make expensive and that write nothing (the public search), where a database counter
 * (rate-limiter.ts) would cost a write per request. Each instance counts on its own: what
 * it protects is its own cores. Each address's window opens with its first request and
 * lasts `windowSeconds`, as the database limiter's do (docs/decisions/031).
 */
export interface AddressLimits {
  /** Requests allowed from one address per window. */
  perWindow: number;
  windowSeconds: number;
  /** Addresses remembered at most: a flood of made-up addresses cannot grow the memory. */
  maxAddresses?: number;
}

export interface AddressVerdict {
  allowed: boolean;
  /** Seconds until this address's window ends. */
  retryAfterSeconds: number;
}

const DEFAULT_MAX_ADDRESSES = 10_000;

export function createAddressLimiter(limits: AddressLimits, clock: Clock) {
  const { perWindow, windowSeconds, maxAddresses = DEFAULT_MAX_ADDRESSES } = limits;
  const windowMs = windowSeconds * 1000;
  const windows = new Map<string, { start: number; hits: number }>();

  /** Room for one more address: the ended windows go, then the oldest ones. */
  function makeRoom(now: number) {
    for (const [address, window] of windows) {
      if (now - window.start >= windowMs) windows.delete(address);
    }
    // Maps iterate in insertion order: the first is the window opened longest ago.
    for (const address of windows.keys()) {
      if (windows.size < maxAddresses) break;
      windows.delete(address);
    }
  }

  return {
    /** Counts one request from `address`, and says whether it may go on. */
    hit(address: string): AddressVerdict {
      const now = clock.now().getTime();
      let window = windows.get(address);
      if (!window || now - window.start >= windowMs) {
        windows.delete(address);
        if (windows.size >= maxAddresses) makeRoom(now);
        window = { start: now, hits: 0 };
        windows.set(address, window);
      }
      window.hits++;
      return {
        allowed: window.hits <= perWindow,
        retryAfterSeconds: Math.max(1, Math.ceil((window.start + windowMs - now) / 1000)),
      };
    },
  };
}

export type AddressLimiter = ReturnType<typeof createAddressLimiter>;
