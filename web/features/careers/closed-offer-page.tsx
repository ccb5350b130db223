import { Link } from "react-router";
import { PAGE_PATHS } from "../../../domain/site-paths.ts";
import { useTexts } from "../../i18n/texts.tsx";
import { formatDate } from "../../lib/format.ts";
import { DetailHeader } from "../content/detail-page.tsx";
import { useLocalizedPath, usePageLanguage } from "../i18n/language.ts";
import { OfferBadges, useOfferFacts } from "./offer-page.tsx";

/** What a closed offer's page reads: its title and facts, not its description. */
type ClosedOffer = Parameters<typeof OfferBadges>[0]["item"] & { titre: string };

/**
 * A published offer past its closing day (issue 32, answered 410: docs/decisions/063): its
 * title and facts, a notice that applications are closed, and the way to the open offers.
 * No description and no application: nothing here invites one to apply.
 */
export function ClosedOfferPage({ item }: { item: ClosedOffer }) {
  const { t } = useTexts();
  const lang = usePageLanguage();
  const to = useLocalizedPath();
  const facts = useOfferFacts(item);
  return (
    <article>
      <DetailHeader
        type="offres-emploi"
        title={item.titre}
        width="max-w-3xl"
        badges={<OfferBadges item={item} />}
      />
      <div className="site-gutter py-10">
        <div className="mx-auto max-w-3xl">
          <div role="status" className="rounded-lg border border-amber-300 bg-amber-50 p-5">
            <h2 className="text-lg font-semibold text-amber-950">{t("careers.closed.title")}</h2>
            {item.dateCloture ? (
              <p className="mt-1 text-amber-950">
                {t("careers.closed.text", { date: formatDate(lang, item.dateCloture) })}
              </p>
            ) : null}
            <Link
              to={to(PAGE_PATHS.carrieres)}
              className="mt-4 inline-block rounded bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-900"
            >
              {t("careers.closed.link")}
            </Link>
          </div>
          <dl className="mt-8 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-slate-50 px-5">
            {facts.map((fact) => (
              <div key={fact.label} className="flex flex-col gap-0.5 py-3 sm:flex-row sm:gap-4">
                <dt className="text-sm text-slate-600 sm:w-40">{fact.label}</dt>
                <dd className="font-medium text-slate-900">{fact.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
    </article>
  );
}
