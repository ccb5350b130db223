import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "playwright-core";
import sharp from "sharp";
import { submitAdminLogin } from "./admin.ts";

const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

/** The WCAG 2.1 A and AA violations axe finds on the page, one line each. */
export async function wcagViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

/** A new page signed in as the administrator, on the dashboard. */
export async function signedInAdmin(
  newPage: () => Promise<Page>,
  email: string,
  password: string,
): Promise<Page> {
  const page = await newPage();
  await submitAdminLogin(page, email, password);
  await page.waitForURL((url) => url.pathname === "/admin");
  return page;
}

/** 800×600 JPEG files of one colour each, in a new temporary folder, for the image fields. */
export async function jpegFiles(names: readonly string[]): Promise<string[]> {
  const folder = await mkdtemp(join(tmpdir(), "back-office-images-"));
  return Promise.all(
    names.map(async (name, index) => {
      const path = join(folder, name);
      const background = { r: 10 + index * 100, g: 80, b: 140 };
      const create = { width: 800, height: 600, channels: 3 as const, background };
      await writeFile(path, await sharp({ create }).jpeg().toBuffer());
      return path;
    }),
  );
}

/** Accepts the next confirmation the page asks; the returned function tells its question. */
export function acceptNextDialog(page: Page): () => string {
  let question = "";
  page.once("dialog", (dialog) => {
    question = dialog.message();
    void dialog.accept();
  });
  return () => question;
}
