// Apart from language.ts, which the visitors' pages load: zod stays out of their JavaScript.
import { LANGUAGES } from "./constants.ts";
import { z } from "./zod.ts";

/**
 * A visitor form's optional language field: `en-GB` counts as en, blank as absent; anything
 * else is refused with `message`.
 */
export function optionalLanguageField(message: string) {
  return z.preprocess((value) => {
    if (typeof value !== "string") return value;
    const trimmed = value.trim();
    return trimmed === "" ? undefined : trimmed.toLowerCase().split(/[-_]/)[0];
  }, z.enum(LANGUAGES, { error: message }).optional());
}
