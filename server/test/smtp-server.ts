import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { DEFAULT_MAIL_TIMINGS, type MailConfig } from "../config.ts";

/** The mail configuration of an app that sends to the test SMTP server at `smtpUrl`, quickly. */
export function testMailConfig(smtpUrl: string): MailConfig {
  return {
    ...DEFAULT_MAIL_TIMINGS,
    smtpUrl,
    from: "Groupe <site@example.com>",
    contactNotifyTo: ["equipe@example.com"],
    contactNotifyToBySector: {},
    pollIntervalMs: 50,
    retryMinMs: 50,
    retryMaxMs: 200,
  };
}

export interface ReceivedMail {
  /** The envelope's recipients, as the SMTP server was told them. */
  to: string[];
  from: string;
  headers: Record<string, string>;
  subject: string;
  text: string;
}

/** RFC 2047 words (`=?UTF-8?Q?…?=`, `=?UTF-8?B?…?=`) to text. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(
      /=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g,
      (_word, _charset, encoding: string, data: string) =>
        encoding.toUpperCase() === "B"
          ? Buffer.from(data, "base64").toString("utf8")
          : decodeQuotedPrintable(data.replace(/_/g, " ")),
    );
}

function decodeQuotedPrintable(value: string): string {
  const bytes = value
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-Fa-f]{2})/g, (_match, hex: string) => `%${hex}`);
  return decodeURIComponent(bytes.replace(/%(?![0-9A-Fa-f]{2})/g, "%25"));
}

/** Enough of a single-part text message for the tests: its headers and decoded body. */
export function parseMessage(raw: string): Pick<ReceivedMail, "headers" | "subject" | "text"> {
  const split = raw.indexOf("\r\n\r\n");
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, " ");
  const body = raw.slice(split + 4);
  const headers: Record<string, string> = {};
  for (const line of head.split("\r\n")) {
    const colon = line.indexOf(":");
    headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  const encoding = (headers["content-transfer-encoding"] ?? "7bit").toLowerCase();
  const text =
    encoding === "base64"
      ? Buffer.from(body, "base64").toString("utf8")
      : encoding === "quoted-printable"
        ? decodeQuotedPrintable(body)
        : body;
  return {
    headers,
    subject: decodeWords(headers.subject ?? ""),
    text: text.replace(/\r\n/g, "\n"),
  };
}

/**
 * A real SMTP server in the test process, on a free port, keeping what it receives. While
 * `refusing`, it answers every message with a temporary failure (451), as a server that is
 * down or overloaded would.
 */
export async function startTestSmtp() {
  const received: ReceivedMail[] = [];
  /** Told of each message kept: the waits below are woken by it, none polls. */
  const listeners = new Set<() => void>();
  const state = { refusing: false };
  const server = new SMTPServer({
    disabledCommands: ["STARTTLS"],
    authOptional: true,
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      callback(null, { user: auth.username });
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        if (state.refusing) {
          const error = Object.assign(new Error("Service temporairement indisponible"), {
            responseCode: 451,
          });
          callback(error);
          return;
        }
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          ...parseMessage(Buffer.concat(chunks).toString("utf8")),
        });
        for (const listener of listeners) listener();
        callback();
      });
    },
  });
  /** Resolves once `done` holds, checked at each message kept; rejects after `timeoutMs`. */
  function arrivalOf(done: () => boolean, failure: () => string, timeoutMs: number) {
    return new Promise<void>((resolve, reject) => {
      const check = () => {
        if (!done()) return;
        clearTimeout(timer);
        listeners.delete(check);
        resolve();
      };
      const timer = setTimeout(() => {
        listeners.delete(check);
        reject(new Error(failure()));
      }, timeoutMs);
      listeners.add(check);
      check();
    });
  }
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    port,
    /** With a user and password, to see the password stays out of logs and banners. */
    url: `smtp://mailer:secret-pass@127.0.0.1:${port}`,
    received,
    setRefusing(refusing: boolean) {
      state.refusing = refusing;
    },
    /** Waits until `count` messages in all have arrived (or fails after `timeoutMs`). */
    async waitFor(count: number, timeoutMs = 10_000): Promise<ReceivedMail[]> {
      await arrivalOf(
        () => received.length >= count,
        () => `${received.length} emails reçus sur ${count} attendus`,
        timeoutMs,
      );
      return received;
    },
    /**
     * The messages `matches` picks, once there are `count` of them (or fails after
     * `timeoutMs`): a test's mails among those of the others.
     */
    async waitForMatching(
      matches: (mail: ReceivedMail) => boolean,
      count = 1,
      timeoutMs = 10_000,
    ): Promise<ReceivedMail[]> {
      const picked = () => received.filter(matches);
      await arrivalOf(
        () => picked().length >= count,
        () => `${picked().length} emails reçus sur ${count} attendus`,
        timeoutMs,
      );
      return picked();
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type TestSmtp = Awaited<ReturnType<typeof startTestSmtp>>;
