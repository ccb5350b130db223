// Invitations (issue 31 point 7, docs/decisions/048): an administrator creates an account
// without typing its password, and its owner chooses one through a mailed link, the very
// link of a forgotten password (password-resets.ts): an hour, once, and only the newest
// invitation works.
import { eq } from "drizzle-orm";
import { ROLE_LABELS, USER_STATUSES } from "../../../domain/constants.ts";
import { type CreateUserInput, USER_MESSAGES } from "../../../domain/users.ts";
import type { Database, Transaction } from "../../db/client.ts";
import { type UserRow, users as usersTable } from "../../db/schema.ts";
import { HttpError } from "../../lib/http-error.ts";
import type { PasswordResets } from "../auth/password-resets.ts";
import type { Mail } from "../mail/mail.ts";
import type { OutgoingMail } from "../mail/smtp.ts";
import type { SiteSettingsService } from "../site/site-settings.service.ts";
import type { UsersRepository } from "./users.repository.ts";

/** Who sends an invitation, as the mail names them. */
type Inviter = Pick<UserRow, "prenom" | "nom">;

/** The invitation's mail, in French like the whole back office (accounts have no language). */
export function invitationMail(
  user: UserRow,
  inviter: Inviter,
  link: string,
  brand: string,
): OutgoingMail {
  const lines = [
    `Bonjour ${user.prenom},`,
    "",
    `${inviter.prenom} ${inviter.nom} vous invite à rejoindre le back office du site ${brand}, avec le rôle « ${ROLE_LABELS[user.role]} ».`,
    "",
    "Pour choisir votre mot de passe, ouvrez ce lien dans l'heure ; il ne sert qu'une fois :",
    link,
    "",
    `Vous vous connecterez ensuite avec votre adresse ${user.email}.`,
    `Passé ce délai, demandez à ${inviter.prenom} ${inviter.nom} de vous renvoyer une invitation, ou utilisez « Mot de passe oublié ? » sur la page de connexion.`,
    "",
    `— ${brand}`,
  ];
  return {
    to: [user.email],
    subject: `Invitation au back office – ${brand}`,
    text: lines.join("\n"),
  };
}

const noMail = () =>
  new HttpError(409, USER_MESSAGES.invitationNoMail, {
    erreurs: [{ champ: "invitation", message: USER_MESSAGES.invitationNoMail }],
  });

export function createInvitations(deps: {
  db: Database;
  mail: Pick<Mail, "config" | "queue" | "nudge">;
  users: UsersRepository;
  passwordResets: Pick<PasswordResets, "issueLink">;
  siteSettings: Pick<SiteSettingsService, "read">;
}) {
  const { db, mail, users, passwordResets, siteSettings } = deps;

  /**
   * Writes `user`'s invitation in `tx`: a new link, every earlier one dead (an
   * administrator's resend replaces the invitation), and its mail in the outbox.
   */
  async function invite(tx: Transaction, user: UserRow, inviter: Inviter, brand: string) {
    const link = await passwordResets.issueLink(tx, user, 1);
    await mail.queue(tx, "invitation", [invitationMail(user, inviter, link, brand)]);
  }

  /** The brand, read before a transaction: PGlite's one connection would wait on itself. */
  const brand = async () => (await siteSettings.read()).nomMarque;

  return {
    /**
     * POST /utilisateurs with `invitation: true`: the account, with no password, and its
     * invitation, in one transaction; without SMTP nothing is created (409), since the
     * link could reach no one.
     */
    async create(input: CreateUserInput, inviter: Inviter): Promise<UserRow> {
      if (!mail.config) throw noMail();
      const { invitation: _invitation, motDePasse: _none, ...fields } = input;
      const nomMarque = await brand();
      const user = await users.create(fields, (tx, row) => invite(tx, row, inviter, nomMarque));
      mail.nudge();
      return user;
    },

    /**
     * POST /utilisateurs/{id}/invitation: a new link for an account still waiting for its
     * password; the earlier links die. Undefined for no such user.
     */
    async resend(id: string, inviter: Inviter): Promise<UserRow | undefined> {
      const found = await users.findById(id);
      if (!found) return undefined;
      if (!mail.config) throw noMail();
      const nomMarque = await brand();
      const user = await db.transaction(async (tx) => {
        // Locked and read again: a password chosen meanwhile leaves nothing to resend.
        const [current] = await tx
          .select()
          .from(usersTable)
          .where(eq(usersTable.id, id))
          .for("update");
        if (!current) return undefined;
        if (current.passwordHash !== null) {
          throw new HttpError(409, USER_MESSAGES.invitationPasswordAlreadySet);
        }
        if (current.statut !== USER_STATUSES.actif) {
          throw new HttpError(409, USER_MESSAGES.invitationInactive);
        }
        await invite(tx, current, inviter, nomMarque);
        return current;
      });
      mail.nudge();
      return user;
    },
  };
}

export type Invitations = ReturnType<typeof createInvitations>;
