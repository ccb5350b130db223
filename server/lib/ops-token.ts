// The operator's commands that must go through the running server (docs/decisions/013,
// 020): a short-lived token signed with the JWT secret, for one command (its audience).
// Only someone holding the machine's secrets can make one; access tokens carry no audience
// and refuse any, so neither passes for the other.
import { errors, jwtVerify, SignJWT } from "jose";

const ISSUER = "groupe-site";

export function signOpsToken(secret: string, audience: string): Promise<string> {
  return new SignJWT({})
    .setProtectedHeader({ alg: "HS256" })
    .setIssuer(ISSUER)
    .setAudience(audience)
    .setIssuedAt()
    .setExpirationTime("60s")
    .sign(new TextEncoder().encode(secret));
}

/** Whether `authorization` (`Bearer …`) holds a valid token for `audience`. */
export async function isOpsRequest(
  secret: string,
  authorization: string | undefined,
  audience: string,
): Promise<boolean> {
  const token = /^Bearer (\S+)$/.exec(authorization ?? "")?.[1];
  if (!token) return false;
  try {
    await jwtVerify(token, new TextEncoder().encode(secret), {
      algorithms: ["HS256"],
      issuer: ISSUER,
      audience,
    });
    return true;
  } catch (error) {
    if (error instanceof errors.JOSEError) return false;
    throw error;
  }
}
