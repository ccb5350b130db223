import type { Transporter } from "nodemailer";
import type { AppConfig, MailConfig } from "../../config.ts";

/** The SMTP server without its user and password, for the banner and the logs. */
function smtpServerOf(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  return `${url.protocol}//${url.host}`;
}

/** One French line for the start banner: where mail goes, never with the password. */
export function describeMail(config: Pick<AppConfig, "mail">): string {
  const { mail } = config;
  if (!mail) {
    return "email : non configuré (SMTP_URL absent) — les demandes sont seulement enregistrées";
  }
  return `email : ${smtpServerOf(mail.smtpUrl)}, expéditeur ${mail.from}`;
}

export interface OutgoingMail {
  to: string[];
  replyTo?: string | null | undefined;
  subject: string;
  text: string;
}

export interface MailSender {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/**
 * Nodemailer on SMTP_URL (smtps:// is TLS from the start, smtp:// upgrades with STARTTLS
 * when offered). Short timeouts: a send must end well within the outbox lease, or another
 * instance could take the row for a stalled one and send it a second time. Nodemailer is
 * loaded with the first mail to send: a server that sends none does not carry its ~20 MB.
 */
export function createSmtpSender(mail: MailConfig): MailSender {
  const url = new URL(mail.smtpUrl);
  const secure = url.protocol === "smtps:";
  let transport: Promise<Transporter> | undefined;
  const transportOnce = () => {
    transport ??= import("nodemailer").then(({ default: nodemailer }) =>
      nodemailer.createTransport({
        host: url.hostname,
        port: url.port ? Number(url.port) : secure ? 465 : 587,
        secure,
        ...(url.username
          ? {
              auth: {
                user: decodeURIComponent(url.username),
                pass: decodeURIComponent(url.password),
              },
            }
          : {}),
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 30_000,
      }),
    );
    return transport;
  };
  return {
    async send(message) {
      await (await transportOnce()).sendMail({
        from: mail.from,
        to: message.to,
        ...(message.replyTo ? { replyTo: message.replyTo } : {}),
        subject: message.subject,
        text: message.text,
      });
    },
    close: () => {
      // A transport that failed to load has nothing to close (its send reported why).
      transport?.then(
        (open) => open.close(),
        () => {},
      );
    },
  };
}
