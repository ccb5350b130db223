import { createContext, useContext } from "react";

/**
 * The nonce of the page's inline scripts, given by web/entry.server.tsx as it renders: the
 * content security policy runs the inline scripts that carry it and no other
 * (server/plugins/security.ts). In the browser there is none to give, and none is needed:
 * the scripts already ran, and React does not write them again.
 */
export const ScriptNonce = createContext<string | undefined>(undefined);

export const useScriptNonce = () => useContext(ScriptNonce);
