import { describe, expect, it } from "vitest";
import { formatDate } from "./format.ts";

describe("formatDate", () => {
  it("writes a date as each language's reader does, long or short, in UTC, whichever came first", () => {
    // Just before midnight UTC: a formatter in the machine's time zone would print the 13th.
    const iso = "2026-03-12T23:30:00.000Z";
    expect(formatDate("fr", iso)).toBe("12 mars 2026");
    expect(formatDate("en", iso)).toBe("12 March 2026");
    expect(formatDate("it", iso)).toBe("12 marzo 2026");
    expect(formatDate("fr", "2026-11-22T10:00:00.000Z", "short")).toBe("22 nov. 2026");
    expect(formatDate("en", "2026-11-22T10:00:00.000Z", "short")).toBe("22 Nov 2026");
    // The long form again after the short one: each language and style keeps its own.
    expect(formatDate("fr", "2026-11-22T10:00:00.000Z")).toBe("22 novembre 2026");
    expect(formatDate("it", null)).toBe("");
  });
});
