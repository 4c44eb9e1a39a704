import { createContext, useContext } from "react";

/**
 * The Content-Security-Policy nonce of this response, for Remix's inline scripts. Set by
 * entry.server; in the browser it is empty, as browsers hide nonce attributes from pages.
 */
export const NonceContext = createContext("");

export function useNonce(): string {
  return useContext(NonceContext);
}
