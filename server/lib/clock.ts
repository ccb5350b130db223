/**
 * Where the server's waits and timers come from. The running server uses the system's;
 * tests use a manual clock that only moves when they move it, so that no test depends on
 * the machine's speed (a busy CI machine once made a 150 ms wait look like 146 ms, and a
 * real timer wrote view counts in the middle of a test that checked none were written).
 */
export interface Clock {
  /** Milliseconds since the epoch, as Date.now(). */
  now(): number;
  /** Resolves after `ms` (a sign-in's slowdown). */
  sleep(ms: number): Promise<void>;
  /**
   * Calls `run` every `ms` until the returned function stops it. The timer never keeps
   * the process alive on its own: whoever starts one also stops it when closing.
   */
  every(ms: number, run: () => void): () => void;
  /** Calls `run` once after `ms` unless the returned function cancels it first. */
  after(ms: number, run: () => void): () => void;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  every(ms, run) {
    const timer = setInterval(run, ms);
    timer.unref();
    return () => clearInterval(timer);
  },
  after(ms, run) {
    const timer = setTimeout(run, ms);
    timer.unref();
    return () => clearTimeout(timer);
  },
};

/** A clock a test moves: time passes only through `advance` (and a `sleep`, which moves it). */
export interface ManualClock extends Clock {
  /** Moves the time on by `ms`, running every timer that falls due on the way, in order. */
  advance(ms: number): void;
  /** Every wait asked of `sleep`, in order: what a visitor would have waited. */
  readonly sleeps: readonly number[];
  /** How many timers of `after` are set and have not run: something waits on the clock. */
  readonly pendingOnce: number;
}

export function createManualClock(start = Date.now()): ManualClock {
  let time = start;
  const sleeps: number[] = [];
  /** `every` 0: a timer of `after`, which runs once. */
  const timers = new Set<{ every: number; due: number; run: () => void }>();

  function advance(ms: number) {
    const end = time + ms;
    for (;;) {
      let next: { every: number; due: number; run: () => void } | undefined;
      for (const timer of timers)
        if (timer.due <= end && (!next || timer.due < next.due)) next = timer;
      if (!next) break;
      time = next.due;
      if (next.every > 0) next.due += next.every;
      else timers.delete(next);
      next.run();
    }
    time = end;
  }

  return {
    now: () => time,
    sleeps,
    get pendingOnce() {
      return [...timers].filter((timer) => timer.every === 0).length;
    },
    // The wait is recorded and its time passes at once: the caller goes on without
    // waiting, and what it would have waited is there to check.
    async sleep(ms) {
      sleeps.push(ms);
      advance(ms);
    },
    every(ms, run) {
      const timer = { every: ms, due: time + ms, run };
      timers.add(timer);
      return () => timers.delete(timer);
    },
    after(ms, run) {
      const timer = { every: 0, due: time + ms, run };
      timers.add(timer);
      return () => timers.delete(timer);
    },
    advance,
  };
}
