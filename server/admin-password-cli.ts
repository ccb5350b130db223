// `npm run admin:password -- EMAIL`: a new password for that account, generated and printed
// once, or ADMIN_PASSWORD's; every session of the account ends and its passkeys go (a
// deactivated account is refused, docs/decisions/036). The configuration of
// `npm start` (DATA_DIR, DATABASE_URL, JWT_SECRET); a French line for the operator, exit
// code 1 on any refusal or failure.
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import path from "node:path";
import { SITE_SETTINGS_KEY, settingsFromStored } from "../domain/site-settings.ts";
import { findLiveServer, liveServerUrl } from "./backup/live-server.ts";
import { ConfigError, loadConfig } from "./config.ts";
import { openDatabase } from "./db/client.ts";
import {
  deactivatedAccount,
  OPERATOR_PASSWORD_AUDIENCE,
  OPERATOR_PASSWORD_PATH,
  OperatorPasswordSchema,
  setPasswordOf,
  unknownAccount,
} from "./features/auth/operator-password.ts";
import { createMail } from "./features/mail/mail.ts";
import { readSiteDocument } from "./features/site/site-documents.repository.ts";
import { createAccountNotices } from "./features/users/account-notices.ts";
import { createUsersRepository } from "./features/users/users.repository.ts";
import { signOpsToken } from "./lib/ops-token.ts";

const say = (message: string) => process.stdout.write(`${message}\n`);
const fail = (message: string): never => {
  process.stderr.write(`${message}\n`);
  process.exit(1);
};

const email = process.argv[2];
if (!email) fail("Usage : npm run admin:password -- EMAIL");

try {
  const config = loadConfig();
  const generated = config.adminPassword ? undefined : randomBytes(18).toString("base64url");
  const parsed = OperatorPasswordSchema.safeParse({
    email,
    motDePasse: config.adminPassword ?? generated,
  });
  if (!parsed.success) fail(`ADMIN_PASSWORD refusé : ${parsed.error.issues[0]?.message}`);
  const { email: account, motDePasse } = parsed.data as { email: string; motDePasse: string };

  // With PostgreSQL the server shares its database: this process writes it directly.
  const live = config.databaseUrl ? undefined : findLiveServer(config.dataDir);
  if (live) {
    const response = await fetch(liveServerUrl(live, OPERATOR_PASSWORD_PATH), {
      method: "POST",
      headers: {
        authorization: `Bearer ${await signOpsToken(config.jwtSecret, OPERATOR_PASSWORD_AUDIENCE)}`,
        "content-type": "application/json",
      },
      body: JSON.stringify({ email: account, motDePasse }),
    });
    if (response.status === 404) fail(unknownAccount(account));
    if (response.status === 409) fail(deactivatedAccount(account));
    if (!response.ok) {
      fail(
        `Le serveur en marche sur ce DATA_DIR (pid ${live.pid}) a refusé (HTTP ${response.status}) : vérifiez que JWT_SECRET est le sien.`,
      );
    }
  } else {
    if (!config.databaseUrl && !existsSync(path.join(config.dataDir, "db"))) {
      fail(`Aucune base de données dans ${config.dataDir} : lancez d'abord npm start.`);
    }
    const database = await openDatabase(config);
    let outcome: Awaited<ReturnType<typeof setPasswordOf>>;
    try {
      // The account's address is told through the outbox, which the server sends from.
      const notices = createAccountNotices(
        createMail(config.mail, database.db),
        async () =>
          settingsFromStored((await readSiteDocument(database.db, SITE_SETTINGS_KEY))?.contenu)
            .nomMarque,
      );
      const users = createUsersRepository(database.db, { notices });
      outcome = await setPasswordOf(users, account, motDePasse);
    } finally {
      await database.close();
    }
    if (outcome === "unknown") fail(unknownAccount(account));
    if (outcome === "deactivated") fail(deactivatedAccount(account));
  }
  const by = live ? ` (par le serveur en marche, pid ${live.pid})` : "";
  say(
    `Mot de passe de ${account} changé${by} ; ses sessions ouvertes sont fermées et ses clés d'accès supprimées.`,
  );
  if (generated) say(`Nouveau mot de passe (affiché une seule fois) : ${generated}`);
} catch (error) {
  if (error instanceof ConfigError) fail(error.message);
  fail(`Changement de mot de passe impossible : ${(error as Error).message}`);
}
