// The content types' entries of a back-office area's menu, one per type of the registry in
// its order, each named as its list is (domain/content-types/lists.ts): an administrator's
// « Offres d'emploi », an adviser's « Mes Offres d'emploi ». A new type gets its entry
// here, and its icon below (the record is keyed by the registry: a type without one does
// not compile).
import {
  Briefcase,
  BriefcaseBusiness,
  Building2,
  type LucideIcon,
  Megaphone,
  Newspaper,
} from "lucide-react";
import {
  CONTENT_TYPE_IDENTITIES,
  CONTENT_TYPE_KEYS,
  type ContentTypeKey,
} from "../../../domain/content-types/identities.ts";
import { listTexts } from "../../../domain/content-types/lists.ts";
import type { ADMIN_PATHS } from "../../lib/paths.ts";
import type { SidebarLink } from "./back-office-layout.tsx";

const CONTENT_ICONS: Record<ContentTypeKey, LucideIcon> = {
  realisation: Building2,
  article: Newspaper,
  opportunite: Briefcase,
  offreEmploi: BriefcaseBusiness,
  communique: Megaphone,
};

/** The menu's entry of each content type, for administrators or for advisers (`own`). */
export function contentMenuLinks(
  paths: Pick<typeof ADMIN_PATHS, "content">,
  own: boolean,
): SidebarLink[] {
  return CONTENT_TYPE_KEYS.map((key) => {
    const texts = listTexts(key, own);
    return {
      to: paths.content[CONTENT_TYPE_IDENTITIES[key].plural].list,
      label: own ? texts.heading : texts.tableLabel,
      icon: CONTENT_ICONS[key],
      end: false,
    };
  });
}
