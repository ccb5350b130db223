import { isRouteErrorResponse, type MetaDescriptor } from "react-router";
import type { Language, Localized } from "../../domain/constants.ts";
import { LANGUAGES } from "../../domain/constants.ts";

/** What search engines and social networks read of a page, built by its loader. */
export interface PageHead {
  lang: Language;
  /** With the brand: `Contactez-nous — Groupe Afrique de l'Ouest`. */
  title: string;
  description: string;
  /** This page's path in every language: canonical, hreflang and the flags' links. */
  alternates: Localized;
  /**
   * The query that is part of this page's address in every language, as a list's
   * `?page=2`: its canonical, hreflang and og:url keep it, so page 2 is not page 1's copy.
   */
  search?: string;
  /** Absolute URLs from here on (PUBLIC_URL): canonical, alternates, shared image. */
  publicUrl: string;
  siteName: string;
  type: "website" | "article";
  image: { url: string; width: number; height: number; alt: string };
  /** Structured data (schema.org), the Organization first. */
  jsonLd: Record<string, unknown>[];
  /** Pages that exist for a visitor but not for an index (404, a form's answer). */
  noindex?: boolean;
}

/** The page's own absolute address: its canonical, what share links send. */
export function canonicalUrl(head: PageHead): string {
  return `${head.publicUrl}${head.alternates[head.lang]}${head.search ?? ""}`;
}

const OG_LOCALES: Record<Language, string> = { fr: "fr_FR", en: "en_GB", it: "it_IT" };

/** The `meta` of every public page: title, description, canonical, hreflang, OG, JSON-LD. */
export function headTags(head: PageHead | undefined): MetaDescriptor[] {
  if (!head) return [];
  const search = head.search ?? "";
  const absolute = (path: string) => `${head.publicUrl}${path}`;
  const url = canonicalUrl(head);
  const image = head.image.url.startsWith("/") ? absolute(head.image.url) : head.image.url;
  return [
    { title: head.title },
    { name: "description", content: head.description },
    ...(head.noindex ? [{ name: "robots", content: "noindex" }] : []),
    { tagName: "link", rel: "canonical", href: url },
    ...LANGUAGES.map((lang) => ({
      tagName: "link",
      rel: "alternate",
      hrefLang: lang,
      href: absolute(head.alternates[lang]) + search,
    })),
    // The unprefixed address sends each visitor to their language (language-redirects.ts).
    {
      tagName: "link",
      rel: "alternate",
      hrefLang: "x-default",
      href: absolute(head.alternates.fr) + search,
    },
    { property: "og:type", content: head.type },
    { property: "og:site_name", content: head.siteName },
    { property: "og:title", content: head.title },
    { property: "og:description", content: head.description },
    { property: "og:url", content: url },
    { property: "og:locale", content: OG_LOCALES[head.lang] },
    ...LANGUAGES.filter((lang) => lang !== head.lang).map((lang) => ({
      property: "og:locale:alternate",
      content: OG_LOCALES[lang],
    })),
    { property: "og:image", content: image },
    { property: "og:image:width", content: String(head.image.width) },
    { property: "og:image:height", content: String(head.image.height) },
    { property: "og:image:alt", content: head.image.alt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: head.title },
    { name: "twitter:description", content: head.description },
    { name: "twitter:image", content: image },
    ...head.jsonLd.map((data) => ({ "script:ld+json": data })),
  ];
}

/**
 * The head of the error page that replaces a page whose loader failed: an unknown address
 * or slug, a list's page beyond its last (SPEC.md §2's 404 title), or a server error. Not
 * for indexes. React Router renders the meta of the routes down to the error boundary
 * only, so the site's layout answers for the page.
 */
export function errorTags(error: unknown, matches: readonly unknown[]): MetaDescriptor[] {
  const root = matches[0] as {
    loaderData?: { messages?: { notFound: { title: string }; error: { title: string } } };
  };
  const messages = root?.loaderData?.messages;
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return [
    { title: notFound ? messages?.notFound.title : messages?.error.title },
    { name: "robots", content: "noindex" },
  ];
}
