// Where a staff member goes after signing in: the back-office page they asked for while
// signed out, carried in the sign-in page's URL. That URL can be made by anyone (a link in
// a mail), so the page is only followed when it is a page of this site inside the area the
// sign-in page is for; anything else would make the sign-in page an open redirect.

/** The sign-in page's URL parameter that holds the page asked for. */
export const RETURN_PARAM = "suite";

/** Longer than any back-office address with its filters; anything longer is not ours. */
const MAX_LENGTH = 2048;

/** Printable ASCII only: a browser's own path and query are percent-encoded. */
const PRINTABLE_ASCII = /^[\x21-\x7e]+$/;

/**
 * Encoded slashes and backslashes (which some servers and browsers decode into a second
 * host-making slash) and encoded control characters have no business in our paths.
 */
const ENCODED_SEPARATOR_OR_CONTROL = /%(2f|5c|[01][0-9a-f]|7f)/i;

/** A base the value is resolved against: a value that leaves it names another site. */
const PROBE_ORIGIN = "https://site.invalid";

export interface SignInArea {
  /** The area's root path, `/admin` or `/conseiller`. */
  area: string;
  /** The area's sign-in page, never a destination. */
  signInPath: string;
}

/**
 * The page to open after signing in: `requested` (path, query, fragment) when it is a
 * page of this site inside `area` other than its sign-in page, written the way a browser
 * writes it; null otherwise, the caller then going to the dashboard.
 */
export function safeReturnPath(
  requested: string | null | undefined,
  { area, signInPath }: SignInArea,
): string | null {
  if (!requested || requested.length > MAX_LENGTH) return null;
  // One leading slash: `//host` and `/\host` are addresses of another site.
  if (!requested.startsWith("/") || requested[1] === "/") return null;
  // Also refuses tabs, newlines and spaces, which browsers strip or encode before resolving.
  if (!PRINTABLE_ASCII.test(requested) || requested.includes("\\")) return null;

  let url: URL;
  try {
    url = new URL(requested, PROBE_ORIGIN);
  } catch {
    return null;
  }
  // Resolving must change nothing: `/admin/../x`, `/admin/%2e%2e/x` and the like climb out.
  const resolved = `${url.pathname}${url.search}${url.hash}`;
  if (url.origin !== PROBE_ORIGIN || resolved !== requested) return null;

  const { pathname } = url;
  if (ENCODED_SEPARATOR_OR_CONTROL.test(pathname)) return null;
  if (!isWithin(pathname, area) || isWithin(pathname, signInPath)) return null;
  return requested;
}

/** Whether `pathname` is `root` or below it (`/admin/x`, not `/administration`). */
const isWithin = (pathname: string, root: string) =>
  pathname === root || pathname.startsWith(`${root}/`);

/**
 * The sign-in page's address for a signed-out visitor of `requested` (path and query),
 * which the sign-in page opens once they are signed in.
 */
export function signInPathFor(signInPath: string, requested: string): string {
  return `${signInPath}?${new URLSearchParams({ [RETURN_PARAM]: requested })}`;
}
