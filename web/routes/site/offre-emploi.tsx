import { appContext } from "#app-context";
import { sendApplication } from "../../features/candidatures/application-action.ts";
import { loadClosedOffer } from "../../features/careers/closed-offer.server.ts";
import { ClosedOfferPage } from "../../features/careers/closed-offer-page.tsx";
import { OfferPage } from "../../features/careers/offer-page.tsx";
import { loadDetail } from "../../features/content/content-loaders.server.ts";
import { offerPageData } from "../../features/content/detail-data.server.ts";
import { headTags } from "../../lib/page-head.ts";
import type { Route } from "./+types/offre-emploi";

/** An open offer's page; a closed one's (410) says so; anything else is a 404. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const app = context.get(appContext);
  const slug = params.slug ?? "";
  // The public read (cached) holds only open offers (domain/offres-emploi.ts isOfferOpen).
  if (!(await app["offres-emploi"].bySlug(slug))) return loadClosedOffer(app, slug);
  const page = await offerPageData(app, await loadDetail(app, "offres-emploi", slug));
  return { closed: false as const, ...page };
}

/** An application sent from the page, with or without JavaScript (ADR 066). */
export async function action({ request, context, params }: Route.ActionArgs) {
  return sendApplication(request, context.get(appContext), params.slug ?? "");
}

export const meta = ({ loaderData }: Route.MetaArgs) => headTags(loaderData?.head);

export default function OfferPageRoute({ loaderData, actionData }: Route.ComponentProps) {
  return loaderData.closed ? (
    <ClosedOfferPage item={loaderData.item} />
  ) : (
    <OfferPage loaderData={loaderData} application={actionData} />
  );
}
