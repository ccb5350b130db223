import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { hasExif, makeImage } from "../test/images.ts";
import { IMAGE_WIDTHS, ImageRejected, processImage } from "./images.ts";

async function rejection(data: Buffer): Promise<string | undefined> {
  try {
    await processImage(data);
    return undefined;
  } catch (error) {
    return error instanceof ImageRejected ? error.reason : "other";
  }
}

describe("processImage", () => {
  it("re-encodes JPEG, PNG and WebP to WebP and AVIF widths no wider than the original", async () => {
    for (const format of ["jpeg", "png", "webp"] as const) {
      const processed = await processImage(await makeImage({ format, width: 1100, height: 550 }));
      expect(processed.variants.map((v) => `${v.format} ${v.width}`)).toEqual([
        "webp 320",
        "webp 640",
        "webp 1024",
        "webp 1100",
        "avif 320",
        "avif 640",
        "avif 1024",
        "avif 1100",
      ]);
      expect(processed.largeur).toBe(1100);
      expect(processed.hauteur).toBe(550);
      for (const variant of processed.variants) {
        const meta = await sharp(variant.data).metadata();
        // libvips reads AVIF as a HEIF container with the AV1 codec.
        expect(variant.format === "avif" ? `${meta.format} ${meta.compression}` : meta.format).toBe(
          variant.format === "avif" ? "heif av1" : "webp",
        );
        expect(meta.width).toBe(variant.width);
      }
    }
    const huge = await processImage(await makeImage({ width: 2400, height: 1200 }));
    expect(huge.variants.filter((v) => v.format === "avif").map((v) => v.width)).toEqual([
      ...IMAGE_WIDTHS,
    ]);
  });

  it("drops EXIF metadata, GPS position included", async () => {
    const source = await makeImage({ gps: true });
    expect(await hasExif(source)).toBe(true);
    const processed = await processImage(source);
    for (const variant of processed.variants) {
      expect(await hasExif(variant.data)).toBe(false);
      expect(variant.data.includes(Buffer.from("TestCamera"))).toBe(false);
    }
  });

  it("judges by bytes: HTML named like an image, a GIF, or a truncated JPEG are refused", async () => {
    expect(await rejection(Buffer.from("<!doctype html><script>alert(1)</script>"))).toBe("type");
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: "#000" } })
      .gif()
      .toBuffer();
    expect(await rejection(gif)).toBe("type");
    const jpeg = await makeImage();
    expect(await rejection(jpeg.subarray(0, 200))).toBe("corrupt");
  });

  it("refuses images over 40 million pixels before decoding them", async () => {
    const bomb = await sharp({
      create: { width: 8000, height: 6000, channels: 3, background: "#fff" },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(1024 * 1024);
    expect(await rejection(bomb)).toBe("pixels");
  });
});
