import { Link } from "react-router";
import { PAGE_PATHS } from "../../../domain/site-paths.ts";
import { useTexts } from "../../i18n/texts.tsx";
import { useLocalizedPath } from "../i18n/language.ts";
import { NewsletterForm } from "../newsletter/newsletter-form.tsx";
import { BrandMark } from "./brand-mark.tsx";
import { useSiteSettings } from "./site-settings.ts";

/**
 * The governance page (issue 32, point 1) and the legal pages (issue 18), linked from every
 * page's footer.
 */
const LEGAL_LINKS = [
  { page: "gouvernance", label: "nav.governance" },
  { page: "mentionsLegales", label: "legal.notice" },
  { page: "confidentialite", label: "legal.privacy" },
] as const;

/** SPEC.md §1: © 2025 in the footer (a fact of the specification, not a site setting). */
const COPYRIGHT_YEAR = 2025;

/** At least 44 px high, a finger's target on a phone (WCAG 2.5.5). */
const linkClass =
  "inline-flex min-h-11 min-w-11 items-center justify-center underline-offset-2 hover:underline";

/**
 * SPEC.md §1: phone numbers, email, offices, social links, © 2025; every one of them a
 * site setting (/admin/site), read with useSiteSettings().
 */
export function SiteFooter() {
  const { t } = useTexts();
  const to = useLocalizedPath();
  const { nomMarque, medias, telephones, whatsapp, email, bureaux, reseaux } = useSiteSettings();
  return (
    <footer className="bg-brand-900 site-gutter pt-10 pb-6 text-sm text-white/85">
      <div className="site-container grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="mb-3 text-base font-semibold text-white">
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
                className={linkClass}
                aria-label={t("footer.email", { email })}
              >
                {email}
              </a>
            </li>
          </ul>
        </section>
        <section aria-labelledby="footer-offices">
          <h2 id="footer-offices" className="mb-3 text-base font-semibold text-white">
            {t("footer.offices")}
          </h2>
          <p className="whitespace-pre-line">{bureaux}</p>
        </section>
        <section aria-labelledby="footer-newsletter" className="relative">
          <h2 id="footer-newsletter" className="mb-3 text-base font-semibold text-white">
            {t("newsletter.title")}
          </h2>
          <NewsletterForm />
        </section>
        <section aria-labelledby="footer-follow">
          <h2 id="footer-follow" className="mb-3 text-base font-semibold text-white">
            {t("footer.follow")}
          </h2>
          <ul className="flex flex-wrap gap-x-5">
            {reseaux.map((link) => (
              <li key={link.url}>
                <a href={link.url} rel="noopener noreferrer" target="_blank" className={linkClass}>
                  {link.reseau}
                </a>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <nav aria-label={t("legal.linksLabel")} className="site-container mt-8">
        <ul className="flex flex-wrap justify-center gap-x-6">
          {LEGAL_LINKS.map(({ page, label }) => (
            <li key={page}>
              <Link to={to(PAGE_PATHS[page])} className={linkClass}>
                {t(label)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="site-container mt-8 flex flex-col items-center gap-3 border-t border-white/15 pt-4 text-center text-white/70">
        <BrandMark site={{ nomMarque, medias }} className="text-base text-white" />
        <p>{t("footer.rights", { year: COPYRIGHT_YEAR, brand: nomMarque })}</p>
      </div>
    </footer>
  );
}
