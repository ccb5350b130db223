// `npm run backup -- FILE` and `npm run restore -- FILE`: the configuration of `npm start`
// (DATA_DIR, DATABASE_URL, JWT_SECRET), a French line for the operator, exit code 1 on
// any refusal or failure.
import path from "node:path";
import { ConfigError, loadConfig } from "../config.ts";
import { BackupError } from "./archive.ts";
import { backup, restore } from "./commands.ts";

const say = (message: string) => process.stdout.write(`${message}\n`);
const fail = (message: string): never => {
  process.stderr.write(`${message}\n`);
  process.exit(1);
};

const [command, file] = process.argv.slice(2);
if ((command !== "backup" && command !== "restore") || !file) {
  fail(`Usage : npm run ${command === "restore" ? "restore" : "backup"} -- FICHIER.tar.gz`);
}
const target = path.resolve(file as string);

try {
  const config = loadConfig();
  const started = performance.now();
  const seconds = () => ((performance.now() - started) / 1000).toFixed(1);
  if (command === "backup") {
    const { manifest, server } = await backup(config, target);
    const rows = Object.values(manifest.tables).reduce((a, b) => a + b, 0);
    say(
      `Sauvegarde écrite : ${target} (${rows} lignes, ${manifest.files} fichiers, ${seconds()} s${server ? `, par le serveur en marche pid ${server.pid}` : ""}).`,
    );
    say("Elle contient les empreintes des mots de passe et des sessions : gardez-la secrète.");
  } else {
    const manifest = await restore(config, target);
    const rows = Object.values(manifest.tables).reduce((a, b) => a + b, 0);
    say(
      `Sauvegarde du ${manifest.createdAt} restaurée (${rows} lignes, ${manifest.files} fichiers, ${seconds()} s). Lancez npm start.`,
    );
  }
} catch (error) {
  if (error instanceof ConfigError || error instanceof BackupError) fail(error.message);
  const verb = command === "backup" ? "Sauvegarde" : "Restauration";
  fail(`${verb} impossible : ${(error as Error).message}`);
}
