import type { FastifyInstance } from "fastify";
import { multipartBody } from "../lib/form-body.ts";

// Tests post multipart forms exactly as the demo content does (server/lib/form-body.ts).
export { multipartBody as multipart };

export type FormFields = Record<string, string | string[] | undefined>;
export type FormFile = Parameters<typeof multipartBody>[1] extends (infer F)[] | undefined
  ? F
  : never;

/** Sends a multipart form to the API, signed in with `token` when one is given. */
export async function sendForm(
  app: FastifyInstance,
  method: "POST" | "PATCH",
  url: string,
  token: string | undefined,
  fields: FormFields,
  files: FormFile[] = [],
) {
  const form = await multipartBody(fields, files);
  return app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { ...form.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    payload: form.payload,
  });
}
