import { data } from "react-router";

/**
 * Every address no page claims: a real 404 (crawlers and caches treat it as missing),
 * shown by the site layout's error page with SPEC.md §2's texts.
 */
export function loader(): never {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return null;
}
