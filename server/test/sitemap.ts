// Reads the sitemap as a crawler does (docs/decisions/045): the index, then every part it
// names. For the tests that check where an item shows publicly.
import type { FastifyInstance } from "fastify";
import { expect } from "vitest";

/** The addresses between `<loc>` and `</loc>`, in order. */
export const locsOf = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);

/** The path of an absolute address of the test app (`http://localhost/x` → `/x`). */
export const pathOf = (address: string | undefined) => new URL(address ?? "").pathname;

/** The index, then each part it names, as one text; fails unless each answers 200. */
export async function wholeSitemap(app: FastifyInstance): Promise<string> {
  const index = await app.inject({ url: "/sitemap.xml" });
  expect(index.statusCode, index.body).toBe(200);
  const parts = await Promise.all(
    locsOf(index.body).map((address) => app.inject({ url: pathOf(address) })),
  );
  for (const part of parts) expect(part.statusCode, part.body).toBe(200);
  return [index.body, ...parts.map((part) => part.body)].join("\n");
}
