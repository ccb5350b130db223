/**
 * Where the server reads the time and takes its waits and timers (DESIGN.md §9.4): the
 * system's in the running server; in tests, a clock the test moves, so that "within five
 * minutes" or "every two seconds" is tested without waiting and no test depends on the
 * machine's speed (a busy CI machine once made a 150 ms wait look like 146 ms, and a real
 * timer wrote view counts in the middle of a test that checked none were written).
 */
export interface Clock {
  now(): Date;
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
  now: () => new Date(),
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

/** A clock a test moves: its timers run only when `advance` (or a `sleep`) reaches them. */
export interface ManualClock extends Clock {
  /** Moves the time on by `ms`, running every timer that falls due on the way, in order. */
  advance(ms: number): void;
  /** Every wait asked of `sleep`, in order: what a visitor would have waited. */
  readonly sleeps: readonly number[];
  /** How many timers of `after` are set and have not run: something waits on the clock. */
  readonly pendingOnce: number;
}

interface ManualTimer {
  /** 0 for a timer of `after`, which runs once. */
  every: number;
  /** When it falls due, in time moved by the test. */
  due: number;
  run: () => void;
}

/**
 * A test's clock. Its time is the system's plus what the test moved it by (so that rows
 * written one after the other keep their order), or, `frozen`, the moment it was made plus
 * that. Its timers count only the time the test moves: the system's passing never runs one.
 */
export function createManualClock(options: { frozen?: boolean } = {}): ManualClock {
  const start = Date.now();
  let moved = 0;
  const sleeps: number[] = [];
  const timers = new Set<ManualTimer>();

  function advance(ms: number) {
    const end = moved + ms;
    for (;;) {
      let next: ManualTimer | undefined;
      for (const timer of timers) {
        if (timer.due <= end && (!next || timer.due < next.due)) next = timer;
      }
      if (!next) break;
      moved = next.due;
      if (next.every > 0) next.due += next.every;
      else timers.delete(next);
      next.run();
    }
    moved = end;
  }

  const set = (every: number, ms: number, run: () => void) => {
    const timer = { every, due: moved + ms, run };
    timers.add(timer);
    return () => {
      timers.delete(timer);
    };
  };

  return {
    now: () => new Date((options.frozen ? start : Date.now()) + moved),
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
    every: (ms, run) => set(ms, ms, run),
    after: (ms, run) => set(0, ms, run),
    advance,
  };
}
