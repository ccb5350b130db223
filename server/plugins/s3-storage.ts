// The uploads in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, Scaleway…), through
// the official AWS SDK: the same Storage as the local folder, and the same /uploads/ answers.
import type { Readable } from "node:stream";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  paginateListObjectsV2,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import type { FastifyInstance } from "fastify";
import type { S3Config } from "../config.ts";
import {
  checkedKey,
  STORAGE_KEY,
  type Storage,
  UPLOADS_MAX_AGE_SECONDS,
  UPLOADS_PREFIX,
} from "./storage-contract.ts";

/** An object as /uploads/ streams it. */
export interface BucketObject {
  body: Readable;
  contentType: string | undefined;
  contentLength: number | undefined;
  etag: string | undefined;
  lastModified: Date | undefined;
  /** For a range asked with `range`: which bytes of how many (`bytes 0-99/2048`). */
  contentRange: string | undefined;
}

/** The conditions of a browser that holds a copy already. */
export interface ReadConditions {
  ifNoneMatch?: string | undefined;
  ifModifiedSince?: Date | undefined;
  /** A browser's `Range` header (a video is read by parts): passed to the bucket as is. */
  range?: string | undefined;
}

export interface BucketStorage extends Storage {
  readonly kind: "bucket";
  /**
   * The object of `key`, to stream; "not-modified" when the conditions say the reader's
   * copy is current; undefined when there is none.
   */
  open(
    key: string,
    conditions?: ReadConditions,
  ): Promise<BucketObject | "not-modified" | "unsatisfiable" | undefined>;
  /** Closes the SDK's connections (with the app). */
  close(): void;
}

const isMissing = (error: unknown) =>
  error instanceof NoSuchKey || (error instanceof S3ServiceException && error.name === "NoSuchKey");

/** A range past the object's end: S3 answers 416 (InvalidRange). */
const isUnsatisfiable = (error: unknown) =>
  (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 416;

/** A 304 has no body, so the SDK cannot name it: its status is all there is. */
const isNotModified = (error: unknown) =>
  (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 304;

export function createBucketStorage(
  config: S3Config,
  options: {
    /** Keys per ListObjectsV2 page (S3's own 1,000 by default; tests page by a few). */
    listPageSize?: number;
    /**
     * Where in the bucket the keys live: none for the public uploads; `prive/` for the
     * private files (private-files.ts), whose keys then hold a slash that /uploads/<key>
     * never matches.
     */
    prefix?: string;
    /** What the objects tell a cache: a year for uploads, nothing shared for private files. */
    cacheControl?: string;
  } = {},
): BucketStorage {
  const prefix = options.prefix ?? "";
  const objectKey = (key: string) => `${prefix}${checkedKey(key)}`;
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    // The SDK's default CRC checksums on every request are refused by several S3-compatible
    // services; send them only where S3 requires them.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
  const Bucket = config.bucket;

  async function open(
    key: string,
    conditions: ReadConditions = {},
  ): Promise<BucketObject | "not-modified" | "unsatisfiable" | undefined> {
    try {
      const object = await client.send(
        new GetObjectCommand({
          Bucket,
          Key: objectKey(key),
          IfNoneMatch: conditions.ifNoneMatch,
          IfModifiedSince: conditions.ifModifiedSince,
          Range: conditions.range,
        }),
      );
      return {
        body: object.Body as Readable,
        contentType: object.ContentType,
        contentLength: object.ContentLength,
        etag: object.ETag,
        lastModified: object.LastModified,
        contentRange: object.ContentRange,
      };
    } catch (error) {
      if (isMissing(error)) return undefined;
      if (isNotModified(error)) return "not-modified";
      if (isUnsatisfiable(error)) return "unsatisfiable";
      throw error;
    }
  }

  return {
    kind: "bucket",
    publicUrl: config.publicUrl ? `${config.publicUrl}/` : UPLOADS_PREFIX,
    async put(key, data, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: objectKey(key),
          Body: data,
          ContentType: contentType,
          // What a CDN in front of the bucket passes on: keys never change content.
          CacheControl:
            options.cacheControl ?? `public, max-age=${UPLOADS_MAX_AGE_SECONDS}, immutable`,
        }),
      );
    },
    async remove(key) {
      // S3 answers a missing key's deletion with success, as the local folder does.
      await client.send(new DeleteObjectCommand({ Bucket, Key: objectKey(key) }));
    },
    async get(key) {
      const object = await open(key);
      if (typeof object !== "object") return undefined;
      return Buffer.concat(await object.body.toArray());
    },
    async *list() {
      for await (const page of paginateListObjectsV2(
        { client, pageSize: options.listPageSize },
        { Bucket, Prefix: prefix || undefined },
      )) {
        for (const object of page.Contents ?? []) {
          // Only what put() could have written: another tool's keys are not ours to list
          // (nor, for the uploads, the private files' `prive/…`).
          const key = object.Key?.slice(prefix.length);
          if (key && STORAGE_KEY.test(key)) yield key;
        }
      }
    },
    open,
    close: () => client.destroy(),
  };
}

/**
 * A `Range` header the bucket can answer: one range of bytes (`bytes=0-`, `bytes=100-199`,
 * `bytes=-500`), as browsers ask for media. Several ranges at once (a multipart answer S3
 * does not give) or anything else: undefined, and the whole object is sent, as HTTP allows.
 */
function singleRange(header: string | undefined): string | undefined {
  return header && /^bytes=(\d+-\d*|-\d+)$/.test(header.trim()) ? header.trim() : undefined;
}

function httpDate(value: string | undefined): Date | undefined {
  if (!value) return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/**
 * /uploads/<key> streamed from the bucket, with the headers the local folder sends: its
 * type, ETag and Last-Modified (a browser's conditional request answers 304), a year of
 * caching, byte ranges (206, as a video player asks them; 416 past the end); an unknown or
 * invalid key gets the app's own 404.
 */
export function registerBucketUploads(app: FastifyInstance, storage: BucketStorage) {
  app.get<{ Params: { key: string } }>(
    `${UPLOADS_PREFIX}:key`,
    { schema: { hide: true } },
    async (request, reply) => {
      const { key } = request.params;
      if (!STORAGE_KEY.test(key)) return reply.callNotFound();
      const object = await storage.open(key, {
        ifNoneMatch: request.headers["if-none-match"],
        ifModifiedSince: httpDate(request.headers["if-modified-since"]),
        range: singleRange(request.headers.range),
      });
      if (object === undefined) return reply.callNotFound();
      reply.header("cache-control", `public, max-age=${UPLOADS_MAX_AGE_SECONDS}, immutable`);
      reply.header("accept-ranges", "bytes");
      if (object === "not-modified") return reply.code(304).send();
      if (object === "unsatisfiable") return reply.code(416).send();
      if (object.contentRange) reply.code(206).header("content-range", object.contentRange);
      if (object.etag) reply.header("etag", object.etag);
      if (object.lastModified) reply.header("last-modified", object.lastModified.toUTCString());
      if (object.contentLength !== undefined) reply.header("content-length", object.contentLength);
      reply.type(object.contentType ?? "application/octet-stream");
      return reply.send(object.body);
    },
  );
}
