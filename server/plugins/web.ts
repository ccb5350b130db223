import path from "node:path";
import { fileURLToPath } from "node:url";
import { fastifyReactRouter } from "@mcansh/react-router-fastify";
import type { FastifyInstance } from "fastify";
import { RouterContextProvider } from "react-router";
import type { ViteDevServer } from "vite";
import { appContext } from "#app-context";

export const PROJECT_ROOT = fileURLToPath(new URL("../../", import.meta.url));
export const WEB_BUILD_DIR = path.join(PROJECT_ROOT, "build");

/**
 * Serves the React Router app for every path the API does not claim: server-rendered
 * pages, and the built assets with year-long caching (their names carry a content hash).
 */
export async function registerWeb(app: FastifyInstance, devServer?: ViteDevServer) {
  const { sectors } = app.services;
  await app.register(fastifyReactRouter, {
    devServer,
    serverBuildPath: path.join(WEB_BUILD_DIR, "server/index.js"),
    clientBuildDirectory: path.join(WEB_BUILD_DIR, "client"),
    mode: devServer ? "development" : "production",
    assetCacheControl: "public, max-age=31536000, immutable",
    fileCacheControl: "public, max-age=3600",
    getLoadContext() {
      const context = new RouterContextProvider();
      context.set(appContext, { listSectors: (lang) => sectors.list(lang) });
      return context;
    },
  });
}
