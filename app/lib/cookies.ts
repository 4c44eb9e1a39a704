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

/** Whether a Cookie header holds a cookie of this name (whatever its value). */
export function hasCookie(cookieHeader: string | null, name: string): boolean {
  return (cookieHeader ?? "").split(";").some((pair) => pair.trim().startsWith(`${name}=`));
}
