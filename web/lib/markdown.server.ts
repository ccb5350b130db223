// Markdown on the public pages (issue 19): rendered to HTML, and read as plain text, on the
// server only (loaders), so markdown-it never ships to a browser. The rules it obeys
// (which fields: the registry's; which links, which headings: domain/markdown.ts).
import MarkdownIt, { type Token } from "markdown-it";
import type { ContentTypePlural } from "../../domain/content-types/identities.ts";
import { type MarkdownField, markdownFieldsOf } from "../../domain/content-types/index.ts";
import { isAllowedLink, isExternalLink } from "../../domain/markdown.ts";
import { truncate } from "./format.ts";

/**
 * A fixed allow-list over markdown-it's "zero" preset (nothing on): paragraphs, headings,
 * bold and italic, lists, quotes, links, autolinks, bare http(s) addresses, entities and
 * escapes. No raw HTML (`html: false`: it shows as text), no images, code, tables or
 * rules. A single line break stays one (`breaks`), as the plain texts written before
 * Markdown expect.
 */
const markdown = new MarkdownIt("zero", { breaks: true, linkify: true }).enable([
  "heading",
  "list",
  "blockquote",
  "newline",
  "escape",
  "entity",
  "emphasis",
  "link",
  "autolink",
  "linkify",
]);

// Only addresses without a scheme's "www." guess become links: "groupe.sn" stays text.
markdown.linkify.set({ fuzzyLink: false });

// Every link (written, autolink or bare address) passes here; a refused one stays text.
markdown.validateLink = isAllowedLink;

/**
 * Headings start at h2 under the page's h1, their hierarchy kept: a text whose highest
 * heading is `#` has every level moved down one, one whose highest is `###` up one.
 */
markdown.core.ruler.after("block", "heading_levels", (state) => {
  const headings = state.tokens.filter(
    (token) => token.type === "heading_open" || token.type === "heading_close",
  );
  const levels = headings.map((token) => Number(token.tag.slice(1)));
  if (levels.length === 0) return;
  const shift = 2 - Math.min(...levels);
  for (const [index, token] of headings.entries()) {
    token.tag = `h${Math.min(6, (levels[index] ?? 2) + shift)}`;
  }
});

markdown.renderer.rules.link_open = (tokens, index, options, _env, renderer) => {
  const token = tokens[index] as Token;
  if (isExternalLink(String(token.attrGet("href") ?? "")))
    token.attrSet("rel", "noopener noreferrer");
  return renderer.renderToken(tokens, index, options);
};

/** Markdown as the HTML a page shows: safe to insert as is. */
export function renderMarkdown(text: string): string {
  return markdown.render(text);
}

/** A block's words: text, with line breaks as spaces and the links' words only. */
function inlineText(children: Token[] | null): string {
  return (children ?? [])
    .map((child) => {
      if (child.type === "text" || child.type === "code_inline") return child.content;
      return child.type === "softbreak" || child.type === "hardbreak" ? " " : "";
    })
    .join("")
    .replace(/\s+/g, " ")
    .trim();
}

const ENDS_A_SENTENCE = /[.!?…:;,]$/;

/**
 * Markdown read as plain text, for what only fits a summary (meta descriptions, cards):
 * the paragraphs and quotes as written, a list's items joined with commas and closed with
 * a full stop, the headings left out (they name a section, they do not say it), unless the
 * text holds nothing else. Cut at `max` characters when given, at a word's end.
 */
export function markdownExcerpt(text: string, max?: number): string {
  const blocks: { text: string; list?: number; heading?: boolean }[] = [];
  const lists: number[] = [];
  let listCount = 0;
  let heading = false;
  for (const token of markdown.parse(text, {})) {
    if (token.type === "bullet_list_open" || token.type === "ordered_list_open") {
      listCount += 1;
      lists.push(listCount);
    } else if (token.type === "bullet_list_close" || token.type === "ordered_list_close") {
      lists.pop();
    } else if (token.type === "heading_open" || token.type === "heading_close") {
      heading = token.type === "heading_open";
    } else if (token.type === "inline") {
      const words = inlineText(token.children);
      if (words) blocks.push({ text: words, list: lists.at(-1), heading });
    }
  }
  const body = blocks.some((block) => !block.heading)
    ? blocks.filter((block) => !block.heading)
    : blocks;
  const sentences = body.map((block, index) => {
    if (block.list === undefined || ENDS_A_SENTENCE.test(block.text)) return block.text;
    const lastOfList = body[index + 1]?.list !== block.list;
    return `${block.text}${lastOfList ? "." : ","}`;
  });
  const plain = sentences.join(" ");
  return max === undefined ? plain : truncate(plain, max);
}

/** A Markdown field once rendered: the HTML a page inserts. */
export interface RenderedMarkdown {
  html: string;
}

type WithRendered<T extends ContentTypePlural, I> = Omit<I, MarkdownField<T>> &
  Record<MarkdownField<T>, RenderedMarkdown>;

/** An item whose Markdown fields (domain/markdown.ts) are rendered, for its detail page. */
export function withRenderedMarkdown<
  T extends ContentTypePlural,
  I extends Record<string, unknown>,
>(type: T, item: I): WithRendered<T, I> {
  const rendered: Record<string, unknown> = { ...item };
  for (const field of markdownFieldsOf(type)) {
    rendered[field] = { html: renderMarkdown(String(item[field] ?? "")) };
  }
  return rendered as WithRendered<T, I>;
}

/**
 * An item whose Markdown fields are read as plain-text excerpts of at most `max`
 * characters: all that a card shows of them, and all that its page needs to receive.
 */
export function withExcerpts<T extends ContentTypePlural, I extends object>(
  type: T,
  item: I,
  max: number,
): I {
  const excerpted = { ...item } as Record<string, unknown>;
  for (const field of markdownFieldsOf(type)) {
    const value = excerpted[field];
    if (typeof value === "string") excerpted[field] = markdownExcerpt(value, max);
  }
  return excerpted as I;
}
