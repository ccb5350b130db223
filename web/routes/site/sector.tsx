import { data, useActionData, useLoaderData } from "react-router";
import { appContext } from "#app-context";
import { SECTOR_CODES, type SectorCode } from "../../../domain/constants.ts";
import {
  pageList,
  pageText,
  SECTOR_SERVICES,
  serviceFieldNames,
} from "../../../domain/page-texts.ts";
import { PAGE_PATHS, pageAlternates, splitLanguagePrefix } from "../../../domain/site-paths.ts";
import { CheckList } from "../../components/check-list.tsx";
import { PageSection, SECTION_HEADING } from "../../components/page-section.tsx";
import { sendContactForm } from "../../features/contact/contact-action.ts";
import { ContactForm } from "../../features/contact/contact-form.tsx";
import { ArticleCard, CardGrid } from "../../features/content/content-cards.tsx";
import { ContentImage } from "../../features/content/content-image.tsx";
import { cardItems } from "../../features/content/content-loaders.server.ts";
import { FeaturedProjects } from "../../features/home/home-sections.tsx";
import { useLocalizedPath } from "../../features/i18n/language.ts";
import { SECTOR_ACCENTS } from "../../features/sectors/sector-accents.ts";
import { sectorPicture } from "../../features/sectors/sector-picture.ts";
import { type ServiceTab, ServiceTabs } from "../../features/sectors/service-tabs.tsx";
import { useTexts } from "../../i18n/texts.tsx";
import { pageHead } from "../../lib/page-head.server.ts";
import { headTags } from "../../lib/page-head.ts";
import { keepFormOnFailure } from "../../lib/visitor-form-action.ts";
import type { Route } from "./+types/sector";

/** SPEC.md §9: a sector page shows 3 projects (4 for mines) and 3 articles. */
const SECTOR_PAGE_ITEMS: Record<SectorCode, { projects: number; articles: number }> = {
  immobilier: { projects: 3, articles: 3 },
  aviation: { projects: 3, articles: 3 },
  mines: { projects: 4, articles: 3 },
  logistique: { projects: 3, articles: 3 },
};

/** Where the quote button leads: the form's section. */
const FORM_ANCHOR = "devis";

/**
 * The four sector routes share this module; the path names the sector, in its language's
 * words (`/mines`, `/en/mining`, `/it/miniere`: domain/site-paths.ts). `url` is the
 * normalized address, so a client navigation's `/mines.data` reads the same.
 */
function sectorOf(url: URL): SectorCode {
  const { path } = splitLanguagePrefix(url.pathname.replace(/\/+$/, ""));
  const code = SECTOR_CODES.find((sector) => PAGE_PATHS[sector] === path);
  if (!code) throw data(null, { status: 404 });
  return code;
}

/** A quote request from the sector's form, with or without JavaScript (SPEC.md §5). */
export async function action({ request, url, context }: Route.ActionArgs) {
  sectorOf(url);
  return sendContactForm(request, context.get(appContext));
}

/** In the browser: a send that fails on the way keeps the form and says to try again. */
export const clientAction = ({ serverAction }: Route.ClientActionArgs) =>
  keepFormOnFailure(serverAction);

