import { redirect } from "react-router";
import { ADVISER_PATHS } from "../../lib/paths.ts";

// SPEC.md §2: the dashboard of one reading links to /conseiller/biens; the projects live at
// /conseiller/realisations. A server redirect serves both a link and a typed address.
export function loader() {
  return redirect(ADVISER_PATHS.content.realisations.list, 301);
}

export default function AdviserBiens() {
  return null;
}
