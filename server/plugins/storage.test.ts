// One contract for every Storage: the local folder and the S3 bucket must behave alike, so
// the content commands (and backups) can rely on either.
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { PutObjectCommand } from "@aws-sdk/client-s3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestBucket, testBucketClient } from "../test/s3.ts";
import { createBucketStorage } from "./s3-storage.ts";
import { createLocalStorage, type Storage } from "./storage.ts";

interface Subject {
  storage: Storage;
  /** Leaves something put() could never have written, as another tool might. */
  plantForeign(): Promise<void>;
  close(): Promise<void>;
}

const SUBJECTS: { name: string; make(): Promise<Subject> }[] = [
  {
    name: "local folder",
    async make() {
      const root = await mkdtemp(path.join(tmpdir(), "storage-test-"));
      // Not made yet: the storage makes it on the first put, and lists nothing before.
      const directory = path.join(root, "uploads");
      return {
        storage: createLocalStorage(directory),
        plantForeign: () => writeFile(path.join(directory, ".tmp-upload"), "x"),
        close: () => rm(root, { recursive: true, force: true }),
      };
    },
  },
  {
    name: "S3 bucket",
    async make() {
      const bucket = await startTestBucket();
      // Two keys a page: listing five keys must follow the continuation tokens.
      const storage = createBucketStorage(bucket.config, { listPageSize: 2 });
      const { config } = bucket;
      const client = testBucketClient(config);
      return {
        storage,
        plantForeign: async () => {
          await client.send(
            new PutObjectCommand({ Bucket: config.bucket, Key: "sauvegardes/base.sql", Body: "x" }),
          );
        },
        close: async () => {
          client.destroy();
          storage.close();
          await bucket.close();
        },
      };
    },
  },
];

const INVALID_KEYS = ["", "../secret", "a/b.webp", ".hidden", "-dash.webp", "é.webp"];

const listed = async (storage: Storage) => {
  const keys: string[] = [];
  for await (const key of storage.list()) keys.push(key);
  return keys.sort();
};

describe.each(SUBJECTS)("storage contract: $name", ({ make }) => {
  let subject: Subject;
  let storage: Storage;
  beforeAll(async () => {
    subject = await make();
    storage = subject.storage;
  });
  afterAll(async () => {
    await subject?.close();
  });

  it("lists nothing while empty, and has nothing to get", async () => {
    expect(await listed(storage)).toEqual([]);
    expect(await storage.get("absent.webp")).toBeUndefined();
  });

  it("gives back the bytes it was given, and lists every key across pages", async () => {
    const keys = ["a-1.webp", "b-2.webp", "c-3.webp", "d-4.webp", "e-5.webp"];
    for (const key of keys) await storage.put(key, Buffer.from(`octets de ${key}`), "image/webp");
    for (const key of keys) {
      expect((await storage.get(key))?.toString()).toBe(`octets de ${key}`);
    }
    expect(await listed(storage)).toEqual(keys);
  });

  it("replaces what a key held when it is put again", async () => {
    await storage.put("a-1.webp", Buffer.from("nouveau"), "image/webp");
    expect((await storage.get("a-1.webp"))?.toString()).toBe("nouveau");
  });

  it("removes keys, and a missing key's removal is no error", async () => {
    await storage.remove("b-2.webp");
    await storage.remove("d-4.webp");
    await storage.remove("jamais-ecrit.webp");
    expect(await storage.get("b-2.webp")).toBeUndefined();
    expect(await listed(storage)).toEqual(["a-1.webp", "c-3.webp", "e-5.webp"]);
  });

  it("lists only the keys put() could have written", async () => {
    await subject.plantForeign();
    expect(await listed(storage)).toEqual(["a-1.webp", "c-3.webp", "e-5.webp"]);
  });

  it("refuses a key that is not a plain file name, in every operation, storing nothing", async () => {
    for (const key of INVALID_KEYS) {
      await expect(storage.put(key, Buffer.from("x"), "image/webp"), key).rejects.toThrow(
        /invalid storage key/,
      );
      await expect(storage.get(key), key).rejects.toThrow(/invalid storage key/);
      await expect(storage.remove(key), key).rejects.toThrow(/invalid storage key/);
    }
    expect(await listed(storage)).toEqual(["a-1.webp", "c-3.webp", "e-5.webp"]);
  });
});
