import "./production-env.ts";
import { buildApp } from "./app.ts";
import { ConfigError, loadConfig } from "./config.ts";
import { prepareDatabase } from "./db/prepare.ts";
import { isPristine, seedDemoContent } from "./db/seed/demo-content.ts";
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

  if (config.serveWeb) ensureWebBuild(say);

  const { database, firstAdmin } = await prepareDatabase(config);

  const app = await buildApp({ config, database });
  if (config.demoContent && (await isPristine(app))) {
    say("Création du contenu de démonstration…");
    const { created } = await seedDemoContent(app);
    say(`${created} contenus de démonstration créés (DEMO_CONTENT=false pour s'en passer).`);
  }
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "arrêt en cours");
    // Stops accepting connections, lets requests in flight finish, then closes the database.
    await app.close();
    process.exit(0);
  };
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));

  await app.listen({ port: config.port, host: config.host });
  const signInUrl = `${config.publicUrl}/admin/connexion`;
  say(
    `\nSite : ${config.publicUrl}  (base de données : ${database.kind === "pglite" ? `PGlite, ${config.dataDir}/db` : "PostgreSQL"})`,
  );
  if (firstAdmin) {
    // Printed once, on the terminal only: never through the logger.
    say(`Administrateur créé : ${firstAdmin.email}`);
    if (firstAdmin.generatedPassword)
      say(`Mot de passe (affiché une seule fois) : ${firstAdmin.generatedPassword}`);
    say(`Connexion : ${signInUrl}\n`);
  } else {
    say(`Back office : ${signInUrl}\n`);
  }
}

await main();
