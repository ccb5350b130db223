import { createContext } from "react-router";
import type { Language, Localized } from "../domain/constants.ts";
import type { LegalNotice } from "../domain/legal-notice.ts";
import type { MediaView } from "../domain/media.ts";
import type { PageTextKey, PageTexts } from "../domain/page-texts.ts";
import type { PageVisualsView } from "../domain/page-visuals.ts";
import type { PressKitView } from "../domain/press-kit.ts";
import type { SearchAnswer, SearchRefused } from "../domain/search.ts";
import type { PageSiteSettings } from "../domain/site-settings.ts";
import type { ArticlePublicFilter, PublicArticle } from "./features/articles/articles.queries.ts";
import type {
  PublicRelease,
  ReleasePublicFilter,
} from "./features/communiques/communiques.queries.ts";
import type {
  PublicDetail,
  SitemapItem,
  SitemapPartSummary,
} from "./features/content/content.queries.ts";
import type { Paged, PageRequest } from "./features/content/content.repository.ts";
import type {
  OfferFacets,
  OfferPublicFilter,
  PublicOffer,
} from "./features/offres-emploi/offres-emploi.queries.ts";
import type {
  OpportunityFacets,
  OpportunityPublicFilter,
  PublicOpportunity,
} from "./features/opportunites/opportunites.queries.ts";
import type { PublicPerson } from "./features/personnes/personnes.service.ts";
import type {
  PublicRealisation,
  RealisationPublicFilter,
} from "./features/realisations/realisations.queries.ts";
import type { PublicReference } from "./features/references/references.service.ts";
import type { SectorView } from "./features/sectors/sectors.repository.ts";

/** The public reads of one content type, as GET /api/v1/… answers them. */
export interface PublicContentReads<View, Filter> {
  /** A page of the public list, newest first, in the page's language. */
  list(query: PageRequest & Filter): Promise<Paged<View>>;
  /** An item by a slug (current or former, any language), with its current slugs. */
  bySlug(slug: string): Promise<PublicDetail<View> | undefined>;
  /** Counts this visitor's view of an item (once a day, not bots nor staff); the count now. */
  countView(id: string): Promise<number>;
  /** This type's sitemap parts, in order, each with its newest change (docs/decisions/045). */
  sitemapParts(): Promise<SitemapPartSummary[]>;
  /** Part `page` (1 first) of this type's sitemap: its items' slugs and last change. */
  sitemapPart(page: number): Promise<SitemapItem[] | undefined>;
}

/**
 * A public view as pages read it: the API sends some texts in every language to a client
 * that names none (SPEC.md §7); pages always name theirs, so each text is one string.
 */
export type InOneLanguage<View> = {
  [K in keyof View]: K extends
    | "slug"
    | "titre"
    | "description"
    | "contenu"
    | "resume"
    | "texte"
    | "lieu"
    | "motsCles"
    | "libelleCategorie"
    | "nomPays"
    | "texteAlternatif"
    | "resume"
    | "texte"
    ? Exclude<View[K], Localized | Localized<string[]>>
    : K extends "medias"
      ? { [F in keyof View[K]]: InOneLanguageMedia<View[K][F]> }
      : View[K];
};

/** An image field's pictures for a page: each one's text in the page's language. */
type InOneLanguageMedia<T> = T extends readonly (infer M)[]
  ? InOneLanguageMedia<M>[]
  : T extends MediaView
    ? MediaView<string>
    : T;

type PublicArticleDetail = PublicDetail<InOneLanguage<PublicArticle>>;
type PublicRealisationDetail = PublicDetail<InOneLanguage<PublicRealisation>>;
type PublicOpportunityDetail = PublicDetail<InOneLanguage<PublicOpportunity>>;
type PublicOfferDetail = PublicDetail<InOneLanguage<PublicOffer>>;
type PublicReleaseDetail = PublicDetail<InOneLanguage<PublicRelease>>;

