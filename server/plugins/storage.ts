import { randomUUID } from "node:crypto";
import { mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import type { ImageAsset } from "../../domain/content.ts";
import type { ProcessedImage } from "../lib/images.ts";

export const UPLOADS_PREFIX = "/uploads/";

/**
 * Where uploaded files live. Local folder by default; an S3-compatible bucket can take
 * its place behind the same interface when several instances must share files.
 */
export interface Storage {
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  remove(key: string): Promise<void>;
  /** The stored bytes of `key`, or undefined when there is none (backups read them). */
  get(key: string): Promise<Buffer | undefined>;
  /** Every stored key, in no particular order (backups list them). */
  list(): AsyncIterable<string>;
}

/** What a storage key may be: a file name made by the server, never a path. */
export const STORAGE_KEY = /^[a-z0-9][a-z0-9._-]*$/i;

export function createLocalStorage(directory: string): Storage {
  const fileOf = (key: string) => {
    // Keys are made by the server, but a path must never leave the uploads folder.
    if (!STORAGE_KEY.test(key)) throw new Error(`invalid storage key: ${key}`);
    return path.join(directory, key);
  };
  return {
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

const variantKey = (cle: string, width: number) => `${cle}-${width}.webp`;

/** Public URL of an image at a width (the full size by default). */
export function imageUrl(
  asset: ImageAsset,
  width = asset.largeurs[asset.largeurs.length - 1],
): string {
  return `${UPLOADS_PREFIX}${variantKey(asset.cle, width ?? asset.largeur)}`;
}

/** `srcset` of an image: every stored width. */
export function imageSrcset(asset: ImageAsset): string {
  return asset.largeurs.map((w) => `${imageUrl(asset, w)} ${w}w`).join(", ");
}

/** Writes every width of a processed image under a name made here; all or nothing. */
export async function storeImage(storage: Storage, image: ProcessedImage): Promise<ImageAsset> {
  const cle = randomUUID();
  const asset: ImageAsset = {
    cle,
    largeur: image.largeur,
    hauteur: image.hauteur,
    largeurs: image.variants.map((v) => v.width),
  };
  try {
    for (const variant of image.variants) {
      await storage.put(variantKey(cle, variant.width), variant.data, "image/webp");
    }
  } catch (error) {
    await deleteImages(storage, [asset]);
    throw error;
  }
  return asset;
}

export async function deleteImages(
  storage: Storage,
  assets: readonly (ImageAsset | null | undefined)[],
) {
  for (const asset of assets) {
    if (!asset) continue;
    for (const width of asset.largeurs) await storage.remove(variantKey(asset.cle, width));
  }
}

/** Serves the uploads folder; names never change content, so caches may keep them a year. */
export async function registerUploads(app: FastifyInstance, directory: string) {
  await mkdir(directory, { recursive: true });
  await app.register(fastifyStatic, {
    root: directory,
    prefix: UPLOADS_PREFIX,
    decorateReply: false,
    index: false,
    list: false,
    dotfiles: "deny",
    immutable: true,
    maxAge: "365d",
  });
}
