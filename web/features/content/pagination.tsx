import { Link } from "react-router";
import { useTexts } from "../../i18n/texts.tsx";

/** How many items a public list shows per page. */
export const PUBLIC_PAGE_SIZE = 12;

/**
 * Links to the list's other pages (`?page=`): previous, numbers, next. Real links, so they
 * work without JavaScript and crawlers find every item.
 */
export function Pagination({
  page,
  total,
  pageSize = PUBLIC_PAGE_SIZE,
  searchOf = (n) => (n === 1 ? "" : `?page=${n}`),
}: {
  page: number;
  total: number;
  pageSize?: number;
  /** The query of page `n`'s address: a filtered list keeps its filters. */
  searchOf?: (n: number) => string;
}) {
  const { t } = useTexts();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages === 1) return null;
  const href = (n: number) => searchOf(n) || "?";
  const linkClass =
    "rounded border border-slate-300 px-3 py-1.5 hover:border-brand-600 hover:text-brand-700";
  return (
    <nav aria-label={t("content.pagination")} className="mt-10 flex justify-center">
      <ul className="flex flex-wrap items-center gap-2 text-sm">
        {page > 1 ? (
          <li>
            <Link to={href(page - 1)} rel="prev" className={linkClass}>
              {t("content.previous")}
            </Link>
          </li>
        ) : null}
        {Array.from({ length: pages }, (_, i) => i + 1).map((n) => (
          <li key={n}>
            <Link
              to={href(n)}
              aria-current={n === page ? "page" : undefined}
              aria-label={t("content.pageN", { n })}
              className={
                n === page ? "rounded bg-brand-700 px-3 py-1.5 font-semibold text-white" : linkClass
              }
            >
              {n}
            </Link>
          </li>
        ))}
        {page < pages ? (
          <li>
            <Link to={href(page + 1)} rel="next" className={linkClass}>
              {t("content.next")}
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
