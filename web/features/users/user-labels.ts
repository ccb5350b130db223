import type { PublicUser } from "../../lib/api-types.ts";
import { optionsOf } from "../back-office/list-controls.tsx";

export const ROLE_LABELS: Record<PublicUser["role"], string> = {
  conseiller: "Conseiller",
  administrateur: "Administrateur",
};

export const STATUS_LABELS: Record<PublicUser["statut"], string> = {
  actif: "Actif",
  inactif: "Inactif",
};

export const ROLE_OPTIONS = optionsOf(["conseiller", "administrateur"] as const, ROLE_LABELS);
export const STATUS_OPTIONS = optionsOf(["actif", "inactif"] as const, STATUS_LABELS);

/** "Prénom Nom", as a person is named in sentences (the list's column reads "Nom Prénom"). */
export const fullName = (user: Pick<PublicUser, "prenom" | "nom">) => `${user.prenom} ${user.nom}`;
