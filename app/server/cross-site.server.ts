// Where a post came from, judged from its headers alone: the production server refuses a
// cross-site post before Remix (server/request-checks.ts) and every action again
// (refuseCrossSite in security.server.ts, which also holds under `remix dev`). No imports, so
// that the server can use it without opening the database.

/**
 * Whether a request comes from another site (docs/security.md, "Cross-site posts"). Browsers send
 * Sec-Fetch-Site, and their word decides: only the site itself ("same-origin") and the user
 * ("none": typed, bookmarked) count as this site; "same-site" is another host under the same
 * domain, which this site does not trust either. Older browsers send only Origin, compared with
 * `ownHost`. Clients that send neither (curl, server-to-server) are not browsers riding on a
 * user's cookie.
 */
export function fromAnotherSite(headers: { get(name: string): string | null }, ownHost: string): boolean {
  // Read directly: remix-utils 7's fetchSite() looks for a misspelt "Set-Fetch-Site" header.
  const site = headers.get("Sec-Fetch-Site");
  if (site) return site !== "same-origin" && site !== "none";
  const origin = headers.get("Origin");
  if (!origin) return false;
  try {
    return new URL(origin).host !== ownHost;
  } catch {
    return true; // "null" or garbage
  }
}
