import type { AppConfig } from "../config.ts";
import { fillVocabularyIfEmpty } from "../features/search/vocabulary.ts";
import { createSectorsRepository } from "../features/sectors/sectors.repository.ts";
import { createUsersRepository } from "../features/users/users.repository.ts";
import { type DatabaseHandle, openDatabase } from "./client.ts";
import type { FirstAdministratorResult } from "./seed/first-administrator.ts";
import { seedOnStart } from "./seed/index.ts";

/**
 * Opens the configured database, applies the committed migrations, fills the search's
 * vocabulary where it is missing and seeds what a start needs.
 */
export async function prepareDatabase(
  config: AppConfig,
  options: { pgliteTemplate?: Blob | undefined } = {},
): Promise<{ database: DatabaseHandle; firstAdmin: FirstAdministratorResult | undefined }> {
  const database = await openDatabase({ ...config, ...options });
  try {
    await database.migrate();
    // A database from before the stored search (migration 0014), or filled by an import:
    // the typo correction's words, once.
    await fillVocabularyIfEmpty(database.db);
    const firstAdmin = await seedOnStart(
      { users: createUsersRepository(database.db), sectors: createSectorsRepository(database.db) },
      config,
    );
    return { database, firstAdmin };
  } catch (error) {
    await database.close();
    throw error;
  }
}
