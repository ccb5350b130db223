// SPEC.md §9's statistics bars, as a visitor reads them on each sector page in fr, en and
// it: the figures word for word, whatever the defaults' file says (issue 28, point 7).
import type { FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../../domain/constants.ts";
import { localizedPath } from "../../domain/site-paths.ts";
import { withTestApp } from "../test/test-app.ts";

const BROWSER = { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0 Safari/537.36" };

/** SPEC.md §9, copied by hand: the test must not read the figures from the code it checks. */
const SPEC_FIGURES = {
  immobilier: ["50+", "15+", "95%", "24/7"],
  aviation: ["500+", "15+", "98%", "24/7"],
  logistique: ["120+", "20+", "98%", "24/7"],
} as const;

let app: FastifyInstance;
withTestApp(
  async (built) => {
    app = built;
  },
  { config: { serveWeb: true } },
);

/** The figures of a page's statistics bar (its `<dd>`s), as text, in order. */
function statisticsBar(html: string): string[] {
  const bar = /<dl aria-label="[^"]*"[^>]*>([\s\S]*?)<\/dl>/.exec(html)?.[1] ?? "";
  return [...bar.matchAll(/<dd[^>]*>([\s\S]*?)<\/dd>/g)].map((match) =>
    (match[1] ?? "").replace(/<[^>]+>/g, "").replace(/&nbsp;|&#x202f;|[\u00a0\u202f]/gi, " "),
  );
}

describe("the sector pages' statistics bars (SPEC.md §9)", () => {
  for (const [sector, figures] of Object.entries(SPEC_FIGURES)) {
    it.each(LANGUAGES)(`${sector} in %s shows ${figures.join(", ")}`, async (lang) => {
      const response = await app.inject({
        url: localizedPath(lang, `/${sector}`),
        headers: BROWSER,
      });
      expect(response.statusCode).toBe(200);
      expect(statisticsBar(response.body)).toEqual(figures);
    });
  }
});
