import { Navigate, useLocation } from "react-router";
import { ContentList, type ContentType } from "../../features/back-office/content-list.tsx";
import { ADVISER_PATHS } from "../../lib/paths.ts";

const LISTS: Record<string, { type: ContentType; heading: string; emptyText: string }> = {
  [ADVISER_PATHS.opportunites]: {
    type: "opportunites",
    heading: "Mes Opportunités",
    emptyText: "Vous n'avez encore aucune opportunité.",
  },
};

/**
 * The adviser's opportunities list, until the administrator's opportunity screens serve
 * both areas as the project and article screens do. The API answers a conseiller with
 * their own items only.
 */
export default function AdviserContentList() {
  const { pathname } = useLocation();
  const list = LISTS[pathname.replace(/\/+$/, "")];
  if (!list) return <Navigate to={ADVISER_PATHS.dashboard} replace />;
  return <ContentList key={list.type} {...list} />;
}
