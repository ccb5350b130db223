import { defineConfig } from "vitest/config";

// Unit and API tests only: they build the Fastify app in-process (no web build, no browser).
// A file of its own so Vitest does not load the React Router plugins of vite.config.ts.
export default defineConfig({
  test: {
    include: ["domain/**/*.test.ts", "server/**/*.test.ts", "web/**/*.test.ts"],
    environment: "node",
    pool: "forks",
    // s3rver (the S3 server of the storage tests) makes ListObjectsV2 continuation tokens
    // with DES, which OpenSSL 3 keeps in its legacy provider; it adds ciphers, changes no
    // default.
    execArgv: ["--openssl-legacy-provider"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
