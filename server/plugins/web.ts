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
  type PublicContentReads,
} from "#app-context";
import type { Language } from "../../domain/constants.ts";
import { pageLanguage } from "../../domain/language.ts";
import type { ContentQueries } from "../features/content/content.queries.ts";
import { HttpError } from "../lib/http-error.ts";

export const PROJECT_ROOT = fileURLToPath(new URL("../../", import.meta.url));
export const WEB_BUILD_DIR = path.join(PROJECT_ROOT, "build");

/** A content type's public queries, in the page's language and counting this visitor. */
function publicReads<View, Filter extends object>(
  queries: ContentQueries<View, unknown, Filter, never>,
  request: FastifyRequest,
  lang: Language,
): PublicContentReads<View, Filter> {
  return {
    list: (query) => queries.listPublic({ ...query, lang }),
    bySlug: (slug) => queries.findPublicBySlug(slug, lang),
    countView: (id) => queries.countView(request, id),
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
export function loadContextFor(app: FastifyInstance, request: FastifyRequest): AppLoadContext {
  const { sectors, content, newsletterSignup, contactForm } = app.services;
  const lang = pageLanguage(
    request.url,
    request.headers.cookie,
    request.headers["accept-language"],
  );
  return {
    lang,
    sectors: () => sectors.list(lang),
    articles: publicReads(content.articles.queries, request, lang),
    realisations: publicReads(content.realisations.queries, request, lang),
    opportunites: publicReads(content.opportunites.queries, request, lang),
    newsletter: {
      subscribe: (fields) => outcomeOf(() => newsletterSignup.submit(request, fields)),
    },
    contact: {
      send: (fields) => outcomeOf(() => contactForm.submit(request, fields)),
    },
  };
}

/**
 * Serves the React Router app for every path the API does not claim: server-rendered
 * pages, and the built assets with year-long caching (their names carry a content hash).
 */
export async function registerWeb(app: FastifyInstance, devServer?: ViteDevServer) {
  await app.register(fastifyReactRouter, {
    devServer,
    serverBuildPath: path.join(WEB_BUILD_DIR, "server/index.js"),
    clientBuildDirectory: path.join(WEB_BUILD_DIR, "client"),
    mode: devServer ? "development" : "production",
    assetCacheControl: "public, max-age=31536000, immutable",
    fileCacheControl: "public, max-age=3600",
    getLoadContext(request) {
      const context = new RouterContextProvider();
      context.set(appContext, loadContextFor(app, request));
      return context;
    },
  });
}
