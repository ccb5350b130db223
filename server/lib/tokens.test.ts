import { decodeJwt } from "jose";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ACCESS_TOKEN_TTL_SECONDS, createTokenSigner } from "./tokens.ts";

// Access tokens already checked are kept by their text (tokens.ts verifyAccess): these
// check that keeping one never lets it live past its expiry, nor lets another text in.
// Access tokens keep jose's own time (Date), which the tests move.

const SECRET = "a-test-secret-of-at-least-thirty-two-characters";
const CLAIMS = {
  userId: "6f0c6f3e-2d53-4d6c-9a1e-0f5d2f3b7a10",
  role: "conseiller" as const,
  sessionVersion: 3,
  sessionId: "0d3c2f9e-8a51-4c1e-9b7a-5e2f1d0c4b3a",
};

afterEach(() => {
  vi.useRealTimers();
});

describe("access tokens checked once", () => {
  it("answers the same claims at every check", async () => {
    const tokens = createTokenSigner(SECRET);
    const token = await tokens.sign(CLAIMS);
    expect(await tokens.verify(token)).toEqual(CLAIMS);
    expect(await tokens.verify(token)).toEqual(CLAIMS);
  });

  it("refuses a kept token from its expiry on, as a first check would", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-29T10:00:00Z"));
    const tokens = createTokenSigner(SECRET);
    const token = await tokens.sign(CLAIMS);
    const { exp } = decodeJwt(token);
    expect(exp).toBe(Math.floor(Date.now() / 1000) + ACCESS_TOKEN_TTL_SECONDS);
    expect(await tokens.verify(token)).toEqual(CLAIMS);

    // A second before its expiry it still works; at its `exp` second it no longer does.
    vi.setSystemTime(((exp as number) - 1) * 1000);
    expect(await tokens.verify(token)).toEqual(CLAIMS);
    vi.setSystemTime((exp as number) * 1000);
    expect(await tokens.verify(token)).toBeNull();
    // A signer that never saw it says the same.
    expect(await createTokenSigner(SECRET).verify(token)).toBeNull();
  });

  it("keeps nothing for a forged token, even beside a genuine one", async () => {
    const tokens = createTokenSigner(SECRET);
    const genuine = await tokens.sign(CLAIMS);
    expect(await tokens.verify(genuine)).toEqual(CLAIMS);
    const [header, payload, signature] = genuine.split(".");
    const otherSignature = `${signature?.startsWith("A") ? "B" : "A"}${signature?.slice(1)}`;
    expect(await tokens.verify(`${header}.${payload}.${otherSignature}`)).toBeNull();
    const forger = createTokenSigner("another-secret-of-at-least-thirty-two-chars");
    const forged = await forger.sign({ ...CLAIMS, role: "administrateur" as never });
    expect(await tokens.verify(forged)).toBeNull();
    expect(await tokens.verify(forged)).toBeNull();
  });
});
