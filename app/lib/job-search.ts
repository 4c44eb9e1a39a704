import { isDiscipline, type Discipline } from "./jobs";

/** The /jobs page's query string: q, location, discipline, remote, company and page. */
export interface JobSearch {
  q: string;
  location: string;
  discipline: Discipline | "";
  remote: "any" | "true" | "false";
  company: number | null;
  page: number;
}

export const JOBS_PAGE_SIZE = 20;
/**
 * A listing shows at most this many pages (2,000 jobs), as the big boards do: past them a keyword
 * or a filter finds a job sooner than paging, and no request has to skip that many rows.
 */
export const MAX_LISTING_PAGES = 100;
export const PAGES_CAPPED_TEXT = `Only the first ${MAX_LISTING_PAGES} pages are shown. Add a keyword or a filter to see the rest.`;
export const MAX_QUERY_LENGTH = 200;

/** Search text as the app uses it: cut to MAX_QUERY_LENGTH, then trimmed. Never refused. */
export function cleanSearchText(text: string | null | undefined): string {
  return (text ?? "").slice(0, MAX_QUERY_LENGTH).trim();
}

/**
 * The search form has two location controls (the free-text field and the filter list) that
 * share the name `location`; it also sends the location the page was showing as
 * `current_location`, so the control the user changed wins.
 */
export const CURRENT_LOCATION_FIELD = "current_location";

function positiveInteger(value: string | null): number | null | undefined {
  if (value === null || value === "") return undefined;
  return /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : null;
}

function resolveLocation(params: URLSearchParams): string {
  const values = params.getAll("location").map((value) => value.trim());
  if (values.length <= 1) return values[0] ?? "";
  const current = (params.get(CURRENT_LOCATION_FIELD) ?? "").trim();
  return values.find((value) => value !== current) ?? current;
}

/**
 * Reads a /jobs query string leniently: values that make no sense are dropped and named in
 * `ignored`, so an old or hand-edited link still shows jobs.
 */
export function readJobSearch(params: URLSearchParams): { search: JobSearch; ignored: string[] } {
  const ignored: string[] = [];
  const discipline = params.get("discipline") ?? "";
  const remote = params.get("remote") ?? "";
  const company = positiveInteger(params.get("company"));
  const page = positiveInteger(params.get("page"));
  if (discipline && !isDiscipline(discipline)) ignored.push("discipline");
  if (remote && !["any", "true", "false"].includes(remote)) ignored.push("remote");
  if (company === null) ignored.push("company");
  if (page === null) ignored.push("page");
  return {
    search: {
      q: cleanSearchText(params.get("q")),
      location: cleanSearchText(resolveLocation(params)),
      discipline: isDiscipline(discipline) ? discipline : "",
      remote: remote === "true" || remote === "false" ? remote : "any",
      company: company ?? null,
      page: page ?? 1,
    },
    ignored,
  };
}

/** The shortest query string for a search: no empty or default values, fixed order. */
export function jobSearchQuery(search: Partial<JobSearch>): string {
  const params = new URLSearchParams();
  if (search.q) params.set("q", search.q);
  if (search.location) params.set("location", search.location);
  if (search.discipline) params.set("discipline", search.discipline);
  if (search.remote && search.remote !== "any") params.set("remote", search.remote);
  if (search.company) params.set("company", String(search.company));
  if (search.page && search.page > 1) params.set("page", String(search.page));
  const query = params.toString();
  return query ? `?${query}` : "";
}
