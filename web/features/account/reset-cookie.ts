// A reset link's token, moved from the link's address into a cookie (docs/decisions/020).
// The link's page sends on at once to the reset page without the token: the address bar,
// the history and any Referer never hold it, and the reset page keeps the site's usual
// referrer policy, which its form's post needs (server/plugins/security.ts). The cookie's
// path is the area's (`/admin`): a client navigation posts the form to the page's data
// address (`/admin/nouveau-mot-de-passe.data`), which a narrower path would not match.

const COOKIE_NAME = "lien-mot-de-passe";
const TOKEN = /^[\w-]{1,100}$/;
/** As long as a link works: one hour (domain/accounts.ts). */
const MAX_AGE_SECONDS = 60 * 60;

const attributes = (path: string, publicUrl: string) =>
  `Path=${path}; HttpOnly; SameSite=Lax${publicUrl.startsWith("https:") ? "; Secure" : ""}`;

/**
 * Keeps `token` for the reset page at `path` only; a token no link of ours could hold
 * (anything but base64url) is forgotten instead, and the reset page says the link is dead.
 */
export function keepResetToken(token: string, path: string, publicUrl: string): string {
  if (!TOKEN.test(token)) return forgetResetToken(path, publicUrl);
  return `${COOKIE_NAME}=${token}; Max-Age=${MAX_AGE_SECONDS}; ${attributes(path, publicUrl)}`;
}

/** Forgets the token once it has been used. */
export function forgetResetToken(path: string, publicUrl: string): string {
  return `${COOKIE_NAME}=; Max-Age=0; ${attributes(path, publicUrl)}`;
}

/** The token the request's cookie holds, if it looks like one. */
export function resetTokenOf(request: Request): string | undefined {
  for (const pair of (request.headers.get("cookie") ?? "").split(";")) {
    const [name, value] = pair.trim().split("=");
    if (name === COOKIE_NAME && value && TOKEN.test(value)) return value;
  }
  return undefined;
}
