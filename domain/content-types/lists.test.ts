// The back-office lists follow from the registry (docs/decisions/044): each type's columns
// and filters as its screens showed them when each had a module of its own, its texts, and
// a field marked `list` or `filter` in a definition is in its list with nothing else
// written (the screen, web/routes/back-office/content-list.tsx, reads only these tables).
import { describe, expect, it } from "vitest";
import { ARTICLE_MESSAGES } from "../articles.ts";
import { defineContentType } from "./define.ts";
import { choice, localizedText } from "./fields.ts";
import { CONTENT_TYPE_KEYS } from "./identities.ts";
import { CONTENT_REGISTRY } from "./index.ts";
import { listColumns, listFilters, listTexts } from "./lists.ts";

const columnsOf = (key: keyof typeof CONTENT_REGISTRY) =>
  listColumns(CONTENT_REGISTRY[key]).map(({ field, header, cell, phone }) => ({
    field,
    header,
    cell,
    phone,
  }));

const filtersOf = (key: keyof typeof CONTENT_REGISTRY) =>
  listFilters(CONTENT_REGISTRY[key]).map(({ name, label, all, message, options }) => ({
    name,
    label,
    all,
    message,
    options: options.map((option) => `${option.value}=${option.label}`),
  }));

const SECTORS = [
  "immobilier=Immobilier",
  "aviation=Aviation",
  "mines=Mines",
  "logistique=Logistique",
];

describe("each type's list columns", () => {
  it("articles: image (not on a phone), title, sectors and state, said under the title on a phone", () => {
    expect(columnsOf("article")).toEqual([
      { field: "imagePrincipale", header: "Image", cell: "image", phone: "hidden" },
      { field: "titre", header: "Titre", cell: "title", phone: "column" },
      { field: "categories", header: "Catégories", cell: "choices", phone: "summary" },
      { field: "etat", header: "État", cell: "choice", phone: "summary" },
    ]);
  });

  it("projects: the delivery is left out on a phone, the rest said under the title", () => {
    expect(columnsOf("realisation")).toEqual([
      { field: "images", header: "Image", cell: "image", phone: "hidden" },
      { field: "titre", header: "Titre", cell: "title", phone: "column" },
      { field: "secteur", header: "Secteur", cell: "reference", phone: "summary" },
      { field: "annee", header: "Année", cell: "number", phone: "summary" },
      { field: "statutLivraison", header: "Livraison", cell: "choice", phone: "hidden" },
      { field: "etat", header: "État", cell: "choice", phone: "summary" },
    ]);
  });

  it("opportunities: category, country, status and state in their columns", () => {
    expect(
      columnsOf("opportunite").map(({ field, header, cell }) => [field, header, cell]),
    ).toEqual([
      ["image", "Image", "image"],
      ["titre", "Titre", "title"],
      ["categorie", "Catégorie", "reference"],
      ["pays", "Pays", "text"],
      ["statut", "Statut", "choice"],
      ["etat", "État", "choice"],
    ]);
  });

  it("the title and the state sort the list by a click on their header (`tri`)", () => {
    for (const key of CONTENT_TYPE_KEYS) {
      const sorted = listColumns(CONTENT_REGISTRY[key]).flatMap((column) =>
        column.sort ? [[column.field, column.sort]] : [],
      );
      expect(sorted, key).toEqual([
        ["titre", "titre"],
        ["etat", "etat"],
      ]);
    }
  });

  it("a choice's cell has its labels", () => {
    const state = listColumns(CONTENT_REGISTRY.article).find((column) => column.field === "etat");
    expect(state?.labels).toEqual({
      brouillon: "Brouillon",
      planifié: "Planifié",
      publié: "Publié",
    });
  });
});

describe("each type's list filters", () => {
  const states = (values: string[]) =>
    values.map((value) => `${value}=${value.charAt(0).toUpperCase()}${value.slice(1)}`);

  it("articles: by sector (`categorie`) and state, with the API's messages", () => {
    expect(filtersOf("article")).toEqual([
      {
        name: "categorie",
        label: "Secteur",
        all: "Tous les secteurs",
        // The message the route answered before it read the registry.
        message: ARTICLE_MESSAGES.categorieFilterInvalid,
        options: SECTORS,
      },
      {
        name: "etat",
        label: "État",
        all: "Tous les états",
        message: "État invalide.",
        options: states(["brouillon", "planifié", "publié"]),
      },
    ]);
  });

  it("projects: by sector code (`secteur`) and state", () => {
    expect(
      filtersOf("realisation").map(({ name, label, all, options }) => [name, label, all, options]),
    ).toEqual([
      ["secteur", "Secteur", "Tous les secteurs", SECTORS],
      ["etat", "État", "Tous les états", states(["brouillon", "publié"])],
    ]);
  });

  it("opportunities: by status and state", () => {
    expect(
      filtersOf("opportunite").map(({ name, label, all, options }) => [name, label, all, options]),
    ).toEqual([
      ["statut", "Statut", "Tous les statuts", ["actif=Actif", "expiré=Expiré", "retiré=Retiré"]],
      ["etat", "État", "Tous les états", states(["brouillon", "publié"])],
    ]);
  });
});

