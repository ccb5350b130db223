// A type's back-office list, from its fields (docs/decisions/044): the columns its
// descriptors mark `list`, the filters they mark `filter`. No React: the back office draws
// each cell by its kind (web/features/back-office/list-cells.tsx), the server checks the
// filters of `GET /{type}/admin/all` with the same table.
import type { StaffSortKey } from "../pagination.ts";
import type { Fields } from "./define.ts";
import type { FieldDescriptor } from "./fields.ts";
import { CONTENT_TYPE_IDENTITIES, type ContentTypeKey } from "./identities.ts";

/**
 * How a column's cell reads an item, by its field's kind: the image as a thumbnail, the
 * title's French text ('Titre manquant' without one), a text's French text, sectors by
 * their names, a choice by its label (a state, a status), a number as it is, a date in
 * French, a reference by its name.
 */
export type CellKind =
  | "image"
  | "title"
  | "text"
  | "choices"
  | "choice"
  | "number"
  | "date"
  | "reference";

export interface ListColumnSpec {
  /** The field the cell reads (the item's property of that name). */
  field: string;
  header: string;
  cell: CellKind;
  /**
   * On a phone: its own column ("column": the image, the title), said under the title
   * ("summary"), or not at all ("hidden").
   */
  phone: "column" | "summary" | "hidden";
  /** A choice's labels by value. */
  labels: Readonly<Record<string, string>>;
  /** The list's order a click on its header gives (`tri`), for the columns the API sorts. */
  sort?: StaffSortKey;
}

export interface ListFilterSpec {
  /** The parameter of the screen's URL and of the API's query. */
  name: string;
  field: string;
  label: string;
  /** The first option: no filter. */
  all: string;
  /** What the API answers for a value it does not take. */
  message: string;
  values: readonly [string, ...string[]];
  options: readonly { value: string; label: string }[];
}

/** The title of every content type: the first column after the image, and a row's name. */
export const TITLE_FIELD = "titre";

function cellKind(name: string, field: FieldDescriptor): CellKind {
  switch (field.kind) {
    case "image":
    case "gallery":
      return "image";
    case "choice":
      return field.multiple ? "choices" : "choice";
    case "number":
    case "date":
    case "reference":
      return field.kind;
    default:
      return name === TITLE_FIELD ? "title" : "text";
  }
}

/**
 * The columns the API sorts by besides the date and views every list ends with: the title
 * (French, case and accents ignored) and the state (ADR 046's `tri`).
 */
const SORTED_FIELDS: Readonly<Record<string, StaffSortKey>> = {
  [TITLE_FIELD]: "titre",
  etat: "etat",
};

const rank = (column: ListColumnSpec) =>
  column.cell === "image" ? 0 : column.cell === "title" ? 1 : 2;

/**
 * The columns of a type's list: its image, its title, then the other fields marked `list`
 * in the form's order. The author, languages, views and actions every list ends with are
 * the screen's.
 */
export function listColumns(definition: { fields: Fields }): ListColumnSpec[] {
  const columns = Object.entries(definition.fields).flatMap(([name, field]) => {
    if (!field.list) return [];
    const cell = cellKind(name, field);
    const sort = SORTED_FIELDS[name];
    const spec: ListColumnSpec = {
      field: name,
      header: field.list.header ?? field.label,
      cell,
      // On a phone the title holds the row: its image is left out (docs/decisions/050).
      phone:
        cell === "title" ? "column" : cell === "image" ? "hidden" : (field.list.phone ?? "summary"),
      labels: field.choiceLabels ?? {},
      ...(sort ? { sort } : {}),
    };
    return [spec];
  });
  // A stable sort: the others keep the form's order.
  return columns.sort((a, b) => rank(a) - rank(b));
}

/**
 * What every back-office list shows of an item besides its columns (web ListItem): its
 * title, state, author, views and creation date.
 */
const SHOWN_BY_EVERY_LIST = [TITLE_FIELD, "etat", "auteur", "nombreVues", "dateCreation"] as const;

