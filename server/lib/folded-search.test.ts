// The database's folding (`site_fold`, migration 0014, which the title indexes hold) and the
// domain's (foldForSearch, which folds the words typed) must agree letter for letter, or a
// title would stop being found by its accented words.
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";
import { foldForSearch } from "../../domain/pagination.ts";
import { withTestApp } from "../test/test-app.ts";
import { ACCENTED } from "./folded-search.ts";

describe("site_fold", () => {
  let app: FastifyInstance;
  withTestApp(async (built) => {
    app = built;
  });

  it("folds every accented letter, and case, as the domain folds the words typed", async () => {
    const text = `${ACCENTED} Mines ABC xyz`;
    const result = (await app.services.db.execute(
      sql`select site_fold(${text}) as folded`,
    )) as unknown as {
      rows: { folded: string }[];
    };
    expect(result.rows[0]?.folded).toBe(foldForSearch(text));
  });
});
