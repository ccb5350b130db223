import { appContext } from "#app-context";
import { loadDetail } from "../../features/content/content-loaders.server.ts";
import { projectPageData } from "../../features/content/detail-data.server.ts";
import { ProjectPage } from "../../features/content/project-page.tsx";
import { headTags } from "../../lib/page-head.ts";
import type { Route } from "./+types/realisation";

export async function loader({ context, params }: Route.LoaderArgs) {
  const app = context.get(appContext);
  return projectPageData(app, await loadDetail(app, "realisations", params.slug));
}

export const meta = ({ loaderData }: Route.MetaArgs) => headTags(loaderData?.head);

export default function ProjectPageRoute({ loaderData }: Route.ComponentProps) {
  return <ProjectPage loaderData={loaderData} />;
}
