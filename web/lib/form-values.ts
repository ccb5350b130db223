// Pure helpers of the back-office forms (use-schema-form.ts): field paths, the errors shown
// beside a field, and the nested form value turned into the multipart body the API reads.
// No React and no form library here, so they are tested without a browser.
import type { FieldError } from "./api.ts";

/** Server field errors by dotted path (`titre.fr`, `motsCles.it`, `images`): one message each. */
export type ServerErrors = Readonly<Record<string, string>>;

/** `titre[fr]`, `motsCles[fr][]`, `images[0]` named the server's way: `titre.fr`, `motsCles.fr`, `images.0`. */
export function toDottedPath(name: string): string {
  return name
    .trim()
    .replace(/\[\]$/, "")
    .replace(/\[([^\]]*)\]/g, ".$1")
    .replace(/^\.|\.$/g, "");
}

/** Whether `path` is `base` itself or lies inside it: `titre.fr` is in `titre`, `titres` is not. */
export function isPathWithin(path: string, base: string): boolean {
  return path === base || path.startsWith(`${base}.`);
}

/** The API's `erreurs: [{champ, message}]` by path; the first message of a path wins. */
export function serverErrorsByPath(erreurs: readonly FieldError[]): ServerErrors {
  const byPath: Record<string, string> = {};
  for (const { champ, message } of erreurs) {
    const path = toDottedPath(String(champ ?? ""));
    if (path && message && !(path in byPath)) byPath[path] = message;
  }
  return byPath;
}

/**
 * The server errors left once the user changed the field at `changed`: that field's, its
 * parts' (`images.2` when `images` changes) and its container's (`motsCles.fr` when
 * `motsCles.fr.0` changes) go, the others stay (changing `titre.en` keeps `titre.it`'s).
 * Returns the same object when nothing goes, so React skips the render.
 */
export function clearServerErrors(errors: ServerErrors, changed: string): ServerErrors {
  const gone = Object.keys(errors).filter(
    (path) => isPathWithin(path, changed) || isPathWithin(changed, path),
  );
  if (gone.length === 0) return errors;
  const left = { ...errors };
  for (const path of gone) delete left[path];
  return left;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== "object" || value === null) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

function childAt(tree: unknown, segment: string): unknown {
  if (Array.isArray(tree) || isPlainObject(tree)) return (tree as Record<string, unknown>)[segment];
  return undefined;
}

/** The first `message` in an error tree, depth first (`ref`, a DOM element, is skipped). */
function firstMessage(node: unknown): string | undefined {
  if (!Array.isArray(node) && !isPlainObject(node)) return undefined;
  if (!Array.isArray(node) && typeof node.message === "string" && node.message) {
    return node.message;
  }
  for (const [key, child] of Object.entries(node)) {
    if (key === "ref" || key === "types") continue;
    const message = firstMessage(child);
    if (message) return message;
  }
  return undefined;
}

/**
 * The message at `path` in a nested error tree (react-hook-form's `errors`: `titre.fr` and
 * `titre.en` are apart), or else the first one below it: an error on one image
 * (`images.2`) shows under the images field.
 */
export function messageAt(tree: unknown, path: string): string | undefined {
  let node = tree;
  for (const segment of path.split(".")) {
    node = childAt(node, segment);
    if (node === undefined) return undefined;
  }
  return firstMessage(node);
}

/** The server's message for `path` or for a part of it (`motsCles.fr.1` shows at `motsCles.fr`). */
export function serverMessageAt(errors: ServerErrors, path: string): string | undefined {
  if (errors[path]) return errors[path];
  const inside = Object.keys(errors).find((key) => isPathWithin(key, path));
  return inside === undefined ? undefined : errors[inside];
}

/** Whether the field at `path`, one of its parts or its container has been left (touched). */
export function isTouchedAt(touched: unknown, path: string): boolean {
  let node = touched;
  for (const segment of path.split(".")) {
    if (node === true) return true;
    node = childAt(node, segment);
  }
  const anyTrue = (value: unknown): boolean =>
    value === true ||
    ((Array.isArray(value) || isPlainObject(value)) && Object.values(value).some(anyTrue));
  return anyTrue(node);
}

export interface ErrorState {
  serverErrors: ServerErrors;
  /** The schema's errors for the whole current value (react-hook-form's `errors`). */
  clientErrors: unknown;
  touched: unknown;
  submitted: boolean;
}

/**
 * What shows beside the field at `path` (DESIGN.md §1): the server's word until the field
 * changes, else the schema's once the field has been left or the form submitted.
 */
export function visibleError(path: string, state: ErrorState): string | undefined {
  const server = serverMessageAt(state.serverErrors, path);
  if (server) return server;
  if (!state.submitted && !isTouchedAt(state.touched, path)) return undefined;
  return messageAt(state.clientErrors, path);
}

/**
 * The nested form value as the multipart body the API reads (server/lib/form.ts): dotted
 * names (`titre.fr`), one entry per item of a list (`motsCles.fr` repeated, each file under
 * `images`), files as files. An empty list is sent as one empty value, so an edit can empty
 * it (the server drops empty items; a field left out means "unchanged"). `null` and
 * `undefined` are left out (no file chosen); dates go as ISO text; objects inside a list are
 * numbered (`oldImages.0.cle`).
 */
export function toFormData(value: Readonly<Record<string, unknown>>, into = new FormData()) {
  const append = (name: string, item: unknown): void => {
    if (item === undefined || item === null) return;
    if (item instanceof Blob) {
      into.append(name, item);
    } else if (item instanceof Date) {
      into.append(name, item.toISOString());
    } else if (Array.isArray(item)) {
      if (item.length === 0) into.append(name, "");
      item.forEach((entry, index) => {
        append(isPlainObject(entry) || Array.isArray(entry) ? `${name}.${index}` : name, entry);
      });
    } else if (typeof item === "object") {
      for (const [key, child] of Object.entries(item)) append(name ? `${name}.${key}` : key, child);
    } else {
      into.append(name, String(item));
    }
  };
  append("", value);
  return into;
}
