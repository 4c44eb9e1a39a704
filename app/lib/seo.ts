// What search engines and feed readers are told about a page (docs/product.md#feeds-and-search-engines):
// its canonical address, whether to index it, and the RSS feed of a search.
import { BRAND } from "./brand";
import { jobSearchQuery, type JobSearch } from "./job-search";

/** The meta tag of a page search engines should not index but whose links they should follow. */
export const NOINDEX_FOLLOW = { name: "robots", content: "noindex, follow" } as const;

/**
 * A route's `handle` may give its canonical address (path and query) from its loader's data.
 * Without one, a page's canonical address is its path alone: the query does not matter to it.
 * The root's layout writes it as `<link rel="canonical">` with the site's origin (SITE_URL).
 */
export interface CanonicalHandle<Data = unknown> {
  canonical?: (data: Data) => string;
}

/** The canonical path (and query) of the page the leaf route shows: its handle's, else `pathname`. */
export function canonicalPath(leaf: { handle?: unknown; data?: unknown } | undefined, pathname: string): string {
  const handle = leaf?.handle as CanonicalHandle | undefined;
  return handle?.canonical && leaf?.data !== undefined ? handle.canonical(leaf.data) : pathname;
}

/**
 * Whether search engines should index a /jobs page: the board itself and a company's own jobs
 * (both in the sitemap) are; any keyword, other filter or page past the first is not.
 */
export function isIndexedJobSearch(search: JobSearch): boolean {
  const query = jobSearchQuery(search);
  return query === "" || query === jobSearchQuery({ company: search.company });
}

/** The newest jobs a feed lists (docs/product.md#feeds-and-search-engines). */
export const JOB_FEED_SIZE = 50;

/** The RSS feed of a search: the same query, from its first page. */
export function jobFeedPath(search: JobSearch): string {
  return `/jobs/feed${jobSearchQuery({ ...search, page: 1 })}`;
}

/** A feed's title: `Keystone Talent jobs: "bridge" in Denver, Civil Engineering, remote, at Acme`. */
export function jobFeedTitle(search: JobSearch, companyName?: string | null): string {
  const what = [search.q ? `"${search.q}"` : "", search.location ? `in ${search.location}` : ""].filter(Boolean).join(" ");
  const parts = [what, search.discipline, search.remote === "any" ? "" : search.remote === "true" ? "remote" : "on-site"];
  if (companyName) parts.push(`at ${companyName}`);
  const described = parts.filter(Boolean).join(", ");
  return described ? `${BRAND} jobs: ${described}` : `${BRAND}: newest jobs`;
}
