import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, NavLink, Outlet, useLocation, useRevalidator } from "react-router";
import { LANGUAGES } from "../../../domain/constants.ts";
import { toLanguage } from "../../../domain/language.ts";
import { SITE_SETTINGS } from "../../../domain/site-settings.ts";
import { Flag } from "../../features/i18n/flag.tsx";
import { LANGUAGE_LABELS, switchLanguage } from "../../features/i18n/language.ts";
import { NewsletterForm } from "../../features/newsletter/newsletter-form.tsx";

const NAV_ITEMS = [
  { to: "/immobilier", key: "nav.immobilier" },
  { to: "/aviation", key: "nav.aviation" },
  { to: "/mines", key: "nav.mines" },
  { to: "/logistique", key: "nav.logistique" },
  { to: "/realisations", key: "nav.realisations" },
  { to: "/actualites", key: "nav.actualites" },
  { to: "/opportunites", key: "nav.opportunites" },
  { to: "/qui-sommes-nous", key: "nav.about" },
  { to: "/contact", key: "nav.contact" },
] as const;

/** SPEC.md §9: the header takes its scrolled style after 10 pixels. */
const SCROLLED_AFTER_PX = 10;

function LanguageSwitcher() {
  const { i18n, t } = useTranslation();
  const revalidator = useRevalidator();
  return (
    <fieldset className="flex items-center gap-1" aria-label={t("nav.language")}>
      {LANGUAGES.map((lang) => (
        <button
          key={lang}
          type="button"
          title={LANGUAGE_LABELS[lang]}
          aria-label={LANGUAGE_LABELS[lang]}
          aria-pressed={i18n.language === lang}
          className={`rounded p-1 leading-none ${i18n.language === lang ? "ring-2 ring-accent-500" : "opacity-70 hover:opacity-100"}`}
          onClick={async () => {
            await switchLanguage(i18n, lang);
            await revalidator.revalidate();
          }}
        >
          <Flag lang={lang} />
        </button>
      ))}
    </fieldset>
  );
}

/** The brand in the page's language (domain/site-settings.ts). */
function useBrand(): string {
  const { i18n } = useTranslation();
  return SITE_SETTINGS.brand[toLanguage(i18n.language)];
}

function Header() {
  const { t } = useTranslation();
  const brand = useBrand();
  const [scrolled, setScrolled] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();

  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > SCROLLED_AFTER_PX);
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);

  // SPEC.md §2: each route change scrolls smoothly to the top (and closes the mobile menu).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the effect runs because the path changed.
  useEffect(() => {
    setMenuOpen(false);
    window.scrollTo({ top: 0, behavior: "smooth" });
  }, [pathname]);

  return (
    <header
      className={`sticky top-0 z-30 transition-colors ${scrolled ? "bg-white/95 shadow-md backdrop-blur" : "bg-brand-900 text-white"}`}
    >
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-3">
        <Link to="/" className="text-lg font-bold tracking-tight">
          {brand}
        </Link>
        <nav className="hidden lg:block" aria-label="Navigation principale">
          <ul className="flex gap-4 text-sm font-medium">
            {NAV_ITEMS.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} className="hover:text-accent-500" prefetch="intent">
                  {t(item.key)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-3">
          <LanguageSwitcher />
          <button
            type="button"
            className="rounded border px-2 py-1 text-sm lg:hidden"
            aria-expanded={menuOpen}
            aria-controls="menu-mobile"
            onClick={() => setMenuOpen((open) => !open)}
          >
            {t("nav.menu")}
          </button>
        </div>
      </div>
      {menuOpen && (
        <nav
          id="menu-mobile"
          className="border-t px-4 py-2 lg:hidden"
          aria-label="Navigation mobile"
        >
          <ul className="flex flex-col gap-2">
            {NAV_ITEMS.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} className="block py-1">
                  {t(item.key)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </header>
  );
}

/** SPEC.md §1: phone numbers, email, offices, social links, © 2025. */
function Footer() {
  const { t } = useTranslation();
  const brand = useBrand();
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
      <p className="mx-auto mt-8 max-w-7xl border-t border-white/15 pt-4 text-center text-white/70">
        {t("footer.rights", { year: copyrightYear, brand })}
      </p>
    </footer>
  );
}

export default function SiteLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <Header />
      <main className="flex-1">
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
