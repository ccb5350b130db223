// `npm run search:reindex`: the search's vocabulary (the words its typo correction may
// suggest) rebuilt from every row, after rows were written outside the application (an
// import, a copy in SQL) or to drop the words no item holds any more (issue 30,
// docs/decisions/047). The search documents need nothing: each content table's generated
// columns are kept by the database itself on every write. The configuration of
// `npm start` (DATA_DIR, DATABASE_URL); a French line for the operator, exit code 1 on
// any refusal or failure.

import { findLiveServer } from "./backup/live-server.ts";
import { ConfigError, loadConfig } from "./config.ts";
import { openDatabase } from "./db/client.ts";
import { rebuildVocabulary } from "./features/search/vocabulary.ts";

const say = (message: string) => process.stdout.write(`${message}\n`);
const fail = (message: string): never => {
  process.stderr.write(`${message}\n`);
  process.exit(1);
};

try {
  const config = loadConfig();
  // The embedded database admits one process at a time; PostgreSQL is shared.
  if (!config.databaseUrl && findLiveServer(config.dataDir)) {
    fail(
      `Le serveur tourne sur la base embarquée de ${config.dataDir} : arrêtez-le, puis relancez npm run search:reindex.`,
    );
  }
  const started = performance.now();
  const database = await openDatabase(config);
  try {
    await database.migrate();
    const words = await rebuildVocabulary(database.db);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    say(
      `Vocabulaire de la recherche reconstruit en ${seconds} s : ${words.fr} mots en français, ${words.en} en anglais, ${words.it} en italien.`,
    );
    say("Les documents de recherche sont tenus à jour par la base elle-même : rien à refaire.");
  } finally {
    await database.close();
  }
} catch (error) {
  fail(
    error instanceof ConfigError
      ? error.message
      : `Échec de la reconstruction du vocabulaire de la recherche : ${error instanceof Error ? error.message : String(error)}`,
  );
}
