import { constants as zlibConstants } from "node:zlib";
import compress from "@fastify/compress";
import cookie from "@fastify/cookie";
import cors from "@fastify/cors";
import multipart from "@fastify/multipart";
import Fastify, { type FastifyInstance, type FastifyServerOptions, LogController } from "fastify";
import { validatorCompiler } from "fastify-type-provider-zod";
import type { ViteDevServer } from "vite";
import { registerLiveBackup } from "./backup/live-server.ts";
import type { AppConfig } from "./config.ts";
import type { DatabaseHandle } from "./db/client.ts";
import { createArticleCommands } from "./features/articles/articles.commands.ts";
import { createArticleQueries } from "./features/articles/articles.queries.ts";
import { createArticlesRepository } from "./features/articles/articles.repository.ts";
import { articlesRoutes } from "./features/articles/articles.routes.ts";
import { accountRoutes } from "./features/auth/account.routes.ts";
import { authRoutes } from "./features/auth/auth.routes.ts";
import { createLoginLimits } from "./features/auth/login-limits.ts";
import { registerOperatorPassword } from "./features/auth/operator-password.ts";
import { passkeysRoutes } from "./features/auth/passkeys.routes.ts";
import { createPasskeys } from "./features/auth/passkeys.ts";
import { createPasswordResets, DEFAULT_RESET_LIMITS } from "./features/auth/password-resets.ts";
import { createRefreshTokensRepository } from "./features/auth/refresh-tokens.repository.ts";
import { categoriesRoutes } from "./features/categories/categories.routes.ts";
import { createCategories } from "./features/categories/categories.service.ts";
import { createReleaseCommands } from "./features/communiques/communiques.commands.ts";
import { createReleaseQueries } from "./features/communiques/communiques.queries.ts";
import { createReleasesRepository } from "./features/communiques/communiques.repository.ts";
import { communiquesRoutes } from "./features/communiques/communiques.routes.ts";
import { createContactForm } from "./features/contact/contact.commands.ts";
import { contactRoutes } from "./features/contact/contact.routes.ts";
import { createSlugsRepository } from "./features/content/slugs.repository.ts";
import { createViewCounter } from "./features/content/views.ts";
import { nextVisibilityChange } from "./features/content/visibility.ts";
import { dashboardRoutes } from "./features/dashboard/dashboard.routes.ts";
import { journalRoutes } from "./features/journal/journal.routes.ts";
import { createMail } from "./features/mail/mail.ts";
import { createNewsletterSignup } from "./features/newsletter/newsletter.commands.ts";
import { newsletterRoutes } from "./features/newsletter/newsletter.routes.ts";
import { createOfferCommands } from "./features/offres-emploi/offres-emploi.commands.ts";
import { createOfferQueries } from "./features/offres-emploi/offres-emploi.queries.ts";
import { createOffersRepository } from "./features/offres-emploi/offres-emploi.repository.ts";
import { offresEmploiRoutes } from "./features/offres-emploi/offres-emploi.routes.ts";
import { createOpportunityCommands } from "./features/opportunites/opportunites.commands.ts";
import { createOpportunityQueries } from "./features/opportunites/opportunites.queries.ts";
import { createOpportunitesRepository } from "./features/opportunites/opportunites.repository.ts";
import { opportunitesRoutes } from "./features/opportunites/opportunites.routes.ts";
import { personnesRoutes } from "./features/personnes/personnes.routes.ts";
import { createPeople } from "./features/personnes/personnes.service.ts";
import { createRealisationCommands } from "./features/realisations/realisations.commands.ts";
import { createRealisationQueries } from "./features/realisations/realisations.queries.ts";
import { createRealisationsRepository } from "./features/realisations/realisations.repository.ts";
import { realisationsRoutes } from "./features/realisations/realisations.routes.ts";
import { referencesRoutes } from "./features/references/references.routes.ts";
import { createReferences } from "./features/references/references.service.ts";
import {
  CORRECTION_CACHE_BOUNDS,
  createSearch,
  SEARCH_CACHE_BOUNDS,
} from "./features/search/search.queries.ts";
import { searchRoutes } from "./features/search/search.routes.ts";
import { createSectorsRepository } from "./features/sectors/sectors.repository.ts";
import { sectorsRoutes } from "./features/sectors/sectors.routes.ts";
import { pageTextsRoutes } from "./features/site/page-texts.routes.ts";
import { createPageTexts } from "./features/site/page-texts.service.ts";
import { createPageVisuals } from "./features/site/page-visuals.service.ts";
import { siteSettingsRoutes } from "./features/site/site-settings.routes.ts";
import { createSiteSettings } from "./features/site/site-settings.service.ts";
import { createAccountNotices } from "./features/users/account-notices.ts";
import { createInvitations } from "./features/users/invitations.ts";
import { createUsersRepository } from "./features/users/users.repository.ts";
import { usersRoutes } from "./features/users/users.routes.ts";
import { workingCopiesRoutes } from "./features/working-copies/working-copies.routes.ts";
import { registerAnswerCheck } from "./lib/answer-check.ts";
import { type Clock, systemClock } from "./lib/clock.ts";
import {
  type ImageProcessor,
  oneImageAtATime,
  processImage as processUploadImage,
} from "./lib/images.ts";
import { jsonBytes } from "./lib/json-bytes.ts";
import type { FreedMemoryGiveBack } from "./lib/memory-give-back.ts";
import { createPublicCache } from "./lib/public-cache.ts";
import { createRateLimiter } from "./lib/rate-limiter.ts";
import { createTokenSigner } from "./lib/tokens.ts";
import {
  clientErrorHandler,
  frameworkErrors,
  registerApiNotFound,
  registerErrorHandling,
} from "./plugins/errors.ts";
import { registerHealth } from "./plugins/health.ts";
import { registerInputGuards } from "./plugins/input-guards.ts";
import { registerOpenApi } from "./plugins/openapi.ts";
import { registerRequestLog } from "./plugins/request-log.ts";
import { registerSecurityHeaders } from "./plugins/security.ts";

