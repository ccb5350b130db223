// Giving freed memory back to the system (docs/decisions/070). glibc's malloc keeps what the
// process frees for its next allocations: a compressor's buffers, a compiler's scratch
// memory, a page of rows on its way between the database's thread and the site's. Only
// the top of each heap goes back on its own (above MALLOC_TRIM_THRESHOLD_); a free block in
// the middle stays resident until malloc_trim(), which walks every heap and returns each
// whole free page. After ten clients on the back office at 10,000 items, one call took the
// server from 328 to 292 MB.
import { createRequire } from "node:module";
import type { Clock } from "./clock.ts";

/**
 * How often a busy server gives back what it freed meanwhile: each second, the resident
 * memory after a load was 6 MB lower than every two seconds, at the same speed.
 */
export const GIVE_BACK_EVERY_MS = 1_000;
/**
 * The CPU time (all threads) below which a period counts as idle: an idle server's timers
 * and the view counts' flush take far less, a single request about as much.
 */
export const BUSY_CPU_MS = 20;

/** What `process.cpuUsage()` answers: user and system time in microseconds. */
export interface CpuUsage {
  user: number;
  system: number;
}

/**
 * glibc's `malloc_trim(0)`, called through koffi (a foreign-function library whose package
 * carries its binaries: nothing to compile, and its install script need not run), or
 * undefined where the C library is not glibc (musl, macOS, Windows: their allocators have
 * no such call) or koffi has no binary for the machine. The server then runs as before,
 * and GET /healthz says `givenBack: null`.
 */
export function loadMallocTrim(): (() => void) | undefined {
  const report = process.report?.getReport() as { header?: { glibcVersionRuntime?: string } };
  if (process.platform !== "linux" || !report?.header?.glibcVersionRuntime) return undefined;
  try {
    const require = createRequire(import.meta.url);
    const koffi = require("koffi") as typeof import("koffi");
    const mallocTrim = koffi.load("libc.so.6").func("int malloc_trim(size_t pad)");
    return () => {
      mallocTrim(0);
    };
  } catch {
    return undefined;
  }
}

export interface FreedMemoryGiveBack {
  /** How many times freed memory was given back since the start (GET /healthz). */
  calls(): number;
  stop(): void;
}

/**
 * Every GIVE_BACK_EVERY_MS, when the process worked since the last time (CPU time of all
 * its threads: requests, the database's thread, compression), gives back what it freed.
 * A server under load returns its free pages every second, so that its memory follows
 * what it holds rather than the most it ever held; an idle one is left alone.
 */
export function startGivingBackFreedMemory(options: {
  clock: Clock;
  giveBack: () => void;
  cpuUsage?: () => CpuUsage;
}): FreedMemoryGiveBack {
  const cpuUsage = options.cpuUsage ?? (() => process.cpuUsage());
  let calls = 0;
  let last = cpuUsage();
  const stop = options.clock.every(GIVE_BACK_EVERY_MS, () => {
    const now = cpuUsage();
    const worked = now.user - last.user + (now.system - last.system);
    last = now;
    if (worked < BUSY_CPU_MS * 1000) return;
    options.giveBack();
    calls += 1;
    // Its own cost is not the next period's work: otherwise an idle server would go on.
    last = cpuUsage();
  });
  return { calls: () => calls, stop };
}
