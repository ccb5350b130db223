import { Link } from "react-router";
import { PAGE_PATHS } from "../../../domain/site-paths.ts";
import { SITE_SETTINGS } from "../../../domain/site-settings.ts";
import { useTexts } from "../../i18n/texts.tsx";
import { useLocalizedPath, usePageLanguage } from "../i18n/language.ts";
import { NewsletterForm } from "../newsletter/newsletter-form.tsx";

/** The legal pages (issue 18), linked from every page's footer. */
const LEGAL_LINKS = [
  { page: "mentionsLegales", label: "legal.notice" },
  { page: "confidentialite", label: "legal.privacy" },
] as const;

/** SPEC.md §1: phone numbers, email, offices, social links, © 2025. */
export function SiteFooter() {
  const { t } = useTexts();
  const to = useLocalizedPath();
  const brand = SITE_SETTINGS.brand[usePageLanguage()];
  const { phones, email, offices, social, copyrightYear } = SITE_SETTINGS;
  return (
    <footer className="bg-brand-900 px-4 pt-10 pb-6 text-sm text-white/85">
      <div className="mx-auto grid max-w-7xl gap-8 sm:grid-cols-2 lg:grid-cols-4">
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="mb-3 text-base font-semibold text-white">
            {t("footer.contact")}
          </h2>
          <ul className="flex flex-col gap-2">
            {phones.map((phone) => (
              <li key={phone.tel}>
                <span className="text-white/70">
                  {t("footer.phoneLabel", { country: t(`countries.${phone.country}`) })}
                </span>
                <a href={`tel:${phone.tel}`} className="underline-offset-2 hover:underline">
                  {phone.display}
                </a>
              </li>
            ))}
            <li>
              <a
                href={`mailto:${email}`}
                className="underline-offset-2 hover:underline"
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
          <p>{t("footer.officesText", { cities: offices.join(", ") })}</p>
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
          <ul className="flex flex-wrap gap-4">
            {social.map((link) => (
              <li key={link.network}>
                <a
                  href={link.url}
                  rel="noopener noreferrer"
                  target="_blank"
                  className="underline-offset-2 hover:underline"
                >
                  {link.network}
                </a>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <nav aria-label={t("legal.linksLabel")} className="mx-auto mt-8 max-w-7xl">
        <ul className="flex flex-wrap justify-center gap-x-6 gap-y-2">
          {LEGAL_LINKS.map(({ page, label }) => (
            <li key={page}>
              <Link to={to(PAGE_PATHS[page])} className="underline-offset-2 hover:underline">
                {t(label)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <p className="mx-auto mt-8 max-w-7xl border-t border-white/15 pt-4 text-center text-white/70">
        {t("footer.rights", { year: copyrightYear, brand })}
      </p>
    </footer>
  );
}
