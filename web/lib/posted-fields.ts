import { data } from "react-router";
import { PAGE_FORM_BODY_LIMIT } from "../../domain/constants.ts";

/**
 * The body of a page's form, read up to PAGE_FORM_BODY_LIMIT: a body sent without its
 * length (chunked) is counted as it arrives and refused with a 413 past the limit, never
 * kept whole (the server refuses a declared length over it before any page runs).
 */
async function boundedBody(
  request: Request,
  limit: number = PAGE_FORM_BODY_LIMIT,
): Promise<Uint8Array<ArrayBuffer>> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (request.body) {
    const reader = request.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > limit) {
        // Not cancelled: that would reset the connection before the answer goes out. The
        // server closes it after the 413 instead (server/plugins/web.ts).
        reader.releaseLock();
        throw data(null, { status: 413 });
      }
      chunks.push(value);
    }
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

/** The body of a page's form as FormData, within `limit`; 400 when it is not a readable form. */
async function postedFormData(request: Request, limit?: number): Promise<FormData> {
  const body = await boundedBody(request, limit);
  try {
    const contentType = request.headers.get("content-type") ?? "";
    return await new Response(body, { headers: { "content-type": contentType } }).formData();
  } catch {
    throw data(null, { status: 400 });
  }
}

/** The text fields of `form` named in `names`. */
function textFields<Name extends string>(form: FormData, names: readonly Name[]) {
  const fields: Partial<Record<Name, string>> = {};
  for (const name of names) {
    const value = form.get(name);
    if (typeof value === "string") fields[name] = value;
  }
  return fields;
}

/**
 * A page's posted form as text fields, only those named in `names` (the visitors' forms
 * send no files). Unknown fields are dropped unread by anything else; a body that is not a
 * readable form answers 400 with the site's error page.
 */
export async function postedFields<Name extends string>(
  request: Request,
  names: readonly Name[],
): Promise<Partial<Record<Name, string>>> {
  return textFields(await postedFormData(request), names);
}

/** A file of a page's form, as the server reads it: its name and bytes (never its type). */
export interface PostedFormFile {
  name: string;
  size: number;
  data: Uint8Array;
}

/**
 * The same for a form with one file field (a candidate's CV), read within `limit`: the
 * text fields named in `names`, and the file of `fileField` (undefined when none was
 * chosen: a browser still sends an empty part).
 */
export async function postedFormWithFile<Name extends string>(
  request: Request,
  names: readonly Name[],
  fileField: string,
  limit: number,
): Promise<{ fields: Partial<Record<Name, string>>; file: PostedFormFile | undefined }> {
  const form = await postedFormData(request, limit);
  const value = form.get(fileField);
  const file =
    value instanceof File && value.size > 0
      ? { name: value.name, size: value.size, data: new Uint8Array(await value.arrayBuffer()) }
      : undefined;
  return { fields: textFields(form, names), file };
}
