import { useId } from "react";
import { useTexts } from "../../i18n/texts.tsx";
import { formatDate } from "../../lib/format.ts";
import { canonicalUrl } from "../../lib/page-head.ts";
import { ApplicationForm, type ApplicationOutcome } from "../candidatures/application-form.tsx";
import { Badge } from "../content/content-cards.tsx";
import type { OfferPageData } from "../content/detail-data.server.ts";
import { DateTime, DetailPage, type Fact } from "../content/detail-page.tsx";
import { usePageLanguage } from "../i18n/language.ts";

type OfferItem = Pick<
  OfferPageData["item"],
  "lieu" | "typeContrat" | "secteur" | "nomPays" | "dateCloture"
>;

/** An offer's facts, on its page and on its closed page: place, contract, sector, country, closing. */
export function useOfferFacts(item: OfferItem): Fact[] {
  const { t } = useTexts();
  return [
    { label: t("details.place"), value: item.lieu },
    { label: t("careers.contract"), value: t(`careers.contracts.${item.typeContrat}`) },
    { label: t("details.sector"), value: t(`nav.${item.secteur}`) },
    { label: t("details.country"), value: item.nomPays },
    { label: t("careers.closingDate"), value: <DateTime iso={item.dateCloture} /> },
  ];
}

/** An offer's sector and contract, as badges. */
export function OfferBadges({ item }: { item: OfferItem }) {
  const { t } = useTexts();
  return (
    <>
      <Badge>{t(`nav.${item.secteur}`)}</Badge>
      <Badge tone="accent">{t(`careers.contracts.${item.typeContrat}`)}</Badge>
    </>
  );
}

/**
 * An open job offer (issue 32): its sector and contract, title, place and closing date in
 * the header; its facts beside the description; then the section « Postuler » where the
 * application form goes.
 */
export function OfferPage({
  loaderData,
  application,
}: {
  loaderData: OfferPageData;
  /** The answer to an application sent without JavaScript (the page's action). */
  application?: ApplicationOutcome | undefined;
}) {
  const { head, item } = loaderData;
  const { t } = useTexts();
  const lang = usePageLanguage();
  const applyId = useId();
  return (
    <DetailPage
      type="offres-emploi"
      title={item.titre}
      badges={<OfferBadges item={item} />}
      meta={
        <>
          <span>
            {item.lieu}, {item.nomPays}
          </span>
          {item.dateCloture ? (
            <time dateTime={item.dateCloture} className="font-semibold text-accent-500">
              {t("careers.closesOn", { date: formatDate(lang, item.dateCloture) })}
            </time>
          ) : null}
        </>
      }
      media={null}
      facts={useOfferFacts(item)}
      content={item.description}
      keywords={[]}
      shareUrl={canonicalUrl(head)}
      after={
        <section
          id="postuler"
          aria-labelledby={applyId}
          className="mt-12 rounded-lg border border-slate-200 bg-slate-50 p-6"
        >
          <h2 id={applyId} className="text-2xl font-semibold text-brand-900">
            {t("careers.apply")}
          </h2>
          <div className="mt-4">
            <ApplicationForm outcome={application} />
          </div>
        </section>
      }
    />
  );
}
