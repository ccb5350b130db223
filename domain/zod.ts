import { z } from "zod";

// Zod's own messages (a missing body, a wrong type) in French too, for the few cases our
// schemas do not word themselves.
z.config(z.locales.fr());

// In a browser the site's content security policy forbids eval (server/plugins/security.ts),
// so zod's compiled parsers cannot run there: without `jitless` its probe (a caught
// `new Function`) is still reported as a CSP violation on every form. The server keeps them.
if (typeof document !== "undefined") z.config({ jitless: true });

export { z };
