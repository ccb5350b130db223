import { createContext } from "react-router";
import type { Language } from "../../domain/constants.ts";
import type { SectorView } from "../../server/features/sectors/sectors.repository.ts";

/**
 * What the server hands to loaders: the same query functions its REST routes use, so a
 * server-rendered page reads the database directly instead of calling its own API.
 * This module is shared by the Fastify server and the React Router build (see the
 * `#app-context` import in package.json), so both see one context token.
 */
export interface AppLoadContext {
  listSectors(lang: Language): Promise<SectorView[]>;
}

export const appContext = createContext<AppLoadContext>();
