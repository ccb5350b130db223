/**
 * A multipart body built with the platform's FormData, as a browser would send it: used
 * to post forms through `app.inject` (demo content, tests).
 */
export async function multipartBody(
  fields: Record<string, string | string[] | undefined>,
  files: { field: string; filename: string; data: Buffer | Uint8Array; type?: string }[] = [],
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) form.append(name, item);
  }
  for (const file of files) {
    form.append(
      file.field,
      new Blob([new Uint8Array(file.data)], { type: file.type ?? "application/octet-stream" }),
      file.filename,
    );
  }
  const request = new Request("http://localhost/", { method: "POST", body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { "content-type": request.headers.get("content-type") ?? "" },
  };
}
