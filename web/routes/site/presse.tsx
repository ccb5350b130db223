import { appContext } from "#app-context";
import { ListPage } from "../../features/content/list-page.tsx";
import { loadPressPage } from "../../features/press/press-list.server.ts";
import { ReleaseCard } from "../../features/press/release-card.tsx";
import { headTags } from "../../lib/page-head.ts";
import type { Route } from "./+types/presse";

export const loader = ({ context, request }: Route.LoaderArgs) =>
  loadPressPage(context.get(appContext), request);

export const meta = ({ loaderData }: Route.MetaArgs) => headTags(loaderData?.head);

/** Issue 32: the press releases, newest first, each linking to /presse/{slug}. */
export default function PressPage({ loaderData }: Route.ComponentProps) {
  const { items, page, total, filters, groups } = loaderData;
  return (
    <ListPage type="communiques" page={page} total={total} filters={filters} groups={groups}>
      {items.map((item) => (
        <ReleaseCard key={item._id} item={item} />
      ))}
    </ListPage>
  );
}
