import { data, useLoaderData } from "react-router";
import { appContext } from "#app-context";
import { pageText, textBlocks } from "../../../domain/page-texts.ts";
import { PAGE_PATHS, pageAlternates, splitLanguagePrefix } from "../../../domain/site-paths.ts";
import { dialledNumber } from "../../../domain/site-settings.ts";
import { LegalNoticeFacts } from "../../features/legal/legal-notice-facts.tsx";
import { pageHead } from "../../lib/page-head.server.ts";
import { headTags } from "../../lib/page-head.ts";
import type { Route } from "./+types/legal";

/** The two legal pages (issue 18) share this module: their path names their texts' key. */
const LEGAL_PAGES = {
  [PAGE_PATHS.mentionsLegales]: "mentions-legales",
  [PAGE_PATHS.confidentialite]: "confidentialite",
} as const;

function legalPageOf(url: URL) {
  const { path } = splitLanguagePrefix(url.pathname.replace(/\/+$/, ""));
  const key = LEGAL_PAGES[path as keyof typeof LEGAL_PAGES];
  if (!key) throw data(null, { status: 404 });
  return { path, key };
}

export async function loader({ url, context }: Route.LoaderArgs) {
  const { path, key } = legalPageOf(url);
  const app = context.get(appContext);
  const texts = await app.pageTexts(key);
  const title = pageText(texts, "titre");
  const blocks = textBlocks(pageText(texts, "texte"));
  return {
    head: pageHead(app, {
      title,
      // The first paragraph, as search engines would show it.
      description: blocks.find((block) => block.kind === "paragraph")?.text ?? title,
      alternates: pageAlternates(path),
    }),
    title,
    blocks,
    // The legal notice opens with its facts from the site settings (issue 32); the page's
    // text carries the rest (intellectual property, personal data).
    facts:
      key === "mentions-legales"
        ? {
            notice: app.legalNotice,
            email: app.site.email,
            hostTel: dialledNumber(app.legalNotice.hebergeurTelephone),
          }
        : null,
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => headTags(loaderData?.head);

/**
 * The legal notice or the privacy policy: plain paragraphs under "## " headings, after the
 * notice's facts.
 */
export default function LegalPage() {
  const { title, blocks, facts } = useLoaderData<typeof loader>();
  return (
    <>
      <section className="bg-brand-900 px-4 py-14 text-white">
        <div className="mx-auto max-w-3xl">
          <h1 className="text-3xl font-bold sm:text-4xl">{title}</h1>
        </div>
      </section>
      <div className="px-4 py-12">
        <div className="mx-auto flex max-w-3xl flex-col gap-4 text-lg leading-relaxed">
          {facts && <LegalNoticeFacts {...facts} />}
          {blocks.map((block, index) =>
            block.kind === "heading" ? (
              // biome-ignore lint/suspicious/noArrayIndexKey: the blocks never reorder.
              <h2 key={index} className="mt-6 text-2xl font-semibold text-brand-900 first:mt-0">
                {block.text}
              </h2>
            ) : (
              // biome-ignore lint/suspicious/noArrayIndexKey: the blocks never reorder.
              <p key={index} className="whitespace-pre-line">
                {block.text}
              </p>
            ),
          )}
        </div>
      </div>
    </>
  );
}
