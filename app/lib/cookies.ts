// The names of the site's two cookies, for the modules that set them and for the server, which
// decides from them whether an answer is one visitor's own (server/remix-handler.ts).

/** The signed session id (app/server/session.server.ts). */
export const SESSION_COOKIE = "__session";

/** A toast flashed across a redirect (app/server/flash.server.ts). */
export const FLASH_COOKIE = "__flash";

/** Whether a Cookie header holds a cookie of this name (whatever its value). */
export function hasCookie(cookieHeader: string | null, name: string): boolean {
  return (cookieHeader ?? "").split(";").some((pair) => pair.trim().startsWith(`${name}=`));
}
