import { appContext } from "#app-context";
import { OpportunityCard } from "../../features/content/content-cards.tsx";
import { loadListPage } from "../../features/content/content-loaders.server.ts";
import { ListPage } from "../../features/content/list-page.tsx";
import { headTags } from "../../lib/page-head.ts";
import type { Route } from "./+types/opportunites";

export const loader = ({ context, request }: Route.LoaderArgs) =>
  loadListPage(context.get(appContext), request, "opportunites");

export const meta = ({ loaderData }: Route.MetaArgs) => headTags(loaderData?.head);

/** SPEC.md §2: the active opportunities, newest first, each linking to /opportunite/{slug}. */
export default function OpportunitiesPage({ loaderData }: Route.ComponentProps) {
  const { items, page, total, filters, groups } = loaderData;
  return (
    <ListPage type="opportunites" page={page} total={total} filters={filters} groups={groups}>
      {items.map((item) => (
        <OpportunityCard key={item._id} item={item} headingLevel="h2" />
      ))}
    </ListPage>
  );
}
