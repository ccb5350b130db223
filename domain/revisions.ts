// Versions of articles, projects and opportunities (issue 19, part 5): every save keeps the
// item's state; staff compare one with the current text and restore it as a new save.

/** Versions kept per item: the oldest beyond this are forgotten (with the files only they held). */
export const REVISIONS_KEPT = 50;

export const REVISION_MESSAGES = {
  notFound: "Version introuvable.",
  restored: "Version restaurée.",
  confirmRestore: "Confirmer la restauration ?",
} as const;

/**
 * The French name of each field a version may change, by its name in the API, in the order
 * the forms show them. The server names changed fields with these keys (`champs`).
 */
export const REVISION_FIELD_LABELS = {
  titre: "Titre",
  description: "Description",
  resume: "Résumé",
  contenu: "Contenu",
  motsCles: "Mots-clés",
  categories: "Catégories",
  secteur: "Secteur",
  annee: "Année",
  statutLivraison: "Statut de livraison",
  categorie: "Catégorie",
  pays: "Pays",
  contact: "Contact",
  quantiteDisponible: "Quantité disponible",
  statut: "Statut",
  etat: "État",
  datePublication: "Date de publication",
  dateExpiration: "Date d'expiration",
  imagePrincipale: "Image principale",
  image: "Image",
  images: "Images",
  texteAlternatif: "Texte alternatif",
  textesAlternatifs: "Textes alternatifs",
} as const satisfies Record<string, string>;

export type RevisionField = keyof typeof REVISION_FIELD_LABELS;

/** How a version names a field: its label, or the API's name for a field added later. */
export const revisionFieldLabel = (field: string): string =>
  (REVISION_FIELD_LABELS as Record<string, string>)[field] ?? field;

/** One version as the back office lists it (GET /{type}/{id}/revisions). */
export interface RevisionView {
  _id: string;
  id: string;
  date: string;
  /** The account that saved it, or null once deleted (as in the activity log). */
  auteur: { _id: string; prenom: string; nom: string } | null;
  /** The name copied when it was saved: who it was, even after the account is gone. */
  nomAuteur: string;
  /** The fields this save changed (API names); every field for the first version. */
  champs: string[];
  /** The version this save restored, if it was a restoration. */
  restaureDe: string | null;
}
