import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from "react";
import { LANGUAGES, type Language } from "../../../domain/constants.ts";

export const LANGUAGE_NAMES: Record<Language, string> = {
  fr: "Français",
  en: "Anglais",
  it: "Italien",
};

/**
 * The fr/en/it tabs of a content form (WAI-ARIA tabs, arrow keys move between them). Every
 * panel stays mounted and only the chosen one shows, so what is typed in a hidden
 * language is kept and still validated. A language with an error says so in its tab.
 */
export function LanguageTabs({
  label,
  hasError,
  children,
}: {
  label: string;
  hasError(lang: Language): boolean;
  children(lang: Language): ReactNode;
}) {
  const [current, setCurrent] = useState<Language>("fr");
  const tabs = useRef<Partial<Record<Language, HTMLButtonElement | null>>>({});
  const id = useId();

  function onKeyDown(event: KeyboardEvent) {
    const index = LANGUAGES.indexOf(current);
    const last = LANGUAGES.length - 1;
    const next = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const lang = LANGUAGES[next] as Language;
    setCurrent(lang);
    tabs.current[lang]?.focus();
  }

  return (
    <div className="flex flex-col gap-4">
      <div
        role="tablist"
        aria-label={label}
        className="flex flex-wrap gap-1 border-b border-slate-300"
        onKeyDown={onKeyDown}
      >
        {LANGUAGES.map((lang) => {
          const selected = lang === current;
          const invalid = hasError(lang);
          return (
            <button
              key={lang}
              ref={(element) => {
                tabs.current[lang] = element;
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${lang}`}
              aria-controls={`${id}-panel-${lang}`}
              aria-selected={selected}
              tabIndex={selected ? 0 : -1}
              onClick={() => setCurrent(lang)}
              className={`-mb-px flex items-center gap-2 rounded-t border px-4 py-2 text-sm font-medium ${
                selected
                  ? "border-slate-300 border-b-white bg-white text-brand-900"
                  : "border-transparent text-slate-600 hover:text-brand-700"
              }`}
            >
              {LANGUAGE_NAMES[lang]}
              {invalid && (
                <>
                  <span aria-hidden="true" className="size-2 rounded-full bg-red-600" />
                  <span className="sr-only">(champs manquants)</span>
                </>
              )}
            </button>
          );
        })}
      </div>
      {LANGUAGES.map((lang) => (
        <div
          key={lang}
          role="tabpanel"
          id={`${id}-panel-${lang}`}
          aria-labelledby={`${id}-tab-${lang}`}
          hidden={lang !== current}
          className="flex flex-col gap-4"
        >
          {children(lang)}
        </div>
      ))}
    </div>
  );
}
