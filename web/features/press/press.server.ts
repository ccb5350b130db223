// /presse's data (issue 32, point 3): a page of press releases, newest first by the date
// they bear, the press kit's downloads and the press contact from the site settings.
import { data } from "react-router";
import type { AppLoadContext } from "#app-context";
import { detailPath, listPageOf, PAGE_PATHS, pageAlternates } from "../../../domain/site-paths.ts";
import { fillPlaceholders } from "../../i18n/texts.tsx";
import { messagesOf, pageHead } from "../../lib/page-head.server.ts";
import { PUBLIC_PAGE_SIZE } from "../content/pagination.tsx";

/** One release as its row on /presse shows it: what it needs, no text. */
export interface PressReleaseRow {
  _id: string;
  titre: string;
  resume: string;
  date: string | null;
  url: string;
  pdf: { url: string; octets: number } | null;
}

/**
 * `?page=n` like the news list: a page beyond the last is a 404 (but the first page of no
 * releases, which shows the empty text), so made-up addresses are not kept.
 */
export async function loadPressPage(app: AppLoadContext, request: Request) {
  const page = listPageOf(new URL(request.url).searchParams);
  const { items, total } = await app.communiques.list({ page, limite: PUBLIC_PAGE_SIZE });
  if (page > Math.max(1, Math.ceil(total / PUBLIC_PAGE_SIZE))) throw data(null, { status: 404 });
  const { press, lists, nav } = messagesOf(app);
  const releases: PressReleaseRow[] = items.map((item) => ({
    _id: item._id,
    titre: item.titre,
    resume: item.resume,
    date: item.dateCommunique,
    url: detailPath(app.lang, "communiques", item.slug),
    pdf: item.pdf ? { url: item.pdf.url, octets: item.pdf.octets } : null,
  }));
  return {
    head: pageHead(app, {
      title:
        page === 1
          ? nav.presse
          : fillPlaceholders(lists.titleWithPage, { title: nav.presse, page }),
      description: press.intro,
      alternates: pageAlternates(PAGE_PATHS.presse),
      search: page > 1 ? `?page=${page}` : undefined,
    }),
    releases,
    page,
    total,
    kit: app.pressKit,
    contact: app.site.contactPresse,
  };
}
