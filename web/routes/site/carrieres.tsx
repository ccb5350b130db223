import { appContext } from "#app-context";
import { OfferCard } from "../../features/careers/offer-card.tsx";
import { loadListPage } from "../../features/content/content-loaders.server.ts";
import { ListPage } from "../../features/content/list-page.tsx";
import { headTags } from "../../lib/page-head.ts";
import type { Route } from "./+types/carrieres";

export const loader = ({ context, request }: Route.LoaderArgs) =>
  loadListPage(context.get(appContext), request, "offres-emploi");

export const meta = ({ loaderData }: Route.MetaArgs) => headTags(loaderData?.head);

/**
 * Issue 32: the open job offers, the nearest closing first, filtered by sector and country
 * (links: they work without JavaScript), each linking to /carrieres/{slug}.
 */
export default function CareersPage({ loaderData }: Route.ComponentProps) {
  const { items, page, total, filters, groups } = loaderData;
  return (
    <ListPage type="offres-emploi" page={page} total={total} filters={filters} groups={groups}>
      {items.map((item) => (
        <OfferCard key={item._id} item={item} />
      ))}
    </ListPage>
  );
}
