// Public pages hydrate once they have loaded (ADR 032). React Router's <Scripts> asks for
// the page's modules with the HTML: a modulepreload per file in the head and an inline
// module script that imports them. On a phone's slow link those ~100 KB share the
// bandwidth with the stylesheet, the two fonts and the hero picture, and the page paints
// later for code it does not need to paint: the server-rendered page already works
// without JavaScript (links, forms, the menu). This rewrite of the shell moves the
// modulepreloads and the module script into an inert <template>, and a small loader
// puts them back where they were once the page has loaded, so the browser fetches and
// runs them then. React then hydrates as before: the module script is back in its
// place, and React skips the other tags it finds in <body>.
import { Transform, type TransformCallback } from "node:stream";
import { StringDecoder } from "node:string_decoder";

/** The element that holds the page's modules until they are wanted. */
export const HYDRATION_TEMPLATE_ID = "hydration";

/**
 * A page that is still loading after this long (pictures on a slow network) gets its
 * modules anyway: the visitor's interactions should not wait for the last picture.
 */
export const HYDRATION_AT_THE_LATEST_MS = 4000;

/**
 * React's serialization of <Scripts>'s preloads (hoisted into the head) and of its module
 * script, whatever the order of their attributes (a nonce may come first).
 */
const MODULE_PRELOAD = /<link\b[^>]*\brel="modulepreload"[^>]*\/>/g;
const MODULE_SCRIPT = /<script\b[^>]*\btype="module"[^>]*>[\s\S]*?<\/script>/;

/**
 * Runs in the page, inlined after the template: puts the modules back in place once the
 * page has loaded and painted (a fast load may end before the first paint), at the next
 * frame, or after `latestMs` whatever happens (a tab in the background does not paint).
 * If they fail to load, it takes `data-js` off <html>.
 */
function loadModulesOnceShown(templateId: string, latestMs: number): void {
  const template = document.getElementById(templateId) as HTMLTemplateElement;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    const modules = document.importNode(template.content, true);
    // Modules that cannot be had (a network that drops them): the page goes back to what it
    // shows without JavaScript, rather than keep the enhanced layout root.tsx's `data-js`
    // painted ahead of them (the sector pages' tabs) with nothing to drive it.
    modules.querySelector('script[type="module"]')?.addEventListener("error", () => {
      delete document.documentElement.dataset.js;
    });
    template.replaceWith(modules);
  };
  const loaded = new Promise<void>((resolve) => {
    if (document.readyState === "complete") resolve();
    else addEventListener("load", () => resolve(), { once: true });
  });
  const painted = new Promise<void>((resolve) => {
    if (!PerformanceObserver.supportedEntryTypes.includes("paint")) return resolve();
    new PerformanceObserver((entries, observer) => {
      if (entries.getEntriesByName("first-contentful-paint").length === 0) return;
      observer.disconnect();
      resolve();
    }).observe({ type: "paint", buffered: true });
  });
  Promise.all([loaded, painted]).then(() => requestAnimationFrame(() => setTimeout(start)));
  setTimeout(start, latestMs);
}

/** A nonce is base64 (server/plugins/security.ts); escaped all the same, as any attribute. */
const escapeAttribute = (value: string) => value.replace(/[&"<>]/g, (c) => `&#${c.charCodeAt(0)};`);

const LOADER = `(${loadModulesOnceShown.toString()})(${JSON.stringify(HYDRATION_TEMPLATE_ID)},${HYDRATION_AT_THE_LATEST_MS});`;

/**
 * The shell with its module loading deferred, or undefined while the module script has
 * not fully arrived yet. A shell without one (no <Scripts>) is left as it is. The loader
 * carries the page's script nonce, as the module script in the template already does
 * (copied with it, the nonce lets it run once put back).
 */
export function deferModules(shell: string, nonce?: string): string | undefined {
  const script = MODULE_SCRIPT.exec(shell);
  if (!script) return undefined;
  const preloads = shell.slice(0, script.index).match(MODULE_PRELOAD) ?? [];
  const before = shell.slice(0, script.index).replace(MODULE_PRELOAD, "");
  const after = shell.slice(script.index + script[0].length);
  const template = `<template id="${HYDRATION_TEMPLATE_ID}">${preloads.join("")}${script[0]}</template>`;
  const nonceAttribute = nonce ? ` nonce="${escapeAttribute(nonce)}"` : "";
  return `${before}${template}<script${nonceAttribute}>${LOADER}</script>${after}`;
}

/**
 * A stream of the page's HTML with its modules deferred: the text is held until the module
 * script has passed (it is part of the shell React writes at once), then flows through.
 */
export function deferHydration(nonce?: string): Transform {
  const decoder = new StringDecoder("utf8");
  let held = "";
  let rewritten = false;
  return new Transform({
    transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
      // Decoded throughout, so a character split between two chunks stays whole.
      if (rewritten) return callback(null, decoder.write(chunk) || undefined);
      held += decoder.write(chunk);
      const shell = deferModules(held, nonce);
      if (shell === undefined) return callback();
      rewritten = true;
      held = "";
      callback(null, shell);
    },
    flush(callback: TransformCallback) {
      callback(null, (rewritten ? decoder.end() : held + decoder.end()) || undefined);
    },
  });
}
