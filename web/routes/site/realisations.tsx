import { appContext } from "#app-context";
import { ProjectCard } from "../../features/content/content-cards.tsx";
import { loadListPage } from "../../features/content/content-loaders.server.ts";
import { ListPage } from "../../features/content/list-page.tsx";
import { headTags } from "../../lib/page-head.ts";
import type { Route } from "./+types/realisations";

export const loader = ({ context, request }: Route.LoaderArgs) =>
  loadListPage(context.get(appContext), request, "realisations");

export const meta = ({ loaderData }: Route.MetaArgs) => headTags(loaderData?.head);

/** SPEC.md §2: the projects, newest first, each linking to /realisation/{slug}. */
export default function ProjectsPage({ loaderData }: Route.ComponentProps) {
  const { items, page, total, filters, groups } = loaderData;
  return (
    <ListPage type="realisations" page={page} total={total} filters={filters} groups={groups}>
      {items.map((item) => (
        <ProjectCard key={item._id} item={item} headingLevel="h2" />
      ))}
    </ListPage>
  );
}
