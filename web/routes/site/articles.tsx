import { appContext } from "#app-context";
import { ArticleCard } from "../../features/content/content-cards.tsx";
import { loadListPage } from "../../features/content/content-loaders.server.ts";
import { ListPage } from "../../features/content/list-page.tsx";
import { headTags } from "../../lib/page-head.ts";
import type { Route } from "./+types/articles";

export const loader = ({ context, request }: Route.LoaderArgs) =>
  loadListPage(context.get(appContext), request, "articles");

export const meta = ({ loaderData }: Route.MetaArgs) => headTags(loaderData?.head);

/** SPEC.md §2: the articles, newest first, each linking to /article/{slug}. */
export default function ArticlesPage({ loaderData }: Route.ComponentProps) {
  const { items, page, total, filters, groups } = loaderData;
  return (
    <ListPage type="articles" page={page} total={total} filters={filters} groups={groups}>
      {items.map((item) => (
        <ArticleCard key={item._id} item={item} headingLevel="h2" />
      ))}
    </ListPage>
  );
}
