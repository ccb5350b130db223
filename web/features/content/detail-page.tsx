import { useId } from "react";
import { Link } from "react-router";
import { PAGE_PATHS } from "../../../domain/site-paths.ts";
import { useTexts } from "../../i18n/texts.tsx";
import { formatDate } from "../../lib/format.ts";
import type { RenderedMarkdown } from "../../lib/markdown.server.ts";
import { useLocalizedPath, usePageLanguage } from "../i18n/language.ts";
import { CardGrid } from "./content-cards.tsx";
import type { ListedType } from "./content-pages.ts";
import { LIST_PAGE } from "./content-pages.ts";
import { ShareLinks } from "./share-links.tsx";

/** A date as the page's language writes it, machine-readable for crawlers and readers. */
export function DateTime({ iso }: { iso: string | null | undefined }) {
  const lang = usePageLanguage();
  if (!iso) return null;
  return <time dateTime={iso}>{formatDate(lang, iso)}</time>;
}

/**
 * A Markdown text as the server rendered it (web/lib/markdown.server.ts: raw HTML shown as
 * text, links checked, headings from h2): styled by `.rich-text` (app.css), which the
 * back office's editor shares, so an author sees what visitors will.
 */
function MarkdownContent({
  content,
  className = "",
}: {
  content: RenderedMarkdown;
  className?: string;
}) {
  if (!content.html) return null;
  return (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: HTML made safe by its renderer (raw HTML off, links checked).
    <div className={`rich-text ${className}`} dangerouslySetInnerHTML={{ __html: content.html }} />
  );
}

/** The small uppercase title of a side block (facts, keywords, share links). */
const LABEL_HEADING = "text-sm font-semibold tracking-wide text-slate-600 uppercase";

function Keywords({ words }: { words: string[] }) {
  const { t } = useTexts();
  const headingId = useId();
  if (words.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="mt-10">
      <h2 id={headingId} className={LABEL_HEADING}>
        {t("details.keywords")}
      </h2>
      <ul className="mt-3 flex flex-wrap gap-2">
        {words.map((word) => (
          <li
            key={word}
            className="rounded-full bg-slate-100 px-3 py-1 text-sm font-medium text-slate-700"
          >
            {word}
          </li>
        ))}
      </ul>
    </section>
  );
}

export interface Fact {
  label: string;
  value: React.ReactNode;
}

function Breadcrumb({ type, title }: { type: ListedType; title: string }) {
  const { t } = useTexts();
  const to = useLocalizedPath();
  const list = LIST_PAGE[type];
  const linkClass = "underline-offset-4 hover:text-white hover:underline";
  return (
    <nav aria-label={t("details.breadcrumb")}>
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-white/80">
        <li>
          <Link to={to(PAGE_PATHS.home)} className={linkClass}>
            {t("nav.home")}
          </Link>
        </li>
        <li aria-hidden="true">/</li>
        <li>
          <Link to={to(PAGE_PATHS[list])} className={linkClass}>
            {t(`nav.${list}`)}
          </Link>
        </li>
        <li aria-hidden="true" className="hidden sm:block">
          /
        </li>
        {/* The page's own name is its title, right below: phones skip the repeat. */}
        <li className="hidden max-w-md truncate sm:block">
          <span aria-current="page">{title}</span>
        </li>
      </ol>
    </nav>
  );
}

function BackLink({ type }: { type: ListedType }) {
  const { t } = useTexts();
  const to = useLocalizedPath();
  return (
    <Link
      to={to(PAGE_PATHS[LIST_PAGE[type]])}
      className="inline-flex items-center gap-2 font-semibold text-brand-700 underline-offset-4 hover:underline"
    >
      <span aria-hidden="true">←</span>
      {t(`details.backTo.${type}`)}
    </Link>
  );
}

/**
 * A detail page's dark header: the breadcrumb, badges, the title (the page's only h1), a
 * lead and dates. Also a closed offer's (410) page's, so that it looks like the others.
 */