/** The item a staff preview token names, as its public page would read it. */
export type PreviewedItem =
  | { type: "articles"; found: PublicArticleDetail }
  | { type: "realisations"; found: PublicRealisationDetail }
  | { type: "opportunites"; found: PublicOpportunityDetail }
  | { type: "offres-emploi"; found: PublicOfferDetail }
  | { type: "communiques"; found: PublicReleaseDetail };

/** A file a page's form posted (a candidate's CV): its name and bytes, read by the page. */
export interface PostedFile {
  name: string;
  size: number;
  data: Uint8Array;
}

/** What a visitor's form answers a page's action: the server's words, as the API gives them. */
export type FormOutcome =
  | { ok: true; message: string }
  | {
      ok: false;
      status: number;
      message: string;
      /** The message's code in the form's French catalogue, for the page's own text. */
      code?: string | undefined;
      /** How long a refused visitor waits (429). */
      retryAfterMinutes?: number;
      erreurs: { champ: string; message: string; code?: string | undefined }[];
    };

/**
 * What the server hands to loaders, built for each request (server/plugins/web.ts): the
 * page's language, and the same query objects the REST routes call, so that a
 * server-rendered page reads exactly what the API answers, without calling its own API.
 * This module is shared by the Fastify server and the React Router build (see the
 * `#app-context` import in package.json), so both see one context token. It lives in
 * `server/` because the server imports nothing of `web/` (ADR 038); the pages import its
 * token through `#app-context` and its types through web/lib/app-context.ts, and nothing
 * else of `server/`.
 */
