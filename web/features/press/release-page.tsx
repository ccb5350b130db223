import { useTexts } from "../../i18n/texts.tsx";
import { formatFileSize } from "../../lib/format.ts";
import { canonicalUrl } from "../../lib/page-head.ts";
import type { ReleasePageData } from "../content/detail-data.server.ts";
import { DateTime, DetailPage } from "../content/detail-page.tsx";
import { usePageLanguage } from "../i18n/language.ts";

/** The release as a file: a download link with its size in the reader's words. */
function PdfLink({ pdf }: { pdf: NonNullable<ReleasePageData["item"]["pdf"]> }) {
  const { t } = useTexts();
  const lang = usePageLanguage();
  return (
    <a
      href={pdf.url}
      download={pdf.nom}
      type="application/pdf"
      className="inline-flex items-center gap-2 rounded border border-brand-700 px-4 py-2 font-semibold text-brand-700 hover:bg-brand-50"
    >
      <span aria-hidden="true">↓</span>
      {t("press.pdf", { size: formatFileSize(lang, pdf.octets) })}
    </a>
  );
}

/** A press release (issue 32): its date, title and summary, its text, and its PDF if any. */
export function ReleasePage({ loaderData }: { loaderData: ReleasePageData }) {
  const { head, item } = loaderData;
  return (
    <DetailPage
      type="communiques"
      title={item.titre}
      lead={item.resume}
      meta={<DateTime iso={item.dateCommunique} />}
      media={item.pdf ? <PdfLink pdf={item.pdf} /> : null}
      content={item.texte}
      keywords={[]}
      shareUrl={canonicalUrl(head)}
    />
  );
}
