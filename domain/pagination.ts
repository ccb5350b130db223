import { z } from "./zod.ts";

export const PAGINATION_MESSAGES = {
  page: "La page doit être un entier positif.",
  limite: "La limite doit être un entier entre 1 et 100.",
} as const;

/** `page` and `limite` of every list (DESIGN.md §4). */
export const PaginationQuerySchema = z.object({
  page: z.coerce
    .number({ error: PAGINATION_MESSAGES.page })
    .int({ error: PAGINATION_MESSAGES.page })
    .min(1, { error: PAGINATION_MESSAGES.page })
    .default(1),
  limite: z.coerce
    .number({ error: PAGINATION_MESSAGES.limite })
    .int({ error: PAGINATION_MESSAGES.limite })
    .min(1, { error: PAGINATION_MESSAGES.limite })
    .max(100, { error: PAGINATION_MESSAGES.limite })
    .default(20),
});