/**
 * What a type's list reads besides: an article's 'Planifié (en ligne)', an offer's
 * 'Publié (clôturée)'.
 */
const SHOWN_BY_ITS_LIST: Record<ContentTypeKey, readonly string[]> = {
  article: ["enLigne"],
  realisation: [],
  opportunite: [],
  offreEmploi: ["ouverte"],
  communique: [],
};

/**
 * The fields a type's back-office list reads of its items: what its request names in
 * `champs` (issue 30), so that a page of the list carries no body text nor picture
 * variants it does not draw.
 */
export function listAnswerFields(key: ContentTypeKey, definition: { fields: Fields }): string[] {
  const columns = listColumns(definition).map((column) => column.field);
  return [...new Set([...SHOWN_BY_EVERY_LIST, ...columns, ...SHOWN_BY_ITS_LIST[key]])];
}

/** The filters of a type's list, in the form's order of their fields. */
export function listFilters(definition: { fields: Fields }): ListFilterSpec[] {
  return Object.entries(definition.fields).flatMap(([name, field]) => {
    const filter = field.filter;
    if (!filter) return [];
    const values = filter.values ?? field.choices ?? [];
    const labels = filter.labels ?? field.choiceLabels ?? {};
    if (values.length === 0) throw new Error(`the filter of ${name} takes no value`);
    const spec: ListFilterSpec = {
      name: filter.name ?? name,
      field: name,
      label: filter.label ?? field.label,
      all: filter.all,
      message: filter.message,
      values: values as [string, ...string[]],
      options: values.map((value) => ({ value, label: labels[value] ?? value })),
    };
    return [spec];
  });
}

/**
 * How the back office's list of each type names its items (docs/decisions/044): the noun
 * in lower case, its gender (un / une, aucun / aucune), and the texts SPEC.md §2 words
 * otherwise. Every type's list is a table (issue 31: the opportunities' cards of SPEC.md §2
 * became rows like the others', docs/decisions/050).
 */
export const CONTENT_LIST_NOUNS: Record<
  ContentTypeKey,
  {
    one: string;
    many: string;
    feminine: boolean;
    /** An adviser's heading, when not 'Mes {Many}'. */
    ownHeading?: string;
    /** An administrator's empty list, when not 'Aucun {one}.'. */
    emptyText?: string;
  }
> = {
  // SPEC.md §2: the adviser's projects are 'Mes Biens'.
  realisation: {
    one: "réalisation",
    many: "réalisations",
    feminine: true,
    ownHeading: "Mes Biens",
  },
  article: { one: "article", many: "articles", feminine: false },
  opportunite: {
    one: "opportunité",
    many: "opportunités",
    feminine: true,
    emptyText: "Aucune opportunité pour le moment.",
  },
  offreEmploi: { one: "offre d'emploi", many: "offres d'emploi", feminine: true },
  communique: { one: "communiqué", many: "communiqués", feminine: false },
};

/** What a type's back-office list says, for an administrator or for an adviser (`own`). */
export function listTexts(key: ContentTypeKey, own: boolean) {
  const noun = CONTENT_LIST_NOUNS[key];
  const { many } = CONTENT_TYPE_IDENTITIES[key].labels;
  const [a, none] = noun.feminine ? ["une", "aucune"] : ["un", "aucun"];
  const capitalized = none.charAt(0).toUpperCase() + none.slice(1);
  return {
    heading: own ? (noun.ownHeading ?? `Mes ${many}`) : `Gestion des ${noun.many}`,
    addLabel: `+ Ajouter ${a} ${noun.one}`,
    emptyText: own
      ? `Vous n'avez encore ${none} ${noun.one}.`
      : (noun.emptyText ?? `${capitalized} ${noun.one}.`),
    /** The nouns of the count: "1 article", "3 articles". */
    count: [noun.one, noun.many] as const,
    /** The name of the table's region ('Articles'). */
    tableLabel: many,
  };
}
