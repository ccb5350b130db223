import { formatDate } from "../../lib/format.ts";
import { Badge, Card } from "../content/content-cards.tsx";
import { usePageLanguage } from "../i18n/language.ts";

/** What a release's card reads of a published release. */
export interface ReleaseCardItem {
  _id: string;
  slug: string;
  titre: string;
  resume: string;
  dateCommunique: string | null;
  pdf: { url: string } | null;
}

/** A press release on the press list: its date, title and summary; "PDF" when it has one. */
export function ReleaseCard({ item }: { item: ReleaseCardItem }) {
  const lang = usePageLanguage();
  return (
    <Card
      type="communiques"
      slug={item.slug}
      title={item.titre}
      text={item.resume}
      image={false}
      headingLevel="h2"
      badges={item.pdf ? <Badge>PDF</Badge> : null}
      meta={
        <time dateTime={item.dateCommunique ?? undefined}>
          {formatDate(lang, item.dateCommunique)}
        </time>
      }
    />
  );
}
