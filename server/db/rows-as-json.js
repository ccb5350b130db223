// @ts-check
// A query's rows as JSON texts, one a row, for the embedded database's thread to post as
// bytes (docs/decisions/076).
//
// Posting rows as objects made the thread parse every jsonb column (JSON.parse) and then
// clone the objects it made into the message. Worse, V8 places everything it makes from a
// message of more than 100 KB, or from a JSON text of more than 100 K characters, straight
// into its old generation, where only a full collection frees it: a back-office page of
// twenty whole projects is such a message, and under ten connections the site's thread
// spent more in V8's collections than in the page's own code (issue 30). So each row goes
// as its own JSON text, where PostgreSQL's jsonb is already JSON and goes in as it came,
// encoded into bytes that move between the threads without a copy; the site's thread reads
// each with one JSON.parse, small enough to be young garbage, which gives the same values
// the objects carried.
//
// JavaScript, checked by TypeScript through its JSDoc, like the thread that imports it
// (docs/decisions/071).

/** PostgreSQL's json and jsonb type OIDs: their text is JSON already. */
export const JSON_TYPES = [114, 3802];

/** The parsers that leave json and jsonb as PostgreSQL wrote them (PGlite's `parsers`). */
export const JSON_AS_TEXT = Object.fromEntries(
  JSON_TYPES.map((oid) => [oid, /** @param {string} value */ (value) => value]),
);

/**
 * A value as JSON text that JSON.parse turns back into the same value; undefined for one
 * JSON cannot carry (a Date, a BigInt, a Uint8Array, NaN or an infinity, or an array
 * holding one).
 *
 * @param {unknown} value
 * @param {boolean} isJson whether the value is a json or jsonb column's text
 * @returns {string | undefined}
 */
function jsonOf(value, isJson) {
  if (value === null) return "null";
  switch (typeof value) {
    case "string":
      return isJson ? value : JSON.stringify(value);
    case "number":
      if (!Number.isFinite(value)) return undefined;
      return Object.is(value, -0) ? "-0" : String(value);
    case "boolean":
      return value ? "true" : "false";
    default:
      return Array.isArray(value) ? arrayJsonOf(value) : undefined;
  }
}

/**
 * A PostgreSQL array as PGlite parses it (text[], int4[], nested for more dimensions), as
 * JSON text; undefined if one of its elements has no JSON form.
 *
 * @param {unknown[]} values
 * @returns {string | undefined}
 */
function arrayJsonOf(values) {
  let text = "";
  for (let index = 0; index < values.length; index++) {
    const json = jsonOf(values[index], false);
    if (json === undefined) return undefined;
    text += index === 0 ? json : `,${json}`;
  }
  return `[${text}]`;
}

/**
 * @typedef {{ name: string, dataTypeID: number }} Field
 */

/**
 * Each row as a JSON text (an array, or an object, as it came), or undefined when one of
 * their values has no JSON form: the caller then posts them as objects (`withJsonParsed`).
 *
 * @param {unknown[]} rows PGlite's rows, read with JSON_AS_TEXT
 * @param {Field[]} fields their columns
 * @param {"array" | "object"} rowMode
 * @returns {string[] | undefined}
 */
export function rowsAsJson(rows, fields, rowMode) {
  const isJson = fields.map((field) => JSON_TYPES.includes(field.dataTypeID));
  /** An object row's key holds its last column of that name (Object.fromEntries, as PGlite). */
  const jsonByName = new Map(fields.map((field, index) => [field.name, isJson[index] ?? false]));
  const parts = [];
  for (const row of rows) {
    let text = "";
    if (rowMode === "array") {
      const values = /** @type {unknown[]} */ (row);
      for (let index = 0; index < values.length; index++) {
        const json = jsonOf(values[index], isJson[index] ?? false);
        if (json === undefined) return undefined;
        text += index === 0 ? json : `,${json}`;
      }
      parts.push(`[${text}]`);
    } else {
      for (const [name, value] of Object.entries(/** @type {object} */ (row))) {
        const json = jsonOf(value, jsonByName.get(name) ?? false);
        if (json === undefined) return undefined;
        text += `${text === "" ? "" : ","}${JSON.stringify(name)}:${json}`;
      }
      parts.push(`{${text}}`);
    }
  }
  return parts;
}

/**
 * The rows with their json and jsonb columns parsed, as PGlite would have given them:
 * what is posted when `rowsAsJson` cannot write them.
 *
 * @param {unknown[]} rows PGlite's rows, read with JSON_AS_TEXT
 * @param {Field[]} fields
 * @param {"array" | "object"} rowMode
 * @returns {unknown[]}
 */
export function withJsonParsed(rows, fields, rowMode) {
  const parse = /** @param {unknown} value */ (value) =>
    typeof value === "string" ? JSON.parse(value) : value;
  const isJson = fields.map((field) => JSON_TYPES.includes(field.dataTypeID));
  if (!isJson.includes(true)) return rows;
  if (rowMode === "array") {
    for (const row of /** @type {unknown[][]} */ (rows)) {
      isJson.forEach((json, index) => {
        if (json) row[index] = parse(row[index]);
      });
    }
    return rows;
  }
  // An object row's key holds its last column of that name (Object.fromEntries, as PGlite).
  const jsonByName = new Map(fields.map((field, index) => [field.name, isJson[index] ?? false]));
  const jsonNames = [...jsonByName].flatMap(([name, json]) => (json ? [name] : []));
  for (const row of /** @type {Record<string, unknown>[]} */ (rows)) {
    for (const name of jsonNames) row[name] = parse(row[name]);
  }
  return rows;
}
