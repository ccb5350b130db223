import path from "node:path";
import { fileURLToPath } from "node:url";
import { fastifyReactRouter } from "@mcansh/react-router-fastify";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { RouterContextProvider } from "react-router";
import type { ViteDevServer } from "vite";
import {
  type AppLoadContext,
  appContext,
  type FormOutcome,
  type InOneLanguage,
  type PreviewedItem,
  type PublicContentReads,
} from "#app-context";
import type { Language } from "../../domain/constants.ts";
import { pathLanguage } from "../../domain/language.ts";
import type { ContentQueries, PublicDetail } from "../features/content/content.queries.ts";
import type { Paged } from "../features/content/content.repository.ts";
import { HttpError } from "../lib/http-error.ts";
import { registerLanguageRedirects } from "./language-redirects.ts";
import { registerPageCaching } from "./page-caching.ts";

export const PROJECT_ROOT = fileURLToPath(new URL("../../", import.meta.url));
export const WEB_BUILD_DIR = path.join(PROJECT_ROOT, "build");

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
    list: (query) => queries.listPublic({ ...query, lang }) as Promise<Paged<InOneLanguage<View>>>,
    bySlug: (slug) =>
      queries.findPublicBySlug(slug, lang) as Promise<
        PublicDetail<InOneLanguage<View>> | undefined
      >,
    countView: (id) => {
      // Kept with the page if it is cached, so that a hit counts this item's view too.
      request.pageView = { count: (later) => queries.noteView(later, id) };
      return queries.countView(request, id);
    },
  };
}

/** A visitor's form sent by a page: the same answer the API gives, as data for the page. */
async function outcomeOf(send: () => Promise<string>): Promise<FormOutcome> {
  try {
    return { ok: true, message: await send() };
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    return {
      ok: false,
      status: error.statusCode,
      message: error.message,
      erreurs: error.erreurs ?? [],
    };
  }
}

/** The load context of one request (web/lib/app-context.ts). */
export function loadContextFor(
  app: FastifyInstance,
  request: FastifyRequest,
  options: WebOptions,
): AppLoadContext {
  const { sectors, content, newsletterSignup, contactForm } = app.services;
  const lang = pathLanguage(request.url);
  return {
    lang,
    publicUrl: options.publicUrl,
    sectors: () => sectors.list(lang),
    articles: publicReads(content.articles.queries, request, lang),
    realisations: publicReads(content.realisations.queries, request, lang),
    opportunites: publicReads(content.opportunites.queries, request, lang),
    async preview(token) {
      const claims = await app.services.tokens.verifyPreview(token);
      if (!claims) return undefined;
      const found = await content[claims.type].queries.findPreview(claims.id, lang);
      return found ? ({ type: claims.type, found } as PreviewedItem) : undefined;
    },
    newsletter: {
      subscribe: (fields) => outcomeOf(() => newsletterSignup.submit(request, fields)),
      confirm: (token) => outcomeOf(() => newsletterSignup.confirm(token)),
      unsubscribe: (token) => outcomeOf(() => newsletterSignup.unsubscribe(token)),
    },
    contact: {
      // The acknowledgment is written in the language of the page the form was sent from.
      send: (fields) => outcomeOf(() => contactForm.submit(request, { ...fields, langue: lang })),
    },
  };
}

export interface WebOptions {
  /** The site's public address (PUBLIC_URL), for canonical URLs and shared images. */
  publicUrl: string;
  /** Vite's dev server in `npm run dev`; the production build otherwise. */
  devServer?: ViteDevServer | undefined;
}

/**
 * Serves the React Router app for every path the API does not claim: server-rendered
 * pages, and the built assets with year-long caching (their names carry a content hash).
 * Before a page renders, a visitor may be sent to their language; after, the page gets
 * its caching headers.
 */
export async function registerWeb(app: FastifyInstance, options: WebOptions) {
  const { devServer } = options;
  registerLanguageRedirects(app);
  registerPageCaching(app, app.services.publicCache);
  await app.register(fastifyReactRouter, {
    devServer,
    serverBuildPath: path.join(WEB_BUILD_DIR, "server/index.js"),
    clientBuildDirectory: path.join(WEB_BUILD_DIR, "client"),
    mode: devServer ? "development" : "production",
    assetCacheControl: "public, max-age=31536000, immutable",
    fileCacheControl: "public, max-age=3600",
    // The build writes .br and .gz beside each text asset (vite.config.ts): sent as they are.
    staticOptions: { preCompressed: true },
    getLoadContext(request) {
      const context = new RouterContextProvider();
      context.set(appContext, loadContextFor(app, request, options));
      return context;
    },
  });
}
