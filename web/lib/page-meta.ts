/** The `meta` of a page whose loader answered `pageMeta` (page-meta.server.ts). */
export function metaTags(meta: { title: string; description: string } | undefined) {
  return [{ title: meta?.title }, { name: "description", content: meta?.description }];
}
