// What search engines and feed readers are told about a page (docs/product.md#feeds-and-search-engines):
// whether to index it, and the RSS feed of a search. A page's canonical address is its path, or the
// `canonical` its loader gives (app/components/canonical-link.tsx).
import { BRAND } from "./meta";
import { jobSearchQuery, type JobSearch } from "./job-search";

/** The meta tag of a page search engines should not index but whose links they should follow. */
export const NOINDEX_FOLLOW = { name: "robots", content: "noindex, follow" } as const;

/**
 * Whether search engines should index a /jobs page: the board itself (in the sitemap) is; any
 * keyword, filter or page past the first is not. A company's jobs are indexed at its own page,
 * /companies/<slug>, rather than as /jobs?company=<id>.
 */
export function isIndexedJobSearch(search: JobSearch): boolean {
  return jobSearchQuery(search) === "";
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
