// Comparing validators, for the API's routes (app/server/http.server.ts) and for the page cache
// in the server (server/page-cache.ts), which answer If-None-Match the same way.

/** Whether an If-None-Match header names `etag` (or is "*"), compared weakly as RFC 9110 asks. */
export function etagMatches(ifNoneMatch: string | null | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === "*") return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  return ifNoneMatch.split(",").some((tag) => opaque(tag) === opaque(etag));
}
