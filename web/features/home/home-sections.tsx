// The home page's sections after the hero (issue 20): each kind of content in the format
// that suits it, instead of three identical card grids.
import { Link } from "react-router";
import type { SectorCode } from "../../../domain/constants.ts";
import { detailPath } from "../../../domain/site-paths.ts";
import { useTexts } from "../../i18n/texts.tsx";
import { formatDate, truncate } from "../../lib/format.ts";
import {
  type ArticleCardItem,
  Badge,
  CARD_TEXT_MAX,
  DeliveryBadge,
  ItemLink,
  type OpportunityCardItem,
  type ProjectCardItem,
} from "../content/content-cards.tsx";
import { ContentImage, type PageMedia } from "../content/content-image.tsx";
import { usePageLanguage } from "../i18n/language.ts";
import { SECTOR_ACCENTS } from "../sectors/sector-accents.ts";

/** A sector's headline figure (its first statistic in the site settings). */
export interface KeyFigure {
  code: SectorCode;
  sector: string;
  valeur: string;
  libelle: string;
}

/** The group in four figures, one per business, each in its sector's colour. */
export function KeyFigures({ figures }: { figures: KeyFigure[] }) {
  const { t } = useTexts();
  if (figures.length === 0) return null;
  return (
    <section aria-labelledby="home-figures" className="site-gutter bg-brand-900 text-white">
      <div className="site-container border-t border-white/10 py-10 sm:py-12">
        <h2 id="home-figures" className="sr-only">
          {t("home.figuresTitle")}
        </h2>
        <dl className="grid grid-cols-2 gap-x-6 gap-y-8 lg:grid-cols-4">
          {figures.map((figure) => (
            <div key={figure.code} className="flex flex-col-reverse gap-1">
              <dt className="text-sm text-white/80 sm:text-base">
                <span className={`block font-semibold ${SECTOR_ACCENTS[figure.code].onDark}`}>
                  {figure.sector}
                </span>
                {figure.libelle}
              </dt>
              <dd className="font-heading text-4xl font-semibold tracking-tight sm:text-5xl">
                {figure.valeur}
              </dd>
              <span
                aria-hidden="true"
                className={`mb-3 h-1 w-10 rounded-full ${SECTOR_ACCENTS[figure.code].barOnDark}`}
              />
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}

/** A sector as the home page shows it: its name, a line, its latest project's picture. */
export interface SectorTile {
  code: SectorCode;
  nom: string;
  path: string;
  text: string;
  image: PageMedia | null;
}

const TILE_IMAGE_SIZES = "(min-width: 1024px) 276px, (min-width: 640px) 50vw, 100vw";

/** The four businesses as picture tiles, each in its colour, each a link to its page. */
export function SectorTiles({ tiles }: { tiles: SectorTile[] }) {
  const { t } = useTexts();
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {tiles.map((tile) => (
        <li key={tile.code}>
          <Link
            to={tile.path}
            className="group flex h-full flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm transition hover:shadow-md"
          >
            <span aria-hidden="true" className={`h-1.5 ${SECTOR_ACCENTS[tile.code].bar}`} />
            <div className="aspect-[4/3] overflow-hidden bg-slate-100">
              <ContentImage
                image={tile.image}
                alt=""
                sizes={TILE_IMAGE_SIZES}
                className="aspect-[4/3] transition duration-300 group-hover:scale-105"
              />
            </div>
            <div className="flex flex-1 flex-col gap-3 p-6">
              <h3 className="text-xl font-semibold text-brand-900">{tile.nom}</h3>
              <p className="text-sm leading-relaxed text-slate-700">{tile.text}</p>
              <span className="mt-auto font-semibold text-brand-700 group-hover:underline">
                {t("home.discover")} <span aria-hidden="true">→</span>
              </span>
            </div>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** How a featured project is laid out: large with its summary, or compact beside it. */
const FEATURE_LAYOUTS = {
  large: {
    article: "flex flex-col",
    frame: "aspect-[16/10]",
    picture: "aspect-[16/10]",
    sizes: "(min-width: 1024px) 690px, 100vw",
    body: "gap-3 p-6 sm:p-8",
    title: "text-2xl sm:text-3xl",
    summary: "",
  },
  compact: {
    article: "grid grid-cols-[2fr_3fr]",
    frame: "",
    picture: "h-full",
    sizes: "(min-width: 1024px) 184px, 40vw",
    body: "gap-2 p-4 sm:p-5",
    title: "sm:text-lg",
    summary: "hidden text-sm sm:block",
  },
} as const;

/** One project as the home features it: picture, sector, title (the link), year, summary. */
function ProjectFeature({
  item,
  layout,
}: {
  item: ProjectCardItem;
  layout: keyof typeof FEATURE_LAYOUTS;
}) {
  const style = FEATURE_LAYOUTS[layout];
  return (
    <article
      className={`group relative overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm focus-within:ring-2 focus-within:ring-brand-600 ${style.article}`}
    >
      <div className={`overflow-hidden bg-slate-100 ${style.frame}`}>
        <ContentImage
          image={item.medias.images[0]}
          alt=""
          sizes={style.sizes}
          className={`${style.picture} transition duration-300 group-hover:scale-105`}
        />
      </div>
      <div className={`flex flex-col ${style.body}`}>
        <div className="flex flex-wrap gap-1.5">
          <Badge>{item.secteur.nom}</Badge>
          {layout === "large" ? <DeliveryBadge status={item.statutLivraison} /> : null}
        </div>
        <h3 className={`leading-snug font-semibold text-brand-900 ${style.title}`}>
          <ItemLink type="realisations" slug={item.slug}>
            {item.titre}
          </ItemLink>
        </h3>
        <p className="text-sm text-slate-600">{item.annee}</p>
        <p className={`leading-relaxed text-slate-700 ${style.summary}`}>
          {truncate(item.description, CARD_TEXT_MAX)}
        </p>
      </div>
    </article>
  );
}

/** The newest project large, with the next two beside it, smaller. */
export function FeaturedProjects({ projects }: { projects: ProjectCardItem[] }) {
  const [featured, ...others] = projects;
  if (!featured) return null;
  return (
    <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
      <ProjectFeature item={featured} layout="large" />
      <div className="grid gap-6">
        {others.map((item) => (
          <ProjectFeature key={item._id} item={item} layout="compact" />
        ))}
      </div>
    </div>
  );
}

/** The latest news as a dated list: a date column, the title, the summary. */
export function NewsList({ articles }: { articles: ArticleCardItem[] }) {
  const { t } = useTexts();
  const lang = usePageLanguage();
  return (
    <ol className="divide-y divide-slate-200 border-y border-slate-200">
      {articles.map((item) => (
        <li key={item._id}>
          <article className="group relative grid gap-2 py-6 sm:grid-cols-[11rem_1fr] sm:gap-8">
            <p className="text-sm font-medium text-slate-600">
              <time dateTime={item.datePublication ?? undefined}>
                {formatDate(lang, item.datePublication)}
              </time>
            </p>
            <div className="flex flex-col gap-2">
              <h3 className="text-xl leading-snug font-semibold text-brand-900">
                <ItemLink type="articles" slug={item.slug}>
                  {item.titre}
                </ItemLink>
              </h3>
              <p className="leading-relaxed text-slate-700">
                {truncate(item.resume || item.contenu, CARD_TEXT_MAX)}
              </p>
              <div className="flex flex-wrap gap-1.5">
                {item.categories.map((code) => (
                  <Badge key={code}>{t(`nav.${code}`)}</Badge>
                ))}
              </div>
            </div>
          </article>
        </li>
      ))}
    </ol>
  );
}

/** The latest opportunities as a compact table: what, where, of which kind. */
export function OpportunityTable({
  caption,
  opportunities,
}: {
  caption: string;
  opportunities: OpportunityCardItem[];
}) {
  const { t } = useTexts();
  const lang = usePageLanguage();
  const cell = "hidden px-4 py-4 text-slate-700 sm:table-cell";
  return (
    <div className="overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm">
      <table className="w-full text-left text-sm sm:text-base">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-100 text-xs font-semibold tracking-wide text-slate-700 uppercase">
          <tr>
            <th scope="col" className="px-4 py-3">
              {t("home.table.opportunity")}
            </th>
            <th scope="col" className="hidden px-4 py-3 sm:table-cell">
              {t("home.table.country")}
            </th>
            <th scope="col" className="hidden px-4 py-3 sm:table-cell">
              {t("home.table.category")}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {opportunities.map((item) => (
            <tr key={item._id} className="hover:bg-slate-50">
              <th scope="row" className="px-4 py-4 font-semibold text-brand-900">
                <Link
                  to={detailPath(lang, "opportunites", item.slug)}
                  prefetch="intent"
                  className="hover:underline"
                >
                  {item.titre}
                </Link>
                {/* On a phone the country and category go under the title. */}
                <span className="mt-1 block text-sm font-normal text-slate-600 sm:hidden">
                  {[item.nomPays, item.libelleCategorie].filter(Boolean).join(" · ")}
                </span>
              </th>
              <td className={cell}>{item.nomPays}</td>
              <td className={cell}>{item.libelleCategorie}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
