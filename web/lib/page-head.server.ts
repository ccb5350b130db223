import type { Localized } from "../../domain/constants.ts";
import { HERO_VIDEO } from "../../domain/hero-video.ts";
import type { MediaView } from "../../domain/media.ts";
import { localizedPath, PAGE_PATHS } from "../../domain/site-paths.ts";
import { asShownIn } from "../../domain/typography.ts";
import { MESSAGES, type Messages } from "../i18n/resources.server.ts";
import type { AppLoadContext } from "./app-context.ts";
import type { PageHead } from "./page-head.ts";

export interface HeadInput {
  title: string;
  description: string;
  alternates: Localized;
  /** A list's query, filters and page (`?secteur=mines&page=2`): PageHead.search. */
  search?: string | undefined;
  type?: PageHead["type"];
  /** The item's image; the hero poster when the page has none. */
  image?: PageHead["image"] | undefined;
  /** A detail page's trail from the home page, its own name last (BreadcrumbList). */
  breadcrumb?: { name: string; path: string }[];
  /** More structured data: an Article on articles. */
  jsonLd?: Record<string, unknown>[];
  noindex?: boolean;
}

/** The group, on every page (schema.org Organization). */
function organization(context: AppLoadContext): Record<string, unknown> {
  const { publicUrl, lang, site } = context;
  const absolute = (url: string) => (url.startsWith("/") ? `${publicUrl}${url}` : url);
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: site.nomMarque,
    url: `${publicUrl}${localizedPath(lang, PAGE_PATHS.home)}`,
    logo: site.logo ? absolute(site.logo.url) : `${publicUrl}/favicon.svg`,
    email: site.email,
    telephone: site.telephones.map((phone) => phone.tel),
    sameAs: site.reseaux.map((link) => link.url),
  };
}

function breadcrumbList(context: AppLoadContext, trail: { name: string; path: string }[]) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((step, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: step.name,
      item: `${context.publicUrl}${step.path}`,
    })),
  };
}

/**
 * What a page without a picture of its own shares: the picture staff chose in /admin/pages
 * (the home page's `visuelPartage`), else the home hero's poster of the build.
 */
function defaultImage(context: AppLoadContext, brand: string): PageHead["image"] {
  const chosen = context.shareImage;
  if (chosen) return shareImageOf(chosen, brand);
  return { url: HERO_VIDEO.poster, width: HERO_VIDEO.width, height: HERO_VIDEO.height, alt: brand };
}

/** A picture as a page shares it (`og:image`): its full size, its text or else `fallbackAlt`. */
export function shareImageOf(picture: MediaView<string>, fallbackAlt = ""): PageHead["image"] {
  return {
    url: picture.url,
    width: picture.largeur,
    height: picture.hauteur,
    alt: picture.texteAlternatif || fallbackAlt,
  };
}

/**
 * A page's head in its language, with the brand in its title (page-head.ts renders it).
 * Its words go through the function that sets the page's own (domain/typography.ts), so
 * `<title>`, `og:site_name` and the rest read as the page does, whatever a loader passed.
 */
export function pageHead(context: AppLoadContext, input: HeadInput): PageHead {
  const { lang, publicUrl } = context;
  const shown = asShownIn(lang, {
    title: input.title,
    description: input.description,
    brand: context.site.nomMarque,
    imageAlt: input.image?.alt,
  });
  const brand = shown.brand;
  return {
    lang,
    title: shown.title === brand ? brand : `${shown.title} — ${brand}`,
    description: shown.description,
    alternates: input.alternates,
    publicUrl,
    siteName: brand,
    type: input.type ?? "website",
    image: input.image
      ? { ...input.image, alt: shown.imageAlt ?? input.image.alt }
      : defaultImage(context, brand),
    jsonLd: [
      organization(context),
      ...(input.breadcrumb ? [breadcrumbList(context, input.breadcrumb)] : []),
      ...(input.jsonLd ?? []),
    ],
    ...(input.search ? { search: input.search } : {}),
    ...(input.noindex ? { noindex: true } : {}),
  };
}

/** The texts of the page's language, for loaders (the browser never loads them all). */
export function messagesOf(context: AppLoadContext): Messages {
  return MESSAGES[context.lang];
}
