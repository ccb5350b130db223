import path from "node:path";
import { pathToFileURL } from "node:url";
import fastifyStatic from "@fastify/static";
import { createRequest, sendResponse } from "@mcansh/react-router-fastify";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import type { ViteDevServer } from "vite";
import {
  type AppLoadContext,
  appContext,
  type FormOutcome,
  type InOneLanguage,
  type PreviewedItem,
  type PublicContentReads,
} from "#app-context";
import {
  ACCOUNT_MESSAGES,
  ForgotPasswordInputSchema,
  ResetPasswordFormSchema,
} from "../../domain/accounts.ts";
import {
  APPLICATION_FORM_MESSAGES,
  APPLICATION_PAGE_BODY_LIMIT,
  CANDIDATURE_MESSAGES,
  isOfferPagePath,
} from "../../domain/candidature-messages.ts";
import { type Language, PAGE_FORM_BODY_LIMIT } from "../../domain/constants.ts";
import { CONTACT_MESSAGES } from "../../domain/contact-messages.ts";
import { pathLanguage } from "../../domain/language.ts";
import { type MessageCatalogue, messageCode } from "../../domain/messages.ts";
import { NEWSLETTER_MESSAGES } from "../../domain/newsletter-messages.ts";
import { documentPath, localizedPath } from "../../domain/site-paths.ts";
import { asShownIn } from "../../domain/typography.ts";
import type { ContentQueries, PublicDetail } from "../features/content/content.queries.ts";
import type { Paged } from "../features/content/content.repository.ts";
import { readSiteDocuments } from "../features/site/site-documents.repository.ts";
import { HttpError, parseOrThrow } from "../lib/http-error.ts";
import { WEB_BUILD_DIR } from "../web-build.ts";
import { isPageRoute, loggableError } from "./errors.ts";
import { registerLanguageRedirects } from "./language-redirects.ts";
import { pageAddress, readsPageAddress, registerPageCaching } from "./page-caching.ts";
import { scriptNonceOf } from "./security.ts";
import { registerSitemapFiles, sitemapResponse } from "./sitemap-files.ts";

/**
 * A content type's public queries, in the page's language and counting this visitor. A
 * language is always named here, so every text comes as one string (InOneLanguage).
 */
function publicReads<View, Filter extends object>(
  queries: ContentQueries<View, unknown, Filter, never>,
  request: FastifyRequest,
  lang: Language,
): PublicContentReads<InOneLanguage<View>, Filter> {
  return {
    // Their texts as the page shows them (French typography on French pages).
    list: async (query) =>
      asShownIn(lang, await queries.listPublic({ ...query, lang })) as Paged<InOneLanguage<View>>,
    bySlug: async (slug) =>
      asShownIn(lang, await queries.findPublicBySlug(slug, lang)) as
        | PublicDetail<InOneLanguage<View>>
        | undefined,
    countView: (id) => {
      // Kept with the page if it is cached, so that a hit counts this item's view too.
      request.pageView = { count: (later) => queries.noteView(later, id) };
      return queries.countView(request, id);
    },
    sitemapParts: () => queries.sitemapParts(),
    sitemapPart: (page) => queries.sitemapPart(page),
  };
}

/**
 * A visitor's form sent by a page: the same answer the API gives, as data for the page,
 * with each French message's code in `messages` (its key there), which the page turns into
 * its own language's text: the API speaks French (SPEC.md §8), the pages the visitor's.
 */
async function outcomeOf(
  send: () => Promise<string>,
  messages: MessageCatalogue,
): Promise<FormOutcome> {
  try {
    return { ok: true, message: await send() };
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    const retryAfter = Number(error.headers["retry-after"]);
    return {
      ok: false,
      status: error.statusCode,
      message: error.message,
      code: messageCode(messages, error.message),
      ...(Number.isFinite(retryAfter) ? { retryAfterMinutes: Math.ceil(retryAfter / 60) } : {}),
      erreurs: (error.erreurs ?? []).map((erreur) => ({
        ...erreur,
        code: messageCode(messages, erreur.message),
      })),
    };
  }
}

/** The page a request is for: a client navigation's `/en.data` is the page `/en`. */
const pagePathOf = (request: FastifyRequest) => documentPath(request.url.split("?", 1)[0] ?? "/");

/**
 * The load context of one request (server/app-context.ts). The site settings are read
 * here, once per rendered page (a cached read), so that every loader and the page head
 * take them from the same place.
 */
