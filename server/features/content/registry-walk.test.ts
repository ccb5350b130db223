// Walks the content registry (issue 29, part 7): for every field of every type that is
// answered as stored, a creation with a value reads back as staff and publicly, a partial
// edit of another field keeps it, a change is named by the version it makes, and restoring
// the first version brings the value back. A field added to the registry and to nothing
// else is covered here without a new test: this is the net under "a new field touches ten
// files and is lost silently when one is missed". So is a field a type's back-office list
// filters by (docs/decisions/044).

import { getTableColumns } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";
import { LANGUAGES, type Language } from "../../../domain/constants.ts";
import { answeredFields, columnOf } from "../../../domain/content-types/define.ts";
import type { FieldDescriptor } from "../../../domain/content-types/fields.ts";
import { CONTENT_REGISTRY } from "../../../domain/content-types/index.ts";
import { listFilters } from "../../../domain/content-types/lists.ts";
import { revisionLabelsOf } from "../../../domain/revisions.ts";
import { CONTENT_TYPES_UNDER_TEST, createItem } from "../../test/content-types.ts";
import type { FormFields } from "../../test/multipart.ts";
import { sendForm } from "../../test/multipart.ts";
import { authHeader, loginAsAdmin, withTestApp } from "../../test/test-app.ts";
import { CONTENT_TABLES } from "./content-table.ts";

let app: FastifyInstance;
let token: string;

withTestApp(async (built) => {
  app = built;
  token = (await loginAsAdmin(app)).token;
});

/** A text of at least `min` characters (an article's content needs 100), at most `max`. */
function textOf(seed: string, field: FieldDescriptor): string {
  const min = field.limits?.min ?? 0;
  const max = field.limits?.max ?? 100;
  let text = seed;
  while (text.length < min) text += ` ${seed}`;
  return text.slice(0, max).trim();
}

/**
 * Two different valid values of a field (`round` 1 or 2), as a form sends them and as the
 * back office reads them back; undefined for a kind this walk cannot make up.
 */
function sampleOf(
  name: string,
  field: FieldDescriptor,
  round: 1 | 2,
  baseForm: FormFields = {},
): { form: FormFields; staff: unknown; public: (lang: Language) => unknown } | undefined {
  const perLanguage = (make: (lang: Language) => string) =>
    Object.fromEntries(LANGUAGES.map((lang) => [lang, make(lang)])) as Record<Language, string>;
  switch (field.kind) {
    case "text":
    case "markdown": {
      if (!field.localized) {
        const value = textOf(`Essai ${name} ${round}`, field);
        return { form: { [name]: value }, staff: value, public: () => value };
      }
      const values = perLanguage((lang) => textOf(`Essai ${name} ${round} ${lang}`, field));
      return {
        form: Object.fromEntries(LANGUAGES.map((lang) => [`${name}[${lang}]`, values[lang]])),
        staff: values,
        public: (lang) => values[lang],
      };
    }
    case "keywords": {
      const values = perLanguage((lang) => `essai${round}${lang}`);
      return {
        form: Object.fromEntries(LANGUAGES.map((lang) => [`${name}[${lang}]`, values[lang]])),
        staff: Object.fromEntries(LANGUAGES.map((lang) => [lang, [values[lang]]])),
        public: (lang) => [values[lang]],
      };
    }
    case "entries": {
      const entry = {
        valeur: `${round}2 000`,
        libelle: perLanguage((l) => `Chiffre ${round} ${l}`),
      };
      const form: FormFields = { [`${name}[0][valeur]`]: entry.valeur };
      for (const lang of LANGUAGES) form[`${name}[0][libelle][${lang}]`] = entry.libelle[lang];
      return {
        form,
        staff: [entry],
        public: (lang) => [{ valeur: entry.valeur, libelle: entry.libelle[lang] }],
      };
    }
    case "number": {
      const year = 2000 + round;
      return { form: { [name]: String(year) }, staff: year, public: () => year };
    }
    case "date": {
      // A publication date in the past (a future one would hide or re-date the item), any
      // other date (an expiry) in the future, for the same reason.
      const year = name === "datePublication" ? 2020 + round : 2090 + round;
      const date = `${year}-03-04T05:06:07.000Z`;
      return { form: { [name]: date }, staff: date, public: () => date };
    }
    case "choice": {
      const choices = field.choices ?? [];
      if (name === "categories") {
        const code = choices[round] ?? "";
        return { form: { "categories[]": [code] }, staff: [code], public: () => [code] };
      }
      // The first round keeps what a valid published item has (its state must leave it
      // public), the second takes another value.
      const base = baseForm[name];
      const value =
        round === 1
          ? typeof base === "string"
            ? base
            : choices.at(-1)
          : choices.find((c) => c !== (typeof base === "string" ? base : choices.at(-1)));
      if (value === undefined) return undefined;
      return { form: { [name]: value }, staff: value, public: () => value };
    }
    default:
      return undefined;
  }
}

