import type { ViteDevServer } from "vite";
import { buildApp } from "./app.ts";
import { loadConfig } from "./config.ts";
import type { DatabaseHandle } from "./db/client.ts";
import { prepareDatabase } from "./db/prepare.ts";
import { seedDemoContent } from "./db/seed/demo-content.ts";
import { isPristine } from "./db/seed/pristine.ts";

// Vite rebuilds the app (and may re-import this module) on every source change. The
// database must stay one: two PGlite instances on one folder would corrupt it. So it is
// opened once per process and kept on globalThis, beyond the reach of module reloads.
const DEV_DATABASE = Symbol.for("groupe.devDatabase");
type DevGlobal = typeof globalThis & { [DEV_DATABASE]?: Promise<DatabaseHandle> };

async function openDevDatabase(config: ReturnType<typeof loadConfig>): Promise<DatabaseHandle> {
  const { database, firstAdmin } = await prepareDatabase(config);
  if (firstAdmin) {
    process.stdout.write(
      `Administrateur créé : ${firstAdmin.email}${firstAdmin.generatedPassword ? ` / ${firstAdmin.generatedPassword}` : ""}\n`,
    );
  }
  const close = () => void database.close().finally(() => process.exit(0));
  process.once("SIGINT", close);
  process.once("SIGTERM", close);
  return database;
}

/**
 * `npm run dev`: Vite loads this module and mounts the returned Fastify app, so the API
 * and the hot-reloaded web app share one process and one port.
 */
export async function createServer(vite: ViteDevServer) {
  const config = loadConfig();
  const devGlobal = globalThis as DevGlobal;
  devGlobal[DEV_DATABASE] ??= openDevDatabase(config);
  const database = await devGlobal[DEV_DATABASE];
  const app = await buildApp({ config, database, devServer: vite, ownsDatabase: false });
  if (config.demoContent && (await isPristine(app.services.db))) await seedDemoContent(app);
  return app;
}
