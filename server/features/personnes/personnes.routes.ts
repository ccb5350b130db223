import { PERSON_MESSAGES as M, PERSON_GROUPS } from "../../../domain/personnes.ts";
import { orderedSideRoutes } from "../content/ordered-side.routes.ts";

/**
 * The people of the governance (issue 32, point 1): `GET /personnes?lang=` for anyone,
 * the direction then the board, each in its order; the rest for administrators only, as
 * every ordered side type's (../content/ordered-side.routes.ts).
 */
export const personnesRoutes = orderedSideRoutes({
  path: "/personnes",
  tag: "personnes",
  groups: PERSON_GROUPS,
  messages: M,
  summaries: {
    publicList:
      "La direction puis le conseil d'administration, chacun dans son ordre, dans une langue (`lang`, le français où une autre manque)",
    staffList: "Back office : toutes les personnes (ou celles d'un `groupe`), en trois langues",
    create:
      "Création (multipart ou JSON) : `nom`, `fonction`, `biographie` {fr, en, it}, `groupe`, `ordre`, `portrait` (fichier) ou `portraitMedia` (médiathèque), `texteAlternatif` {fr, en, it}",
    update:
      "Modification (multipart ou JSON) : les champs absents gardent leur valeur ; `ordre` déplace la personne dans son groupe",
  },
  service: (app) => app.services.people,
});
