import { appContext } from "#app-context";
import { ArticlePage } from "../../features/content/article-page.tsx";
import { loadDetail } from "../../features/content/content-loaders.server.ts";
import { articlePageData } from "../../features/content/detail-data.server.ts";
import { headTags } from "../../lib/page-head.ts";
import type { Route } from "./+types/article";

export async function loader({ context, params }: Route.LoaderArgs) {
  const app = context.get(appContext);
  return articlePageData(app, await loadDetail(app, "articles", params.slug));
}

export const meta = ({ loaderData }: Route.MetaArgs) => headTags(loaderData?.head);

export default function ArticlePageRoute({ loaderData }: Route.ComponentProps) {
  return <ArticlePage loaderData={loaderData} />;
}
