// The load context's types, where the pages import them from: the module itself is the
// server's (server/app-context.ts, loaded as `#app-context`), because the server imports
// nothing of web/ (ADR 038). Types only: the pages read the token from `#app-context`.
export type * from "#app-context";
