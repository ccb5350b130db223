import { useTexts } from "../../i18n/texts.tsx";
import { canonicalUrl } from "../../lib/page-head.ts";
import { ArticleCard, Badge } from "./content-cards.tsx";
import { ContentImage } from "./content-image.tsx";
import type { ArticlePageData } from "./detail-data.server.ts";
import { DateTime, DetailPage } from "./detail-page.tsx";

/** The article's width at reading measure (max-w-3xl). */
const ARTICLE_IMAGE_SIZES = "(min-width: 800px) 768px, 100vw";

/** SPEC.md §2: main image, category badges, date, title, content, keywords, share links. */
export function ArticlePage({ loaderData }: { loaderData: ArticlePageData }) {
  const { head, item, related } = loaderData;
  const { t } = useTexts();
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
            image={item.medias.imagePrincipale}
            alt={item.texteAlternatif}
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
