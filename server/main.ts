import "./production-env.ts";
import type { FastifyInstance } from "fastify";
import { ConfigError, loadConfig } from "./config.ts";
import { openDatabase } from "./db/client.ts";
import { prepareDatabase } from "./db/prepare.ts";
import { createDemoContentApart } from "./db/seed/demo-content-process.ts";
import { isPristine } from "./db/seed/pristine.ts";
import { systemClock } from "./lib/clock.ts";
import { seconds } from "./lib/durations.ts";
import { loadMallocTrim, startGivingBackFreedMemory } from "./lib/memory-give-back.ts";
import { ensureWebBuild } from "./web-build.ts";

const say = (message: string) => process.stdout.write(`${message}\n`);

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }

  // One line per step of the start, with its duration, then the banner.
  const buildTook = config.serveWeb ? ensureWebBuild() : undefined;
  if (buildTook !== undefined) say(`Construction du site : ${seconds(buildTook)}`);

  let started = performance.now();
  const prepared = await prepareDatabase(config);
  let { database } = prepared;
  say(`Préparation de la base de données : ${seconds(performance.now() - started)}`);

  if (config.demoContent && (await isPristine(database.db))) {
    started = performance.now();
    // Apart, so that its memory goes back to the system when it ends; the embedded
    // database admits one process at a time, hence the close and the second opening.
    await database.close();
    const created = await createDemoContentApart();
    database = await openDatabase(config);
    say(
      `Création du contenu de démonstration (${created} contenus, DEMO_CONTENT=false pour s'en passer) : ${seconds(performance.now() - started)}`,
    );
  }

  // The server's modules (the routes, the pages' renderer, the storage and mail clients) load
  // only now: while the demo content's process runs, this one stays small, and the start's
  // peak is the two together (issue 17).
  const [{ buildApp }, { jsonLogStream, prettyLogStream, startupBanner, wantsPrettyLogs }] =
    await Promise.all([import("./app.ts"), import("./terminal.ts")]);
  const pretty = wantsPrettyLogs(config, Boolean(process.stdout.isTTY));
  const mallocTrim = loadMallocTrim();
  const freedMemory = mallocTrim
    ? startGivingBackFreedMemory({ clock: systemClock, giveBack: mallocTrim })
    : undefined;
  const app = await buildApp({
    config,
    database,
    ...(freedMemory ? { freedMemory } : {}),
    logStream: pretty ? prettyLogStream(Boolean(process.stdout.isTTY)) : jsonLogStream(),
  });
  app.addHook("onClose", async () => freedMemory?.stop());
  // Until the banner, the log says only what went wrong: the banner names the address
  // Fastify would announce once per interface.
  const level = app.log.level;
  app.log.level = "warn";
  try {
    installGracefulStop(app, config.stopTimeoutSeconds);
    await app.listen({ port: config.port, host: config.host });
  } finally {
    app.log.level = level;
  }
  say(startupBanner(config, prepared.firstAdmin).join("\n"));
}

/**
 * SIGTERM or SIGINT: stop accepting connections, let the requests in flight finish, then
 * run the onClose hooks (views noted in memory are written, then the database closes) and
 * exit 0. A second signal, or STOP_TIMEOUT_SECONDS without an end, exits 1 at once, with a line
 * saying so: an operator or an orchestrator waiting on the process always gets it back.
 */
function installGracefulStop(app: FastifyInstance, limitSeconds: number) {
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) {
      app.log.error({ signal }, "second signal : arrêt forcé");
      process.exit(1);
    }
    stopping = true;
    app.log.info({ signal }, "arrêt en cours : fin des requêtes en cours, puis fermeture");
    const limit = setTimeout(() => {
      app.log.error(`arrêt forcé : toujours en cours après ${limitSeconds} s`);
      process.exit(1);
    }, limitSeconds * 1000);
    app.close().then(
      () => {
        clearTimeout(limit);
        app.log.info("arrêté proprement");
        process.exit(0);
      },
      (error: unknown) => {
        app.log.error({ err: error }, "arrêt en erreur");
        process.exit(1);
      },
    );
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}

await main();
