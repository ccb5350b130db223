import { defineConfig } from "vitest/config";
import { BaseSequencer, type TestSpecification } from "vitest/node";

const byName = (a: TestSpecification, b: TestSpecification) => a.moduleId.localeCompare(b.moduleId);

/**
 * Seconds each file took in a run of both shards at once on 2 cores (2026-11-26, after the
 * read-only sweeps moved to one page per file); a file not named counts
 * DEFAULT_FILE_SECONDS, and every file PER_FILE_SECONDS more for its start (its worker,
 * its browser). Only the balance of the shards depends on these figures: a stale one makes
 * a shard finish later, never a test pass or fail.
 */
const FILE_SECONDS: Record<string, number> = {
  "back-office-accessibility.e2e.ts": 54,
  "accessibility.e2e.ts": 36,
  "client-navigation.e2e.ts": 33,
  "sectors.e2e.ts": 28,
  "account.e2e.ts": 25,
  "admin-guard.e2e.ts": 22,
  "admin-articles.e2e.ts": 20,
  "two-instances.e2e.ts": 19,
  "page-texts.e2e.ts": 18,
  "content-pages.e2e.ts": 18,
  "adviser-area.e2e.ts": 18,
  "admin-projects.e2e.ts": 18,
  "home.e2e.ts": 17,
  "markdown-content.e2e.ts": 16,
  "admin-opportunities.e2e.ts": 16,
  "admin-inbox.e2e.ts": 16,
  "site-settings.e2e.ts": 15,
  "versions.e2e.ts": 11,
  "languages.e2e.ts": 11,
  "admin-user-form.e2e.ts": 11,
  "opportunity-loading-texts.e2e.ts": 10,
  "contact-failures.e2e.ts": 40,
  "contact.e2e.ts": 10,
  "back-office-tools.e2e.ts": 10,
  "vocabularies-back-office.e2e.ts": 9,
  "newsletter.e2e.ts": 9,
  "restart.e2e.ts": 8,
  "back-office-list-failures.e2e.ts": 8,
  "search.e2e.ts": 7,
  "admin-users.e2e.ts": 6,
  "users-admin.e2e.ts": 5,
  "touch-targets.e2e.ts": 5,
  "newsletter-links.e2e.ts": 5,
  "vocabulary-walk.e2e.ts": 4,
  "list-filters.e2e.ts": 4,
  "about.e2e.ts": 4,
  // Issue 31 points 1 to 4, measured alone on an idle machine (2026-11-27).
  "edit-screen-columns.e2e.ts": 23,
  "media-library.e2e.ts": 16,
  "working-copies.e2e.ts": 14,
  "page-visuals.e2e.ts": 7,
};
const DEFAULT_FILE_SECONDS = 3;
const PER_FILE_SECONDS = 2;
const secondsOf = (file: TestSpecification) =>
  PER_FILE_SECONDS +
  (FILE_SECONDS[file.moduleId.slice(file.moduleId.lastIndexOf("/") + 1)] ?? DEFAULT_FILE_SECONDS);

/**
 * Files run one by one in name order, and restart.e2e.ts last: the server it starts checks
 * the web build like `npm start` does, and rebuilding (when a source changed during the
 * run) would pull the assets from under the shared server the other files use.
 *
 * With `--shard=i/n` (.ci/run runs two shards at once, each with its own server and data),
 * the longest file goes first to the shard with the least time so far, so that the shards
 * end together: dealt by name, the two accessibility sweeps fell in one shard, which ended
 * 87 s after the other.
 */
class RestartLast extends BaseSequencer {
  override async shard(files: TestSpecification[]) {
    const { index, count } = this.ctx.config.shard ?? { index: 1, count: 1 };
    const totals = Array.from({ length: count }, () => 0);
    const longestFirst = [...files].sort((a, b) => secondsOf(b) - secondsOf(a) || byName(a, b));
    return longestFirst.filter((file) => {
      const shard = totals.indexOf(Math.min(...totals));
      totals[shard] = (totals[shard] ?? 0) + secondsOf(file);
      return shard === index - 1;
    });
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
    // A journey through several pages (sign-in, a form, the public pages it changes) takes
    // 15 to 30 s on a 2-core machine running both shards of .ci/run at once: at 30 s, the
    // slowest went over now and then, with nothing wrong (a timeout, never a failed check).
    testTimeout: 60_000,
    // expect.poll waits for what a page shows once scripts, data and layout have settled.
    // Vitest's 1 s was too short there: at 360 px, an edit screen's "Versions" box once
    // took longer to appear while the machine ran both shards three times slower than
    // usual, and the check failed with nothing wrong. A poll that names its own timeout
    // keeps it.
    expect: { poll: { timeout: 10_000 } },
    hookTimeout: 60_000,
    teardownTimeout: 30_000,
  },
});
