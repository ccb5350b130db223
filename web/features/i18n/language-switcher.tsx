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

/**
 * The flags (SPEC.md §1): each one is a link to this very page in its language. With
 * JavaScript the choice is stored in the browser, then the app navigates; without, the
 * link's `?lang=` has the server store it and redirect to the clean address.
 */
export function LanguageSwitcher() {
  const { t } = useTexts();
  const current = usePageLanguage();
  const alternates = usePageAlternates();
  const { search } = useLocation();
  const navigate = useNavigate();
  return (
    <nav aria-label={t("nav.language")}>
      <ul className="flex items-center">
        {LANGUAGES.map((lang) => (
          <li key={lang}>
            <Link
              to={`${alternates[lang]}?${choosing(search, lang)}`}
              hrefLang={lang}
              lang={lang}
              title={LANGUAGE_LABELS[lang]}
              aria-label={LANGUAGE_LABELS[lang]}
              aria-current={lang === current ? "true" : undefined}
              // 44 px square around a 24 px flag: a finger's target on a phone (WCAG 2.5.5); 36 px
              // on a wide screen, where a pointer aims and the French navigation needs the room.
              className={`flex size-11 items-center justify-center rounded xl:size-9 ${lang === current ? "ring-2 ring-accent-500 ring-inset" : "opacity-80 hover:opacity-100"}`}
              onClick={(event) => {
                if (event.metaKey || event.ctrlKey || event.shiftKey) return;
                rememberLanguage(lang);
                // Same page, other language: keep the list's page and filters.
                event.preventDefault();
                void navigate(alternates[lang] + search);
              }}
            >
              <Flag lang={lang} />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
