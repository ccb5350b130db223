import { Link } from "react-router";
import { PAGE_PATHS } from "../../../domain/site-paths.ts";
import { useTexts } from "../../i18n/texts.tsx";
import { canonicalUrl } from "../../lib/page-head.ts";
import { useLocalizedPath } from "../i18n/language.ts";
import { Badge, DeliveryBadge, ProjectCard } from "./content-cards.tsx";
import type { ProjectPageData } from "./detail-data.server.ts";
import { DateTime, DetailPage } from "./detail-page.tsx";
import { ImageGallery } from "./image-gallery.tsx";

/**
 * SPEC.md §2: a project's rotating gallery with thumbnails, sector, year, delivery status,
 * publication date, description, content, keywords and share links.
 */
export function ProjectPage({ loaderData }: { loaderData: ProjectPageData }) {
  const { head, item, related } = loaderData;
  const { t } = useTexts();
  const to = useLocalizedPath();
  return (
    <DetailPage
      type="realisations"
      title={item.titre}
      lead={item.description}
      badges={
        <>
          <Badge>{item.secteur.nom}</Badge>
          <DeliveryBadge status={item.statutLivraison} />
        </>
      }
      // A related project opens in this same page: its gallery starts afresh.
      media={
        <ImageGallery
          key={item._id}
          images={item.imagesDetails}
          alts={item.textesAlternatifs}
          title={item.titre}
        />
      }
      facts={[
        {
          label: t("details.sector"),
          value: (
            <Link
              to={to(PAGE_PATHS[item.secteur.route])}
              className="text-brand-700 underline underline-offset-4 hover:text-brand-900"
            >
              {item.secteur.nom}
            </Link>
          ),
        },
        { label: t("details.year"), value: item.annee },
        {
          label: t("details.deliveryStatus"),
          value: <DeliveryBadge status={item.statutLivraison} />,
        },
        { label: t("details.published"), value: <DateTime iso={item.datePublication} /> },
      ]}
      content={item.contenu}
      keywords={item.motsCles}
      shareUrl={canonicalUrl(head)}
      related={related.map((project) => (
        <ProjectCard key={project._id} item={project} headingLevel="h3" />
      ))}
    />
  );
}
