// The files only staff may read: candidates' CVs (issue 32, point 2; docs/decisions/066).
// Never under a public address: in the local folder, `prive/` beside `uploads/` in the data
// folder, which nothing serves; in a bucket, keys under `prive/`, which /uploads/<key> never
// matches (a key holds no slash) and which the uploads' listing (backups) leaves out. They
// are read back through the API's authenticated download only.
import path from "node:path";
import type { AppConfig } from "../config.ts";
import { createLocalStorage, type Storage } from "./storage.ts";

/** A store of private files: a Storage without a public address. */
export type PrivateFiles = Omit<Storage, "publicUrl"> & {
  /** Closes the bucket's connections, if any (with the app). */
  close(): void;
};

/** In a bucket, the private files' keys start with this: a bucket policy can deny it to all. */
export const PRIVATE_PREFIX = "prive/";

/** Not for a shared cache, even a CDN set in front of the whole bucket. */
const PRIVATE_CACHE_CONTROL = "private, no-store";

export async function createPrivateFiles(
  config: Pick<AppConfig, "dataDir" | "s3">,
): Promise<PrivateFiles> {
  if (!config.s3) {
    const { put, get, remove, list } = createLocalStorage(path.join(config.dataDir, "prive"));
    return { put, get, remove, list, close: () => undefined };
  }
  const { createBucketStorage } = await import("./s3-storage.ts");
  const { put, get, remove, list, close } = createBucketStorage(config.s3, {
    prefix: PRIVATE_PREFIX,
    cacheControl: PRIVATE_CACHE_CONTROL,
  });
  return { put, get, remove, list, close };
}
