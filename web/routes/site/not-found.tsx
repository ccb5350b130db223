import { data } from "react-router";
import type { Route } from "./+types/not-found";

/**
 * Every address no page claims: a real 404 (crawlers and caches treat it as missing),
 * shown by the site layout's error page with SPEC.md §2's texts.
 */
export function loader(): never {
  throw data(null, { status: 404 });
}

export function meta({ matches }: Route.MetaArgs) {
  const root = matches[0]?.loaderData as { messages?: { notFound: { title: string } } } | undefined;
  return [{ title: root?.messages?.notFound.title }, { name: "robots", content: "noindex" }];
}

export default function NotFound() {
  return null;
}
