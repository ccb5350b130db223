import { inject } from "vitest";

declare module "vitest" {
  export interface ProvidedContext {
    /** The real server the global setup started, e.g. http://127.0.0.1:41234 */
    baseUrl: string;
    adminEmail: string;
    adminPassword: string;
    chromiumPath: string;
  }
}

/** What the global setup shares with every spec. */
export function e2eEnv() {
  return {
    baseUrl: inject("baseUrl"),
    adminEmail: inject("adminEmail"),
    adminPassword: inject("adminPassword"),
    chromiumPath: inject("chromiumPath"),
  };
}
