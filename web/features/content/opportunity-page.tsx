import { Link } from "react-router";
import { PAGE_PATHS } from "../../../domain/site-paths.ts";
import { useTexts } from "../../i18n/texts.tsx";
import { formatDate } from "../../lib/format.ts";
import { canonicalUrl } from "../../lib/page-head.ts";
import { useLocalizedPath, usePageLanguage } from "../i18n/language.ts";
import { contactHref } from "./contact-link.ts";
import { Badge } from "./content-cards.tsx";
import { ContentImage } from "./content-image.tsx";
import type { OpportunityPageData } from "./detail-data.server.ts";
import { DateTime, DetailPage, type Fact } from "./detail-page.tsx";

const OPPORTUNITY_IMAGE_SIZES = "(min-width: 1024px) 760px, 100vw";

/** Until when an opportunity stands (SPEC.md §2 shows it; `dateExpiration` on the API). */
function ValidUntil({ iso }: { iso: string }) {
  const { t } = useTexts();
  const lang = usePageLanguage();
  return <time dateTime={iso}>{t("details.validUntil", { date: formatDate(lang, iso) })}</time>;
}

/**
 * SPEC.md §2: image, category, country, available quantity, contact, date, description,
 * content, keywords, share links, and how long it stands.
 */
export function OpportunityPage({ loaderData }: { loaderData: OpportunityPageData }) {
  const { head, item } = loaderData;
  const { t } = useTexts();
  const to = useLocalizedPath();
  const href = contactHref(item.contact);
  const published = item.datePublication ?? item.dateCreation;
  const facts: Fact[] = [
    { label: t("details.category"), value: item.libelleCategorie },
    { label: t("details.country"), value: item.nomPays },
    { label: t("details.quantity"), value: item.quantiteDisponible },
    {
      label: t("details.contact"),
      value: href ? (
        <a href={href} className="text-brand-700 underline underline-offset-4 hover:text-brand-900">
          {item.contact}
        </a>
      ) : (
        item.contact
      ),
    },
    { label: t("details.published"), value: <DateTime iso={published} /> },
  ].filter((fact) => fact.value);
  return (
    <DetailPage
      type="opportunites"
      title={item.titre}
      lead={item.description}
      badges={item.libelleCategorie ? <Badge>{item.libelleCategorie}</Badge> : null}
      meta={
        <>
          {item.nomPays ? <span>{item.nomPays}</span> : null}
          <DateTime iso={published} />
          {item.dateExpiration ? (
            <span className="font-semibold text-accent-500">
              <ValidUntil iso={item.dateExpiration} />
            </span>
          ) : null}
        </>
      }
      media={
        <div className="overflow-hidden rounded-lg bg-slate-100">
          <ContentImage
            image={item.medias.image}
            alt={item.texteAlternatif}
            sizes={OPPORTUNITY_IMAGE_SIZES}
            className="aspect-[3/2]"
            priority
          />
        </div>
      }
      facts={facts}
      extra={
        <section className="rounded-lg bg-brand-900 p-5 text-white">
          <h2 className="text-lg font-semibold">{t("details.opportunityCta.title")}</h2>
          <p className="mt-2 text-sm leading-relaxed text-white/85">
            {t("details.opportunityCta.text")}
          </p>
          <Link
            to={to(PAGE_PATHS.contact)}
            className="mt-4 inline-block rounded bg-accent-500 px-4 py-2 text-sm font-semibold text-brand-900 hover:bg-amber-400"
          >
            {t("details.opportunityCta.button")}
          </Link>
        </section>
      }
      content={item.contenu}
      keywords={item.motsCles}
      shareUrl={canonicalUrl(head)}
    />
  );
}
