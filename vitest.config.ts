import { configDefaults, defineConfig } from "vitest/config";

// Unit, API and page tests: they build the Fastify app in-process (no server, no browser);
// the page tests render the web build, made first when stale, and every test database starts
// from one migrated template (server/test/global-setup.ts).
// A file of its own so Vitest does not load the React Router plugins of vite.config.ts.
export default defineConfig({
  test: {
    include: ["domain/**/*.test.ts", "server/**/*.test.ts", "web/**/*.test.ts"],
    // Files named *.postgres.test.ts need a PostgreSQL server: they belong to the run with
    // DATABASE_URL set (README, .ci/run), where they fail if it cannot be reached. Left out
    // of the embedded run rather than counted there as skipped.
    exclude: [
      ...configDefaults.exclude,
      ...(process.env.DATABASE_URL?.trim() ? [] : ["**/*.postgres.test.ts"]),
    ],
    environment: "node",
    globalSetup: ["server/test/global-setup.ts"],
    pool: "forks",
    // Vitest gives a machine of two cores one worker (cores - 1); the files spend much of
    // their time waiting on their database, so two workers finish the suite in two thirds
    // of the time (issue 17).
    maxWorkers: 2,
    // Files in one worker share its loaded modules rather than import the whole server
    // again each (a third of the suite's time): each file builds its own app and database,
    // and none changes a module's state for the next one.
    isolate: false,
    // s3rver (the S3 server of the storage tests) makes ListObjectsV2 continuation tokens
    // with DES, which OpenSSL 3 keeps in its legacy provider; it adds ciphers, changes no
    // default.
    execArgv: ["--openssl-legacy-provider"],
    // The load context's token must be the very object the web build's loaders read
    // (server/app-context.ts): loaded by Node itself, not as a transformed copy.
    server: { deps: { external: [/\/server\/app-context\.ts$/] } },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
