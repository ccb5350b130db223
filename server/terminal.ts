import pino from "pino";
import pretty from "pino-pretty";
import type { AppConfig } from "./config.ts";
import type { FirstAdministratorResult } from "./db/seed/first-administrator.ts";
import { describeMail } from "./features/mail/smtp.ts";
import { describeStorage } from "./plugins/storage.ts";

/**
 * Where the data lives, for the banner: the embedded folder, or PostgreSQL's host, port
 * and database. Never the user nor the password of DATABASE_URL.
 */
export function describeDatabase(config: Pick<AppConfig, "databaseUrl" | "dataDir">): string {
  if (!config.databaseUrl)
    return `base de données : PGlite (embarquée), dossier ${config.dataDir}/db`;
  const url = new URL(config.databaseUrl);
  const database = decodeURIComponent(url.pathname.replace(/^\//, "")) || "(par défaut)";
  return `base de données : PostgreSQL ${url.host}/${database}`;
}

/**
 * What `npm start` prints once it listens: where the site answers, where its data, files
 * and mail go, and how to sign in. Plain lines on stdout, never through the logger: the
 * first administrator's generated password is shown here once and must not reach a log
 * collector.
 */
export function startupBanner(
  config: AppConfig,
  firstAdmin: FirstAdministratorResult | undefined,
): string[] {
  const signInUrl = `${config.publicUrl}/admin/connexion`;
  const lines = [
    "",
    `Site : ${config.publicUrl}  (écoute sur ${config.host}:${config.port})`,
    describeDatabase(config),
    describeStorage(config),
    describeMail(config),
  ];
  if (firstAdmin) {
    lines.push(`Administrateur créé : ${firstAdmin.email}`);
    if (firstAdmin.generatedPassword) {
      lines.push(`Mot de passe (affiché une seule fois) : ${firstAdmin.generatedPassword}`);
    }
    lines.push(`Connexion : ${signInUrl}`);
  } else {
    lines.push(`Back office : ${signInUrl}`);
  }
  lines.push("");
  return lines;
}

/** Pretty lines for a person at a terminal, JSON lines for anything else (LOG_FORMAT). */
export function wantsPrettyLogs(config: Pick<AppConfig, "logFormat">, isTTY: boolean): boolean {
  return config.logFormat === "pretty" || (config.logFormat === "auto" && isTTY);
}

/**
 * The logger's output for anything but a terminal (a service manager, a log collector): JSON
 * lines on stdout, written without waiting. A synchronous write per request held the
 * site's thread for every answered request, and for as long as a slow reader left a pipe
 * full; written in turn, the lines that come meanwhile go out together. pino writes what is
 * still pending when the process exits (an error that ends it included); a crash of the
 * process itself (out of memory) may lose the last lines.
 */
export function jsonLogStream() {
  return pino.destination({ dest: 1, sync: false });
}

/**
 * The logger's output in a terminal: one short line per event, a request as
 * `GET /path 200 3.1 ms`. Written synchronously so the last lines before an exit are not lost.
 */
export function prettyLogStream(colorize: boolean) {
  return pretty({
    colorize,
    sync: true,
    translateTime: "SYS:HH:MM:ss",
    ignore: "pid,hostname,reqId,method,path,status,ms",
    messageFormat: (log, messageKey) =>
      log[messageKey] === "requête"
        ? `${log.method} ${log.path} ${log.status} ${log.ms} ms`
        : String(log[messageKey]),
  });
}