describe("a field marked in a definition is in its list", () => {
  const TRIAL = defineContentType({
    key: "essai",
    plural: "essais",
    labels: { one: "Essai", many: "Essais" },
    errorOrder: "fields",
    excerpt: "titre",
    fields: {
      titre: localizedText({ label: "Titre", max: 150, messages: { tooLong: () => "Trop long." } }),
      sousTitre: localizedText({
        label: "Sous-titre",
        max: 150,
        messages: { tooLong: () => "Trop long." },
        list: {},
      }),
      priorite: choice({
        label: "Priorité",
        values: ["basse", "haute"],
        labels: { basse: "Basse", haute: "Haute" },
        message: "Priorité invalide.",
        list: { header: "Prio.", phone: "hidden" },
        filter: { all: "Toutes les priorités" },
      }),
    },
  });

  it("as a column: its label or its own heading, its cell by its kind", () => {
    expect(
      listColumns(TRIAL).map(({ field, header, cell, phone }) => [field, header, cell, phone]),
    ).toEqual([
      ["sousTitre", "Sous-titre", "text", "summary"],
      ["priorite", "Prio.", "choice", "hidden"],
    ]);
  });

  it("as a filter: its name, label, values and labels, and the field's message", () => {
    expect(listFilters(TRIAL)).toEqual([
      {
        name: "priorite",
        field: "priorite",
        label: "Priorité",
        all: "Toutes les priorités",
        message: "Priorité invalide.",
        values: ["basse", "haute"],
        options: [
          { value: "basse", label: "Basse" },
          { value: "haute", label: "Haute" },
        ],
      },
    ]);
  });
});

describe("each type's list texts", () => {
  it("an administrator's and an adviser's, word for word (SPEC.md §2)", () => {
    const texts = Object.fromEntries(
      CONTENT_TYPE_KEYS.map((key) => {
        const admin = listTexts(key, false);
        const own = listTexts(key, true);
        return [key, { ...admin, ownHeading: own.heading, ownEmpty: own.emptyText }];
      }),
    );
    expect(texts).toEqual({
      article: {
        heading: "Gestion des articles",
        ownHeading: "Mes Articles",
        addLabel: "+ Ajouter un article",
        emptyText: "Aucun article.",
        ownEmpty: "Vous n'avez encore aucun article.",
        count: ["article", "articles"],
        tableLabel: "Articles",
      },
      realisation: {
        heading: "Gestion des réalisations",
        ownHeading: "Mes Biens",
        addLabel: "+ Ajouter une réalisation",
        emptyText: "Aucune réalisation.",
        ownEmpty: "Vous n'avez encore aucune réalisation.",
        count: ["réalisation", "réalisations"],
        tableLabel: "Réalisations",
      },
      opportunite: {
        heading: "Gestion des opportunités",
        ownHeading: "Mes Opportunités",
        addLabel: "+ Ajouter une opportunité",
        emptyText: "Aucune opportunité pour le moment.",
        ownEmpty: "Vous n'avez encore aucune opportunité.",
        count: ["opportunité", "opportunités"],
        tableLabel: "Opportunités",
      },
      // Issue 32's types, in the words SPEC.md §2 gives the others.
      offreEmploi: {
        heading: "Gestion des offres d'emploi",
        ownHeading: "Mes Offres d'emploi",
        addLabel: "+ Ajouter une offre d'emploi",
        emptyText: "Aucune offre d'emploi.",
        ownEmpty: "Vous n'avez encore aucune offre d'emploi.",
        count: ["offre d'emploi", "offres d'emploi"],
        tableLabel: "Offres d'emploi",
      },
      communique: {
        heading: "Gestion des communiqués",
        ownHeading: "Mes Communiqués",
        addLabel: "+ Ajouter un communiqué",
        emptyText: "Aucun communiqué.",
        ownEmpty: "Vous n'avez encore aucun communiqué.",
        count: ["communiqué", "communiqués"],
        tableLabel: "Communiqués",
      },
    });
  });
});
