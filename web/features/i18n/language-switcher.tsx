import { Link, useLocation, useNavigate } from "react-router";
import { LANGUAGES } from "../../../domain/constants.ts";
import { useTexts } from "../../i18n/texts.tsx";
import { Flag } from "./flag.tsx";
import {
  LANGUAGE_LABELS,
  rememberLanguage,
  usePageAlternates,
  usePageLanguage,
} from "./language.ts";

/** The query parameter the server reads to store a choice made without JavaScript. */
const CHOOSE_LANGUAGE_PARAM = "lang";

/** The page's query (a list's filters and page) with the language chosen by a flag. */
function choosing(search: string, lang: string): string {
  const params = new URLSearchParams(search);
  params.set(CHOOSE_LANGUAGE_PARAM, lang);
  return params.toString();
}

/** Where the flags stand: in the header's bar, or in a phone's menu beside their names. */
const LAYOUTS = {
  // 44 px square around a 24 px flag: a finger's target (WCAG 2.5.5); 36 px on a wide
  // screen, where a pointer aims and the French navigation needs the room.
  bar: { list: "flex items-center", link: "size-11 justify-center xl:size-9", named: false },
  // A phone's header leaves the brand the room the flags took: they come first in the menu,
  // each named, for a visitor who does not know a flag for a language.
  menu: {
    list: "site-container grid grid-cols-3 gap-2 border-b border-white/15 pb-3 mb-2",
    link: "min-h-11 justify-center gap-1.5 px-1 text-sm",
    named: true,
  },
} as const;

/**
 * The flags (SPEC.md §1): each one is a link to this very page in its language. With
 * JavaScript the choice is stored in the browser, then the app navigates; without, the
 * link's `?lang=` has the server store it and redirect to the clean address.
 */
export function LanguageSwitcher({
  layout = "bar",
  className = "",
}: {
  layout?: keyof typeof LAYOUTS;
  className?: string;
}) {
  const { t } = useTexts();
  const current = usePageLanguage();
  const alternates = usePageAlternates();
  const { search } = useLocation();
  const navigate = useNavigate();
  const styles = LAYOUTS[layout];
  return (
    <nav aria-label={t("nav.language")} className={className}>
      <ul className={styles.list}>
        {LANGUAGES.map((lang) => (
          <li key={lang}>
            <Link
              to={`${alternates[lang]}?${choosing(search, lang)}`}
              hrefLang={lang}
              lang={lang}
              title={styles.named ? undefined : LANGUAGE_LABELS[lang]}
              aria-label={styles.named ? undefined : LANGUAGE_LABELS[lang]}
              aria-current={lang === current ? "true" : undefined}
              className={`flex items-center rounded ${styles.link} ${lang === current ? "ring-2 ring-accent-500 ring-inset" : "opacity-80 hover:opacity-100"}`}
              onClick={(event) => {
                if (event.metaKey || event.ctrlKey || event.shiftKey) return;
                rememberLanguage(lang);
                // Same page, other language: keep the list's page and filters.
                event.preventDefault();
                void navigate(alternates[lang] + search);
              }}
            >
              <Flag lang={lang} />
              {styles.named && <span>{LANGUAGE_LABELS[lang]}</span>}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
