import { ROLE_LABELS } from "../../../domain/constants.ts";
import type { PublicUser } from "../../lib/api-types.ts";
import { optionsOf } from "../back-office/list-controls.tsx";

export { ROLE_LABELS };

export const STATUS_LABELS: Record<PublicUser["statut"], string> = {
  actif: "Actif",
  inactif: "Inactif",
};

export const ROLE_OPTIONS = optionsOf(["conseiller", "administrateur"] as const, ROLE_LABELS);
export const STATUS_OPTIONS = optionsOf(["actif", "inactif"] as const, STATUS_LABELS);

/** "Prénom Nom", as a person is named in sentences (the list's column reads "Nom Prénom"). */
export const fullName = (user: Pick<PublicUser, "prenom" | "nom">) => `${user.prenom} ${user.nom}`;

/**
 * An account's status as the list shows it: an invited person who has not chosen a
 * password yet reads 'Invitation envoyée' (or 'Invitation expirée' once its link no longer
 * works) rather than 'Actif', since they cannot sign in.
 */
export function accountStatus(user: Pick<PublicUser, "statut" | "invitation">) {
  if (user.invitation && user.statut === "actif") {
    return user.invitation.etat === "envoyee"
      ? { value: "invitation envoyée", label: "Invitation envoyée" }
      : { value: "invitation expirée", label: "Invitation expirée" };
  }
  return { value: user.statut, label: STATUS_LABELS[user.statut] };
}