/**
 * Fields a rule sets at creation whatever is sent: a published article is dated now when
 * it is created (SPEC.md §4). The walk gives them their first value by an edit.
 */
const DECIDED_AT_CREATION: Partial<Record<string, string[]>> = { article: ["datePublication"] };

/** The fields the walk covers: answered as stored, of a kind it can make up. */
const walked = (definition: (typeof CONTENT_REGISTRY)[keyof typeof CONTENT_REGISTRY]) =>
  answeredFields(definition).filter(([name, field]) => sampleOf(name, field, 1) !== undefined);

describe("the registry and the tables", () => {
  it.each(Object.values(CONTENT_REGISTRY))(
    "$key: every descriptor has its column",
    (definition) => {
      const columns = Object.keys(getTableColumns(CONTENT_TABLES[definition.key]));
      for (const [name, field] of Object.entries(definition.fields)) {
        const column = columnOf(name, field);
        if (column !== null) expect(columns, `${definition.key}.${name}`).toContain(column);
      }
    },
  );

  it.each(Object.values(CONTENT_REGISTRY))(
    "$key: the walk covers the fields answered as stored",
    (definition) => {
      // A kind the walk cannot make up would leave a field unchecked: it must say so here.
      const skipped = answeredFields(definition)
        .filter(([name, field]) => sampleOf(name, field, 1) === undefined)
        .map(([name, field]) => `${name} (${field.kind})`);
      expect(skipped).toEqual([]);
    },
  );
});

