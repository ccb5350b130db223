// What the site tells an account's address when its way in changes (issue 28,
// docs/decisions/036): a passkey added, the password or the email changed. Someone who
// took a session over cannot then add a key or change the address unseen. In French, like
// the whole back office; queued in the outbox in the transaction of the change, so a mail
// goes out if and only if the change happened.
import type { Database, Transaction } from "../../db/client.ts";
import type { UserRow } from "../../db/schema.ts";
import type { Mail } from "../mail/mail.ts";
import type { OutgoingMail } from "../mail/smtp.ts";

/**
 * Who set a new password: the owner, who typed the current one, or a recovery (an
 * administrator, the operator's `npm run admin:password`, a reset link), which also
 * removes the passkeys.
 */
export type PasswordSetter = "owner" | "administrator" | "operator" | "reset-link";

export const isRecovery = (setter: PasswordSetter): boolean => setter !== "owner";

const SET_BY: Record<PasswordSetter, string> = {
  owner: "depuis votre profil. Vos autres sessions ont été fermées.",
  administrator:
    "par un administrateur. Vos sessions ont été fermées et vos clés d'accès supprimées.",
  operator:
    "par l'exploitant du site (npm run admin:password). Vos sessions ont été fermées et vos clés d'accès supprimées.",
  "reset-link":
    "par un lien de nouveau mot de passe. Vos sessions ont été fermées et vos clés d'accès supprimées.",
};

const closing = (brand: string) => [
  "",
  "Si ce n'est pas vous, prévenez sans attendre un administrateur du site : votre compte est peut-être entre d'autres mains.",
  "",
  `— ${brand}`,
];

function notice(to: string, subject: string, brand: string, lines: string[]): OutgoingMail {
  return {
    to: [to],
    subject: `${subject} – ${brand}`,
    text: [...lines, ...closing(brand)].join("\n"),
  };
}

export function passkeyAddedMail(user: UserRow, keyName: string, brand: string): OutgoingMail {
  return notice(user.email, "Nouvelle clé d'accès", brand, [
    `Bonjour ${user.prenom},`,
    "",
    `Une clé d'accès (« ${keyName} ») vient d'être ajoutée à votre compte ${user.email} du site ${brand}. Elle permet de se connecter sans mot de passe.`,
    "Vous la retrouvez, et pouvez la supprimer, dans votre profil.",
  ]);
}

export function passwordChangedMail(
  user: UserRow,
  setter: PasswordSetter,
  brand: string,
): OutgoingMail {
  return notice(user.email, "Mot de passe modifié", brand, [
    `Bonjour ${user.prenom},`,
    "",
    `Le mot de passe de votre compte ${user.email} du site ${brand} vient d'être modifié ${SET_BY[setter]}`,
  ]);
}

/** One mail to each address: the old one learns where the account went. */
export function emailChangedMails(
  user: UserRow,
  previousEmail: string,
  brand: string,
): OutgoingMail[] {
  const lines = (greeting: string) => [
    greeting,
    "",
    `Un administrateur du site ${brand} vient de changer l'adresse de votre compte : ${previousEmail} devient ${user.email}.`,
    "Les liens de nouveau mot de passe envoyés à l'ancienne adresse ne fonctionnent plus.",
  ];
  return [
    notice(previousEmail, "Adresse email modifiée", brand, lines(`Bonjour ${user.prenom},`)),
    notice(user.email, "Adresse email modifiée", brand, lines(`Bonjour ${user.prenom},`)),
  ];
}

/**
 * The outbox for these notices and the brand they name the site by. The brand is read
 * before a change's transaction (`brand()`), never inside it: reading the settings there
 * would wait on the connection the transaction holds (PGlite has one).
 */
export interface AccountNotices {
  /** Whether mail is configured: without it nothing is queued (mail.ts). */
  readonly enabled: boolean;
  brand(): Promise<string>;
  queue(tx: Transaction | Database, mails: OutgoingMail[]): Promise<void>;
  /** Something was queued and committed: send it now rather than at the next poll. */
  nudge(): void;
}

export function createAccountNotices(
  mail: Pick<Mail, "config" | "queue" | "nudge">,
  brand: () => Promise<string>,
): AccountNotices {
  return {
    enabled: Boolean(mail.config),
    brand,
    queue: (tx, mails) => mail.queue(tx, "compte", mails),
    nudge: () => mail.nudge(),
  };
}

/** No mail (the seed, and whatever runs without SMTP). */
export const NO_ACCOUNT_NOTICES: AccountNotices = {
  enabled: false,
  brand: async () => "",
  queue: async () => {},
  nudge: () => {},
};
