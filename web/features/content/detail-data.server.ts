// What each detail page shows of its item, built once for the public page (found by its
// slug) and for a staff preview (found by a preview token): the two show the same page.
// The Markdown fields go to the page rendered (web/lib/markdown.server.ts), never as
// Markdown: the renderer stays on the server.
import type { AppLoadContext } from "#app-context";
import { detailPath } from "../../../domain/site-paths.ts";
import { markdownExcerpt, withRenderedMarkdown } from "../../lib/markdown.server.ts";
import { jobPosting } from "../careers/job-posting.server.ts";
import { type Detail, detailHead, loadRelated } from "./content-loaders.server.ts";

export async function projectPageData(app: AppLoadContext, found: Detail<"realisations">) {
  const { item } = found;
  return {
    head: detailHead(app, "realisations", found, {
      title: item.titre,
      description: item.description || markdownExcerpt(item.contenu),
      image: item.medias.images[0],
    }),
    item: withRenderedMarkdown("realisations", item),
    related: await loadRelated(app, "realisations", { secteur: item.secteur.code }, found.id),
  };
}

export async function articlePageData(app: AppLoadContext, found: Detail<"articles">) {
  const { item } = found;
  const [category] = item.categories;
  return {
    head: detailHead(app, "articles", found, {
      title: item.titre,
      description: item.resume || markdownExcerpt(item.contenu),
      image: item.medias.imagePrincipale,
      datePublished: item.datePublication,
    }),
    item: withRenderedMarkdown("articles", item),
    related: category ? await loadRelated(app, "articles", { categorie: category }, found.id) : [],
  };
}

export async function opportunityPageData(app: AppLoadContext, found: Detail<"opportunites">) {
  const { item } = found;
  return {
    head: detailHead(app, "opportunites", found, {
      title: item.titre,
      description: item.description || markdownExcerpt(item.contenu),
      image: item.medias.image,
    }),
    item: withRenderedMarkdown("opportunites", item),
  };
}

export async function offerPageData(app: AppLoadContext, found: Detail<"offres-emploi">) {
  const { item } = found;
  const rendered = withRenderedMarkdown("offres-emploi", item);
  const path = detailPath(app.lang, "offres-emploi", found.slug);
  return {
    head: detailHead(app, "offres-emploi", found, {
      title: item.titre,
      description: markdownExcerpt(item.description),
      image: null,
      jsonLd: [jobPosting(app, { ...item, descriptionHtml: rendered.description.html }, path)],
    }),
    item: rendered,
  };
}

export async function releasePageData(app: AppLoadContext, found: Detail<"communiques">) {
  const { item } = found;
  return {
    head: detailHead(app, "communiques", found, {
      title: item.titre,
      description: item.resume || markdownExcerpt(item.texte),
      image: null,
      datePublished: item.dateCommunique,
    }),
    item: withRenderedMarkdown("communiques", item),
  };
}

export type ProjectPageData = Awaited<ReturnType<typeof projectPageData>>;
export type ArticlePageData = Awaited<ReturnType<typeof articlePageData>>;
export type OpportunityPageData = Awaited<ReturnType<typeof opportunityPageData>>;
export type OfferPageData = Awaited<ReturnType<typeof offerPageData>>;
export type ReleasePageData = Awaited<ReturnType<typeof releasePageData>>;

/** A detail page's data, whichever its type: what the preview page renders. */
export type AnyPageData =
  | { type: "realisations"; page: ProjectPageData }
  | { type: "articles"; page: ArticlePageData }
  | { type: "opportunites"; page: OpportunityPageData }
  | { type: "offres-emploi"; page: OfferPageData }
  | { type: "communiques"; page: ReleasePageData };
