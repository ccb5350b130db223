import { appContext } from "#app-context";
import { loadDetail } from "../../features/content/content-loaders.server.ts";
import { opportunityPageData } from "../../features/content/detail-data.server.ts";
import { OpportunityPage } from "../../features/content/opportunity-page.tsx";
import { headTags } from "../../lib/page-head.ts";
import type { Route } from "./+types/opportunite";

export async function loader({ context, params }: Route.LoaderArgs) {
  const app = context.get(appContext);
  return opportunityPageData(app, await loadDetail(app, "opportunites", params.slug));
}

export const meta = ({ loaderData }: Route.MetaArgs) => headTags(loaderData?.head);

export default function OpportunityPageRoute({ loaderData }: Route.ComponentProps) {
  return <OpportunityPage loaderData={loaderData} />;
}
