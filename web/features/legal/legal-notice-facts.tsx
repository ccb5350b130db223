import type { LegalNotice } from "../../../domain/legal-notice.ts";
import { useTexts } from "../../i18n/texts.tsx";

type Line = { label: string; value: string; href?: string | undefined };

/**
 * The legal notice's facts from the site settings (issue 32): who publishes the site, who
 * directs its publication, who hosts it. A fact not yet filled in leaves its line out, and
 * a part with no line leaves out its heading: the page never shows a placeholder.
 */
export function LegalNoticeFacts({
  notice,
  email,
  hostTel,
}: {
  notice: LegalNotice;
  email: string;
  /** The host's number as a `tel:` link dials it. */
  hostTel: string;
}) {
  const { t, lang } = useTexts();
  const lines = (entries: [string, string, string?][]): Line[] =>
    entries
      .filter(([, value]) => value !== "")
      .map(([label, value, href]) => ({ label, value, href }));
  const parts = [
    {
      id: "editeur",
      title: t("legal.publisherTitle"),
      lines: lines([
        [t("legal.companyName"), notice.raisonSociale],
        [t("legal.legalForm"), notice.formeJuridique],
        [t("legal.shareCapital"), notice.capitalSocial],
        [t("legal.rccm"), notice.rccm],
        [t(notice.typeIdentifiant === "NCC" ? "legal.ncc" : "legal.ninea"), notice.identifiant],
        [t("legal.registeredOffice"), notice.siegeSocial],
        [t("legal.email"), email, `mailto:${email}`],
      ]),
    },
    {
      id: "directeur",
      title: t("legal.directorTitle"),
      lines: lines([[t("legal.director"), notice.directeurPublication]]),
    },
    {
      id: "hebergeur",
      title: t("legal.hostTitle"),
      lines: lines([
        [t("legal.hostName"), notice.hebergeurNom],
        [t("legal.hostAddress"), notice.hebergeurAdresse],
        [t("legal.hostPhone"), notice.hebergeurTelephone, `tel:${hostTel}`],
      ]),
    },
  ].filter((part) => part.lines.length > 0);

  return (
    <>
      {parts.map((part) => (
        <section key={part.id} aria-labelledby={`mentions-${part.id}`} data-legal-part={part.id}>
          <h2 id={`mentions-${part.id}`} className="mb-3 text-2xl font-semibold text-brand-900">
            {part.title}
          </h2>
          <dl className="grid gap-x-6 gap-y-2 rounded-lg border border-slate-200 bg-slate-50 p-4 text-base sm:grid-cols-[minmax(10rem,auto)_1fr] sm:p-5">
            {part.lines.map((line) => (
              <div key={line.label} className="contents">
                <dt className="font-medium text-slate-600">{line.label}</dt>
                <dd
                  // The registered names, form and addresses are French (WCAG 3.1.2).
                  lang={lang === "fr" ? undefined : "fr"}
                  className="mb-2 whitespace-pre-line text-slate-900 sm:mb-0"
                >
                  {line.href ? (
                    <a href={line.href} className="text-brand-700 underline">
                      {line.value}
                    </a>
                  ) : (
                    line.value
                  )}
                </dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </>
  );
}
