import { isRouteErrorResponse, Link } from "react-router";
import { PAGE_PATHS } from "../../../domain/site-paths.ts";
import { useTexts } from "../../i18n/texts.tsx";
import { useLocalizedPath } from "../i18n/language.ts";

/**
 * SPEC.md §2: the 404 page (its exact texts) and the error page (a code, a message, a
 * button back to the home page), in the page's language.
 */
export function ErrorPage({ error }: { error: unknown }) {
  const { t } = useTexts();
  const to = useLocalizedPath();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const notFound = status === 404;
  /** What the status means to a visitor when the texts say it (413: the form was too large). */
  const statusText = (code: number) => {
    const key = `error.status.${code}`;
    const text = t(key);
    return text === key ? t("error.text") : text;
  };
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
      <p className="text-7xl font-bold text-brand-600" aria-hidden={notFound}>
        {status}
      </p>
      <h1 className="text-2xl font-semibold text-brand-900">
        {notFound ? t("notFound.title") : t("error.title")}
      </h1>
      <p className="text-slate-600">{notFound ? t("notFound.text") : statusText(status)}</p>
      <Link
        to={to(PAGE_PATHS.home)}
        className="rounded bg-brand-600 px-5 py-2 font-medium text-white hover:bg-brand-700"
      >
        {t("notFound.back")}
      </Link>
    </section>
  );
}
