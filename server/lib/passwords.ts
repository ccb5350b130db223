import { hash, verify } from "@node-rs/argon2";

// Algorithm.Argon2id of @node-rs/argon2: a const enum, which erasable TypeScript cannot import.
const ARGON2ID = 2;

// OWASP's argon2id parameters: 19 MiB of memory, 2 passes, 1 lane.
const ARGON2_OPTIONS = {
  algorithm: ARGON2ID,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

/**
 * Whether `password` is the one `passwordHash` was made from. An account with no password
 * yet (an invitation not accepted, docs/decisions/048) matches nothing, in the time a wrong
 * password takes: its sign-in fails like any other.
 */
export async function verifyPassword(
  passwordHash: string | null,
  password: string,
): Promise<boolean> {
  if (passwordHash === null) return verifyAgainstDecoy(password);
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

// Verifying against this hash when the email is unknown makes an unknown email cost the
// same time as a wrong password, so timing does not tell which accounts exist.
let decoyHash: Promise<string> | undefined;
export async function verifyAgainstDecoy(password: string): Promise<false> {
  decoyHash ??= hashPassword("decoy-password-never-matches");
  await verifyPassword(await decoyHash, password);
  return false;
}
