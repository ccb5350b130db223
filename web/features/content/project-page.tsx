import { useId } from "react";
import { Link } from "react-router";
import { PAGE_PATHS } from "../../../domain/site-paths.ts";
import { useTexts } from "../../i18n/texts.tsx";
import { canonicalUrl } from "../../lib/page-head.ts";
import { useLocalizedPath } from "../i18n/language.ts";
import { Badge, DeliveryBadge, ProjectCard } from "./content-cards.tsx";
import type { ProjectPageData } from "./detail-data.server.ts";
import { DateTime, DetailPage, type Fact } from "./detail-page.tsx";
import { ImageGallery } from "./image-gallery.tsx";

/** How many columns the figures take on a wide screen: all in one row, at least three. */
const WIDE_COLUMNS = [
  "lg:grid-cols-3",
  "lg:grid-cols-3",
  "lg:grid-cols-3",
  "lg:grid-cols-3",
  "lg:grid-cols-4",
  "lg:grid-cols-5",
  "lg:grid-cols-6",
];

/**
 * A project's key figures (`chiffresCles`) as a band under its header: each value large,
 * what it measures under it, two to a row on a phone, all in a row on a desktop. A `<dl>`:
 * a screen reader says each label with its value. Nothing when the project has none.
 */
function KeyFigures({ figures }: { figures: readonly { valeur: string; libelle: string }[] }) {
  const { t } = useTexts();
  const headingId = useId();
  if (figures.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="border-b border-slate-200 bg-white site-gutter">
      <div className="mx-auto max-w-6xl py-8 lg:py-10">
        <h2 id={headingId} className="text-sm font-semibold tracking-wide text-slate-600 uppercase">
          {t("details.keyFigures")}
        </h2>
        <dl
          className={`mt-5 grid grid-cols-2 gap-x-4 gap-y-6 sm:grid-cols-3 ${WIDE_COLUMNS[figures.length] ?? "lg:grid-cols-6"}`}
        >
          {figures.map((figure, index) => (
            <div
              // Two figures may share a value ('100 %'): their place tells them apart.
              // biome-ignore lint/suspicious/noArrayIndexKey: the list is fixed for the page.
              key={index}
              className="flex min-w-0 flex-col-reverse border-l-4 border-brand-600 pl-3"
            >
              <dt className="mt-1 text-sm leading-snug text-slate-600 break-words">
                {figure.libelle}
              </dt>
              <dd className="text-2xl font-bold leading-tight text-brand-900 break-words sm:text-3xl">
                {figure.valeur}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}

/**
 * SPEC.md §2: a project's rotating gallery with thumbnails, sector, year, delivery status,
 * publication date, description, content, keywords and share links; its key figures, client
 * and place when it has them (issue 29).
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
      media={<ImageGallery key={item._id} images={item.medias.images} title={item.titre} />}
      band={<KeyFigures figures={publicFigures(item.chiffresCles)} />}
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
        ...optionalFact(t("details.client"), item.client),
        ...optionalFact(t("details.place"), publicText(item.lieu)),
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

/** A fact only when it has a text: an empty client or place is not shown. */
const optionalFact = (label: string, value: string): Fact[] =>
  value.trim() ? [{ label, value }] : [];

/** The public answer gives the reader's language (a staff preview too: domain/content-types). */
const publicText = (value: string | Partial<Record<string, string>>): string =>
  typeof value === "string" ? value : (value.fr ?? "");

const publicFigures = (
  figures: readonly { valeur: string; libelle: string | Partial<Record<string, string>> }[],
) => figures.map((figure) => ({ valeur: figure.valeur, libelle: publicText(figure.libelle) }));
