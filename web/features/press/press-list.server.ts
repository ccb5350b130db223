// The press page's loader (issue 32): the releases, newest first, paged as the news are.
// The full press page (press kit, press contact) builds on this one (branch wt/press).
import type { AppLoadContext } from "#app-context";
import { loadListPage } from "../content/content-loaders.server.ts";

export const loadPressPage = (app: AppLoadContext, request: Request) =>
  loadListPage(app, request, "communiques");
