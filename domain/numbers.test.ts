import { describe, expect, it } from "vitest";
import { formatNumber, localizeNumbers } from "./numbers.ts";
import { NARROW_NO_BREAK_SPACE } from "./typography.ts";

describe("numbers as each language writes them", () => {
  it.each([
    ["fr", 15000, `15${NARROW_NO_BREAK_SPACE}000`],
    ["en", 15000, "15,000"],
    ["it", 15000, "15.000"],
    ["it", 5000, "5.000"],
    ["en", 2.5, "2.5"],
    ["fr", 2.5, "2,5"],
    ["en", 95, "95"],
  ] as const)("%s writes %d as %j", (lang, value, written) => {
    expect(formatNumber(lang, value)).toBe(written);
  });

  it.each([
    ["en", "15 000 m³", "15,000 m³"],
    ["it", "15 000 m³", "15.000 m³"],
    ["fr", "15 000 m³", `15${NARROW_NO_BREAK_SPACE}000 m³`],
    ["en", "6 × 450–1 200 m²", "6 × 450–1,200 m²"],
    ["it", "Réservez 2 400 m² dès 2026", "Réservez 2.400 m² dès 2026"],
    ["en", `15${NARROW_NO_BREAK_SPACE}000 t`, "15,000 t"],
    ["en", "1 000 000 t", "1,000,000 t"],
    ["en", "en 2026, 300 000", "en 2026, 300,000"],
  ] as const)("%s writes the numbers of %j", (lang, text, written) => {
    expect(localizeNumbers(lang, text)).toBe(written);
  });

  it.each([
    "+221 77 123 45 67",
    "77 123 45 67",
    "+224 622 45 67 89",
    "Tél. 33 869 00 00",
    "12 × 500 m²",
    "ATR 72F · 8 t",
    "1 200,5 t",
  ])("leaves %j alone where it is no space-grouped whole number", (text) => {
    expect(localizeNumbers("en", text)).toBe(text);
  });
});
