// What every storage of uploads is and does, the local folder (storage.ts) and the bucket
// (s3-storage.ts) alike: a module of its own, so that storage.ts can load the bucket's
// code only when there is a bucket without the two importing each other.

export const UPLOADS_PREFIX = "/uploads/";

/**
 * Where uploaded files live: a local folder by default, or an S3-compatible bucket
 * (s3-storage.ts) when several instances must share files.
 */
export interface Storage {
  /**
   * What a key is appended to for browsers to fetch it: `/uploads/` on this site, or the
   * CDN in front of the bucket (S3_PUBLIC_URL). Image URLs are built from it (imageUrl).
   */
  readonly publicUrl: string;
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** Removing a key that is not there is not an error. */
  remove(key: string): Promise<void>;
  /** The stored bytes of `key`, or undefined when there is none (backups read them). */
  get(key: string): Promise<Buffer | undefined>;
  /** Every stored key, in no particular order (backups list them). */
  list(): AsyncIterable<string>;
}

/** What a storage key may be: a file name made by the server, never a path. */
export const STORAGE_KEY = /^[a-z0-9][a-z0-9._-]*$/i;

/** `key` when it is one put() could have written; throws otherwise, in every storage. */
export function checkedKey(key: string): string {
  // Keys are made by the server, but a path must never leave the uploads folder or bucket.
  if (!STORAGE_KEY.test(key)) throw new Error(`invalid storage key: ${key}`);
  return key;
}

/** One year: names never change content, so caches may keep them that long. */
export const UPLOADS_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
