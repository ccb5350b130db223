import type { z } from "zod";

export interface FieldError {
  champ: string;
  message: string;
}

/**
 * An error the client is meant to see: its status and French message go out as they are
 * (DESIGN.md §4: `{ success: false, message, erreurs? }`).
 */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly erreurs: FieldError[] | undefined;
  readonly headers: Record<string, string>;

  constructor(
    statusCode: number,
    message: string,
    options: { erreurs?: FieldError[]; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.statusCode = statusCode;
    this.erreurs = options.erreurs;
    this.headers = options.headers ?? {};
  }
}

/**
 * A 400 whose message repeats the field messages, for clients that only show `message`:
 * each distinct message once, in order ("Veuillez remplir tous les champs obligatoires."
 * once for four empty fields), while `erreurs` keeps one entry per field.
 */
export function validationError(erreurs: FieldError[]): HttpError {
  const messages = [...new Set(erreurs.map((e) => e.message))];
  return new HttpError(400, messages.join(" | "), { erreurs });
}

export function fieldErrorsFromZod(issues: readonly z.core.$ZodIssue[]): FieldError[] {
  return issues.map((issue) => ({
    champ: issue.path.map(String).join("."),
    message: issue.message,
  }));
}

/** Parses with a domain schema; on failure throws the 400 of DESIGN.md §4. */
export function parseOrThrow<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw validationError(fieldErrorsFromZod(result.error.issues));
  return result.data;
}
