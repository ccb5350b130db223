import { useEffect, useRef, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { PAGE_PATHS } from "../../../domain/site-paths.ts";
import { Icon } from "../../components/icon.tsx";
import { useTexts } from "../../i18n/texts.tsx";
import { useLocalizedPath } from "../i18n/language.ts";
import { LanguageSwitcher } from "../i18n/language-switcher.tsx";
import { SearchForm } from "../search/search-form.tsx";
import { BrandMark } from "./brand-mark.tsx";
import { useSiteSettings } from "./site-settings.ts";

const NAV_ITEMS = [
  { page: "immobilier", key: "nav.immobilier" },
  { page: "aviation", key: "nav.aviation" },
  { page: "mines", key: "nav.mines" },
  { page: "logistique", key: "nav.logistique" },
  { page: "realisations", key: "nav.realisations" },
  { page: "actualites", key: "nav.actualites" },
  { page: "opportunites", key: "nav.opportunites" },
  { page: "about", key: "nav.about" },
  { page: "contact", key: "nav.contact" },
] as const;

/** SPEC.md §9: the header takes its scrolled style after 10 pixels. */
const SCROLLED_AFTER_PX = 10;
const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

function NavLinks({ className, linkClass }: { className: string; linkClass: string }) {
  const { t } = useTexts();
  const to = useLocalizedPath();
  return (
    <ul className={className}>
      {NAV_ITEMS.map((item) => (
        <li key={item.page}>
          <NavLink
            to={to(PAGE_PATHS[item.page])}
            prefetch="intent"
            className={({ isActive }) =>
              // The current page is underlined in the accent colour: text colour stays the
              // header's, readable on its dark and its scrolled white background alike.
              `${linkClass} ${isActive ? "underline decoration-accent-500 decoration-2 underline-offset-8" : ""}`
            }
          >
            {t(item.key)}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

/**
 * What the phone menu ends with: the way to write to the group, and its numbers, which a
 * visitor on a phone calls with one tap. Every control is at least 44 px high (WCAG 2.5.5).
 */
function MenuContact() {
  const { t } = useTexts();
  const to = useLocalizedPath();
  const { telephones } = useSiteSettings();
  return (
    <div className="site-container mt-3 flex flex-col gap-2 border-t border-white/15 pt-4">
      <Link
        to={to(PAGE_PATHS.contact)}
        className="inline-flex min-h-11 items-center justify-center rounded bg-accent-500 px-5 font-semibold text-brand-900"
      >
        {t("nav.contactUs")}
      </Link>
      <ul className="flex flex-col">
        {telephones.map((phone) => (
          <li key={`${phone.libelle} ${phone.tel}`}>
            <a href={`tel:${phone.tel}`} className="flex min-h-11 items-center gap-2">
              <span className="text-white/70">
                {t("footer.phoneLabel", { country: phone.libelle })}
              </span>
              <span className="font-medium">{phone.numero}</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Escape folds an open disclosure (menu, search) and gives its button the focus back. */
function foldOnEscape(event: React.KeyboardEvent<HTMLDetailsElement>) {
  const disclosure = event.currentTarget;
  if (event.key !== "Escape" || !disclosure.open) return;
  disclosure.open = false;
  disclosure.querySelector("summary")?.focus();
}

/**
 * The header's search (issue 20): a button that unfolds the search field under the header,
 * a disclosure like the phone menu, so that it works without JavaScript; with it, the field
 * takes the focus as it opens. `onOpen` lets the header fold the menu away.
 */
function HeaderSearch({
  disclosure,
  onOpen,
}: {
  disclosure: React.RefObject<HTMLDetailsElement | null>;
  onOpen(): void;
}) {
  const { t } = useTexts();
  return (
    <details
      ref={disclosure}
      id="recherche-site"
      className="group/search"
      onKeyDown={foldOnEscape}
      onToggle={(event) => {
        if (!event.currentTarget.open) return;
        onOpen();
        event.currentTarget.querySelector("input")?.focus();
      }}
    >
      <summary
        className="inline-flex size-11 cursor-pointer list-none items-center justify-center rounded hover:bg-white/10 [&::-webkit-details-marker]:hidden"
        title={t("search.open")}
      >
        <Icon name="search" className="size-6" />
        <span className="sr-only">{t("search.open")}</span>
      </summary>
      <div className="site-gutter absolute inset-x-0 top-full border-t border-slate-200 bg-white py-4 text-slate-900 shadow-lg">
        <div className="site-container">
          <div className="max-w-3xl">
            <SearchForm id="recherche-entete" />
          </div>
        </div>
      </div>
    </details>
  );
}

/**
 * The header of every public page: brand, navigation, flags. On phones the navigation is a
 * disclosure (<details>): it opens and closes by keyboard and works without JavaScript;
 * with it, Escape closes it and a route change folds it away. Below 640 px the flags move
 * into it, so that the brand keeps the room to be read (issue 20).
 */
export function SiteHeader() {
  const { t } = useTexts();
  const site = useSiteSettings();
  const to = useLocalizedPath();
  const [scrolled, setScrolled] = useState(false);
  const menu = useRef<HTMLDetailsElement>(null);
  const search = useRef<HTMLDetailsElement>(null);
  const { pathname, key: navigation } = useLocation();

  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > SCROLLED_AFTER_PX);
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);

  // SPEC.md §2: each route change scrolls smoothly to the top (at once under reduced motion).
  // Not on the first render: a reload or a link to an anchor keeps its place.
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    if (menu.current) menu.current.open = false;
    const reduced = window.matchMedia(REDUCED_MOTION).matches;
    window.scrollTo({ top: 0, behavior: reduced ? "instant" : "smooth" });
  }, [pathname]);

  // A search sent from the header folds it, even one that stays on the search page. Not on
  // the first render: a visitor on a slow network may have opened the search before the
  // scripts came, and hydration must not fold it under their thumb.
  const shownNavigation = useRef(navigation);
  useEffect(() => {
    if (shownNavigation.current === navigation) return;
    shownNavigation.current = navigation;
    if (search.current) search.current.open = false;
  }, [navigation]);

  return (
    <header
      data-scrolled={scrolled}
      className={`site-gutter sticky top-0 z-30 transition-colors ${scrolled ? "bg-white/95 text-brand-900 shadow-md backdrop-blur" : "bg-brand-900 text-white"}`}
    >
      <div className="site-container flex items-center justify-between gap-2 py-3 sm:gap-4">
        <Link
          to={to(PAGE_PATHS.home)}
          className="inline-flex min-h-11 min-w-0 items-center text-sm sm:text-lg xl:text-base"
        >
          <BrandMark site={site} />
        </Link>
        <nav className="hidden xl:block" aria-label={t("nav.main")}>
          <NavLinks
            className="flex gap-4 text-sm font-medium whitespace-nowrap"
            linkClass="hover:underline hover:underline-offset-8"
          />
        </nav>
        <div className="flex items-center gap-1 sm:gap-2">
          <HeaderSearch
            disclosure={search}
            onOpen={() => {
              if (menu.current) menu.current.open = false;
            }}
          />
          <LanguageSwitcher className="hidden sm:block" />
          <details
            ref={menu}
            id="menu-site"
            className="group xl:hidden"
            onKeyDown={foldOnEscape}
            onToggle={(event) => {
              if (event.currentTarget.open && search.current) search.current.open = false;
            }}
          >
            {/* On a phone, three lines for the button's name would crowd out the brand's. */}
            <summary className="inline-flex min-h-11 min-w-11 cursor-pointer list-none items-center justify-center gap-2 rounded border border-current text-sm font-medium sm:px-4 [&::-webkit-details-marker]:hidden">
              <Icon name="menu" className="size-5 group-open:hidden" />
              <Icon name="close" className="hidden size-5 group-open:inline" />
              <span className="sr-only group-open:hidden sm:not-sr-only">{t("nav.menu")}</span>
              <span className="hidden group-open:inline group-open:sr-only sm:group-open:not-sr-only">
                {t("nav.close")}
              </span>
            </summary>
            <nav
              aria-label={t("nav.mobile")}
              className="site-gutter absolute inset-x-0 top-full border-t border-white/15 bg-brand-900 py-3 text-white shadow-lg"
            >
              <LanguageSwitcher layout="menu" className="sm:hidden" />
              <NavLinks
                className="site-container flex flex-col"
                linkClass="flex min-h-11 items-center text-base"
              />
              <MenuContact />
            </nav>
          </details>
        </div>
      </div>
    </header>
  );
}
