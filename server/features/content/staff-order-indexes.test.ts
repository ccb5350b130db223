// Each back-office order is read from an index (issue 30, docs/decisions/046): the keys of
// content.queries.ts `staffOrder` and the indexes of schema.ts `listIndexes` are written in
// two places, and a key changed in one alone would make every page of that order sort the
// whole table. Asked of the database's planner with sorting and whole-table reads made as
// dear as it allows: a plan that still sorts has no index for the order. Both directions,
// since a page in a list's second half reads its ids from the end (server/lib/page-ids.ts).
import { eq, type SQL, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";
import { STAFF_SORTS } from "../../../domain/pagination.ts";
import { orderBy } from "../../lib/page-ids.ts";
import { CONTENT_TYPES_UNDER_TEST } from "../../test/content-types.ts";
import { withTestApp } from "../../test/test-app.ts";
import { staffOrder } from "./content.queries.ts";

interface PlanNode {
  "Node Type": string;
  Plans?: PlanNode[];
}

const nodeTypes = (node: PlanNode): string[] => [
  node["Node Type"],
  ...(node.Plans ?? []).flatMap(nodeTypes),
];

let app: FastifyInstance;
withTestApp(async (built) => {
  app = built;
});

describe.each(CONTENT_TYPES_UNDER_TEST)("the orders of $path/admin/all", ({ table }) => {
  /** The plan's node types for a page's ids in `tri`, read from the start or the end. */
  async function planOf(tri: (typeof STAFF_SORTS)[number], reversed: boolean, where?: SQL) {
    const ids = app.services.db
      .select({ id: table.id })
      .from(table)
      .where(where)
      .orderBy(...orderBy(staffOrder(table, tri), reversed))
      .limit(20)
      .offset(40);
    return app.services.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_sort = off`);
      await tx.execute(sql`set local enable_seqscan = off`);
      const result = (await tx.execute(sql`explain (format json) ${ids}`)) as unknown as {
        rows: { "QUERY PLAN": [{ Plan: PlanNode }] | string }[];
      };
      const cell = result.rows[0]?.["QUERY PLAN"];
      const plan = typeof cell === "string" ? JSON.parse(cell) : cell;
      return nodeTypes(plan[0].Plan);
    });
  }

  it.each(STAFF_SORTS)("tri=%s is read from an index, from either end", async (tri) => {
    for (const reversed of [false, true]) {
      const nodes = await planOf(tri, reversed);
      expect(nodes, `${tri}${reversed ? " from the end" : ""}`).not.toContain("Sort");
      expect(nodes).not.toContain("Incremental Sort");
      expect(nodes.some((node) => node.startsWith("Index"))).toBe(true);
    }
  });

  it("an adviser's own items and a state's, newest first, are read from an index", async () => {
    const owner = eq(table.auteurId, "00000000-0000-4000-8000-000000000000");
    const state = eq(table.etat, "brouillon");
    for (const where of [owner, state]) {
      for (const reversed of [false, true]) {
        expect(await planOf("-date", reversed, where)).not.toContain("Sort");
      }
    }
  });
});