/** What is worth compressing on the fly (HTML is the page cache's: see above). */
const COMPRESSED_TYPES =
  /^(?:application\/(?:json|javascript|xml|manifest\+json)|text\/(?:css|plain|csv|xml|javascript)|image\/svg\+xml)\b/;

import { candidaturesRoutes } from "./features/candidatures/candidatures.routes.ts";
import { createApplications } from "./features/candidatures/candidatures.service.ts";
import { createApplicationRetention } from "./features/candidatures/retention.ts";
import { createLibraryRepository } from "./features/medias/library.repository.ts";
import { mediasRoutes } from "./features/medias/medias.routes.ts";
import { createMediaLibrary } from "./features/medias/medias.service.ts";
import { createPrivateFiles, type PrivateFiles } from "./plugins/private-files.ts";
import {
  DYNAMIC_BROTLI_QUALITY,
  registerSmallAnswerCompression,
} from "./plugins/small-answer-compression.ts";
import { type AppStorage, createStorage, registerUploads } from "./plugins/storage.ts";
import { registerWeb } from "./plugins/web.ts";

export const API_PREFIX = "/api/v1";

function createServices(
  config: AppConfig,
  database: DatabaseHandle,
  storage: AppStorage,
  privateFiles: PrivateFiles,
  processImageAtOnce: ImageProcessor = processUploadImage,
  clock: Clock = systemClock,
  sitemapItemsPerPart?: number,
) {
  const { db } = database;
  // Every upload of this process waits its turn: one image's pixels in memory at a time.
  const processImage = oneImageAtATime(processImageAtOnce, clock);
  const sectors = createSectorsRepository(db);
  const slugs = createSlugsRepository(db);
  // The JWT secret salts visitor hashes: they cannot be reversed to an IP address.
  const views = createViewCounter(db, config.jwtSecret, clock);
  const publicCache = createPublicCache(db, (now) => nextVisibilityChange(db, now), clock);
  const library = createLibraryRepository(db);
  const shared = {
    library,
    slugs,
    storage,
    views,
    cache: publicCache,
    processImage,
    clock,
    sitemapItemsPerPart,
  };
  const mail = createMail(config.mail, db);
  const siteSettings = createSiteSettings(db, publicCache, storage, processImage, library);
  // What staff are told of changes to their way in (passkeys, password, email).
  const accountNotices = createAccountNotices(
    mail,
    async () => (await siteSettings.read()).nomMarque,
  );
  // The embedded database has no other writer than this process: the signed-in users read
  // at every staff request are kept until a write (docs/decisions/072).
  const users = createUsersRepository(db, {
    clock,
    notices: accountNotices,
    soleWriter: database.kind === "pglite",
  });
  const categories = createCategories(db, publicCache);
  const pageTexts = createPageTexts(db, publicCache);
  // Forgotten passwords' links (issue 18), shared by the API, the pages' actions and the
  // invitations.
  const passwordResets = createPasswordResets({
    db,
    mail,
    users,
    publicUrl: config.publicUrl,
    siteSettings,
    clock,
    limits: {
      perIp: config.loginRateLimits.perIp,
      ipWindowSeconds: config.loginRateLimits.windowSeconds,
      ...DEFAULT_RESET_LIMITS,
    },
  });

  const articles = { ...shared, repository: createArticlesRepository(db, slugs) };
  const realisations = { ...shared, repository: createRealisationsRepository(db, slugs) };
  const opportunites = { ...shared, repository: createOpportunitesRepository(db, slugs) };
  const offres = { ...shared, repository: createOffersRepository(db, slugs) };
  const communiques = { ...shared, repository: createReleasesRepository(db, slugs) };
  const applications = createApplications({
    db,
    files: privateFiles,
    mail,
    publicUrl: config.publicUrl,
    siteSettings,
    clock,
  });
  return {
    config,
    db,
    /** The time, from one place (a test moves it). */
    clock,
    users,
    refreshTokens: createRefreshTokensRepository(db, clock),
    /** Staff members' passkeys (docs/decisions/020 and 036). */
    passkeys: createPasskeys({
      db,
      publicUrl: config.publicUrl,
      siteSettings,
      clock,
      notices: accountNotices,
    }),
    sectors,
    /** The opportunities' categories (issue 19). */
    categories,
    /** The people of the governance (issue 32, point 1). */
    people: createPeople({ db, cache: publicCache, storage, processImage, library }),
    /** The group's certifications, partners and clients (issue 32, point 4). */
    references: createReferences({ db, cache: publicCache, storage, processImage, library }),
    tokens: createTokenSigner(config.jwtSecret, clock),
    /** The sign-in limits and slowdown, shared by every way of signing in. */
    loginLimits: createLoginLimits(
      db,
      createRateLimiter(db, config.loginRateLimits.windowSeconds),
      config.loginRateLimits,
      clock,
    ),
    storage,
    /** The media library (issue 31 point 1, ADR 052). */
    library,
    medias: createMediaLibrary({ db, library, storage, processImage }),
    slugs,
    views,
    publicCache,
    /** The site settings (issue 18): the one source of pages, mails and GET /site. */
    siteSettings,
    /** The texts of the public pages that staff edit (issue 18). */
    pageTexts,
    /** The key visuals staff choose for the public pages (issue 31 point 2). */
    pageVisuals: createPageVisuals(db, publicCache, storage, pageTexts),
    /** The public search (issue 20), shared by GET /recherche and the /recherche page. */
    search: createSearch(
      db,
      slugs,
      clock,
      { perMinute: config.searchLimitPerMinute },
      {
        results: publicCache.shelf(SEARCH_CACHE_BOUNDS),
        corrections: publicCache.shelf(CORRECTION_CACHE_BOUNDS),
      },
    ),
    /** The visitors' forms, shared by the API and the pages' actions. */
    newsletterSignup: createNewsletterSignup(db, mail, config.publicUrl, siteSettings),
    contactForm: createContactForm(db, mail, config.publicUrl, siteSettings, clock),
    /** Job applications (issue 32, point 2): the candidates' form and staff's inbox. */
    applications,
    /** Deletes the applications older than APPLICATION_RETENTION_MONTHS, with their CVs. */
    applicationRetention: createApplicationRetention({
      applications,
      clock,
      months: config.applicationRetentionMonths,
    }),
    /** The files no public address serves: candidates' CVs (ADR 066). */
    privateFiles,
    /** Forgotten passwords' links (issue 18), shared by the API and the pages' actions. */
    passwordResets,
    /** Accounts whose owner chooses the password through a mailed link (issue 31). */
    invitations: createInvitations({ db, mail, users, passwordResets, siteSettings }),
    /** The mail outbox and its worker (issue 10): a no-op without SMTP_URL. */
    mail,
    /** Reads (shared by the REST routes and the pages' loaders) and writes of the content. */
    content: {
      articles: {
        queries: createArticleQueries(articles),
        commands: createArticleCommands(articles),
      },
      realisations: {
        queries: createRealisationQueries(realisations, sectors),
        commands: createRealisationCommands(realisations, sectors),
      },
      opportunites: {
        queries: createOpportunityQueries(opportunites, categories),
        commands: createOpportunityCommands(opportunites, categories),
      },
      "offres-emploi": {
        queries: createOfferQueries(offres),
        commands: createOfferCommands(offres),
      },
      communiques: {
        queries: createReleaseQueries(communiques),
        commands: createReleaseCommands(communiques),
      },
    },
  };
}

