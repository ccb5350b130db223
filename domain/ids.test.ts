import { describe, expect, it } from "vitest";
import { isUuid } from "./ids.ts";

describe("isUuid", () => {
  it("accepts a UUID, in either case", () => {
    expect(isUuid("0b6f3c9e-2d4a-4f1b-9c8d-7e6a5b4c3d2e")).toBe(true);
    expect(isUuid("0B6F3C9E-2D4A-4F1B-9C8D-7E6A5B4C3D2E")).toBe(true);
  });

  it("refuses anything else a URL or a token may carry", () => {
    for (const value of [
      "",
      "1",
      "pas-un-uuid",
      "0b6f3c9e2d4a4f1b9c8d7e6a5b4c3d2e",
      " 0b6f3c9e-2d4a-4f1b-9c8d-7e6a5b4c3d2e",
      "0b6f3c9e-2d4a-4f1b-9c8d-7e6a5b4c3d2e\n",
      "0b6f3c9e-2d4a-4f1b-9c8d-7e6a5b4c3d2g",
      "0b6f3c9e-2d4a-4f1b-9c8d-7e6a5b4c3d2e'; drop table users; --",
    ]) {
      expect(isUuid(value), JSON.stringify(value)).toBe(false);
    }
  });
});
