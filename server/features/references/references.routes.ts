import { REFERENCE_MESSAGES as M, REFERENCE_GROUPS } from "../../../domain/references.ts";
import { orderedSideRoutes } from "../content/ordered-side.routes.ts";

/**
 * The group's credentials (issue 32, point 4; ADR 064): `GET /references?lang=` for
 * anyone, the certifications, then the partners, then the clients, each in its order; the
 * rest for administrators only, as every ordered side type's
 * (../content/ordered-side.routes.ts).
 */
export const referencesRoutes = orderedSideRoutes({
  path: "/references",
  tag: "references",
  groups: REFERENCE_GROUPS,
  messages: M,
  summaries: {
    publicList:
      "Les certifications, puis les partenaires, puis les clients, chacun dans son ordre, dans une langue (`lang`)",
    staffList: "Back office : toutes les références (ou celles d'un `groupe`)",
    create:
      "Création (multipart ou JSON) : `nom`, `groupe` (certification, partenaire, client), `emetteur` et `annee` (certification), `lien` https (partenaire, client), `ordre`, `logo` (fichier) ou `logoMedia` (médiathèque), `texteAlternatif` {fr, en, it}",
    update:
      "Modification (multipart ou JSON) : les champs absents gardent leur valeur ; `ordre` déplace la référence dans son groupe",
  },
  service: (app) => app.services.references,
});
