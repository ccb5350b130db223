import { data } from "react-router";
import { PAGE_FORM_BODY_LIMIT } from "../../domain/constants.ts";

/**
 * The body of a page's form, read up to PAGE_FORM_BODY_LIMIT: a body sent without its
 * length (chunked) is counted as it arrives and refused with a 413 past the limit, never
 * kept whole (the server refuses a declared length over it before any page runs).
 */
async function boundedBody(request: Request): Promise<Uint8Array<ArrayBuffer>> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (request.body) {
    const reader = request.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > PAGE_FORM_BODY_LIMIT) {
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

/**
 * A page's posted form as text fields, only those named in `names` (the visitors' forms
 * send no files). Unknown fields are dropped unread by anything else; a body that is not a
 * readable form answers 400 with the site's error page.
 */
export async function postedFields<Name extends string>(
  request: Request,
  names: readonly Name[],
): Promise<Partial<Record<Name, string>>> {
  const body = await boundedBody(request);
  let form: FormData;
  try {
    const contentType = request.headers.get("content-type") ?? "";
    form = await new Response(body, { headers: { "content-type": contentType } }).formData();
  } catch {
    throw data(null, { status: 400 });
  }
  const fields: Partial<Record<Name, string>> = {};
  for (const name of names) {
    const value = form.get(name);
    if (typeof value === "string") fields[name] = value;
  }
  return fields;
}