export async function loadContextFor(
  app: FastifyInstance,
  request: FastifyRequest,
  options: WebOptions,
): Promise<AppLoadContext> {
  const { sectors, content, newsletterSignup, contactForm, siteSettings, passwordResets } =
    app.services;
  const lang = pathLanguage(pagePathOf(request));
  // What the page receives of stored texts, as it shows them: in French, set in French
  // typography (domain/typography.ts) whoever typed them; the API keeps them as typed.
  const typeset = <T>(value: T) => asShownIn(lang, value);
  const { mentionsLegales, kitPresse, ...site } = await siteSettings.inLanguage(lang);
  return {
    lang,
    publicUrl: options.publicUrl,
    site: typeset(site),
    legalNotice: typeset(mentionsLegales),
    pressKit: kitPresse,
    scriptNonce: scriptNonceOf(request),
    log: {
      refused: (status) => request.log.info({ status }, "requête refusée par la page"),
      failed: (error) => request.log.error({ err: loggableError(error) }, "erreur interne (page)"),
    },
    sectors: async () => typeset(await sectors.list(lang)),
    pageTexts: async (cle) => typeset(await app.services.pageTexts.inLanguage(cle, lang)),
    pageVisuals: async (cle) => typeset(await app.services.pageVisuals.view(cle, lang)),
    shareImage: typeset(
      (await app.services.pageVisuals.view("accueil", lang)).visuelPartage ?? null,
    ),
    articles: publicReads(content.articles.queries, request, lang),
    realisations: publicReads(content.realisations.queries, request, lang),
    opportunites: publicReads(content.opportunites.queries, request, lang),
    "offres-emploi": publicReads(content["offres-emploi"].queries, request, lang),
    communiques: publicReads(content.communiques.queries, request, lang),
    sitemap: {
      async siteChangedAt() {
        const documents = [...(await readSiteDocuments(app.services.db)).values()];
        const newest = Math.max(...documents.map((document) => document.updatedAt.getTime()));
        return documents.length > 0 ? new Date(newest).toISOString() : null;
      },
      kept: (build) => sitemapResponse(request, app.services.publicCache, build),
    },
    people: async () => typeset(await app.services.people.listPublic(lang)),
    references: () => app.services.references.listPublic(lang),
    opportunityFacets: async () => typeset(await content.opportunites.queries.publicFacets(lang)),
    offerFacets: async () => typeset(await content["offres-emploi"].queries.publicFacets(lang)),
    closedOffer: async (slug) =>
      typeset(await content["offres-emploi"].queries.findClosedBySlug(slug, lang)) as Awaited<
        ReturnType<AppLoadContext["closedOffer"]>
      >,
    async search(query) {
      try {
        return typeset(await app.services.search.search({ ...query, lang }, request.ip));
      } catch (error) {
        if (!(error instanceof HttpError) || error.statusCode !== 429) throw error;
        const retryAfterMinutes = Math.ceil(Number(error.headers["retry-after"]) / 60) || 1;
        return { tooMany: true as const, retryAfterMinutes };
      }
    },
    async preview(token) {
      const claims = await app.services.tokens.verifyPreview(token);
      if (!claims) return undefined;
      const found = await content[claims.type].queries.findPreview(claims.id, lang);
      return found ? ({ type: claims.type, found: typeset(found) } as PreviewedItem) : undefined;
    },
    newsletter: {
      subscribe: (fields) =>
        outcomeOf(() => newsletterSignup.submit(request, fields), NEWSLETTER_MESSAGES),
      confirm: (token) => outcomeOf(() => newsletterSignup.confirm(token), NEWSLETTER_MESSAGES),
      unsubscribe: (token) =>
        outcomeOf(() => newsletterSignup.unsubscribe(token), NEWSLETTER_MESSAGES),
    },
    applications: {
      // The offer is the page's open one: a closed or unknown offer is refused as the API
      // refuses it. Staff see the language of the page the candidate applied from.
      send: (slug, fields) =>
        outcomeOf(async () => {
          const offer = await content["offres-emploi"].queries.findPublicBySlug(slug, lang);
          if (!offer) throw new HttpError(409, CANDIDATURE_MESSAGES.offerClosed);
          return app.services.applications.apply(request, offer.id, {
            ...fields,
            langue: lang,
          });
        }, APPLICATION_FORM_MESSAGES),
    },
    contact: {
      // The acknowledgment is written in the language of the page the form was sent from.
      send: (fields) =>
        outcomeOf(() => contactForm.submit(request, { ...fields, langue: lang }), CONTACT_MESSAGES),
    },
    accounts: {
      mailConfigured: Boolean(app.services.mail.config),
      linkState: (token) => passwordResets.linkState(token),
      requestReset: (fields) =>
        outcomeOf(async () => {
          const { email } = parseOrThrow(ForgotPasswordInputSchema, fields);
          return passwordResets.request(email, request.ip, request.log);
        }, ACCOUNT_MESSAGES),
      reset: (jeton, fields) =>
        outcomeOf(async () => {
          const { motDePasse } = parseOrThrow(ResetPasswordFormSchema, fields);
          return (await passwordResets.reset({ jeton, motDePasse })).message;
        }, ACCOUNT_MESSAGES),
    },
  };
}