export async function loader({ url, context }: Route.LoaderArgs) {
  const code = sectorOf(url);
  const app = context.get(appContext);
  const counts = SECTOR_PAGE_ITEMS[code];
  const [texts, visuals, projects, articles] = await Promise.all([
    // Each sector page's texts are kept under the sector's code, and its chosen picture.
    app.pageTexts(code),
    app.pageVisuals(code),
    app.realisations.list({ page: 1, limite: counts.projects, secteur: code }),
    app.articles.list({ page: 1, limite: counts.articles, categorie: code }),
  ]);
  return {
    code,
    head: pageHead(app, {
      title: pageText(texts, "titre"),
      description: pageText(texts, "description"),
      alternates: pageAlternates(PAGE_PATHS[code]),
    }),
    page: {
      title: pageText(texts, "titre"),
      tagline: pageText(texts, "accroche"),
      intro: pageText(texts, "introduction"),
      claims: pageList(texts, "engagements"),
      servicesIntro: pageText(texts, "servicesIntro"),
      services: SECTOR_SERVICES[code].map(([service]): ServiceTab => {
        const names = serviceFieldNames(service);
        return {
          key: service,
          tab: pageText(texts, names.tab),
          title: pageText(texts, names.title),
          text: pageText(texts, names.text),
          points: pageList(texts, names.points),
        };
      }),
      quote: {
        title: pageText(texts, "devisTitre"),
        text: pageText(texts, "devisTexte"),
        points: pageList(texts, "devisPoints"),
      },
    },
    /** The hero's picture: the one staff chose, else the newest project's (sectorPicture). */
    hero: sectorPicture(projects.items[0], visuals.visuel),
    projects: cardItems("realisations", projects.items),
    articles: cardItems("articles", articles.items),
    /** The statistics bar and the reply-time promise: site settings (/admin/site). */
    settings: app.site.secteurs[code],
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => headTags(loaderData?.head);

/** SPEC.md §2: a sector page (hero and statistics, services, projects, articles, form). */
export default function SectorPage() {
  const { t } = useTexts();
  const { code, page, hero, projects, articles, settings } = useLoaderData<typeof loader>();
  const outcome = useActionData<typeof action>();
  const to = useLocalizedPath();
  const accent = SECTOR_ACCENTS[code];
  const { image: heroImage, alt: heroAlt } = hero;

  return (
    <>
      <section aria-labelledby="sector-title" className="relative isolate bg-brand-900 text-white">
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top_right,rgba(217,154,30,0.22),transparent_55%),radial-gradient(ellipse_at_bottom_left,rgba(11,79,138,0.7),transparent_60%)]"
        />
        <span aria-hidden="true" className={`block h-1.5 ${accent.barOnDark}`} />
        <div className="site-gutter pt-14 pb-14 sm:pt-20 sm:pb-16 lg:pt-20">
          <div className="site-container grid items-center gap-10 lg:grid-cols-[3fr_2fr] lg:gap-14">
            <div>
              <p className={`text-sm font-semibold uppercase tracking-[0.2em] ${accent.onDark}`}>
                {t("sectorPages.common.eyebrow")}
              </p>
              <h1
                id="sector-title"
                className="mt-3 text-4xl font-bold tracking-tight sm:text-5xl lg:text-6xl"
              >
                {page.title}
              </h1>
              <p className="mt-5 max-w-3xl text-2xl font-semibold leading-snug text-white sm:text-3xl">
                {page.tagline}
              </p>
              <p className="mt-5 max-w-2xl text-lg leading-relaxed text-white/80">{page.intro}</p>
              <CheckList
                items={page.claims}
                label={t("sectorPages.common.claimsLabel")}
                className="mt-7 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:gap-x-8"
                itemClassName="font-medium text-white/90"
                mark="size-6 bg-accent-500 text-brand-900"
              />
              <a
                href={`#${FORM_ANCHOR}`}
                className="mt-9 inline-flex items-center gap-2 rounded-lg bg-accent-500 px-7 py-3.5 text-lg font-semibold text-brand-900 shadow-lg shadow-black/20 transition hover:bg-amber-400 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white focus-visible:ring-offset-2 focus-visible:ring-offset-brand-900"
              >
                {t("sectorPages.common.quote")}
                <span aria-hidden="true">↓</span>
              </a>
            </div>
            {/* The sector's own picture (sectorPicture): none twice on the page. */}
            {heroImage ? (
              // A box of its own: the picture's <source> would take a cell of the grid.
              <div className="overflow-hidden rounded-2xl shadow-2xl shadow-black/30 ring-1 ring-white/10">
                <ContentImage
                  image={heroImage}
                  alt={heroAlt}
                  sizes="(min-width: 1280px) 460px, (min-width: 1024px) 38vw, 100vw"
                  priority
                  className="aspect-[4/3]"
                />
              </div>
            ) : null}
          </div>
        </div>
        <div className="site-gutter border-t border-white/10 bg-black/20">
          <dl
            aria-label={t("sectorPages.common.statsLabel")}
            className="site-container grid grid-cols-2 sm:grid-cols-4"
          >
            {settings.statistiques.map((stat) => (
              <div
                key={`${stat.valeur} ${stat.libelle}`}
                className="flex flex-col-reverse gap-1 py-7 sm:border-l sm:border-white/10 sm:py-9 sm:pl-6 sm:first:border-l-0 sm:first:pl-0 lg:pl-8"
              >
                <dt className="text-sm font-medium text-white/75 sm:text-base">{stat.libelle}</dt>
                <dd
                  className={`font-heading text-4xl font-semibold tracking-tight sm:text-5xl ${accent.onDark}`}
                >
                  {stat.valeur}
                </dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <PageSection
        id="sector-services"
        title={t("sectorPages.common.servicesTitle")}
        intro={page.servicesIntro}
      >
        <ServiceTabs services={page.services} labelledBy="sector-services" />
      </PageSection>

      <PageSection
        id="sector-projects"
        tone="muted"
        title={t("sectorPages.common.projectsTitle")}
        intro={t("sectorPages.common.projectsIntro")}
        link={{ to: to(PAGE_PATHS.realisations), label: t("sectorPages.common.allProjects") }}
        empty={projects.length === 0 && t("sectorPages.common.noProjects")}
      >
        <FeaturedProjects projects={projects} />
      </PageSection>

      <PageSection
        id="sector-articles"
        title={t("sectorPages.common.articlesTitle")}
        intro={t("sectorPages.common.articlesIntro")}
        link={{ to: to(PAGE_PATHS.actualites), label: t("sectorPages.common.allArticles") }}
      >
        <CardGrid empty={t("sectorPages.common.noArticles")}>
          {articles.map((item) => (
            <ArticleCard key={item._id} item={item} />
          ))}
        </CardGrid>
      </PageSection>

      <section
        id={FORM_ANCHOR}
        aria-labelledby="sector-form"
        // The sticky header (64 px, 80 on phones where the brand wraps) would cover the heading.
        className="scroll-mt-20 bg-brand-50 site-gutter py-14 sm:py-20"
      >
        <div className="site-container grid gap-10 lg:grid-cols-[2fr_3fr] lg:gap-14">
          <div>
            <h2 id="sector-form" className={SECTION_HEADING}>
              {page.quote.title}
            </h2>
            <p className="mt-4 text-lg text-slate-700">{page.quote.text}</p>
            <CheckList
              items={[settings.delaiReponse, ...page.quote.points]}
              className="mt-8 flex flex-col gap-4"
              mark={`size-6 text-white ${accent.bar}`}
            />
          </div>
          <div className="relative rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
            <ContactForm
              // Without JavaScript the answer is a new page: the anchor brings the reader
              // back to the form and its message rather than to the top.
              action={`${to(PAGE_PATHS[code])}#${FORM_ANCHOR}`}
              sector={code}
              outcome={outcome}
            />
          </div>
        </div>
      </section>
    </>
  );
}
