/** A page's posted form as text fields (the visitors' forms send no files). */
export async function postedFields(request: Request): Promise<Record<string, string>> {
  const form = await request.formData();
  return Object.fromEntries(
    [...form.entries()].map(([name, value]) => [name, typeof value === "string" ? value : ""]),
  );
}
