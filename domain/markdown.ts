// Formatted content (issue 19): which texts are written in Markdown, which Markdown they
// may use and which link addresses they may hold. One set of rules for the two places that
// read Markdown: the server's renderer (web/lib/markdown.server.ts, markdown-it) and the
// back office's editor (web/features/content-form/markdown-editor*.tsx, Tiptap). No library
// here: the public pages' JavaScript may import this file.

/**
 * How a text field is written (a field's kind in the registry, domain/content-types/): plain `text`, or `markdown`,
 * which picks the back office's editor, the public pages' renderer and a plain-text
 * excerpt where only a summary fits (cards, meta descriptions). The API carries both as
 * strings, and the length rules count the text as its author wrote it, Markdown included.
 */
export type TextKind = "text" | "markdown";

/**
 * The heading levels an author writes (`##` and `###`, 'Titre' and 'Sous-titre' in the
 * editor): the page's title is its only h1, so a text's first level shows as h2.
 */
export const CONTENT_HEADING_LEVELS = [2, 3] as const;

/** The schemes a link may use; besides them, only the site's own paths (`/contact`). */
export const LINK_PROTOCOLS = ["http:", "https:", "mailto:"] as const;

/**
 * Whether a link's address may go on a page: `http:`, `https:`, `mailto:`, or a path of
 * this site (`/…`, not `//…`, which a browser reads as another host). Everything else
 * (`javascript:`, `data:`, `vbscript:`, relative or protocol-relative addresses) is
 * refused: the renderer shows such a link as text, the editor does not make it.
 */
export function isAllowedLink(href: string): boolean {
  const value = href.trim();
  if (value.startsWith("/")) return !/^\/[/\\]/.test(value);
  try {
    // URL reads the scheme as a browser does: case folded, tabs and line breaks dropped.
    const url = new URL(value);
    if (url.protocol === "mailto:") return url.pathname !== "";
    return (LINK_PROTOCOLS as readonly string[]).includes(url.protocol) && url.hostname !== "";
  } catch {
    return false;
  }
}

/** A link that leaves the site (it gets `rel="noopener noreferrer"`). */
export function isExternalLink(href: string): boolean {
  return /^https?:/i.test(href.trim());
}

/** What the editor's 'Lien' dialog says of an address it refuses. */
export const LINK_REFUSED_MESSAGE =
  "Adresse refusée : elle doit commencer par https://, http://, mailto: ou / (une page du site).";
