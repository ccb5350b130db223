import { existsSync } from "node:fs";
import { type Browser, chromium } from "playwright-core";

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export function chromiumPath(): string {
  return process.env.CHROMIUM_PATH || "/usr/bin/chromium";
}

/** Fails (never skips) when there is no browser to drive. */
export function assertChromiumPresent(executablePath = chromiumPath()): void {
  if (!existsSync(executablePath)) {
    throw new Error(
      `e2e: no Chromium at ${executablePath}. Install Debian's "chromium" package ` +
        "(apt-get install chromium) or point CHROMIUM_PATH at a Chromium executable.",
    );
  }
}

export async function launchChromium(executablePath = chromiumPath()): Promise<Browser> {
  assertChromiumPresent(executablePath);
  return chromium.launch({ executablePath, headless: true, args: CHROMIUM_ARGS });
}