export interface WebOptions {
  /** The site's public address (PUBLIC_URL), for canonical URLs and shared images. */
  publicUrl: string;
  /** Vite's dev server in `npm run dev`; the production build otherwise. */
  devServer?: ViteDevServer | undefined;
}

/** Built assets carry a hash of their content in their name: kept a year. */
const ASSET_CACHE_CONTROL = "public, max-age=31536000, immutable";
/** The other built files (`/favicon.svg`, `/media/…`) may change with a deploy. */
const FILE_CACHE_CONTROL = "public, max-age=3600";

/**
 * Serves the React Router app for every path the API does not claim: server-rendered
 * pages, and the built assets with year-long caching (their names carry a content hash).
 * Before a page renders, a visitor may be sent to their language; after, the page gets
 * its caching headers.
 *
 * `@mcansh/react-router-fastify` hands React Router the address as it was sent; a public
 * page is rendered here from its one address instead (pageAddress, the page cache's key),
 * so a parameter it does not read (`?utm_source=…`) shows in none of the links of a page
 * that every visitor then gets (issue 28). Its request and response adapters are reused.
 */
export async function registerWeb(app: FastifyInstance, options: WebOptions) {
  const { devServer } = options;
  const serverBuildPath = path.join(WEB_BUILD_DIR, "server/index.js");
  const mode = devServer ? "development" : "production";
  const loadBuild = () =>
    devServer
      ? devServerBuild(devServer)
      : (import(/* @vite-ignore */ pathToFileURL(serverBuildPath).href) as Promise<ServerBuild>);
  app.pageErrors = createErrorPages(app, options, loadBuild);
  registerPageRequestGuards(app, app.pageErrors);
  registerLanguageRedirects(app);
  registerPageCaching(app, app.services.publicCache);
  registerSitemapFiles(app, app.services.publicCache);
  const handle = createRequestHandler(loadBuild, mode);
  await app.register(async (pages) => {
    // Vite's dev server serves the sources itself.
    if (!devServer) await registerBuiltFiles(pages);
    // A page's form is read by React Router, from the stream (web/lib/posted-fields.ts).
    pages.removeAllContentTypeParsers();
    pages.addContentTypeParser("*", (_request, payload, done) => done(null, payload));
    pages.all("*", async (request, reply) => {
      const sent = createRequest(request, reply);
      const rendered = readsPageAddress(request)
        ? new Request(new URL(pageAddress(request.url), sent.url), sent)
        : sent;
      const context = new RouterContextProvider();
      context.set(appContext, await loadContextFor(app, request, options));
      await sendResponse(reply, await handle(rendered, context));
    });
  });
}

/** The web build's files, sent as they are with the .br or .gz beside each (vite.config.ts). */
async function registerBuiltFiles(pages: FastifyInstance) {
  const root = path.join(WEB_BUILD_DIR, "client");
  const assets = path.join(root, "assets");
  await pages.register(fastifyStatic, {
    root,
    wildcard: false,
    cacheControl: false,
    dotfiles: "ignore",
    etag: true,
    lastModified: true,
    preCompressed: true,
    setHeaders(reply, filePath) {
      reply.header(
        "cache-control",
        filePath.startsWith(assets) ? ASSET_CACHE_CONTROL : FILE_CACHE_CONTROL,
      );
    },
  });
}

/**
 * The build `npm run dev` serves, loaded as the adapter loads it (Vite's SSR environment
 * runner, else `ssrLoadModule`): the same module instances, so the same load-context token.
 */
function devServerBuild(vite: ViteDevServer): Promise<ServerBuild> {
  const id = "virtual:react-router/server-build";
  const ssr = vite.environments?.ssr as { runner?: { import(id: string): Promise<unknown> } };
  return (ssr?.runner ? ssr.runner.import(id) : vite.ssrLoadModule(id)) as Promise<ServerBuild>;
}

/** The methods a page answers; a form's post is the only write. */
const PAGE_METHODS = ["GET", "HEAD", "POST"] as const;
const ALLOW_HEADER = PAGE_METHODS.join(", ");

/** What a page's form may weigh: an offer's page takes a CV (ADR 066), the others text. */
const pageBodyLimit = (pathname: string) =>
  isOfferPagePath(documentPath(pathname)) ? APPLICATION_PAGE_BODY_LIMIT : PAGE_FORM_BODY_LIMIT;

