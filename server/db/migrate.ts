// `npm run db:migrate`: applies the committed migrations to the configured database
// without starting the server (npm start applies them too).
import { loadConfig } from "../config.ts";
import { openDatabase } from "./client.ts";

const config = loadConfig();
const database = await openDatabase(config);
try {
  await database.migrate();
  process.stdout.write(`Migrations appliquées (${database.kind}).\n`);
} finally {
  await database.close();
}
