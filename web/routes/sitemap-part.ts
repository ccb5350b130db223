import { appContext } from "#app-context";
import { detailAlternates, PAGE_PATHS, pageAlternates } from "../../domain/site-paths.ts";
import { sitemapPartOf } from "../../domain/sitemap.ts";
import { noSuchPart, urlSet } from "../lib/sitemap.server.ts";
import type { Route } from "./+types/sitemap-part";

/**
 * `/sitemaps/{part}.xml`, a part the index names (docs/decisions/045): the fixed pages
 * (`pages.xml`), or page n of a content type's published items (`articles-2.xml`), each
 * in every language with its alternates and its `lastmod`. Made once per content change
 * and kept; any other name, or a page past the last, is a 404 that keeps nothing.
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  const app = context.get(appContext);
  const part = sitemapPartOf(params.part);
  if (!part) return noSuchPart();
  const response = await app.sitemap.kept(async () => {
    if (part.kind === "pages") {
      return urlSet(
        app.publicUrl,
        Object.values(PAGE_PATHS).map((path) => ({ alternates: pageAlternates(path) })),
      );
    }
    const items = await app[part.type].sitemapPart(part.page);
    return (
      items &&
      urlSet(
        app.publicUrl,
        items.map((item) => ({
          alternates: detailAlternates(part.type, item.slugs),
          lastmod: item.lastmod,
        })),
      )
    );
  });
  return response ?? noSuchPart();
}