/** The bodies a page's form sends: a browser's form encodings, never JSON. */
const FORM_CONTENT_TYPE =
  /^\s*(?:application\/x-www-form-urlencoded|multipart\/form-data\s*;.*\bboundary=)/i;

/**
 * What reaches the pages is what a browser sends them (issue 16): GET, HEAD, and a form's
 * POST in a form encoding, within PAGE_FORM_BODY_LIMIT, from this site's own pages (its
 * Origin, when sent, is the page's). Anything else is answered here, before React Router
 * (which cannot even build a request for TRACE), with the site's error page: 405 and
 * `Allow`, 415, 403, or 413, each without reading the body, on a connection then closed
 * so that the rest of the body is not read either. A body sent without its length is
 * counted as the page reads it (web/lib/posted-fields.ts).
 */
function registerPageRequestGuards(app: FastifyInstance, pages: ErrorPages) {
  app.addHook("onRequest", async (request, reply) => {
    if (!isPageRoute(request)) return;
    // The adapter builds the page's URL from the Host header (and, behind a trusted proxy,
    // X-Forwarded-Proto), which the sender chooses: one that is no URL is a bad request.
    const url = URL.parse(`${request.protocol}://${request.host}${request.originalUrl}`);
    if (!url) return pages.send(request, reply, 400);
    const method = request.method as (typeof PAGE_METHODS)[number];
    if (method === "GET" || method === "HEAD") return;
    if (request.method === "OPTIONS") return reply.code(204).header("allow", ALLOW_HEADER).send();
    if (!PAGE_METHODS.includes(method)) {
      reply.header("allow", ALLOW_HEADER);
      return pages.send(request, reply, 405);
    }
    if (Number(request.headers["content-length"] ?? 0) > pageBodyLimit(url.pathname)) {
      reply.header("connection", "close");
      return pages.send(request, reply, 413);
    }
    if (!FORM_CONTENT_TYPE.test(request.headers["content-type"] ?? "")) {
      reply.header("connection", "close");
      return pages.send(request, reply, 415);
    }
    // A form posted from another site (React Router refuses it too, but as a failure of
    // its own, logged as a stack): refused here, as the sender's doing.
    const origin = request.headers.origin;
    if (origin !== undefined && URL.parse(origin)?.origin !== url.origin) {
      reply.header("connection", "close");
      return pages.send(request, reply, 403);
    }
  });
  // A form refused while it was being read leaves the rest of its body unread: the
  // connection closes after the answer rather than read it.
  app.addHook("onSend", async (request, reply, payload) => {
    if (request.method === "POST" && reply.statusCode === 413 && isPageRoute(request)) {
      reply.header("connection", "close");
    }
    return payload;
  });
}

/** The address the error page is rendered at: one no page claims (the not-found route). */
const ERROR_PAGE_PATH = "/__erreur";

/**
 * The site's error page (web/routes/site/not-found.tsx under the site's layout) for what
 * React Router is never asked: a refused method or body, a malformed address, a request
 * refused by a hook. In the language of the requested address, with header and footer,
 * like every other error of the pages; the API keeps its JSON.
 */
function createErrorPages(
  app: FastifyInstance,
  options: WebOptions,
  loadBuild: () => Promise<ServerBuild>,
) {
  const handle = createRequestHandler(loadBuild, options.devServer ? "development" : "production");
  return {
    async send(request: FastifyRequest, reply: FastifyReply, status: number) {
      const pageContext = await loadContextFor(app, request, options);
      const context = new RouterContextProvider();
      context.set(appContext, { ...pageContext, errorStatus: status });
      // The site's own origin: the request's Host header is the sender's to choose.
      const url = new URL(localizedPath(pageContext.lang, ERROR_PAGE_PATH), options.publicUrl);
      reply.code(status).header("cache-control", "no-store");
      try {
        const response = await handle(new Request(url), context);
        const html = await response.text();
        return reply
          .type(response.headers.get("content-type") ?? "text/html; charset=utf-8")
          .send(request.method === "HEAD" ? "" : html);
      } catch (error) {
        // The page itself failed: the status still goes out, with a line of text.
        request.log.error({ err: error }, "page d'erreur impossible à afficher");
        return reply.type("text/plain; charset=utf-8").send(String(status));
      }
    },
  };
}

export type ErrorPages = ReturnType<typeof createErrorPages>;

declare module "fastify" {
  interface FastifyInstance {
    /** The site's HTML error page, once the web app is registered (registerWeb). */
    pageErrors: ErrorPages | null;
  }
}