export interface AppLoadContext {
  /** The page's language: its path's prefix (/en, /it), French without one. */
  lang: Language;
  /** The site's public address (PUBLIC_URL) without a trailing slash. */
  publicUrl: string;
  /**
   * The site settings in the page's language (issue 18): the one source of the brand,
   * contacts, offices, networks and sector figures for loaders and the page head. Client
   * components read them from the root loader (useSiteSettings).
   */
  site: PageSiteSettings;
  /** The legal notice's facts (issue 32): the publisher, its registration, its host. */
  legalNotice: LegalNotice;
  /** The press kit's downloads (issue 32, point 3): only /presse shows them. */
  pressKit: PressKitView;
  /**
   * The nonce the page's inline scripts carry (web/entry.server.tsx): the content security
   * policy lets those run and no other (server/plugins/security.ts).
   */
  scriptNonce: string;
  /** The request's logger (web/entry.server.tsx): one JSON line each, with its id. */
  log: {
    /** A request the page refused (4xx): the sender's mistake, at info level. */
    refused(status: number): void;
    /** What failed while the page answered, at error level. */
    failed(error: unknown): void;
  };
  /**
   * Set when the server answers with the site's error page rather than a page (a refused
   * method or form, a malformed address: server/plugins/web.ts): the status it shows.
   */
  errorStatus?: number;
  sectors(): Promise<SectorView[]>;
  /**
   * A page's texts that staff edit in /admin/pages (issue 18), in the page's language,
   * French where that one's are empty: the one source of every page's own words.
   */
  pageTexts(cle: PageTextKey): Promise<PageTexts>;
  /**
   * A page's key visuals that staff choose in /admin/pages (issue 31 point 2): only those
   * the page has, each null when none is chosen; pictures' texts in the page's language.
   */
  pageVisuals(cle: PageTextKey): Promise<PageVisualsView<MediaView<string>>>;
  /** The picture shared on social networks by a page that has none of its own, if chosen. */
  shareImage: MediaView<string> | null;
  articles: PublicContentReads<InOneLanguage<PublicArticle>, ArticlePublicFilter>;
  realisations: PublicContentReads<InOneLanguage<PublicRealisation>, RealisationPublicFilter>;
  opportunites: PublicContentReads<InOneLanguage<PublicOpportunity>, OpportunityPublicFilter>;
  /** The open job offers (issue 32). */
  "offres-emploi": PublicContentReads<InOneLanguage<PublicOffer>, OfferPublicFilter>;
  /** The published press releases (issue 32). */
  communiques: PublicContentReads<InOneLanguage<PublicRelease>, ReleasePublicFilter>;
  /** The sitemap's files (issue 30, docs/decisions/045), besides each type's parts above. */
  sitemap: {
    /**
     * When staff last saved the site settings or a page's texts (ISO 8601; null: never):
     * with the items', what dates the fixed pages' part.
     */
    siteChangedAt(): Promise<string | null>;
    /**
     * The sitemap file this request's address names, as its answer: the one kept in the
     * cache of public reads, or the XML `build` makes, then kept until the content
     * changes; with its ETag, a 304 when the client holds it, Brotli or gzip as it
     * accepts. Undefined when `build` makes nothing (a part past the last): nothing kept.
     */
    kept(build: () => Promise<string | undefined>): Promise<Response | undefined>;
  };
  /**
   * The people of the governance (issue 32, point 1) in the page's language: the direction
   * then the board, each in its order.
   */
  people(): Promise<PublicPerson[]>;
  /**
   * The group's certifications, partners and clients (issue 32, point 4) in the page's
   * language: by group, each in its order.
   */
  references(): Promise<PublicReference[]>;
  /** The countries and categories of the public opportunities: their list's filters. */
  opportunityFacets(): Promise<OpportunityFacets>;
  /** The countries of the open job offers: the careers list's filter. */
  offerFacets(): Promise<OfferFacets>;
  /**
   * A published job offer whose closing day is over, by a slug: what its page shows to say
   * it is closed (issue 32); undefined for an open offer, a draft or none.
   */
  closedOffer(slug: string): Promise<PublicOfferDetail | undefined>;
  /**
   * The public search in the page's language (issue 20), as GET /api/v1/recherche; an
   * address past its searches of the minute is told so (`tooMany`, issue 30).
   */
  search(query: {
    text: string;
    page: number;
    limite: number;
  }): Promise<SearchAnswer | SearchRefused>;
  /**
   * The item a preview token names (POST /{type}/{id}/apercu), published or not, in the
   * page's language; undefined for an expired or forged token or a deleted item.
   */
  preview(token: string): Promise<PreviewedItem | undefined>;
  /** The footer's subscription, for pages posted without JavaScript and with it. */
  newsletter: {
    subscribe(fields: Record<string, string>): Promise<FormOutcome>;
    /** The button of the page a confirmation link opens (double opt-in, with SMTP). */
    confirm(token: string): Promise<FormOutcome>;
    /** The button of the page an unsubscribe link opens. */
    unsubscribe(token: string): Promise<FormOutcome>;
  };
  /**
   * A job application from an open offer's page (issue 32, ADR 066): the offer by its
   * slug in the page's language, the fields and the CV as the page read them.
   */
  applications: {
    send(slug: string, fields: Record<string, string | PostedFile>): Promise<FormOutcome>;
  };
  /** A contact request from the contact page or a sector page (SPEC.md §5). */
  contact: { send(fields: Record<string, string>): Promise<FormOutcome> };
  /** A staff member's forgotten password (issue 18), for pages posted with or without JavaScript. */
  accounts: {
    /** Whether mail goes out (SMTP_URL): without it, an administrator sets a new password. */
    mailConfigured: boolean;
    /** The forgotten-password form: the same answer for every address. */
    requestReset(fields: Record<string, string>): Promise<FormOutcome>;
    /** What a reset link's token can still do: nothing, an invitation's first password, a new one. */
    linkState(token: string): Promise<"dead" | "invitation" | "reset">;
    /** The reset page's form (new password twice) for the link's token. */
    reset(token: string, fields: Record<string, string>): Promise<FormOutcome>;
  };
}

export const appContext = createContext<AppLoadContext>();

/** A content item's author in staff answers: null once the account is deleted (ADR 001). */
export type { AuthorView } from "./features/content/present.ts";
