// French labels of the back office's lists, from the shared constants.
import { SECTOR_CODES, SECTORS, type SectorCode } from "../../../domain/constants.ts";
import type { JournalAction, JournalEntityType } from "../../../domain/journal.ts";

// The states' labels live with the states (the list's cells and filters read them there).
export { STATE_LABELS } from "../../../domain/content.ts";

export const SECTOR_OPTIONS = SECTOR_CODES.map((code) => ({
  value: code,
  label: SECTORS.find((s) => s.code === code)?.nom.fr ?? code,
}));

export function sectorLabel(code: SectorCode | null | undefined): string {
  return SECTOR_OPTIONS.find((option) => option.value === code)?.label ?? "—";
}

export const ENTITY_LABELS: Record<JournalEntityType, string> = {
  article: "Article",
  realisation: "Réalisation",
  opportunite: "Opportunité",
  offreEmploi: "Offre d'emploi",
  communique: "Communiqué",
  contact: "Demande de contact",
  site: "Paramètres du site",
  page: "Texte de page",
  categorie: "Catégorie",
  personne: "Personne (gouvernance)",
  reference: "Référence (engagements)",
  candidature: "Candidature",
};

export const ACTION_LABELS: Record<JournalAction, string> = {
  creation: "Création",
  modification: "Modification",
  suppression: "Suppression",
  restauration: "Restauration d'une version",
};

const DATE_TIME = new Intl.DateTimeFormat("fr-FR", { dateStyle: "medium", timeStyle: "short" });

/**
 * A date and time in the staff member's own time zone: these screens render in the
 * browser only, so there is no server rendering to agree with.
 */
export function formatDateTime(iso: string | null | undefined): string {
  return iso ? DATE_TIME.format(new Date(iso)) : "";
}
