import type { ViteDevServer } from "vite";
import { buildApp } from "./app.ts";
import { loadConfig } from "./config.ts";
import { prepareDatabase } from "./db/prepare.ts";

/**
 * `npm run dev`: Vite loads this module and mounts the returned Fastify app, so the API
 * and the hot-reloaded web app share one process and one port.
 */
export async function createServer(vite: ViteDevServer) {
  const config = loadConfig();
  const { database, firstAdmin } = await prepareDatabase(config);
  if (firstAdmin?.generatedPassword) {
    process.stdout.write(
      `Administrateur créé : ${firstAdmin.email} / ${firstAdmin.generatedPassword}\n`,
    );
  }
  return buildApp({ config, database, devServer: vite });
}
