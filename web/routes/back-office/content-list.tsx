import { data } from "react-router";
import type { ContentTypePlural } from "../../../domain/content-types/identities.ts";
import { contentTypeByPlural } from "../../../domain/content-types/index.ts";
import { listColumns, listFilters, listTexts } from "../../../domain/content-types/lists.ts";
import { DataTable } from "../../features/back-office/data-table.tsx";
import { ScreenErrorBoundary } from "../../features/back-office/error-boundary.tsx";
import {
  ContentCard,
  type ListItem,
  tableColumns,
} from "../../features/back-office/list-cells.tsx";
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
 * page, its title search and the filters its type's fields declare.
 */
export function clientLoader({ request }: Route.ClientLoaderArgs) {
  const type = listedType(new URL(request.url));
  const filters = listFilters(contentTypeByPlural(type)).map((filter) => filter.name);
  const list = readContentList(type, request, filters) as Promise<Read<PagedAnswer<ListItem>>>;
  return { type, list };
}
clientLoader.hydrate = true as const;

export const HydrateFallback = ScreenHydrateFallback;

/**
 * /admin/{type} (and an adviser's /conseiller/{type}, their own items only): newest first,
 * a page at a time, searched by title, narrowed by the type's filters; rows of a table, or
 * cards for the types SPEC.md §2 shows so (docs/decisions/044).
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
      {(rows) =>
        texts.layout === "cards" ? (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {rows.map((item) => (
              <ContentCard
                key={item._id}
                item={item}
                columns={columns}
                editTo={links.edit(item._id)}
                onDelete={list.remove}
              />
            ))}
          </ul>
        ) : (
          <DataTable
            label={texts.tableLabel}
            rows={rows}
            columns={tableColumns(columns, links.edit, list.remove)}
            rowKey={(item) => item._id}
          />
        )
      }
    </StaffListPage>
  );
}
