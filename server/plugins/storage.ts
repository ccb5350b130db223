import { randomUUID } from "node:crypto";
import { mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import type { ImageFormat } from "../../domain/content.ts";
import { formatsOf, type MediaAsset } from "../../domain/media.ts";
import type { AppConfig } from "../config.ts";
import type { ProcessedImage } from "../lib/images.ts";
import type { BucketStorage } from "./s3-storage.ts";
import {
  checkedKey,
  STORAGE_KEY,
  type Storage,
  UPLOADS_MAX_AGE_SECONDS,
  UPLOADS_PREFIX,
} from "./storage-contract.ts";

export {
  checkedKey,
  STORAGE_KEY,
  type Storage,
  UPLOADS_MAX_AGE_SECONDS,
  UPLOADS_PREFIX,
} from "./storage-contract.ts";

export interface LocalStorage extends Storage {
  readonly kind: "local";
  readonly directory: string;
}

/** The storage of an app, as createStorage makes it from the configuration. */
export type AppStorage = LocalStorage | BucketStorage;

export function createLocalStorage(directory: string): LocalStorage {
  const fileOf = (key: string) => path.join(directory, checkedKey(key));
  return {
    kind: "local",
    directory,
    publicUrl: UPLOADS_PREFIX,
    async put(key, data) {
      await mkdir(directory, { recursive: true });
      await writeFile(fileOf(key), data);
    },
    async remove(key) {
      await rm(fileOf(key), { force: true });
    },
    async get(key) {
      try {
        return await readFile(fileOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
        throw error;
      }
    },
    async *list() {
      let names: string[];
      try {
        names = await readdir(directory);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return;
        throw error;
      }
      // Only what put() could have written: no hidden or temporary files.
      for (const name of names) if (STORAGE_KEY.test(name)) yield name;
    },
  };
}

const uploadsDirectory = (config: Pick<AppConfig, "dataDir">) =>
  path.join(config.dataDir, "uploads");

/**
 * The bucket of S3_* when there is one, else the uploads folder of the data folder. The AWS
 * SDK is loaded only for a bucket: a site on its local folder does not carry its ~30 MB.
 */
export async function createStorage(
  config: Pick<AppConfig, "dataDir" | "s3">,
): Promise<AppStorage> {
  if (!config.s3) return createLocalStorage(uploadsDirectory(config));
  const { createBucketStorage } = await import("./s3-storage.ts");
  return createBucketStorage(config.s3);
}

/** Where uploads go, in one line for the start banner; never a credential. */
export function describeStorage(config: Pick<AppConfig, "dataDir" | "s3">): string {
  const { s3 } = config;
  if (!s3) return `stockage : dossier local ${uploadsDirectory(config)}`;
  const where = s3.endpoint ? withoutCredentials(s3.endpoint) : `AWS (région ${s3.region})`;
  const served = s3.publicUrl ? `, images servies par ${withoutCredentials(s3.publicUrl)}` : "";
  return `stockage : bucket S3 « ${s3.bucket} » sur ${where}${served}`;
}

/** A URL as it may be printed: without a user name or password someone put in it. */
function withoutCredentials(url: string): string {
  const parsed = new URL(url);
  parsed.username = "";
  parsed.password = "";
  return parsed.href.replace(/\/$/, "");
}

/** The storage key of an image's file at a width and in a format. */
export const variantKey = (cle: string, width: number, format: ImageFormat = "webp") =>
  `${cle}-${width}.${format}`;

const CONTENT_TYPES: Record<ImageFormat, string> = { webp: "image/webp", avif: "image/avif" };

/** Public URL of an image at a width (the full size by default), where `storage` serves it. */
export function imageUrl(
  storage: Pick<Storage, "publicUrl">,
  asset: MediaAsset,
  width = asset.largeurs[asset.largeurs.length - 1],
  format: ImageFormat = "webp",
): string {
  return `${storage.publicUrl}${variantKey(asset.cle, width ?? asset.largeur, format)}`;
}

/**
 * `srcset` of an image in a format: every stored width, or "" when the image was not
 * written in that format (an upload from before AVIF).
 */
export function imageSrcset(
  storage: Pick<Storage, "publicUrl">,
  asset: MediaAsset,
  format: ImageFormat = "webp",
): string {
  if (!formatsOf(asset).includes(format)) return "";
  return asset.largeurs.map((w) => `${imageUrl(storage, asset, w, format)} ${w}w`).join(", ");
}

/** Writes every variant of a processed image under a name made here; all or nothing. */
export async function storeImage(storage: Storage, image: ProcessedImage): Promise<MediaAsset> {
  const cle = randomUUID();
  const asset: MediaAsset = {
    cle,
    largeur: image.largeur,
    hauteur: image.hauteur,
    largeurs: [...new Set(image.variants.map((v) => v.width))],
    formats: [...new Set(image.variants.map((v) => v.format))],
    taille: image.variants.reduce((total, variant) => total + variant.data.length, 0),
  };
  try {
    for (const variant of image.variants) {
      const key = variantKey(cle, variant.width, variant.format);
      await storage.put(key, variant.data, CONTENT_TYPES[variant.format]);
    }
  } catch (error) {
    await deleteImages(storage, [asset]);
    throw error;
  }
  return asset;
}

export async function deleteImages(
  storage: Storage,
  assets: readonly (MediaAsset | null | undefined)[],
) {
  for (const asset of assets) {
    if (!asset) continue;
    for (const format of formatsOf(asset)) {
      for (const width of asset.largeurs)
        await storage.remove(variantKey(asset.cle, width, format));
    }
  }
}

/**
 * Serves the stored files under /uploads/, from the folder or the bucket. Uploaded images
 * may be embedded by any site (a partner's page, a newsletter in a webmail), so these
 * answers say `Cross-Origin-Resource-Policy: cross-origin`; pages and the API keep
 * `same-origin` (security.ts).
 */
export async function registerUploads(app: FastifyInstance, storage: AppStorage) {
  if (storage.kind === "local") await mkdir(storage.directory, { recursive: true });
  else app.addHook("onClose", () => storage.close());
  await app.register(async (uploads) => {
    // Runs after the security headers' own hook, which is the root's.
    uploads.addHook("onRequest", async (_request, reply) => {
      reply.header("cross-origin-resource-policy", "cross-origin");
    });
    if (storage.kind === "bucket") {
      const { registerBucketUploads } = await import("./s3-storage.ts");
      registerBucketUploads(uploads, storage);
      return;
    }
    await uploads.register(fastifyStatic, {
      root: storage.directory,
      prefix: UPLOADS_PREFIX,
      decorateReply: false,
      index: false,
      list: false,
      dotfiles: "deny",
      immutable: true,
      maxAge: UPLOADS_MAX_AGE_SECONDS * 1000,
    });
  });
}