describe.each(CONTENT_TYPES_UNDER_TEST)("walking the $type fields", (content) => {
  const definition = CONTENT_REGISTRY[content.type];
  const editable = (field: FieldDescriptor) => field.modes.includes("edit");

  it.each(walked(definition).map(([name, field]) => ({ name, field })))(
    "$name: created, read, kept by another edit, versioned and restored",
    async ({ name, field }) => {
      const base = content.fields("base");
      const first = sampleOf(name, field, 1, base);
      const second = sampleOf(name, field, 2, base);
      if (!first || !second) throw new Error(`no sample for ${name}`);
      const decided = DECIDED_AT_CREATION[content.type]?.includes(name) ?? false;
      const created = await createItem(
        app,
        content,
        token,
        `Parcours ${content.type} ${name}`,
        decided ? {} : first.form,
      );
      const id = (created.json() as { data: { _id: string } }).data._id;
      if (decided) {
        const set = await sendForm(app, "PATCH", `${content.path}/${id}`, token, first.form);
        expect(set.statusCode, set.body).toBe(200);
      }
      const staff = async () => {
        const response = await app.inject({
          url: `/api/v1${content.path}/admin/${id}`,
          headers: authHeader(token),
        });
        expect(response.statusCode).toBe(200);
        return (response.json() as { data: Record<string, unknown> }).data;
      };

      // Read back as staff, and publicly in each language (the item is published).
      const read = await staff();
      expect(read[name], "staff read after creation").toEqual(first.staff);
      const slugs = read.slugs as Record<Language, string>;
      for (const lang of LANGUAGES) {
        const response = await app.inject({
          url: `/api/v1${content.path}/${encodeURIComponent(slugs[lang] || slugs.fr)}?lang=${lang}`,
        });
        expect(response.statusCode, `public read (${lang})`).toBe(200);
        const item = content.detailItem(response.json()) as unknown as Record<string, unknown>;
        expect(item[name], `public read (${lang})`).toEqual(first.public(lang));
      }

      // A partial edit of another field keeps it.
      const other =
        name === "motsCles" ? { "titre[en]": "Walk, another title" } : { "motsCles[it]": "altro" };
      const partial = await sendForm(app, "PATCH", `${content.path}/${id}`, token, other);
      expect(partial.statusCode, partial.body).toBe(200);
      expect((await staff())[name], "kept by a partial edit").toEqual(first.staff);

      if (!editable(field)) return;
      // A change of it is named by its version, with the label the comparison shows.
      const changed = await sendForm(app, "PATCH", `${content.path}/${id}`, token, second.form);
      expect(changed.statusCode, changed.body).toBe(200);
      expect((await staff())[name]).toEqual(second.staff);
      const versions = await app.inject({
        url: `/api/v1${content.path}/${id}/revisions`,
        headers: authHeader(token),
      });
      const list = (versions.json() as { data: { _id: string; champs: string[] }[] }).data;
      expect(list[0]?.champs, "the version names the field").toContain(name);
      expect(revisionLabelsOf(content.type)[name], "the comparison labels it").toEqual(field.label);

      // Restoring the version that first held it (the creation, or the edit that set a
      // value decided at creation) brings the first value back.
      const creation = decided ? list.at(-2) : list.at(-1);
      const restored = await app.inject({
        method: "POST",
        url: `/api/v1${content.path}/${id}/revisions/${creation?._id}/restaurer`,
        headers: authHeader(token),
      });
      expect(restored.statusCode, restored.body).toBe(200);
      expect((await staff())[name], "restored").toEqual(first.staff);
    },
  );
});

/**
 * What an item holds for a list filter: a choice's value, a list's values, a reference's
 * code (a project's sector answers as an object).
 */
function filteredValues(item: Record<string, unknown>, field: string): unknown[] {
  const value = item[field];
  if (Array.isArray(value)) return value;
  if (value && typeof value === "object") return [(value as { code?: unknown }).code];
  return [value];
}

describe.each(CONTENT_TYPES_UNDER_TEST)("the $type back-office list's filters", (content) => {
  const definition = CONTENT_REGISTRY[content.type];
  const list = async (query: string) =>
    app.inject({
      url: `/api/v1${content.path}/admin/all?limite=100&${query}`,
      headers: authHeader(token),
    });

  // Every filter a descriptor declares (domain/content-types/lists.ts), and no other: the
  // API takes it under its name, refuses a value it does not know with its message, and
  // narrows the list to the items that hold the value.
  it.each(listFilters(definition).map((filter) => ({ name: filter.name, filter })))(
    "$name: refuses an unknown value, narrows to each known one",
    async ({ filter }) => {
      const bad = await list(`${filter.name}=inconnu`);
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({
        message: filter.message,
        erreurs: [{ champ: filter.name, message: filter.message }],
      });

      const created = await createItem(
        app,
        content,
        token,
        `Filtre ${content.type} ${filter.name}`,
      );
      const id = (created.json() as { data: { _id: string } }).data._id;
      const read = await app.inject({
        url: `/api/v1${content.path}/admin/${id}`,
        headers: authHeader(token),
      });
      const held = filteredValues(read.json().data, filter.field);
      for (const value of filter.values) {
        const response = await list(`${filter.name}=${encodeURIComponent(value)}`);
        expect(response.statusCode, response.body).toBe(200);
        const items = (response.json() as { data: Record<string, unknown>[] }).data;
        for (const item of items) {
          expect(filteredValues(item, filter.field), `${filter.name}=${value}`).toContain(value);
        }
        expect(
          items.some((item) => item._id === id),
          `${filter.name}=${value}`,
        ).toBe(held.includes(value));
      }
    },
  );
});
