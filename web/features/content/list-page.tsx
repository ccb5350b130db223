import type { ContentType } from "../../../domain/site-paths.ts";
import { useTexts } from "../../i18n/texts.tsx";
import { CardGrid } from "./content-cards.tsx";
import { LIST_PAGE } from "./content-pages.ts";
import { Pagination } from "./pagination.tsx";

/**
 * A public list (SPEC.md §2): a dark band with the page's title and intro, the cards
 * newest first, links to the other pages.
 */
export function ListPage({
  type,
  page,
  total,
  children,
}: {
  type: ContentType;
  page: number;
  total: number;
  children: React.ReactNode[];
}) {
  const { t } = useTexts();
  const name = LIST_PAGE[type];
  return (
    <>
      <section className="bg-brand-900 px-4 py-14 text-white">
        <div className="mx-auto max-w-6xl">
          <h1 className="text-3xl font-bold sm:text-4xl">{t(`lists.${name}.title`)}</h1>
          <p className="mt-3 max-w-2xl text-lg text-white/85">{t(`lists.${name}.intro`)}</p>
        </div>
      </section>
      <div className="px-4 py-12">
        <div className="mx-auto max-w-6xl">
          <CardGrid empty={t(`lists.${name}.empty`)}>{children}</CardGrid>
          <Pagination page={page} total={total} />
        </div>
      </div>
    </>
  );
}
