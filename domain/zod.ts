import { z } from "zod";

// Zod's own messages (a missing body, a wrong type) in French too, for the few cases our
// schemas do not word themselves.
z.config(z.locales.fr());

export { z };
