// Measures `backup` and `restore` of a site holding the demo content, on the embedded
// database and, when DATABASE_URL names a PostgreSQL server, on PostgreSQL.
// Run: DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node_modules/.bin/node scripts/bench-backup.ts
import { mkdtemp, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { backup, restore } from "../server/backup/commands.ts";
import {
  emptyPlace,
  type Kind,
  postgresServer,
  siteWithContent,
} from "../server/backup/test-support.ts";

const kinds: Kind[] = postgresServer() ? ["pglite", "postgres"] : ["pglite"];
const work = await mkdtemp(path.join(tmpdir(), "bench-backup-"));
const time = async (work: () => Promise<unknown>) => {
  const started = performance.now();
  await work();
  return Math.round(performance.now() - started);
};
try {
  for (const kind of kinds) {
    const site = await siteWithContent(kind);
    const target = await emptyPlace(kind);
    try {
      const file = path.join(work, `${kind}.tar.gz`);
      const backupMs = await time(() => backup(site.config, file));
      const restoreMs = await time(() => restore(target.config, file));
      const { size } = await stat(file);
      process.stdout.write(
        `${kind}: backup ${backupMs} ms, restore ${restoreMs} ms, archive ${(size / 1024).toFixed(0)} KB\n`,
      );
    } finally {
      await site.remove();
      await target.remove();
    }
  }
} finally {
  await rm(work, { recursive: true, force: true });
}
