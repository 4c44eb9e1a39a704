/**
 * A search's filters (JobFilters) in the three forms the search reads them in: as an FTS5 MATCH
 * expression of the keyword index (its words, and its facet words), as conditions on a job's own
 * row, and, for a ranked search, as the parts the walk takes apart (SearchMatch, RowFilters).
 */
import { SALARY_FILTERS } from "~/lib/job-search";
import type { ExpressionBuilder } from "kysely";
import type { Database } from "../../../db/schema";
import type { Discipline } from "~/lib/jobs";
import { queryKeywords, searchUnits, type Keyword } from "~/lib/search-synonyms";
import { locationFacet, placeFacet } from "../../../db/facet-words";
import { searchTokens } from "../../../db/search-tokens";

export interface JobFilters {
  /** Keywords, matched as words against title, description and company name. */
  q?: string;
  /**
   * A place as typed: words matched against the job's location ("new york", "tx"), read by
   * withPlace (places.server.ts) first: "Remote", a state's name, a city with `radius`.
   */
  location?: string;
  /** Miles around the location's city (one of RADIUS_MILES, app/lib/job-search.ts). */
  radius?: number;
  /** The places a job must be at (withPlace's reading of a city and a radius), by the gazetteer's ids (db/places.ts). */
  placeIds?: number[];
  discipline?: Discipline;
  remote?: boolean;
  companyId?: number;
  featured?: boolean;
  /** Whole dollars the top of the job's salary range must reach: one of SALARY_FILTERS (app/lib/job-search.ts). */
  salaryAtLeast?: number;
  /** Only jobs posted at or after this time (ISO 8601). */
  postedSince?: string;
  /** With keywords: best match first (the default) or newest first. */
  sort?: "relevance" | "newest";
}

/** The parts of a search's FTS5 expression: its keywords, and what else narrows it (location, filters). */
export interface SearchMatch {
  keywords: string;
  /** The keywords in the title alone: the jobs that can earn the ranking's boosts. */
  inTitle: string;
  narrowing: string[];
  /** The same location and filters, as a job's row answers them (for the groups read by title). */
  filters: RowFilters;
}

export interface RowFilters {
  /** The location's words, each to be found in the job's location (as the index matches a quoted word). */
  location: string[];
  /** The places a job must be at, by the gazetteer's ids: the job's location resolves to one of them. */
  places?: Set<number>;
  remote?: boolean;
  discipline?: string;
  companyId?: number;
  featured?: boolean;
  /** Whole dollars the top of the job's salary range reaches (a salary facet word narrows the index too). */
  salaryAtLeast?: number;
  /** Only jobs posted at or after this time (ms): the others have no freshness (see freshnessAt in prepared-search.server.ts). */
  postedSince?: number;
}

/** The fields of the keyword index a keyword is looked for in, as an FTS5 column filter. */
export const KEYWORD_COLUMNS = "{title description company_name}";

/** A keyword search's keywords and FTS5 expression, as the ranking takes them; null without keywords, or sorted newest first. */
export function keywordSearch(filters: JobFilters): { keywords: Keyword[]; match: SearchMatch } | null {
  const keywordMatch = matchExpression({ q: filters.q });
  if (!keywordMatch || filters.sort === "newest") return null;
  const location = matchExpression({ location: filters.location, placeIds: filters.placeIds });
  const facets = facetTerms(filters);
  const narrowing = [...(location ? [location] : []), ...(facets.length ? [`facets : (${quoted(facets)})`] : [])];
  const rowFilters: RowFilters = {
    location: filters.location?.trim() ? searchTerms(filters.location) : [],
    places: filters.placeIds ? new Set(filters.placeIds) : undefined,
    remote: filters.remote,
    discipline: filters.discipline,
    // As facetTerms: only a whole number is a company's.
    companyId: filters.companyId !== undefined && Number.isSafeInteger(filters.companyId) ? filters.companyId : undefined,
    featured: filters.featured,
    salaryAtLeast: filters.salaryAtLeast,
    postedSince: filters.postedSince === undefined ? undefined : Date.parse(filters.postedSince),
  };
  return {
    keywords: queryKeywords(keywordTerms(filters.q!)),
    match: { keywords: keywordMatch, inTitle: keywordMatch.replace(KEYWORD_COLUMNS, "title"), narrowing, filters: rowFilters },
  };
}

/**
 * The FTS5 MATCH expression for the keyword and location filters: undefined when neither
 * is set, null when one is set but holds no searchable word (so nothing can match).
 */
export function matchExpression(filters: Pick<JobFilters, "q" | "location" | "placeIds">): string | null | undefined {
  const parts: string[] = [];
  if (filters.placeIds) {
    // Places near a city that have no open jobs: nothing can match.
    if (filters.placeIds.length === 0) return null;
    parts.push(`facets : (${filters.placeIds.map((id) => `"${placeFacet(id)}"`).join(" OR ")})`);
  }
  for (const [text, columns, units] of [
    [filters.q, KEYWORD_COLUMNS, (typed: string) => searchUnits(keywordTerms(typed))],
    // A location's words are facet words (db/facet-words.ts): each as the index stems it.
    [
      filters.location,
      "facets",
      (typed: string) => searchTerms(typed).flatMap((word) => searchTokens(word).map((stem) => quoted([locationFacet(stem)]))),
    ],
  ] as const) {
    if (!text?.trim()) continue;
    const matched = units(text);
    if (matched.length === 0) return null;
    // AND spelled out: FTS5 reads a group's parentheses followed by a word as a syntax error.
    parts.push(`${columns} : (${matched.join(" AND ")})`);
  }
  return parts.length ? parts.join(" AND ") : undefined;
}

