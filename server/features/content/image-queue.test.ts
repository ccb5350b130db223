// Uploads are processed one image at a time per process, with a bounded queue (issue 28:
// eight parallel 40-megapixel uploads took a small server from 435 to 672 MB). The images
// are real and really encoded; a gate in front of the encoder holds them in the queue so
// that the test decides when each may go on.
import { createHash } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";
import { IMAGE_MESSAGES } from "../../../domain/content.ts";
import { createManualClock } from "../../lib/clock.ts";
import {
  IMAGE_QUEUE_LIMITS,
  type ImageProcessor,
  type ProcessedImage,
  processImage,
} from "../../lib/images.ts";
import { CONTENT_TYPES_UNDER_TEST } from "../../test/content-types.ts";
import { storedUploads } from "../../test/images.ts";
import { sendForm } from "../../test/multipart.ts";
import { createTestApp, loginAsAdmin } from "../../test/test-app.ts";

const [ARTICLES] = CONTENT_TYPES_UNDER_TEST;

/**
 * sharp behind a gate: each image waits for `open()`, and the most at once is counted.
 * The uploads send the same picture: it is encoded once and its variants reused, so that
 * fourteen uploads cost one encoding (sharp's own output is tested in images.test.ts).
 */
function gatedEncoder() {
  const encoded = new Map<string, Promise<ProcessedImage>>();
  let release!: () => void;
  let opened = new Promise<void>((resolve) => {
    release = resolve;
  });
  let inProgress = 0;
  let mostAtOnce = 0;
  let started = 0;
  const encode: ImageProcessor = async (data) => {
    started += 1;
    inProgress += 1;
    mostAtOnce = Math.max(mostAtOnce, inProgress);
    try {
      await opened;
      const key = createHash("sha256").update(data).digest("hex");
      if (!encoded.has(key)) encoded.set(key, processImage(data));
      return await (encoded.get(key) as Promise<ProcessedImage>);
    } finally {
      inProgress -= 1;
    }
  };
  return {
    encode,
    open: () => release(),
    close: () => {
      opened = new Promise<void>((resolve) => {
        release = resolve;
      });
    },
    get started() {
      return started;
    },
    get mostAtOnce() {
      return mostAtOnce;
    },
  };
}

async function appWithGate() {
  if (!ARTICLES) throw new Error("no content type under test");
  const gate = gatedEncoder();
  const clock = createManualClock();
  const app: FastifyInstance = await createTestApp({ processImage: gate.encode, clock });
  const { token } = await loginAsAdmin(app);
  let counter = 0;
  const upload = async () =>
    sendForm(
      app,
      "POST",
      ARTICLES.path,
      token,
      ARTICLES.fields(`Article de la file d'images numéro ${++counter}`),
      await ARTICLES.files(),
    );
  return { app, gate, clock, upload };
}

/** Resolves once `promise` has settled, without failing on its rejection. */
const settledSoon = <T>(promise: Promise<T>) => {
  let settled = false;
  void promise.finally(() => {
    settled = true;
  });
  return () => settled;
};

describe("uploads processed one image at a time", () => {
  it("refuses the upload that finds the queue full with a French 503, stores nothing for it, and processes the rest one by one", async () => {
    const { app, gate, upload } = await appWithGate();
    try {
      const before = await storedUploads(app);
      const count = IMAGE_QUEUE_LIMITS.maxWaiting + 2;
      const responses = Array.from({ length: count }, () => upload());
      // One is being encoded, maxWaiting wait: the last one to arrive is refused at once,
      // while the others are still held by the gate.
      const first = await Promise.race(responses);
      expect(first.statusCode).toBe(503);
      expect(first.headers["retry-after"]).toBe(String(IMAGE_QUEUE_LIMITS.maxWaitMs / 1000));
      expect(first.json()).toEqual({
        success: false,
        message: IMAGE_MESSAGES.busy,
        erreurs: [{ champ: ARTICLES?.imageField, message: IMAGE_MESSAGES.busy }],
      });
      expect(gate.started).toBe(1);
      expect(await storedUploads(app)).toEqual(before);
      gate.open();
      const all = await Promise.all(responses);
      expect(all.map((r) => r.statusCode).sort()).toEqual([
        ...Array.from({ length: count - 1 }, () => 201),
        503,
      ]);
      expect(gate.mostAtOnce).toBe(1);
      // Each created article has its one image in every width and format; none for the refused one.
      const stored = await storedUploads(app);
      const perArticle = (stored.length - before.length) / (count - 1);
      expect(Number.isInteger(perArticle) && perArticle > 0).toBe(true);
    } finally {
      await app.close();
    }
  });

  it("refuses an upload that waited longer than its bound, and goes on with the next", async () => {
    const { app, gate, clock, upload } = await appWithGate();
    try {
      const running = upload();
      await expect.poll(() => gate.started).toBe(1);
      const waiting = upload();
      const waitingDone = settledSoon(waiting);
      // The second waits its turn (its bound set on the clock); just before the bound it is
      // still waiting.
      await expect.poll(() => clock.pendingOnce).toBe(1);
      clock.advance(IMAGE_QUEUE_LIMITS.maxWaitMs - 1);
      await new Promise((resolve) => setImmediate(resolve));
      expect(waitingDone()).toBe(false);
      clock.advance(1);
      const refused = await waiting;
      expect(refused.statusCode).toBe(503);
      expect(refused.json().message).toBe(IMAGE_MESSAGES.busy);
      expect(clock.pendingOnce).toBe(0);
      gate.open();
      expect((await running).statusCode).toBe(201);
      // The queue is free again: the next upload goes straight through.
      gate.close();
      gate.open();
      expect((await upload()).statusCode).toBe(201);
    } finally {
      await app.close();
    }
  });
});
