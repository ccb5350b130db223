// Every language's texts, on the server only (a .server module: React Router refuses it in
// the browser's bundle, which loads just the language it shows, from the root loader).
export { MESSAGES, type Messages } from "../../domain/i18n/messages.ts";