export function DetailHeader({
  type,
  title,
  titleId,
  width,
  badges,
  lead,
  meta,
}: {
  type: ListedType;
  title: string;
  titleId?: string | undefined;
  width: string;
  badges?: React.ReactNode;
  lead?: string | undefined;
  meta?: React.ReactNode;
}) {
  return (
    <header className="bg-brand-900 site-gutter pt-6 pb-10 text-white sm:pb-12">
      <div className={`mx-auto ${width}`}>
        <Breadcrumb type={type} title={title} />
        {badges ? <div className="mt-8 flex flex-wrap gap-2">{badges}</div> : null}
        <h1
          id={titleId}
          className="mt-3 max-w-4xl text-3xl font-bold leading-tight text-balance sm:text-4xl"
        >
          {title}
        </h1>
        {lead ? (
          <p className="mt-4 max-w-3xl text-lg leading-relaxed text-white/85">{lead}</p>
        ) : null}
        {meta ? (
          <div className="mt-5 flex flex-wrap gap-x-5 gap-y-1 text-sm text-white/80">{meta}</div>
        ) : null}
      </div>
    </header>
  );
}

/**
 * The page of one project, article or opportunity: a dark header with the breadcrumb,
 * badges, title (the page's only h1), lead and dates; then the media, the text and its
 * keywords. With facts, these sit beside the text on a desktop (below on a phone), with
 * the share links; without, the page is one column at reading width, as an article.
 * Related cards close the page.
 */
export function DetailPage({
  type,
  title,
  badges,
  lead,
  meta,
  media,
  facts,
  band,
  extra,
  content,
  after,
  keywords,
  shareUrl,
  related,
}: {
  type: ListedType;
  title: string;
  badges?: React.ReactNode;
  lead?: string | undefined;
  meta?: React.ReactNode;
  media: React.ReactNode;
  facts?: Fact[];
  /** A band across the page under its header (a project's key figures). */
  band?: React.ReactNode;
  /** More in the side column, after the facts: a call to action. */
  extra?: React.ReactNode;
  /** The text, rendered on the server from its Markdown. */
  content: RenderedMarkdown;
  /** More in the main column, after the text (an offer's section « Postuler »). */
  after?: React.ReactNode;
  keywords: string[];
  /** The page's canonical address. */
  shareUrl: string;
  /** Cards of the same sector or category (projects and articles have a heading for them). */
  related?: React.ReactNode[];
}) {
  const { t } = useTexts();
  const titleId = useId();
  const factsId = useId();
  const relatedId = useId();
  const width = facts ? "max-w-6xl" : "max-w-3xl";
  const closing = (
    <>
      <ShareLinks url={shareUrl} title={title} />
      <BackLink type={type} />
    </>
  );
  return (
    <>
      <article aria-labelledby={titleId}>
        <DetailHeader
          type={type}
          title={title}
          titleId={titleId}
          width={width}
          badges={badges}
          lead={lead}
          meta={meta}
        />
        {band}
        <div className="site-gutter py-10 lg:py-12">
          <div
            className={`mx-auto grid gap-10 ${width} ${facts ? "lg:grid-cols-[minmax(0,1fr)_20rem]" : ""}`}
          >
            <div className="min-w-0">
              {media}
              <MarkdownContent content={content} className="mt-8 max-w-3xl" />
              <Keywords words={keywords} />
              {after}
              {facts ? null : <div className="mt-10 space-y-8">{closing}</div>}
            </div>
            {facts ? (
              <aside aria-labelledby={factsId} className="space-y-8">
                <section className="rounded-lg border border-slate-200 bg-slate-50 p-5">
                  <h2 id={factsId} className={LABEL_HEADING}>
                    {t("details.facts")}
                  </h2>
                  <dl className="mt-3 divide-y divide-slate-200">
                    {facts.map((fact) => (
                      <div key={fact.label} className="flex flex-col gap-0.5 py-3 last:pb-0">
                        <dt className="text-sm text-slate-600">{fact.label}</dt>
                        <dd className="font-medium break-words text-slate-900">{fact.value}</dd>
                      </div>
                    ))}
                  </dl>
                </section>
                {extra}
                {closing}
              </aside>
            ) : null}
          </div>
        </div>
      </article>
      {related && related.length > 0 ? (
        <section aria-labelledby={relatedId} className="bg-slate-50 site-gutter py-12">
          <div className="site-container">
            <h2 id={relatedId} className="mb-6 text-2xl font-semibold text-brand-900">
              {t(`details.related.${type}`)}
            </h2>
            <CardGrid empty="">{related}</CardGrid>
          </div>
        </section>
      ) : null}
    </>
  );
}
