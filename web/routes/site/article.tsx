import { useTranslation } from "react-i18next";
import { appContext } from "#app-context";
import { ArticleCard, Badge } from "../../features/content/content-cards.tsx";
import { ContentImage } from "../../features/content/content-image.tsx";
import { loadDetail } from "../../features/content/content-loaders.server.ts";
import {
  type ArticlePageData,
  articlePageData,
} from "../../features/content/detail-data.server.ts";
import { DateTime, DetailPage } from "../../features/content/detail-page.tsx";
import { canonicalUrl, headTags } from "../../lib/page-head.ts";
import type { Route } from "./+types/article";

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const app = context.get(appContext);
  return articlePageData(app, await loadDetail(app, request, "articles", params.slug));
}

export const meta = ({ loaderData }: Route.MetaArgs) => headTags(loaderData?.head);

/** The article's width at reading measure (max-w-3xl). */
const ARTICLE_IMAGE_SIZES = "(min-width: 800px) 768px, 100vw";

/** SPEC.md §2: main image, category badges, date, title, content, keywords, share links. */
export default function ArticlePage({ loaderData }: { loaderData: ArticlePageData }) {
  const { head, item, related } = loaderData;
  const { t } = useTranslation();
  return (
    <DetailPage
      type="articles"
      title={item.titre}
      lead={item.resume}
      badges={item.categories.map((code) => <Badge key={code}>{t(`nav.${code}`)}</Badge>)}
      meta={<DateTime iso={item.datePublication} />}
      media={
        <div className="overflow-hidden rounded-lg bg-slate-100">
          <ContentImage
            image={item.imagePrincipaleDetails}
            alt={item.titre}
            sizes={ARTICLE_IMAGE_SIZES}
            className="aspect-[3/2]"
            priority
          />
        </div>
      }
      content={item.contenu}
      keywords={item.motsCles}
      shareUrl={canonicalUrl(head)}
      related={related.map((article) => (
        <ArticleCard key={article._id} item={article} headingLevel="h3" />
      ))}
    />
  );
}
