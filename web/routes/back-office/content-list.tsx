import { useState } from "react";
import { data } from "react-router";
import { bulkActionsOf } from "../../../domain/content-types/bulk-actions.ts";
import type { ContentTypePlural } from "../../../domain/content-types/identities.ts";
import { contentTypeByPlural } from "../../../domain/content-types/index.ts";
import { listColumns, listFilters, listTexts } from "../../../domain/content-types/lists.ts";
import { BulkActionBar } from "../../features/back-office/bulk-actions.tsx";
import { DataTable } from "../../features/back-office/data-table.tsx";
import { ScreenErrorBoundary } from "../../features/back-office/error-boundary.tsx";
import { type ListItem, tableColumns, titleOf } from "../../features/back-office/list-cells.tsx";
import { FilterSelect, type PagedAnswer } from "../../features/back-office/list-controls.tsx";
import { ScreenHydrateFallback } from "../../features/back-office/screen-fallback.tsx";
import {
  readContentList,
  StaffListPage,
  useContentList,
} from "../../features/back-office/staff-list.tsx";
import type { Read } from "../../lib/back-office-client.ts";
import { areaPathsOf, useContentPaths } from "../../lib/paths.ts";
import type { Route } from "./+types/content-list";

/**
 * The content type whose list the address names (`/admin/articles`, `/conseiller/biens`
 * aside): web/routes.ts gives every type's list this module under its own path.
 */
function listedType(url: URL): ContentTypePlural {
  const pathname = url.pathname.replace(/\/+$/, "");
  const { content } = areaPathsOf(pathname);
  const type = (Object.keys(content) as ContentTypePlural[]).find(
    (name) => content[name].list === pathname,
  );
  if (!type) throw data(null, { status: 404 });
  return type;
}

/** A failure of this screen shows inside the back office's frame. */
export const ErrorBoundary = ScreenErrorBoundary;

/**
 * The list the URL asks for, read in the browser (the token lives there), not awaited: its
 * page and size, its order, its title search and the filters its type's fields declare.
 */
export function clientLoader({ request }: Route.ClientLoaderArgs) {
  const type = listedType(new URL(request.url));
  const filters = listFilters(contentTypeByPlural(type)).map((filter) => filter.name);
  const list = readContentList(type, request, filters) as Promise<Read<PagedAnswer<ListItem>>>;
  return { type, list };
}
clientLoader.hydrate = true as const;

export const HydrateFallback = ScreenHydrateFallback;

const NOTHING_TICKED: ReadonlySet<string> = new Set();

/**
 * /admin/{type} (and an adviser's /conseiller/{type}, their own items only): a table of
 * compact rows, newest first or in the order a click on a header chose, a page of 20, 50 or
 * 100 at a time, searched by title, narrowed by the type's filters; ticked rows are
 * published, unpublished or deleted together (docs/decisions/044, 050).
 */
export default function ContentList({ loaderData }: Route.ComponentProps) {
  // Another type's list is another screen: nothing of this one's state carries over.
  return <TypeList key={loaderData.type} type={loaderData.type} read={loaderData.list} />;
}

function TypeList({
  type,
  read,
}: {
  type: ContentTypePlural;
  read: Promise<Read<PagedAnswer<ListItem>>>;
}) {
  const paths = useContentPaths();
  const list = useContentList(type, read);
  const definition = contentTypeByPlural(type);
  const texts = listTexts(definition.key, paths.ownItemsOnly);
  const columns = listColumns(definition);
  const links = paths.content[type];
  // What is ticked belongs to the rows of one read: another page, order or filter (or the
  // page read again after a change) is another set of rows, with nothing ticked.
  const [ticked, setTicked] = useState<{ read: typeof read; ids: ReadonlySet<string> }>(() => ({
    read,
    ids: NOTHING_TICKED,
  }));
  const selected = ticked.read === read ? ticked.ids : NOTHING_TICKED;
  const setSelected = (ids: ReadonlySet<string>) => setTicked({ read, ids });
  const [sending, setSending] = useState(false);

  async function act(action: Parameters<typeof list.applyBulk>[0], rows: ListItem[]) {
    setSending(true);
    try {
      const sent = await list.applyBulk(
        action,
        rows.filter((row) => selected.has(row._id)),
      );
      if (sent) setSelected(new Set());
    } finally {
      setSending(false);
    }
  }

  return (
    <StaffListPage
      list={list}
      heading={texts.heading}
      addTo={links.create}
      addLabel={texts.addLabel}
      emptyText={texts.emptyText}
      count={texts.count}
      filters={listFilters(definition).map((filter) => (
        <FilterSelect
          key={filter.name}
          name={filter.name}
          label={filter.label}
          allLabel={filter.all}
          options={filter.options}
        />
      ))}
    >
      {(rows) => (
        <div className="flex flex-col gap-3">
          <BulkActionBar
            actions={bulkActionsOf(definition)}
            count={rows.filter((row) => selected.has(row._id)).length}
            busy={sending}
            onAction={(action) => void act(action, rows)}
          />
          <DataTable
            label={texts.tableLabel}
            rows={rows}
            columns={tableColumns(columns, links.edit, list.remove)}
            rowKey={(item) => item._id}
            selection={{ selected, onChange: setSelected, rowLabel: titleOf }}
          />
        </div>
      )}
    </StaffListPage>
  );
}
