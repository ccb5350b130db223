import { Link, useLoaderData } from "react-router";
import { appContext } from "#app-context";
import { pageText } from "../../../domain/page-texts.ts";
import { localizedPath, PAGE_PATHS, pageAlternates } from "../../../domain/site-paths.ts";
import { PageSection } from "../../components/page-section.tsx";
import { LogoStrip } from "../../features/commitments/logo-strip.tsx";
import { pageReferences } from "../../features/commitments/references.server.ts";
import { cardItems } from "../../features/content/content-loaders.server.ts";
import { HeroBackground, heroVisual } from "../../features/home/hero-video.tsx";
import {
  FeaturedProjects,
  type KeyFigure,
  KeyFigures,
  NewsList,
  OpportunityTable,
  type SectorTile,
  SectorTiles,
} from "../../features/home/home-sections.tsx";
import { useLocalizedPath } from "../../features/i18n/language.ts";
import { sectorPicture } from "../../features/sectors/sector-picture.ts";
import { useTexts } from "../../i18n/texts.tsx";
import { truncate } from "../../lib/format.ts";
import { messagesOf, pageHead } from "../../lib/page-head.server.ts";
import { headTags } from "../../lib/page-head.ts";
import type { Route } from "./+types/home";

/** SPEC.md §9: the home page shows the 3 latest projects, articles and opportunities. */
const LATEST_COUNT = 3;
/** SPEC.md §9: sector cards' text is cut at 140 characters. */
const SECTOR_CARD_TEXT_MAX = 140;