export type AppServices = ReturnType<typeof createServices>;

declare module "fastify" {
  interface FastifyInstance {
    services: AppServices;
  }
}

export interface BuildAppOptions {
  config: AppConfig;
  database: DatabaseHandle;
  /** Vite's dev server in `npm run dev`; the production build otherwise. */
  devServer?: ViteDevServer;
  logger?: boolean;
  /** Where log lines go instead of stdout (a test reading them). */
  logStream?: { write(line: string): void };
  /**
   * How uploads are checked and re-encoded: sharp (processImage) unless given. The demo
   * content's process passes its committed, already-encoded pictures (ADR 028).
   */
  processImage?: ImageProcessor;
  /** Where the time, waits and timers come from: the system's unless a test brings its own. */
  clock?: Clock;
  /** Close the database with the app (default). Dev mode keeps one database across app reloads. */
  ownsDatabase?: boolean;
  /**
   * Hold every answer to its route's response schema, a misfit turning into a 500 that
   * says where (the tests: docs/decisions/042). Production sends answers as made.
   */
  checkAnswers?: boolean;
  /** Items per sitemap part (SITEMAP_ITEMS_PER_PART): a few, for a test that splits a type. */
  sitemapItemsPerPart?: number;
  /** The process's giving back of freed memory (main.ts, where glibc has it): /healthz counts it. */
  freedMemory?: FreedMemoryGiveBack;
}

