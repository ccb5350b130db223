import { defineConfig } from "vitest/config";

// Unit, API and page tests: they build the Fastify app in-process (no server, no browser);
// the page tests render the web build, made first when stale (server/test/web-build.setup.ts).
// A file of its own so Vitest does not load the React Router plugins of vite.config.ts.
export default defineConfig({
  test: {
    include: ["domain/**/*.test.ts", "server/**/*.test.ts", "web/**/*.test.ts"],
    environment: "node",
    globalSetup: ["server/test/web-build.setup.ts"],
    pool: "forks",
    // s3rver (the S3 server of the storage tests) makes ListObjectsV2 continuation tokens
    // with DES, which OpenSSL 3 keeps in its legacy provider; it adds ciphers, changes no
    // default.
    execArgv: ["--openssl-legacy-provider"],
    // The load context's token must be the very object the web build's loaders read
    // (web/lib/app-context.ts): loaded by Node itself, not as a transformed copy.
    server: { deps: { external: [/\/web\/lib\/app-context\.ts$/] } },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