/** The MATCH expression with the filters as facet words: the index yields only jobs that pass them. */
export function withFacets(match: string, filters: JobFilters): string {
  const terms = facetTerms(filters);
  return terms.length ? `${match} AND facets : (${quoted(terms)})` : match;
}

/**
 * The filters as words of the keyword index's facets column, as the triggers of migrations 0011,
 * 0021 and 0023 write them (the two must agree): the discipline in hex, remote, the two together,
 * the company, featured, the salary. Each is quoted like a keyword, so it is one token FTS5 looks
 * up, never syntax.
 */
export function facetTerms(filters: Pick<JobFilters, "discipline" | "remote" | "companyId" | "featured" | "salaryAtLeast">): string[] {
  const terms: string[] = [];
  const discipline = filters.discipline ? Buffer.from(filters.discipline, "utf8").toString("hex") : undefined;
  const remote = filters.remote === undefined ? undefined : filters.remote ? 1 : 0;
  // Both: migration 0023's one word for the two, a list far shorter than either's.
  if (discipline && remote !== undefined) terms.push(`kp${discipline}r${remote}`);
  else if (discipline) terms.push(`kd${discipline}0`);
  else if (remote !== undefined) terms.push(`kr${remote}`);
  // Only a whole number is a company's word; the row filter alone answers anything else (nothing).
  if (filters.companyId !== undefined && Number.isSafeInteger(filters.companyId)) terms.push(`kc${filters.companyId}`);
  if (filters.featured) terms.push("kf1");
  // Migration 0021's words, in thousands: only for a figure it has one for (test/migrations.test.ts).
  if (filters.salaryAtLeast !== undefined && (SALARY_FILTERS as readonly number[]).includes(filters.salaryAtLeast)) {
    terms.push(`ks${filters.salaryAtLeast / 1000}`);
  }
  return terms;
}

/** The filters as conditions on a job's own row, closed jobs left out. */
export function filterConditions(eb: ExpressionBuilder<Database, "jobs">, filters: JobFilters) {
  // Closed jobs leave every listing; the partial indexes cover open jobs only.
  const conditions = [eb("jobs.closed_at", "is", null)];
  if (filters.discipline) conditions.push(eb("jobs.discipline", "=", filters.discipline));
  if (filters.remote !== undefined) conditions.push(eb("jobs.remote", "=", filters.remote ? 1 : 0));
  if (filters.companyId !== undefined) conditions.push(eb("jobs.company_id", "=", filters.companyId));
  if (filters.featured) conditions.push(eb("jobs.featured", "=", 1));
  if (filters.salaryAtLeast !== undefined) {
    conditions.push(eb(eb.fn.coalesce("jobs.salary_max", "jobs.salary_min"), ">=", filters.salaryAtLeast));
  }
  if (filters.postedSince !== undefined) conditions.push(eb("jobs.posted_at", ">=", filters.postedSince));
  return eb.and(conditions);
}

// --- Words and FTS5 strings -------------------------------------------------------------------

const MAX_TERMS = 12;
const MAX_TERM_LENGTH = 64;

/**
 * The words of a user's query, each to be quoted so FTS5 reads it as a plain string:
 * operators (OR, NOT, NEAR), quotes, `*`, `-` and parentheses never reach the query parser.
 */
export function searchTerms(text: string): string[] {
  return boundedTerms(text, /[\p{L}\p{N}]+/gu);
}

/**
 * A query's keywords as the search reads them: its words (searchTerms), except that words joined
 * by "&" stay one term, written "gd&t", which the search matches as those words in a row. GD&T,
 * R&D and P&ID are one thing each; "t" and "d" alone are in most descriptions.
 */
export function keywordTerms(text: string): string[] {
  return boundedTerms(text, /[\p{L}\p{N}]+(?:&[\p{L}\p{N}]+)*/gu);
}

/** The terms `pattern` finds in the text, lower case, each word cut to MAX_TERM_LENGTH, once each, at most MAX_TERMS. */
function boundedTerms(text: string, pattern: RegExp): string[] {
  const terms = text.normalize("NFKC").toLowerCase().match(pattern) ?? [];
  const bounded = terms.map((term) =>
    term
      .split("&")
      .map((word) => word.slice(0, MAX_TERM_LENGTH))
      .join("&"),
  );
  return [...new Set(bounded)].slice(0, MAX_TERMS);
}

/** Terms of searchTerms or keywordTerms (which hold no quote), each quoted as an FTS5 string. */
export const quoted = (terms: string[]) => terms.map((term) => `"${term}"`).join(" ");

/** Any text as one FTS5 string (its quotes doubled). */
export const quote = (text: string) => `"${text.replaceAll('"', '""')}"`;

/** FTS5 expressions, each in parentheses, all of which a job must match. */
export const expressionOf = (parts: string[]) => parts.map((part) => `(${part})`).join(" AND ");
