import { Link } from "react-router";
import type { SectorCode } from "../../../domain/constants.ts";
import type { ContentTypePlural } from "../../../domain/content-types/identities.ts";
import { detailPath } from "../../../domain/site-paths.ts";
import { useTexts } from "../../i18n/texts.tsx";
import { formatDate, truncate } from "../../lib/format.ts";
import { usePageLanguage } from "../i18n/language.ts";
import { ContentImage, type PageMedia } from "./content-image.tsx";

/** SPEC.md §9: card texts are cut at 120 characters. */
export const CARD_TEXT_MAX = 120;

/** Cards three to a row on a desktop, two on a tablet, one on a phone. */
export const CARD_IMAGE_SIZES = "(min-width: 1024px) 384px, (min-width: 640px) 50vw, 100vw";

/** What a project card reads of a public project. */
export interface ProjectCardItem {
  _id: string;
  slug: string;
  titre: string;
  description: string;
  annee: number;
  statutLivraison: string;
  medias: { images: PageMedia[] };
  secteur: { nom: string };
}

export interface ArticleCardItem {
  _id: string;
  slug: string;
  titre: string;
  resume: string;
  /** A plain-text excerpt of the Markdown text (the loaders' cardItems): shown without a summary. */
  contenu: string;
  categories: SectorCode[];
  datePublication: string | null;
  medias: { imagePrincipale: PageMedia | null };
}

export interface OpportunityCardItem {
  _id: string;
  slug: string;
  titre: string;
  description: string;
  /** The category and the country in the page's language (issue 19). */
  libelleCategorie: string;
  nomPays: string;
  medias: { image: PageMedia | null };
}

/**
 * An item's title as the link to its page, stretched over the whole card around it (the
 * nearest `relative` ancestor, a `group`): one link per card for keyboards and screen
 * readers, the whole card for a finger or a pointer.
 */
export function ItemLink({
  type,
  slug,
  children,
}: {
  type: ContentTypePlural;
  slug: string;
  children: React.ReactNode;
}) {
  const lang = usePageLanguage();
  return (
    <Link
      to={detailPath(lang, type, slug)}
      prefetch="intent"
      className="outline-none after:absolute after:inset-0 group-hover:underline focus-visible:underline"
    >
      {children}
    </Link>
  );
}

export function Badge({
  children,
  tone = "brand",
}: {
  children: React.ReactNode;
  tone?: "brand" | "accent" | "green";
}) {
  const tones = {
    brand: "bg-brand-50 text-brand-700",
    accent: "bg-amber-100 text-amber-900",
    green: "bg-emerald-100 text-emerald-900",
  };
  return (
    <span
      className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${tones[tone]}`}
    >
      {children}
    </span>
  );
}

/** SPEC.md §4: a project's delivery status, shown as 'En cours' or 'Livré'. */
export function DeliveryBadge({ status }: { status: string }) {
  const { t } = useTexts();
  const delivered = status === "livré";
  return (
    <Badge tone={delivered ? "green" : "accent"}>
      {t(delivered ? "content.delivered" : "content.inProgress")}
    </Badge>
  );
}

/**
 * One card: image, badges, title (its link covers the whole card), a short text. A card
 * is an article of the list it sits in, with the title as its heading. Types without
 * pictures (job offers, press releases) pass `image={false}`: no empty frame.
 */
export function Card({
  type,
  slug,
  title,
  text,
  image,
  badges,
  meta,
  headingLevel: Heading = "h3",
}: {
  type: ContentTypePlural;
  slug: string;
  title: string;
  text: string;
  image: PageMedia | null | undefined | false;
  badges: React.ReactNode;
  meta?: React.ReactNode;
  headingLevel?: "h2" | "h3";
}) {
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm transition hover:shadow-md focus-within:ring-2 focus-within:ring-brand-600">
      {image === false ? null : (
        <div className="aspect-[3/2] overflow-hidden bg-slate-100">
          <ContentImage
            image={image}
            alt=""
            sizes={CARD_IMAGE_SIZES}
            className="aspect-[3/2] transition duration-300 group-hover:scale-105"
          />
        </div>
      )}
      <div className="flex flex-1 flex-col gap-2 p-5">
        <div className="flex flex-wrap gap-1.5">{badges}</div>
        <Heading className="text-lg font-semibold leading-snug text-brand-900">
          <ItemLink type={type} slug={slug}>
            {title}
          </ItemLink>
        </Heading>
        {meta ? <p className="text-sm text-slate-600">{meta}</p> : null}
        <p className="text-sm leading-relaxed text-slate-700">{truncate(text, CARD_TEXT_MAX)}</p>
      </div>
    </article>
  );
}

export function ProjectCard({
  item,
  headingLevel,
}: {
  item: ProjectCardItem;
  headingLevel?: "h2" | "h3";
}) {
  return (
    <Card
      type="realisations"
      slug={item.slug}
      title={item.titre}
      text={item.description}
      image={item.medias.images[0]}
      headingLevel={headingLevel}
      badges={
        <>
          <Badge>{item.secteur.nom}</Badge>
          <DeliveryBadge status={item.statutLivraison} />
        </>
      }
      meta={String(item.annee)}
    />
  );
}

export function ArticleCard({
  item,
  headingLevel,
}: {
  item: ArticleCardItem;
  headingLevel?: "h2" | "h3";
}) {
  const { t } = useTexts();
  const lang = usePageLanguage();
  return (
    <Card
      type="articles"
      slug={item.slug}
      title={item.titre}
      text={item.resume || item.contenu}
      image={item.medias.imagePrincipale}
      headingLevel={headingLevel}
      badges={item.categories.map((code) => <Badge key={code}>{t(`nav.${code}`)}</Badge>)}
      meta={
        <time dateTime={item.datePublication ?? undefined}>
          {formatDate(lang, item.datePublication)}
        </time>
      }
    />
  );
}

export function OpportunityCard({
  item,
  headingLevel,
}: {
  item: OpportunityCardItem;
  headingLevel?: "h2" | "h3";
}) {
  return (
    <Card
      type="opportunites"
      slug={item.slug}
      title={item.titre}
      text={item.description}
      image={item.medias.image}
      headingLevel={headingLevel}
      badges={item.libelleCategorie ? <Badge>{item.libelleCategorie}</Badge> : null}
      meta={item.nomPays}
    />
  );
}

/** A grid of cards, or the list's empty text when there is nothing to show. */
export function CardGrid({
  children,
  empty,
  columns = 3,
}: {
  children: React.ReactNode[];
  empty: string;
  columns?: 3 | 4;
}) {
  if (children.length === 0) return <p className="text-slate-600">{empty}</p>;
  return (
    <ul
      className={`grid gap-6 sm:grid-cols-2 ${columns === 4 ? "lg:grid-cols-4" : "lg:grid-cols-3"}`}
    >
      {children.map((card, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the cards keep their order.
        <li key={index}>{card}</li>
      ))}
    </ul>
  );
}
