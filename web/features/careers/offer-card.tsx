import type { SectorCode } from "../../../domain/constants.ts";
import type { ContractType } from "../../../domain/offres-emploi.ts";
import { useTexts } from "../../i18n/texts.tsx";
import { formatDate } from "../../lib/format.ts";
import { Badge, Card } from "../content/content-cards.tsx";
import { usePageLanguage } from "../i18n/language.ts";

/** What an offer's card reads of an open offer. */
export interface OfferCardItem {
  _id: string;
  slug: string;
  titre: string;
  /** A plain-text excerpt of the Markdown description (the loaders' cardItems). */
  description: string;
  lieu: string;
  nomPays: string;
  secteur: SectorCode;
  typeContrat: ContractType;
  dateCloture: string | null;
}

/**
 * An open offer on the careers list: its sector and contract as badges, where it is and
 * until when one may apply, the start of its description. No picture: an offer has none.
 */
export function OfferCard({ item }: { item: OfferCardItem }) {
  const { t } = useTexts();
  const lang = usePageLanguage();
  return (
    <Card
      type="offres-emploi"
      slug={item.slug}
      title={item.titre}
      text={item.description}
      image={false}
      headingLevel="h2"
      badges={
        <>
          <Badge>{t(`nav.${item.secteur}`)}</Badge>
          <Badge tone="accent">{t(`careers.contracts.${item.typeContrat}`)}</Badge>
        </>
      }
      meta={
        <>
          <span className="block">
            {item.lieu}, {item.nomPays}
          </span>
          {item.dateCloture ? (
            <time dateTime={item.dateCloture} className="block font-medium text-slate-700">
              {t("careers.closesOn", { date: formatDate(lang, item.dateCloture) })}
            </time>
          ) : null}
        </>
      }
    />
  );
}
