import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
import S3rver from "s3rver";
import type { S3Config } from "../config.ts";

export interface TestBucket {
  /** What S3_* would say for this bucket. */
  config: S3Config;
  close(): Promise<void>;
}

/** A client of the bucket of its own: tests look into the bucket without the app's storage. */
export function testBucketClient(config: S3Config): S3Client {
  return new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
  });
}

/** Every key in the bucket (the first thousand: a test holds fewer), sorted. */
export async function bucketKeys(config: S3Config): Promise<string[]> {
  const client = testBucketClient(config);
  try {
    const listed = await client.send(new ListObjectsV2Command({ Bucket: config.bucket }));
    return (listed.Contents ?? []).flatMap((object) => (object.Key ? [object.Key] : [])).sort();
  } finally {
    client.destroy();
  }
}

/**
 * A real S3-compatible server (s3rver) in the test process, on a free port and a folder of
 * its own, with one empty bucket; the SDK talks HTTP to it as it would to S3.
 */
export async function startTestBucket(options: { publicUrl?: string } = {}): Promise<TestBucket> {
  const directory = await mkdtemp(path.join(tmpdir(), "s3-test-"));
  const bucket = "uploads-test";
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: process.env.S3RVER_LOG !== "1",
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const config: S3Config = {
    bucket,
    endpoint: `http://127.0.0.1:${port}`,
    region: "us-east-1",
    // s3rver's fixed credentials: it checks the signatures made with them.
    accessKeyId: "S3RVER",
    secretAccessKey: "S3RVER",
    forcePathStyle: true,
    publicUrl: options.publicUrl,
  };
  return {
    config,
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
