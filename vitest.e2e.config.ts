import { defineConfig } from "vitest/config";
import { BaseSequencer, type TestSpecification } from "vitest/node";

const byName = (a: TestSpecification, b: TestSpecification) => a.moduleId.localeCompare(b.moduleId);

/**
 * Files run one by one in name order, and restart.e2e.ts last: the server it starts checks
 * the web build like `npm start` does, and rebuilding (when a source changed during the
 * run) would pull the assets from under the shared server the other files use.
 *
 * With `--shard=i/n` (.ci/run runs two shards at once, each with its own server and data),
 * files are dealt in name order like cards, so the long files (the accessibility sweeps,
 * the accounts) spread over the shards instead of Vitest's hash putting them together.
 */
class RestartLast extends BaseSequencer {
  override async shard(files: TestSpecification[]) {
    const { index, count } = this.ctx.config.shard ?? { index: 1, count: 1 };
    return [...files].sort(byName).filter((_file, position) => position % count === index - 1);
  }

  override async sort(files: TestSpecification[]) {
    const last = (file: TestSpecification) => (file.moduleId.endsWith("restart.e2e.ts") ? 1 : 0);
    return [...files].sort((a, b) => last(a) - last(b) || byName(a, b));
  }
}

// Browser end-to-end suite: the global setup starts one real server; Chromium drives it.
export default defineConfig({
  test: {
    include: ["e2e/**/*.e2e.ts"],
    globalSetup: ["e2e/global-setup.ts"],
    environment: "node",
    pool: "forks",
    fileParallelism: false,
    sequence: { sequencer: RestartLast },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    teardownTimeout: 30_000,
  },
});
