import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import AxeBuilder from "@axe-core/playwright";
import type { BrowserContextOptions, Locator, Page } from "playwright-core";
import sharp from "sharp";
import { beforeAll } from "vitest";
import type { Language } from "../../domain/constants.ts";
import {
  CONTENT_TYPE_IDENTITIES,
  type ContentTypeKey,
} from "../../domain/content-types/identities.ts";
import { detailPath } from "../../domain/site-paths.ts";
import { ADMIN_SIGN_IN, type SignInPagePlace, submitSignIn } from "./admin.ts";
import { adminToken, staffItem } from "./api.ts";
import { browserPerFile } from "./browser.ts";
import { e2eEnv } from "./env.ts";
import { expectPath } from "./page.ts";

/** WCAG 2.1 A and AA: what axe can check by itself. */
const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

/**
 * Waits until no part of the screen says it is loading: a dashboard loads several
 * sections at once, each with its own « Chargement en cours... ».
 */
export async function loaded(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.body.innerText.includes("Chargement en cours..."));
}

/**
 * The WCAG 2.1 A and AA violations axe finds on the page, one line each. Axe runs in the
 * page itself (legacy mode): the default opens a blank page to merge the results of every
 * frame, a third of each check's time, and the site's pages have no frame to merge. Only
 * violations are detailed (`resultTypes`): axe still runs every rule on every node, but
 * skips building a selector for each node that passed, which nothing here reads.
 */
export async function wcagViolations(page: Page): Promise<string[]> {
  // `options` replaces every option set before it: it comes before `withTags`.
  const { violations } = await new AxeBuilder({ page })
    .options({ resultTypes: ["violations"] })
    .withTags(WCAG_TAGS)
    .setLegacyMode(true)
    .analyze();
  // Readable on failure: the rule, and where it failed.
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

type NewPage = (options?: BrowserContextOptions) => Promise<Page>;

/** A new page (with `options`) signed in at `place`, on the area's home page. */
export async function signedInAt(
  newPage: NewPage,
  place: SignInPagePlace,
  email: string,
  password: string,
  options?: BrowserContextOptions,
): Promise<Page> {
  const page = await newPage(options);
  await submitSignIn(page, place, email, password);
  await expectPath(page, place.home);
  return page;
}

/** A new page (with `options`) signed in as the administrator, on the dashboard. */
export function signedInAdmin(
  newPage: NewPage,
  email: string,
  password: string,
  options?: BrowserContextOptions,
): Promise<Page> {
  return signedInAt(newPage, ADMIN_SIGN_IN, email, password, options);
}

/**
 * What a spec file of the administrator's content screens sets up: a browser per file
 * (browserPerFile), the administrator's API token (fetched before the tests), pages signed
 * in as the administrator, and items read as the back office reads them.
 */
export function adminContentPerFile() {
  const { baseUrl, adminEmail, adminPassword } = e2eEnv();
  const { newPage } = browserPerFile();
  let token = "";
  beforeAll(async () => {
    token = await adminToken(baseUrl, adminEmail, adminPassword);
  });
  return {
    baseUrl,
    newPage,
    /** A new page signed in as the administrator, on the dashboard. */
    signedIn: (options?: BrowserContextOptions) =>
      signedInAdmin(newPage, adminEmail, adminPassword, options),
    /** GET /{type}/admin/{id} with the administrator's token: the status and the item. */
    staffItem: <T>(type: "articles" | "realisations" | "opportunites", id: string) =>
      staffItem<T>(baseUrl, token, type, id),
  };
}

/**
 * Image files of one colour each, in a new temporary folder, for the image fields:
 * 800×600 JPEG unless `options` say otherwise.
 */
export async function imageFiles(
  names: readonly string[],
  options: { format?: "jpeg" | "png"; width?: number; height?: number } = {},
): Promise<string[]> {
  const { format = "jpeg", width = 800, height = 600 } = options;
  const folder = await mkdtemp(join(tmpdir(), "back-office-images-"));
  return Promise.all(
    names.map(async (name, index) => {
      const path = join(folder, name);
      const background = { r: 10 + index * 100, g: 80, b: 140 };
      const create = { width, height, channels: 3 as const, background };
      await writeFile(path, await sharp({ create }).toFormat(format).toBuffer());
      return path;
    }),
  );
}

/** 800×600 JPEG files of one colour each, in a new temporary folder, for the image fields. */
export function jpegFiles(names: readonly string[]): Promise<string[]> {
  return imageFiles(names);
}

function answerNextDialog(page: Page, answer: "accept" | "dismiss"): () => string {
  let question = "";
  page.once("dialog", (dialog) => {
    question = dialog.message();
    void (answer === "accept" ? dialog.accept() : dialog.dismiss());
  });
  return () => question;
}

/** Accepts the next confirmation the page asks; the returned function tells its question. */
export function acceptNextDialog(page: Page): () => string {
  return answerNextDialog(page, "accept");
}

/** Dismisses the next confirmation the page asks; the returned function tells its question. */
export function dismissNextDialog(page: Page): () => string {
  return answerNextDialog(page, "dismiss");
}

/**
 * Clicks the 'Supprimer' button of a list row or card, accepts the confirmation and waits
 * for the row or card to go; resolves with the question the confirmation asked.
 */
export async function deleteAfterConfirmation(item: Locator): Promise<string> {
  const question = acceptNextDialog(item.page());
  await item.getByRole("button", { name: "Supprimer" }).click();
  await item.waitFor({ state: "detached" });
  return question();
}

/** The id at the end of the 'Modifier' link of a list row or card. */
export async function editLinkId(item: Locator): Promise<string> {
  const href = await item.getByRole("link", { name: "Modifier" }).getAttribute("href");
  return decodeURIComponent(String(href).split("/").pop() ?? "");
}

const TAB_NAMES: Record<Language, string> = { fr: "Français", en: "Anglais", it: "Italien" };

/** A content form's tab of one language (named on with "(champs manquants)" when it is). */
export function languageTab(page: Page, lang: Language): Locator {
  return page.getByRole("tab", { name: new RegExp(`^${TAB_NAMES[lang]}`) });
}

/** A public detail page in a language, at its address in that language's words. */
export function publicDetailPath(kind: ContentTypeKey, lang: Language, slug: string): string {
  return detailPath(lang, CONTENT_TYPE_IDENTITIES[kind].plural, slug);
}
