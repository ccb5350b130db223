// The rewrite that makes a public page's modules wait until the page has loaded (ADR 032),
// on the shape React writes <Scripts> in. The browser side (the page still hydrates, its
// modules are asked for after the load) is in e2e/hydration.e2e.ts.
import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import {
  deferHydration,
  deferModules,
  HYDRATION_TEMPLATE_ID,
} from "./deferred-hydration.server.ts";

const PRELOADS =
  '<link rel="modulepreload" href="/assets/entry.client-A.js"/><link rel="modulepreload" href="/assets/root-B.js"/>';
const MODULE_SCRIPT =
  '<script type="module" async="">import * as route0 from "/assets/root-B.js";\nimport("/assets/entry.client-A.js");</script>';
const CONTEXT_SCRIPT = "<script>window.__reactRouterContext = {};</script>";
const SHELL = `<!DOCTYPE html><html lang="fr"><head><meta charSet="utf-8"/><link rel="stylesheet" href="/assets/app.css"/>${PRELOADS}<title>Mines – Côte d’Ivoire</title></head><body><main>Hé !</main>${CONTEXT_SCRIPT}${MODULE_SCRIPT}`;
const REST =
  'é<script>window.__reactRouterContext.streamController.enqueue("é");</script></body></html>';

/** The stream's output when React's HTML arrives in `chunks`. */
async function streamed(chunks: Buffer[]): Promise<string> {
  return text(Readable.from(chunks).pipe(deferHydration()));
}

/** `html` as bytes cut every `size` bytes, through multi-byte characters and tags alike. */
function cut(html: string, size: number): Buffer[] {
  const bytes = Buffer.from(html);
  const chunks: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += size) chunks.push(bytes.subarray(at, at + size));
  return chunks;
}

describe("deferModules", () => {
  it("moves the head's modulepreloads and the module script into an inert template, with a loader after it", () => {
    const html = deferModules(SHELL + REST) as string;
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head).not.toContain("modulepreload");
    expect(head).toContain('<link rel="stylesheet" href="/assets/app.css"/>');
    expect(html).toContain(
      `${CONTEXT_SCRIPT}<template id="${HYDRATION_TEMPLATE_ID}">${PRELOADS}${MODULE_SCRIPT}</template><script>(function loadModulesOnceShown(`,
    );
    // Nothing outside the template asks for a module any more.
    const outside = html.replace(/<template[\s\S]*<\/template>/, "");
    expect(outside).not.toMatch(/modulepreload|type="module"/);
    expect(html.endsWith(REST)).toBe(true);
  });

  it("moves the scripts as React writes them with a nonce, and gives the loader the same nonce", () => {
    const nonce = "jscTURvAWnJafqvAfqT0vA==";
    const preloads = `<link rel="modulepreload" href="/assets/entry.client-A.js" nonce="${nonce}"/>`;
    const moduleScript = `<script nonce="${nonce}" type="module" async="">import("/assets/entry.client-A.js");</script>`;
    const shell = `<html><head>${preloads}</head><body><main>Hé !</main>${moduleScript}`;
    const html = deferModules(shell + REST, nonce) as string;
    expect(html).toContain(
      `<template id="${HYDRATION_TEMPLATE_ID}">${preloads}${moduleScript}</template><script nonce="${nonce}">(function loadModulesOnceShown(`,
    );
    expect(html.replace(/<template[\s\S]*<\/template>/, "")).not.toMatch(
      /modulepreload|type="module"/,
    );
  });

  it("waits for the whole module script, and leaves a page without one as it is", () => {
    expect(deferModules(SHELL.slice(0, -10))).toBeUndefined();
    expect(deferModules("<html><body><p>Erreur</p></body></html>")).toBeUndefined();
  });
});

describe("deferHydration", () => {
  it("gives the same page however React's bytes are cut, accents included", async () => {
    const whole = deferModules(SHELL + REST);
    for (let size = 1; size <= 120; size++)
      expect(await streamed(cut(SHELL + REST, size)), `cut every ${size} bytes`).toBe(whole);
    expect(await streamed([Buffer.from(SHELL + REST)])).toBe(whole);
    // The module script's last chunk ends inside the "é" that follows it.
    const bytes = Buffer.from(SHELL + REST);
    const inside = Buffer.byteLength(SHELL) + 1;
    expect(await streamed([bytes.subarray(0, inside), bytes.subarray(inside)])).toBe(whole);
  });

  it("lets a page without scripts through unchanged", async () => {
    const page = "<!DOCTYPE html><html><body><p>Déjà vu</p></body></html>";
    expect(await streamed(cut(page, 5))).toBe(page);
  });
});
