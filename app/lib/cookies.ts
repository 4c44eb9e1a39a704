// The names of the site's cookies, for the modules that set them and for the server, which
// decides from the first two whether an answer is one visitor's own (server/remix-handler.ts).

/** The signed session id (app/server/session.server.ts). */
export const SESSION_COOKIE = "__session";

/** A toast flashed across a redirect (app/server/flash.server.ts). */
export const FLASH_COOKIE = "__flash";

/**
 * The accounts that signed in on this browser, kept after sign-out (app/server/session.server.ts):
 * a password reset asked from a known browser has a limit of its own. No page depends on it.
 */
export const KNOWN_BROWSER_COOKIE = "__known";

/** A Google sign-in under way: its state and PKCE verifier, signed, for ten minutes (app/server/google-sign-in.server.ts). */
export const GOOGLE_FLOW_COOKIE = "__google";

/** A verified Google account waiting for the owner of the account with its address to sign in (the same module). */
export const GOOGLE_LINK_COOKIE = "__google_link";

/** Whether a Cookie header holds a cookie of this name (whatever its value). */
export function hasCookie(cookieHeader: string | null, name: string): boolean {
  return (cookieHeader ?? "").split(";").some((pair) => pair.trim().startsWith(`${name}=`));
}
