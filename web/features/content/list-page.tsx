import { Link } from "react-router";
import { type ListFilters, listSearch } from "../../../domain/list-filters.ts";
import { useTexts } from "../../i18n/texts.tsx";
import { CardGrid } from "./content-cards.tsx";
import type { FilterGroup } from "./content-loaders.server.ts";
import type { ListedType } from "./content-pages.ts";
import { LIST_PAGE } from "./content-pages.ts";
import { Pagination } from "./pagination.tsx";

const CHIP =
  "inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-medium transition-colors";
const CHIP_CHOSEN = `${CHIP} border-brand-700 bg-brand-700 text-white`;
const CHIP_OTHER = `${CHIP} border-slate-300 bg-white text-slate-700 hover:border-brand-600 hover:text-brand-700`;

/**
 * A list's filters as chips (issue 20): links to the same list with one filter changed, so
 * they work without JavaScript, keep the other filters and go back to the first page. The
 * chosen one is marked as current. A group offering a single value and not in use is left
 * out: it would filter nothing away.
 */
function FilterChips({
  type,
  filters,
  groups,
}: {
  type: ListedType;
  filters: ListFilters;
  groups: FilterGroup[];
}) {
  const { t } = useTexts();
  const shown = groups.filter((group) => group.options.length > 1 || filters[group.name]);
  if (shown.length === 0) return null;
  return (
    <div className="mb-10 flex flex-col gap-4">
      {shown.map((group) => {
        const labelId = `filtre-${group.name}`;
        const chip = (value: string | undefined, label: string) => {
          const chosen = filters[group.name] === value;
          const search = listSearch(type, { ...filters, [group.name]: value });
          return (
            <li key={value ?? ""}>
              <Link
                to={search || "?"}
                preventScrollReset
                aria-current={chosen ? "true" : undefined}
                className={chosen ? CHIP_CHOSEN : CHIP_OTHER}
              >
                {label}
              </Link>
            </li>
          );
        };
        return (
          <div
            key={group.name}
            className="flex flex-col gap-2 sm:flex-row sm:items-center sm:gap-4"
          >
            <span id={labelId} className="text-sm font-semibold text-slate-700 sm:w-24">
              {t(`lists.filters.${group.name}`)}
            </span>
            {/* A list named by its label: "Secteur, list, 5 items" to a screen reader. */}
            <ul aria-labelledby={labelId} className="flex flex-wrap gap-2">
              {chip(undefined, t("lists.filters.all"))}
              {group.options.map((option) => chip(option.value, option.label))}
            </ul>
          </div>
        );
      })}
    </div>
  );
}

/**
 * A public list (SPEC.md §2): a dark band with the page's title and intro, the filters,
 * the cards newest first, links to the other pages (keeping the filters).
 */
export function ListPage({
  type,
  page,
  total,
  filters,
  groups,
  children,
}: {
  type: ListedType;
  page: number;
  total: number;
  filters: ListFilters;
  groups: FilterGroup[];
  children: React.ReactNode[];
}) {
  const { t } = useTexts();
  const name = LIST_PAGE[type];
  const filtered = Object.values(filters).some(Boolean);
  return (
    <>
      <section className="bg-brand-900 site-gutter py-14 text-white">
        <div className="site-container">
          <h1 className="text-3xl font-bold sm:text-4xl">{t(`lists.${name}.title`)}</h1>
          <p className="mt-3 max-w-2xl text-lg text-white/85">{t(`lists.${name}.intro`)}</p>
        </div>
      </section>
      <div className="site-gutter py-12">
        <div className="site-container">
          <FilterChips type={type} filters={filters} groups={groups} />
          <CardGrid empty={filtered ? t("lists.filters.empty") : t(`lists.${name}.empty`)}>
            {children}
          </CardGrid>
          <Pagination page={page} total={total} searchOf={(n) => listSearch(type, filters, n)} />
        </div>
      </div>
    </>
  );
}
