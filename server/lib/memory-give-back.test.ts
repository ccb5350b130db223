import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { createManualClock } from "./clock.ts";
import {
  BUSY_CPU_MS,
  type CpuUsage,
  GIVE_BACK_EVERY_MS,
  loadMallocTrim,
  startGivingBackFreedMemory,
} from "./memory-give-back.ts";

const MB = 1024 * 1024;

/** The process's resident memory (VmRSS), in bytes. */
function residentBytes(): number {
  const kilobytes = /^VmRSS:\s+(\d+)\s+kB/m.exec(readFileSync("/proc/self/status", "utf8"))?.[1];
  if (!kilobytes) throw new Error("no VmRSS in /proc/self/status");
  return Number(kilobytes) * 1024;
}

describe("giving freed memory back to the system", () => {
  it("on this Linux with glibc, malloc_trim returns the free pages glibc kept in the middle of its heap", () => {
    const mallocTrim = loadMallocTrim();
    expect(mallocTrim, "koffi or glibc's malloc_trim did not load").toBeDefined();

    // Blocks of 64 KB come from malloc's heap (below its mmap threshold), written so that
    // their pages are resident; the last one stays, so that the free ones sit below it and
    // glibc cannot return them by shrinking the heap's top on its own.
    const koffi = createRequire(import.meta.url)("koffi") as typeof import("koffi");
    const libc = koffi.load("libc.so.6");
    const malloc = libc.func("void *malloc(size_t size)");
    const free = libc.func("void free(void *ptr)");
    const memset = libc.func("void *memset(void *s, int c, size_t n)");
    const blockSize = 64 * 1024;
    const blocks = Array.from({ length: 1600 }, () => {
      const block = malloc(blockSize);
      memset(block, 1, blockSize);
      return block;
    });
    const kept = blocks.pop();
    for (const block of blocks) free(block);

    const held = residentBytes();
    mallocTrim?.();
    const givenBack = held - residentBytes();
    free(kept);
    // 100 MB were freed; at least half of it leaves the process with the call.
    expect(givenBack / MB).toBeGreaterThan(50);
  });

  it("gives back every second while the process works, and leaves an idle one alone", () => {
    const clock = createManualClock();
    let cpu: CpuUsage = { user: 0, system: 0 };
    const work = (ms: number) => {
      cpu = { user: cpu.user + ms * 700, system: cpu.system + ms * 300 };
    };
    let calls = 0;
    const giveBack = startGivingBackFreedMemory({
      clock,
      cpuUsage: () => cpu,
      // The call itself takes a little CPU time, which must not count as the next period's work.
      giveBack: () => {
        calls += 1;
        work(BUSY_CPU_MS);
      },
    });

    work(BUSY_CPU_MS * 10);
    clock.advance(GIVE_BACK_EVERY_MS - 1);
    expect(calls).toBe(0);
    clock.advance(1);
    expect(calls).toBe(1);

    // Idle: a few timers' worth of CPU time, period after period.
    for (let period = 0; period < 5; period += 1) {
      work(1);
      clock.advance(GIVE_BACK_EVERY_MS);
    }
    expect(calls).toBe(1);

    // Busy again, for three periods.
    for (let period = 0; period < 3; period += 1) {
      work(BUSY_CPU_MS);
      clock.advance(GIVE_BACK_EVERY_MS);
    }
    expect(calls).toBe(4);
    expect(giveBack.calls()).toBe(4);

    giveBack.stop();
    work(BUSY_CPU_MS * 10);
    clock.advance(GIVE_BACK_EVERY_MS * 3);
    expect(calls).toBe(4);
  });
});
