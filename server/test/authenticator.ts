// A passkey authenticator in software, with real crypto (ECDSA P-256, COSE, CBOR), for API
// tests that need a key the server verifies: registration answers with `fmt: none`
// attestation, sign-in answers signed over authenticatorData and the client data's hash,
// as a browser and its authenticator make them. The browser ceremony itself runs in
// Chromium's virtual authenticator (e2e/account.e2e.ts).
import { createHash, generateKeyPairSync, randomBytes, sign } from "node:crypto";
import { cose, isoBase64URL, isoCBOR } from "@simplewebauthn/server/helpers";

const sha256 = (data: Uint8Array) => createHash("sha256").update(data).digest();
const b64url = (data: Uint8Array | string) =>
  Buffer.from(typeof data === "string" ? Buffer.from(data) : data).toString("base64url");

/** Flags of authenticatorData: user present, user verified, attested credential data. */
const UP = 0x01;
const UV = 0x04;
const AT = 0x40;

export interface RegistrationOptions {
  challenge: string;
  rp: { id?: string };
  user: { id: string };
}

export interface AuthenticationOptions {
  challenge: string;
  rpId?: string;
}

/** One passkey, as an authenticator holds it: its id, key pair, owner and counter. */
export function createSoftwareAuthenticator(origin: string) {
  const credentialId = randomBytes(16);
  const { privateKey, publicKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
  const jwk = publicKey.export({ format: "jwk" });
  let counter = 0;
  let userHandle = "";

  const coseKey = () =>
    isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [cose.COSEKEYS.kty, cose.COSEKTY.EC2],
        [cose.COSEKEYS.alg, cose.COSEALG.ES256],
        [cose.COSEKEYS.crv, cose.COSECRV.P256],
        [cose.COSEKEYS.x, isoBase64URL.toBuffer(jwk.x as string)],
        [cose.COSEKEYS.y, isoBase64URL.toBuffer(jwk.y as string)],
      ]),
    );

  function authenticatorData(rpId: string, flags: number, attested?: Uint8Array) {
    counter += 1;
    const count = Buffer.alloc(4);
    count.writeUInt32BE(counter);
    return Buffer.concat([
      sha256(Buffer.from(rpId)),
      Buffer.from([flags]),
      count,
      attested ?? Buffer.alloc(0),
    ]);
  }

  const clientData = (type: string, challenge: string) =>
    Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));

  return {
    id: b64url(credentialId),

    /** The answer navigator.credentials.create() gives for `options`. */
    register(options: RegistrationOptions) {
      userHandle = options.user.id;
      const idLength = Buffer.alloc(2);
      idLength.writeUInt16BE(credentialId.length);
      const attested = Buffer.concat([Buffer.alloc(16), idLength, credentialId, coseKey()]);
      const authData = authenticatorData(options.rp.id ?? "localhost", UP | UV | AT, attested);
      const attestationObject = isoCBOR.encode(
        new Map<string, string | Map<number, number> | Uint8Array>([
          ["fmt", "none"],
          ["attStmt", new Map<number, number>()],
          ["authData", authData],
        ]),
      );
      return {
        id: b64url(credentialId),
        rawId: b64url(credentialId),
        type: "public-key",
        response: {
          clientDataJSON: b64url(clientData("webauthn.create", options.challenge)),
          attestationObject: b64url(attestationObject),
          transports: ["internal"],
        },
        clientExtensionResults: {},
      };
    },

    /**
     * The answer navigator.credentials.get() gives for `options`, signed for real; its
     * `userHandle` is the one the key was made with unless `claimedUserHandle` says another.
     */
    authenticate(options: AuthenticationOptions, claimedUserHandle = userHandle) {
      const authData = authenticatorData(options.rpId ?? "localhost", UP | UV);
      const clientDataJSON = clientData("webauthn.get", options.challenge);
      const signature = sign(
        "sha256",
        Buffer.concat([authData, sha256(clientDataJSON)]),
        privateKey,
      );
      return {
        id: b64url(credentialId),
        rawId: b64url(credentialId),
        type: "public-key",
        response: {
          clientDataJSON: b64url(clientDataJSON),
          authenticatorData: b64url(authData),
          signature: b64url(signature),
          userHandle: claimedUserHandle,
        },
        clientExtensionResults: {},
      };
    },
  };
}

/** The `userHandle` a key made for `userId` carries (passkeys.ts: the id's UTF-8). */
export const userHandleOf = (userId: string) => b64url(userId);
