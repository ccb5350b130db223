import { appContext } from "#app-context";
import { SITEMAP_ITEM_TYPES, type SitemapPart } from "../../domain/sitemap.ts";
import { noSuchPart, sitemapIndex } from "../lib/sitemap.server.ts";
import type { Route } from "./+types/sitemap";

/** The newest of ISO 8601 times, null when there is none. */
const newest = (times: readonly (string | null)[]) =>
  times.reduce<string | null>((a, b) => (a === null || (b !== null && b > a) ? b : a), null);

/**
 * `/sitemap.xml`: the sitemap index (docs/decisions/045). It names the fixed pages' part,
 * then each content type's parts of at most 10,000 addresses, each with its newest
 * change; the fixed pages change with the site's texts and with the items they list (the
 * home page, the lists). Made once per content change, kept and sent with an ETag.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  const response = await app.sitemap.kept(async () => {
    const typed = await Promise.all(
      SITEMAP_ITEM_TYPES.map(async (type) =>
        (await app[type].sitemapParts()).map(({ lastmod }, index) => ({
          part: { kind: "items", type, page: index + 1 } as SitemapPart,
          lastmod,
        })),
      ),
    );
    const items = typed.flat();
    const pages = newest([await app.sitemap.siteChangedAt(), ...items.map((p) => p.lastmod)]);
    return sitemapIndex(app.publicUrl, [{ part: { kind: "pages" }, lastmod: pages }, ...items]);
  });
  return response ?? noSuchPart();
}
