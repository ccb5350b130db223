import { appContext } from "#app-context";
import { loadDetail } from "../../features/content/content-loaders.server.ts";
import { releasePageData } from "../../features/content/detail-data.server.ts";
import { ReleasePage } from "../../features/press/release-page.tsx";
import { headTags } from "../../lib/page-head.ts";
import type { Route } from "./+types/communique";

export async function loader({ context, params }: Route.LoaderArgs) {
  const app = context.get(appContext);
  return releasePageData(app, await loadDetail(app, "communiques", params.slug));
}

export const meta = ({ loaderData }: Route.MetaArgs) => headTags(loaderData?.head);

export default function ReleasePageRoute({ loaderData }: Route.ComponentProps) {
  return <ReleasePage loaderData={loaderData} />;
}
