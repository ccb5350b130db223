import { Form } from "react-router";
import { SEARCH_TEXT_MAX } from "../../../domain/search.ts";
import { SEARCH_PATH } from "../../../domain/site-paths.ts";
import { Icon } from "../../components/icon.tsx";
import { useTexts } from "../../i18n/texts.tsx";
import { useLocalizedPath } from "../i18n/language.ts";

/**
 * The search field (issue 20), a GET form to /recherche in the page's language: it works
 * without JavaScript, and with it navigates without reloading the page. The header and the
 * search page use it; `id` tells their fields apart for their labels.
 */
export function SearchForm({
  id,
  defaultValue = "",
  error,
  autoFocus = false,
  tone = "light",
}: {
  id: string;
  defaultValue?: string;
  /** Why the words typed were refused, said under the field and tied to it. */
  error?: string | null | undefined;
  autoFocus?: boolean;
  /** `dark`: on the brand's dark bands, the label in white. */
  tone?: "light" | "dark";
}) {
  const { t } = useTexts();
  const to = useLocalizedPath();
  const errorId = `${id}-erreur`;
  return (
    <Form method="get" action={to(SEARCH_PATH)} role="search" className="w-full">
      <label
        htmlFor={id}
        className={`block text-sm font-semibold ${tone === "dark" ? "text-white" : "text-slate-800"}`}
      >
        {t("search.label")}
      </label>
      <div className="mt-2 flex gap-2">
        <input
          id={id}
          name="q"
          type="search"
          defaultValue={defaultValue}
          placeholder={t("search.placeholder")}
          maxLength={SEARCH_TEXT_MAX}
          enterKeyHint="search"
          // biome-ignore lint/a11y/noAutofocus: the search page is opened to type in it.
          autoFocus={autoFocus}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="min-h-11 w-full min-w-0 rounded border border-slate-400 bg-white px-3 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:outline-2 focus:outline-offset-2 focus:outline-accent-500 aria-invalid:border-red-700"
        />
        <button
          type="submit"
          className="inline-flex min-h-11 shrink-0 items-center gap-2 rounded bg-accent-500 px-4 font-semibold text-brand-900 hover:bg-amber-400"
        >
          <Icon name="search" />
          <span className="sr-only sm:not-sr-only">{t("search.submit")}</span>
        </button>
      </div>
      {error ? (
        <p
          id={errorId}
          className={`mt-2 text-sm font-medium ${tone === "dark" ? "text-amber-200" : "text-red-700"}`}
        >
          {error}
        </p>
      ) : null}
    </Form>
  );
}
