import type {} from "@fastify/multipart";
import type { FastifyRequest } from "fastify";
import type { FileLike } from "../../domain/content-fields.ts";
import { HttpError } from "./http-error.ts";
import { IMAGE_LIMITS } from "./images.ts";
import { assertCleanText, INPUT_MESSAGES, shownName } from "./input-guard.ts";

/**
 * A file of a submitted form, held in memory. It reads like the browser's File for the
 * domain schemas, but its type is left empty: the client's word is not trusted, the
 * server decides by the bytes (lib/images.ts).
 */
export class UploadedFile implements FileLike {
  readonly type = "";
  readonly field: string;
  readonly name: string;
  readonly data: Buffer;

  constructor(field: string, name: string, data: Buffer) {
    this.field = field;
    this.name = name;
    this.data = data;
  }

  get size(): number {
    return this.data.length;
  }
}

const isIndex = (segment: string) => /^\d+$/.test(segment);

/** Names that would reach an object's prototype: a form field never has them. */
const UNSAFE_SEGMENTS = new Set(["__proto__", "prototype", "constructor"]);

/** Sets `value` at a dotted path; a path given several times collects its values in a list. */
function setAtPath(target: Record<string, unknown>, path: string, value: unknown) {
  // `images.0`, `motsCles.fr.1`: a last index only orders repeated values, the list is the
  // field. An index followed by names addresses an entry of a list (`chiffresCles.0.valeur`):
  // it stays, as a key the entries field reads in order (domain/content-types/fields.ts).
  const parts = path.split(".").filter((segment) => segment !== "");
  const segments = parts.filter((segment, index) => !isIndex(segment) || index < parts.length - 1);
  if (segments.some((segment) => UNSAFE_SEGMENTS.has(segment))) return;
  const last = segments.pop();
  if (last === undefined) return;
  let node = target;
  for (const segment of segments) {
    const child = node[segment];
    if (typeof child !== "object" || child === null || Array.isArray(child)) node[segment] = {};
    node = node[segment] as Record<string, unknown>;
  }
  const existing = node[last];
  node[last] = existing === undefined ? value : [existing, value].flat();
}

/**
 * A submitted form, multipart or JSON alike. Field names are normalised to dotted paths:
 * `titre[fr]` and `titre.fr` are both `titre.fr`, `motsCles[fr][]` is `motsCles.fr` with
 * one value per occurrence, so creation (dotted) and edition (bracketed) read the same.
 */
export class SubmittedForm {
  readonly files: UploadedFile[];
  private readonly values: Map<string, string[]>;

  constructor(values: Map<string, string[]>, files: UploadedFile[]) {
    this.values = values;
    this.files = files;
  }

  /** The first value, or undefined when the field was not sent. */
  text(name: string): string | undefined {
    return this.values.get(name)?.[0];
  }

  /**
   * The form as one nested object, as the browser's form builds it and the domain schemas
   * read it: `titre.fr` under `titre`, repeated names as lists, files beside the texts.
   * Only what was sent is in it (an edit keeps the rest: content/edit-merge.ts).
   */
  toObject(): Record<string, unknown> {
    const result: Record<string, unknown> = {};
    for (const [name, values] of this.values) {
      for (const value of values) setAtPath(result, name, value);
    }
    for (const file of this.files) setAtPath(result, file.field, file);
    return result;
  }
}

export function normaliseFieldName(name: string): string {
  return name
    .replace(/\[\]$/, "")
    .replace(/\[([^\]]*)\]/g, ".$1")
    .replace(/\.$/, "");
}

function flattenJson(value: unknown, prefix: string, into: Map<string, string[]>) {
  if (value === null || value === undefined) return;
  if (Array.isArray(value)) {
    // A list of objects keeps each one's index (`chiffresCles.0.valeur`), so its entries
    // stay together; a list of texts is one field's repeated values.
    value.forEach((item, index) => {
      const isEntry = typeof item === "object" && item !== null && !Array.isArray(item);
      flattenJson(item, isEntry ? `${prefix}.${index}` : prefix, into);
    });
    return;
  }
  if (typeof value === "object") {
    for (const [key, child] of Object.entries(value)) {
      flattenJson(child, prefix ? `${prefix}.${key}` : normaliseFieldName(key), into);
    }
    return;
  }
  const list = into.get(prefix) ?? [];
  list.push(String(value));
  into.set(prefix, list);
}

export const FORM_LIMITS = {
  files: 10,
  fields: 300,
  /** Bytes of one text field: 10 000 characters of content fit with room to spare. */
  fieldSize: 100 * 1024,
} as const;

/** What a form's files may weigh, and what a heavier one is told (a video's own limit). */
export interface FileLimit {
  maxBytes: number;
  /** The 413's field and French message; without it, the generic 413 of errors.ts. */
  tooLarge?: { field: string; message: string };
}

/**
 * Reads a multipart form (files into memory, at most `limits.files` of `limits.file` each: an image's
 * by default) or a JSON body. Nothing is written anywhere here: a rejected request leaves
 * no file behind. A JSON body was checked by the input guards
 * (server/plugins/input-guards.ts); a multipart one is checked here, part by part, against
 * the same rule.
 */
export async function readForm(
  request: FastifyRequest,
  limits: { files?: number; file?: FileLimit } = {},
): Promise<SubmittedForm> {
  const fileLimit = limits.file ?? { maxBytes: IMAGE_LIMITS.maxBytes };
  const values = new Map<string, string[]>();
  const files: UploadedFile[] = [];
  if (!request.isMultipart()) {
    if (request.body !== undefined && request.body !== null) {
      if (typeof request.body !== "object")
        throw new HttpError(400, "Le formulaire envoyé est invalide.");
      flattenJson(request.body, "", values);
    }
    return new SubmittedForm(values, files);
  }
  try {
    const parts = request.parts({
      limits: {
        fileSize: fileLimit.maxBytes,
        files: limits.files ?? FORM_LIMITS.files,
        fields: FORM_LIMITS.fields,
        fieldSize: FORM_LIMITS.fieldSize,
      },
    });
    for await (const part of parts) {
      assertCleanText(part.fieldname, shownName(part.fieldname));
      const name = normaliseFieldName(part.fieldname);
      if (part.type === "file") {
        assertCleanText(part.filename, name);
        const data = await part.toBuffer();
        // An empty file input still sends a part with no name and no bytes.
        if (data.length > 0 || part.filename) {
          files.push(new UploadedFile(name, part.filename, data));
        }
      } else {
        const value = typeof part.value === "string" ? part.value : String(part.value ?? "");
        assertCleanText(value, name);
        const list = values.get(name) ?? [];
        list.push(value);
        values.set(name, list);
      }
    }
  } catch (error) {
    throw asFormError(request, error, fileLimit);
  }
  return new SubmittedForm(
    values,
    files.filter((f) => f.data.length > 0),
  );
}

/**
 * What reading a multipart body can fail with, for the client: our own refusals as they
 * are, @fastify/multipart's limits as the 413 they are, and anything the parser chokes on
 * (a truncated body, a missing boundary, a malformed part) as a 400, never a 500.
 */
function asFormError(request: FastifyRequest, error: unknown, fileLimit: FileLimit): unknown {
  if (error instanceof HttpError) return error;
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  if (status === 413 && fileLimit.tooLarge) {
    const { field, message } = fileLimit.tooLarge;
    return new HttpError(413, message, { erreurs: [{ champ: field, message }] });
  }
  if (status === 413) return error;
  request.log.info({ err: error }, "formulaire multipart illisible");
  return new HttpError(400, INPUT_MESSAGES.malformedForm);
}
