import { isDiscipline, type Discipline } from "./jobs";

/** The /jobs page's query string: q, location, radius, discipline, remote, salary, posted, company, sort and page. */
export interface JobSearch {
  q: string;
  location: string;
  discipline: Discipline | "";
  remote: "any" | "true" | "false";
  /** Whole dollars a year the top of a job's salary range reaches (one of SALARY_FILTERS), or null for any. */
  salary: number | null;
  /** Posted within this many days (one of POSTED_WITHIN_DAYS), or null for any time. */
  posted: number | null;
  company: number | null;
  /** Miles around the location's city (one of RADIUS_MILES), or null for the place itself. */
  radius: number | null;
  /** With keywords: best match first, or newest first. Without, always newest first. */
  sort: "relevance" | "newest";
  page: number;
}

/**
 * The salary filter's figures. Each is a word of the keyword index (migration 0021 lists them in
 * thousands: the two must agree, test/job-search-params.test.ts holds them to it).
 */
export const SALARY_FILTERS = [40_000, 60_000, 80_000, 100_000, 120_000, 150_000, 200_000] as const;
export const POSTED_WITHIN_DAYS = [1, 7, 30] as const;
/** The distances a search around a city offers, in miles. */
export const RADIUS_MILES = [10, 25, 50, 100] as const;
/** "Within 25 miles". */
export const radiusLabel = (miles: number) => `Within ${miles} miles`;

/** "$100k+": a salary filter's name. */
export const salaryFilterLabel = (dollars: number) => `$${dollars / 1000}k+`;
/** "Past 24 hours", "Past 7 days". */
export const postedWithinLabel = (days: number) => (days === 1 ? "Past 24 hours" : `Past ${days} days`);

export const JOBS_PAGE_SIZE = 20;
/**
 * A listing shows at most this many pages (2,000 jobs), as the big boards do: past them a keyword
 * or a filter finds a job sooner than paging, and no request has to skip that many rows.
 */
export const MAX_LISTING_PAGES = 100;
export const PAGES_CAPPED_TEXT = `Only the first ${MAX_LISTING_PAGES} pages are shown. Add a keyword or a filter to see the rest.`;
export const MAX_QUERY_LENGTH = 200;

/** What /jobs says when its results failed to load (the brief's words). */
export const JOBS_TEXT = {
  fetchFailed: "Failed to fetch jobs",
  searchFailed: "Failed to search jobs",
} as const;

/** Search text as the app uses it: cut to MAX_QUERY_LENGTH, then trimmed. Never refused. */
export function cleanSearchText(text: string | null | undefined): string {
  return (text ?? "").slice(0, MAX_QUERY_LENGTH).trim();
}

function positiveInteger(value: string | null): number | null | undefined {
  if (value === null || value === "") return undefined;
  return /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : null;
}

/** The place searched: the first one given (an old link may hold two, from when the form had two location controls). */
function placeOf(params: URLSearchParams): string {
  return params.getAll("location").find((value) => value.trim() !== "") ?? "";
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
  // A figure the form offers, or null; any other is named in `ignored`.
  const offered = (name: string, figures: readonly number[]) => {
    const value = positiveInteger(params.get(name));
    if (value && figures.includes(value)) return value;
    if (value !== undefined) ignored.push(name);
    return null;
  };
  const sort = params.get("sort") ?? "";
  if (sort && sort !== "relevance" && sort !== "newest") ignored.push("sort");
  if (discipline && !isDiscipline(discipline)) ignored.push("discipline");
  if (remote && !["any", "true", "false"].includes(remote)) ignored.push("remote");
  if (company === null) ignored.push("company");
  if (page === null) ignored.push("page");
  return {
    search: {
      q: cleanSearchText(params.get("q")),
      location: cleanSearchText(placeOf(params)),
      discipline: isDiscipline(discipline) ? discipline : "",
      remote: remote === "true" || remote === "false" ? remote : "any",
      salary: offered("salary", SALARY_FILTERS),
      posted: offered("posted", POSTED_WITHIN_DAYS),
      company: company ?? null,
      radius: offered("radius", RADIUS_MILES),
      sort: sort === "newest" ? "newest" : "relevance",
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
  // A distance means something only around a place.
  if (search.radius && search.location) params.set("radius", String(search.radius));
  if (search.discipline) params.set("discipline", search.discipline);
  if (search.remote && search.remote !== "any") params.set("remote", search.remote);
  for (const name of ["salary", "posted", "company"] as const) if (search[name]) params.set(name, String(search[name]));
  // Sorting means something only with keywords: without, the list is newest first anyway.
  if (search.sort === "newest" && search.q) params.set("sort", "newest");
  if (search.page && search.page > 1) params.set("page", String(search.page));
  const query = params.toString();
  return query ? `?${query}` : "";
}