/** The whole application, without listening: main.ts, dev mode and the tests all build it here. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const serverOptions: FastifyServerOptions = {
    logger:
      options.logger === false
        ? false
        : {
            level: config.logLevel,
            // Tokens and passwords never reach the logs.
            redact: ["req.headers.authorization", "req.headers.cookie", "*.motDePasse", "*.token"],
            ...(options.logStream ? { stream: options.logStream } : {}),
          },
    // One line per request, written when it is answered (registerRequestLog), instead of
    // Fastify's two: half the logging on a page-cache hit, and no query string in the log.
    logController: new LogController({ disableRequestLogging: true }),
    // A number means "that many proxies in front": trust the nearest hops only.
    trustProxy:
      typeof config.trustProxy === "number"
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
    // Plenty for JSON bodies; uploads get their own limits.
    bodyLimit: 1024 * 1024,
    // Errors raised before a route or a request exists answer the API's JSON too.
    frameworkErrors,
    clientErrorHandler,
  };
  const app = Fastify(serverOptions);
  app.setValidatorCompiler(validatorCompiler);
  // Response schemas document the answers (OpenAPI) and the tests hold answers to them
  // (checkAnswers); an answer goes out as made, never parsed again nor stripped
  // (docs/decisions/042). A long answer goes out as bytes made item by item (ADR 073), not one
  // JSON.stringify text: V8 makes a text over 128 KB far slower (lib/json-bytes.ts).
  // Fastify sends a serializer's Buffer as it sends a string.
  app.setSerializerCompiler(() => (data) => jsonBytes(data) as string);
  app.decorate(
    "services",
    createServices(
      config,
      database,
      await createStorage(config),
      await createPrivateFiles(config),
      options.processImage,
      options.clock,
      options.sitemapItemsPerPart,
    ),
  );
  app.decorateRequest("currentUser", null);
  app.decorateRequest("currentSessionId", null);
  app.addHook("onClose", async () => {
    // The views noted in memory are written before the database closes.
    await app.services.views.close();
    if (options.ownsDatabase !== false) await database.close();
  });
  // Mail queued before a restart goes out once the app is ready. The worker stops (after
  // one last short try) before the database closes: Fastify runs onClose hooks last added
  // first, so this one must stay below the hook that closes the database.
  app.addHook("onReady", async () => app.services.mail.start(app.log));
  app.addHook("onClose", async () => app.services.mail.close());
  // The old applications go once the app is ready and every day; their pass ends before
  // the private files and the database close.
  app.addHook("onReady", async () => {
    void app.services.applicationRetention.start(app.log);
  });
  app.addHook("onClose", async () => app.services.privateFiles.close());
  app.addHook("onClose", async () => app.services.applicationRetention.close());
  // A reset link being made after its request was answered is queued before mail stops.
  app.addHook("onClose", async () => app.services.passwordResets.idle());

  registerRequestLog(app);
  registerErrorHandling(app);
  if (options.checkAnswers) registerAnswerCheck(app);
  registerInputGuards(app);
  registerSecurityHeaders(app, { dev: Boolean(options.devServer) });
  await app.register(cookie);
  // JSON, scripts, styles and SVG compressed as the client accepts; pages are compressed
  // (once, when cached) by the page cache (plugins/page-caching.ts), files at build time.
  registerSmallAnswerCompression(app, COMPRESSED_TYPES);
  await app.register(compress, {
    global: true,
    encodings: ["br", "gzip"],
    threshold: 1024,
    customTypes: COMPRESSED_TYPES,
    // Compressed per response: a quick level; what is sent often is compressed ahead.
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: DYNAMIC_BROTLI_QUALITY } },
  });
  // Limits are given per request where forms are read (server/lib/form.ts).
  await app.register(multipart);
  await registerUploads(app, app.services.storage);
  await registerOpenApi(app, API_PREFIX);

  await app.register(
    async (api) => {
      // Front ends on the listed origins call the API with a bearer token: no cookies, so
      // no Access-Control-Allow-Credentials. Other origins get no CORS header at all.
      const corsOrigins = new Set(config.corsOrigins);
      await api.register(cors, {
        origin: (origin, callback) =>
          callback(null, origin && corsOrigins.has(origin) ? origin : false),
        methods: ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"],
        allowedHeaders: ["Authorization", "Content-Type"],
        maxAge: 600,
      });
      // API answers are per user or change with every write: never cached by a browser or CDN.
      api.addHook("onSend", async (request, reply) => {
        if (!reply.hasHeader("cache-control")) reply.header("cache-control", "no-store");
        // A write has committed by now: the next public read here must see it at once.
        // (A CORS preflight, OPTIONS, writes nothing.)
        if (request.method !== "GET" && request.method !== "HEAD" && request.method !== "OPTIONS") {
          app.services.publicCache.forgetVersion();
        }
      });
      await api.register(authRoutes);
      await api.register(accountRoutes);
      await api.register(passkeysRoutes);
      await api.register(usersRoutes);
      await api.register(sectorsRoutes);
      await api.register(searchRoutes);
      await api.register(articlesRoutes);
      await api.register(realisationsRoutes);
      await api.register(opportunitesRoutes);
      await api.register(offresEmploiRoutes);
      await api.register(communiquesRoutes);
      await api.register(categoriesRoutes);
      await api.register(personnesRoutes);
      await api.register(referencesRoutes);
      await api.register(mediasRoutes);
      await api.register(contactRoutes);
      await api.register(candidaturesRoutes);
      await api.register(newsletterRoutes);
      await api.register(journalRoutes);
      await api.register(dashboardRoutes);
      await api.register(workingCopiesRoutes);
      await api.register(siteSettingsRoutes);
      await api.register(pageTextsRoutes);
      registerApiNotFound(api, "");
    },
    { prefix: API_PREFIX },
  );

  registerHealth(app, database, options.freedMemory);
  registerLiveBackup(app, config, database);
  registerOperatorPassword(app, config, database);
  if (config.serveWeb || options.devServer) {
    await registerWeb(app, { publicUrl: config.publicUrl, devServer: options.devServer });
  }
  return app;
}