export async function loader({ context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  const latest = { page: 1, limite: LATEST_COUNT };
  const [texts, visuals, sectors, projects, articles, opportunities, references] =
    await Promise.all([
      app.pageTexts("accueil"),
      app.pageVisuals("accueil"),
      app.sectors(),
      app.realisations.list(latest),
      app.articles.list(latest),
      app.opportunites.list(latest),
      pageReferences(app),
    ]);
  // Each sector's tile shows its own picture (sectorPicture): the one chosen for its page,
  // else its newest project's; without one, the placeholder.
  const [newestBySector, chosenBySector] = await Promise.all([
    Promise.all(
      sectors.map((sector) => app.realisations.list({ page: 1, limite: 1, secteur: sector.code })),
    ),
    Promise.all(sectors.map((sector) => app.pageVisuals(sector.code))),
  ]);
  const { home } = messagesOf(app);
  const tiles: SectorTile[] = sectors.map((sector, index) => ({
    code: sector.code,
    nom: sector.nom,
    path: localizedPath(app.lang, PAGE_PATHS[sector.route]),
    text: truncate(home.sectorCards[sector.code], SECTOR_CARD_TEXT_MAX),
    image: sectorPicture(newestBySector[index]?.items[0], chosenBySector[index]?.visuel).image,
  }));
  // The group in figures: each business's first figure in the site settings.
  const figures: KeyFigure[] = sectors.flatMap((sector) => {
    const [first] = app.site.secteurs[sector.code]?.statistiques ?? [];
    return first ? [{ code: sector.code, sector: sector.nom, ...first }] : [];
  });
  return {
    head: pageHead(app, {
      title: app.site.nomMarque,
      description: pageText(texts, "sousTitre"),
      alternates: pageAlternates(PAGE_PATHS.home),
    }),
    hero: {
      /** What plays behind the title: chosen in /admin/pages, else the build's loop. */
      visual: heroVisual(visuals),
      title: pageText(texts, "titre"),
      subtitle: pageText(texts, "sousTitre"),
      button: pageText(texts, "bouton"),
    },
    tiles,
    figures,
    projects: cardItems("realisations", projects.items),
    articles: cardItems("articles", articles.items),
    opportunities: cardItems("opportunites", opportunities.items),
    // The partners and clients (issue 32, point 4): a strip of logos, drawn on the server.
    partners: references.strip,
  };
}

/**
 * A video's poster is the page's largest paint: fetched first, before the styles that name
 * it as a background are even parsed. (A still picture is an eager `<img>` of high
 * priority already, whose source the browser picks among its formats and widths.)
 */
export const meta = ({ loaderData }: Route.MetaArgs) => {
  const visual = loaderData?.hero.visual;
  const poster =
    visual?.kind === "video"
      ? [
          {
            tagName: "link",
            rel: "preload",
            as: "image",
            href: visual.poster,
            type: "image/webp",
            fetchPriority: "high",
          },
        ]
      : [];
  return [...headTags(loaderData?.head), ...poster];
};

/**
 * SPEC.md §2: hero video, the four sectors, the latest items, a contact call to action;
 * issue 20: a hero the height of the screen, the group in figures, the newest project
 * large, the news as a dated list, the opportunities as a table.
 */
export default function Home() {
  const { t } = useTexts();
  const { hero, tiles, figures, projects, articles, opportunities, partners } =
    useLoaderData<typeof loader>();
  const to = useLocalizedPath();
  return (
    <>
      <section className="site-gutter relative isolate flex min-h-[calc(100svh-4.25rem)] items-end overflow-hidden pt-24 pb-16 text-white sm:pb-24">
        <HeroBackground visual={hero.visual} />
        <div className="site-container">
          <div className="max-w-3xl">
            <h1 className="text-4xl leading-[1.1] font-semibold tracking-tight sm:text-6xl">
              {hero.title}
            </h1>
            <p className="mt-5 max-w-2xl text-lg text-white/90 sm:text-xl">{hero.subtitle}</p>
            <div className="mt-9 flex flex-wrap gap-3">
              <Link
                to={to(PAGE_PATHS.contact)}
                className="inline-flex min-h-12 items-center rounded bg-accent-500 px-6 font-semibold text-brand-900 hover:bg-amber-400"
              >
                {hero.button}
              </Link>
              <Link
                to={to(PAGE_PATHS.realisations)}
                className="inline-flex min-h-12 items-center rounded border border-white/70 px-6 font-semibold text-white hover:bg-white/10"
              >
                {t("home.projectsSecondary")}
              </Link>
            </div>
          </div>
        </div>
      </section>

      <KeyFigures figures={figures} />

      <PageSection id="home-sectors" title={t("home.sectorsTitle")}>
        <SectorTiles tiles={tiles} />
      </PageSection>

      <PageSection
        id="home-projects"
        tone="muted"
        title={t("home.latestProjects")}
        link={{ to: to(PAGE_PATHS.realisations), label: t("home.allProjects") }}
        empty={projects.length === 0 && t("home.noProjects")}
      >
        <FeaturedProjects projects={projects} />
      </PageSection>
      <PageSection
        id="home-articles"
        title={t("home.latestArticles")}
        link={{ to: to(PAGE_PATHS.actualites), label: t("home.allArticles") }}
        empty={articles.length === 0 && t("home.noArticles")}
      >
        <NewsList articles={articles} />
      </PageSection>
      <PageSection
        id="home-opportunities"
        tone="muted"
        title={t("home.latestOpportunities")}
        link={{ to: to(PAGE_PATHS.opportunites), label: t("home.allOpportunities") }}
        empty={opportunities.length === 0 && t("home.noOpportunities")}
      >
        <OpportunityTable caption={t("home.latestOpportunities")} opportunities={opportunities} />
      </PageSection>
      <LogoStrip logos={partners} />

      <section
        aria-labelledby="home-cta"
        className="bg-brand-900 site-gutter py-16 text-center text-white sm:py-20"
      >
        <div className="mx-auto max-w-3xl">
          <h2 id="home-cta" className="text-3xl font-semibold sm:text-4xl">
            {t("home.ctaTitle")}
          </h2>
          <p className="mt-3 text-lg text-white/90">{t("home.ctaText")}</p>
          <Link
            to={to(PAGE_PATHS.contact)}
            className="mt-8 inline-flex min-h-12 items-center rounded bg-accent-500 px-6 font-semibold text-brand-900 hover:bg-amber-400"
          >
            {t("home.contactCta")}
          </Link>
        </div>
      </section>
    </>
  );
}
