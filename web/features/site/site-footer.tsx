import { Link } from "react-router";
import { PAGE_PATHS, type PageName } from "../../../domain/site-paths.ts";
import { NetworkIcon } from "../../components/network-icon.tsx";
import { useTexts } from "../../i18n/texts.tsx";
import { useLocalizedPath } from "../i18n/language.ts";
import { NewsletterForm } from "../newsletter/newsletter-form.tsx";
import { BrandMark } from "./brand-mark.tsx";
import { useSiteSettings } from "./site-settings.ts";

/** A page the footer links to: its name among PAGE_PATHS and the key of its label. */
interface FooterLink {
  page: PageName;
  label: string;
}

/**
 * The group's pages, linked from every page's footer. A page joins with one line once it
 * exists (issue 32: careers, press and commitments, e.g. `{ page: "carrieres", label:
 * "nav.careers" }`); its address follows PAGE_PATHS in each language.
 */
const GROUP_LINKS: readonly FooterLink[] = [
  { page: "about", label: "nav.about" },
  { page: "gouvernance", label: "nav.governance" },
  { page: "realisations", label: "nav.realisations" },
  { page: "actualites", label: "nav.actualites" },
  { page: "opportunites", label: "nav.opportunites" },
  { page: "carrieres", label: "nav.carrieres" },
  { page: "presse", label: "nav.presse" },
  { page: "contact", label: "nav.contact" },
];

/** The legal pages (issue 18), in the footer's last line. */
const LEGAL_LINKS: readonly FooterLink[] = [
  { page: "mentionsLegales", label: "legal.notice" },
  { page: "confidentialite", label: "legal.privacy" },
];

/** SPEC.md §1: © 2025 in the footer (a fact of the specification, not a site setting). */
const COPYRIGHT_YEAR = 2025;

/** At least 44 px high, a finger's target on a phone (WCAG 2.5.5). */
const linkClass = "inline-flex min-h-11 min-w-11 items-center underline-offset-2 hover:underline";
const headingClass = "mb-2 text-base font-semibold text-white";

/**
 * SPEC.md §1: phone numbers, email, offices, newsletter, social links, © 2025; every one of
 * them a site setting (/admin/site), read with useSiteSettings(). On a phone it keeps to
 * what a visitor looks for at the bottom of a page (issue 32): the newsletter on one row,
 * the networks as labelled icons beside the brand, the links wrapping on a few lines.
 */
export function SiteFooter() {
  const { t } = useTexts();
  const to = useLocalizedPath();
  const { nomMarque, medias, telephones, whatsapp, email, bureaux, reseaux } = useSiteSettings();
  const linkList = (links: readonly FooterLink[], className: string) => (
    <ul className={className}>
      {links.map(({ page, label }) => (
        <li key={page}>
          <Link to={to(PAGE_PATHS[page])} className={linkClass}>
            {t(label)}
          </Link>
        </li>
      ))}
    </ul>
  );

  return (
    <footer className="bg-brand-900 site-gutter pt-8 pb-5 text-sm text-white/85 sm:pt-12">
      <div className="site-container grid grid-cols-1 gap-x-8 gap-y-6 sm:grid-cols-2 lg:grid-cols-[1.1fr_1fr_0.8fr_1.3fr]">
        <section aria-labelledby="footer-newsletter" className="lg:order-last">
          <h2 id="footer-newsletter" className={headingClass}>
            {t("newsletter.title")}
          </h2>
          <NewsletterForm compact />
        </section>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={headingClass}>
            {t("footer.contact")}
          </h2>
          <ul className="flex flex-col">
            {telephones.map((phone) => (
              <li key={`${phone.libelle} ${phone.tel}`}>
                <span className="text-white/70">
                  {t("footer.phoneLabel", { country: phone.libelle })}
                </span>
                <a href={`tel:${phone.tel}`} className={linkClass}>
                  {phone.numero}
                </a>
              </li>
            ))}
            {whatsapp && (
              <li>
                <span className="text-white/70">{t("footer.whatsapp")}</span>
                <a href={whatsapp.url} rel="noopener noreferrer" className={linkClass}>
                  {whatsapp.numero}
                </a>
              </li>
            )}
            <li>
              <a
                href={`mailto:${email}`}
                className={`${linkClass} break-all`}
                aria-label={t("footer.email", { email })}
              >
                {email}
              </a>
            </li>
          </ul>
        </section>
        <section aria-labelledby="footer-offices">
          <h2 id="footer-offices" className={headingClass}>
            {t("footer.offices")}
          </h2>
          <p className="whitespace-pre-line leading-relaxed">{bureaux}</p>
        </section>
        <nav aria-labelledby="footer-group">
          <h2 id="footer-group" className={headingClass}>
            {t("footer.group")}
          </h2>
          {linkList(GROUP_LINKS, "flex flex-wrap gap-x-5 lg:flex-col lg:gap-x-0")}
        </nav>
      </div>
      {/* The last line: the brand and the networks on a phone's first row, the rights and
          the legal pages under them; one row from a laptop's width up. */}
      <div className="site-container mt-6 grid grid-cols-[1fr_auto] items-center gap-x-6 gap-y-2 border-t border-white/15 pt-4 sm:mt-10 lg:grid-cols-[auto_1fr_auto]">
        <BrandMark site={{ nomMarque, medias }} className="text-base text-white" />
        <div className="col-span-2 flex flex-col gap-x-6 text-white/70 sm:flex-row sm:flex-wrap sm:items-center lg:col-span-1 lg:justify-center">
          <p className="py-1">{t("footer.rights", { year: COPYRIGHT_YEAR, brand: nomMarque })}</p>
          <nav aria-label={t("legal.linksLabel")}>
            {linkList(LEGAL_LINKS, "flex flex-wrap gap-x-5")}
          </nav>
        </div>
        {reseaux.length > 0 && (
          <section
            aria-labelledby="footer-follow"
            className="col-start-2 row-start-1 lg:col-start-3"
          >
            <h2 id="footer-follow" className="sr-only">
              {t("footer.follow")}
            </h2>
            <NetworkLinks reseaux={reseaux} brand={nomMarque} />
          </section>
        )}
      </div>
    </footer>
  );
}

/** The group's networks as round icons, each a 44 px target named for a screen reader. */
function NetworkLinks({
  reseaux,
  brand,
}: {
  reseaux: { reseau: string; url: string }[];
  brand: string;
}) {
  const { t } = useTexts();
  return (
    <ul className="flex flex-wrap gap-2">
      {reseaux.map((link) => (
        <li key={link.url}>
          <a
            href={link.url}
            rel="noopener noreferrer"
            aria-label={t("footer.followOn", { brand, network: link.reseau })}
            className="inline-flex size-11 items-center justify-center rounded-full border border-white/25 text-white hover:bg-white/10"
          >
            <NetworkIcon network={link.reseau} size={18} />
          </a>
        </li>
      ))}
    </ul>
  );
}
