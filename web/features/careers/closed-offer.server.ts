// A closed offer's page (issue 32): a published offer past its closing day answers 410
// with a page that says so and links to the open offers (docs/decisions/063 says why 410).
import { data, redirect } from "react-router";
import type { AppLoadContext } from "#app-context";
import { detailPath } from "../../../domain/site-paths.ts";
import { markdownExcerpt } from "../../lib/markdown.server.ts";
import { detailHead } from "../content/content-loaders.server.ts";

/**
 * The closed offer a slug names (a former slug or another language's: 301 to the current
 * one, as open offers), answered 410 and kept out of indexes; 404 when there is none.
 */
export async function loadClosedOffer(app: AppLoadContext, slug: string) {
  const found = await app.closedOffer(slug);
  if (!found) throw data(null, { status: 404 });
  if (found.slug !== slug) throw redirect(detailPath(app.lang, "offres-emploi", found.slug), 301);
  const { titre, lieu, nomPays, secteur, typeContrat, dateCloture, description } = found.item;
  const head = detailHead(app, "offres-emploi", found, {
    title: titre,
    description: markdownExcerpt(description),
    image: null,
  });
  return data(
    {
      closed: true as const,
      head: { ...head, noindex: true },
      item: { titre, lieu, nomPays, secteur, typeContrat, dateCloture },
    },
    { status: 410 },
  );
}
