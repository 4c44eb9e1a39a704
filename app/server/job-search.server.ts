import type { Statement } from "better-sqlite3";
import { sql, type ExpressionBuilder } from "kysely";
import type { Database } from "../../db/schema";
import type { Discipline } from "~/lib/jobs";
import { queryKeywords, searchUnits, type Keyword } from "~/lib/search-synonyms";
import { locationFacet } from "../../db/facet-words";
import { SALARY_THRESHOLDS } from "../../db/migrations/0021-saved-jobs-expiry-and-notes";
import { jobExpirer } from "../../db/job-expiry";
import { db, sqlite } from "./db.server";
import {
  COUNTED_RESULTS,
  countedTotal,
  idRangesSince,
  matchesSince,
  rankedJobIds,
  type RowFilters,
  type SearchMatch,
} from "./ranked-search.server";
import { searchTokens } from "../../db/search-tokens";

export { COUNTED_RESULTS };

export interface JobFilters {
  /** Keywords, matched as words against title, description and company name. */
  q?: string;
  /** Place words, matched against the job's location ("new york", "tx"). */
  location?: string;
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

export interface Paging {
  page: number;
  pageSize: number;
}

export interface JobIdPage {
  ids: number[];
  total: number;
  /** True when more than `total` jobs match ("2,000+ jobs"). */
  totalCapped: boolean;
}

let expirer: ReturnType<typeof jobExpirer> | undefined;

/**
 * Closes the open jobs past their closing date (db/job-expiry.ts), as every read of the listings,
 * a job or an application to one does first: a job leaves them the moment it expires.
 */
export function closeExpiredJobs(now = Date.now()): number {
  return (expirer ??= jobExpirer(sqlite))(now);
}

const MAX_TERMS = 12;
const MAX_TERM_LENGTH = 64;
const KEYWORD_COLUMNS = "{title description company_name}";

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

const quoted = (terms: string[]) => terms.map((term) => `"${term}"`).join(" ");

/**
 * The FTS5 MATCH expression for the keyword and location filters: undefined when neither
 * is set, null when one is set but holds no searchable word (so nothing can match).
 */
export function matchExpression(filters: Pick<JobFilters, "q" | "location">): string | null | undefined {
  const parts: string[] = [];
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
  // Migration 0021's words, in thousands: only for a figure it has one for.
  if (filters.salaryAtLeast !== undefined && (SALARY_THRESHOLDS as readonly number[]).includes(filters.salaryAtLeast / 1000)) {
    terms.push(`ks${filters.salaryAtLeast / 1000}`);
  }
  return terms;
}

/** The MATCH expression with the filters as facet words: the index yields only jobs that pass them. */
function withFacets(match: string, filters: JobFilters): string {
  const terms = facetTerms(filters);
  return terms.length ? `${match} AND facets : (${quoted(terms)})` : match;
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

/**
 * The ids of one page of jobs matching the filters: best match first when there are keywords
 * (app/server/ranked-search.server.ts) unless the newest are asked for, newest first otherwise,
 * and how many match in all (up to COUNTED_RESULTS where counting would read that many rows).
 */
export async function findJobIds(filters: JobFilters, paging: Paging): Promise<JobIdPage> {
  closeExpiredJobs();
  const match = matchExpression(filters);
  if (match === null) return { ids: [], total: 0, totalCapped: false };
  if (match === undefined) {
    const [ids, counts] = await Promise.all([newestIds(filters, paging), countOpen(filters)]);
    return { ids, ...counts };
  }
  const ranked = keywordSearch(filters);
  if (ranked) return rankedJobIds(ranked.keywords, ranked.match, (paging.page - 1) * paging.pageSize, paging.pageSize);
  const matches =
    filters.postedSince !== undefined
      ? matchesSince(withFacets(match, filters), Date.parse(filters.postedSince), COUNTED_RESULTS + 1)
      : await indexMatchesUpTo(withFacets(match, filters), COUNTED_RESULTS + 1);
  return { ids: await newestMatches(filters, match, paging), ...countedTotal(matches) };
}

/**
 * The newest open jobs matching the filters with ids from `afterId` (not included) to `upToId`:
 * those added since. Newest first, at most `limit`: a job alert's digest (job-alerts.server.ts).
 */
export async function newJobIds(filters: JobFilters, afterId: number, upToId: number, limit: number): Promise<number[]> {
  closeExpiredJobs();
  const match = matchExpression(filters);
  if (match === null) return [];
  if (match === undefined) {
    const rows = await openJobsMatching(filters)
      .select("jobs.id")
      .where("jobs.id", ">", afterId)
      .where("jobs.id", "<=", upToId)
      .orderBy("jobs.id", "desc")
      .limit(limit)
      .execute();
    return rows.map((row) => row.id);
  }
  // Integers, so that FTS5 seeks to the range rather than reading each word's whole list.
  const rows = await db
    .selectFrom("jobs_fts")
    .select("rowid")
    .where(sql<boolean>`jobs_fts MATCH ${withFacets(match, filters)}`)
    .where(sql<boolean>`rowid BETWEEN CAST(${afterId + 1} AS INTEGER) AND CAST(${upToId} AS INTEGER)`)
    .orderBy("rowid", "desc")
    .limit(limit)
    .execute();
  return rows.map((row) => row.rowid);
}

/** A keyword search's keywords and FTS5 expression, as the ranking takes them; null without keywords, or sorted newest first. */
function keywordSearch(filters: JobFilters): { keywords: Keyword[]; match: SearchMatch } | null {
  const keywordMatch = matchExpression({ q: filters.q });
  if (!keywordMatch || filters.sort === "newest") return null;
  const location = matchExpression({ location: filters.location });
  const facets = facetTerms(filters);
  const narrowing = [...(location ? [location] : []), ...(facets.length ? [`facets : (${quoted(facets)})`] : [])];
  const rowFilters: RowFilters = {
    location: filters.location?.trim() ? searchTerms(filters.location) : [],
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
    match: { keywords: keywordMatch, narrowing, filters: rowFilters },
  };
}

/** How many open jobs a keyword or location search finds, counted no further than `limit`. */
export async function countMatchesUpTo(filters: JobFilters, limit: number): Promise<number> {
  const match = matchExpression(filters);
  if (match === null) return 0;
  if (match === undefined) throw new Error("countMatchesUpTo needs keywords or a location");
  return indexMatchesUpTo(withFacets(match, filters), limit);
}

/** How many entries of the keyword index a MATCH expression finds, counted no further than `limit`. */
async function indexMatchesUpTo(match: string, limit: number): Promise<number> {
  const { count } = await db
    .selectFrom(
      db
        .selectFrom("jobs_fts")
        .select("rowid")
        .where(sql<boolean>`jobs_fts MATCH ${match}`)
        .limit(limit)
        .as("hits"),
    )
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .executeTakeFirstOrThrow();
  return count;
}

/**
 * As findJobIds, for a list that shows no total (the home page's featured jobs, the API): nothing
 * is counted (counting the featured jobs grew with the board, and a keyword's matches read up to
 * 10,000 entries of the index).
 */
export async function findPageOfJobIds(filters: JobFilters, paging: Paging): Promise<number[]> {
  closeExpiredJobs();
  const match = matchExpression(filters);
  if (match === null) return [];
  if (match === undefined) return newestIds(filters, paging);
  const ranked = keywordSearch(filters);
  if (ranked) {
    const offset = (paging.page - 1) * paging.pageSize;
    return rankedJobIds(ranked.keywords, ranked.match, offset, paging.pageSize, { count: false }).ids;
  }
  return newestMatches(filters, match, paging);
}

/** The open jobs matching the filters, without keywords: every listing's base query. */
export function openJobsMatching(filters: JobFilters) {
  return db.selectFrom("jobs").where((eb) => filterConditions(eb, filters));
}

/** How many open jobs match the filters, without keywords (a listing's exact total). */
export function countOpenJobs(filters: JobFilters) {
  return openJobsMatching(filters).select((eb) => eb.fn.countAll<number>().as("total"));
}

/**
 * How many open jobs match the filters: read from the tallies the triggers keep where there is
 * one (the whole board, a discipline, a company); else up to COUNTED_RESULTS + 1, through an index
 * of open jobs where one holds every filter (a discipline and work type, featured, a company, each
 * with the posting date), or in the keyword index, whose facet words hold every filter but the
 * posting date (only open jobs are in it). Counting the rows of another mix (a discipline's
 * featured jobs, a company's on-site ones, a salary) read every job of its commonest filter, 200 ms
 * and more at 1,000,000 jobs. A tally is shown whole; a count past COUNTED_RESULTS reads "2,000+".
 */
async function countOpen(filters: JobFilters): Promise<Omit<JobIdPage, "ids">> {
  const { discipline, companyId, remote, featured, salaryAtLeast, postedSince } = filters;
  const limit = COUNTED_RESULTS + 1;
  if (remote === undefined && !featured && salaryAtLeast === undefined && postedSince === undefined) {
    if (companyId === undefined) {
      const scope = discipline ? `discipline:${discipline}` : "all";
      const tally = await db.selectFrom("open_job_tallies").select("count").where("scope", "=", scope).executeTakeFirst();
      return { total: tally?.count ?? 0, totalCapped: false };
    }
    if (!discipline) {
      const company = await db.selectFrom("companies").select("open_jobs").where("id", "=", companyId).executeTakeFirst();
      return { total: company?.open_jobs ?? 0, totalCapped: false };
    }
  }
  const terms = facetTerms(filters);
  // The indexes of open jobs hold a discipline and work type, featured, or a company, each with the date.
  const byIndex =
    salaryAtLeast === undefined && [!!discipline || remote !== undefined, !!featured, companyId !== undefined].filter(Boolean).length <= 1;
  // Each filter has its facet word: a company's id is a whole number, a salary one of the figures offered.
  const byWords =
    terms.length > 0 &&
    (companyId === undefined || Number.isSafeInteger(companyId)) &&
    (salaryAtLeast === undefined || terms.some((term) => term.startsWith("ks")));
  if (!byIndex && byWords) {
    const words = `facets : (${quoted(terms)})`;
    return countedTotal(
      postedSince === undefined ? await indexMatchesUpTo(words, limit) : matchesSince(words, Date.parse(postedSince), limit),
    );
  }
  const { count } = await db
    .selectFrom(openJobsMatching(filters).select("jobs.id").limit(limit).as("matches"))
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .executeTakeFirstOrThrow();
  return countedTotal(count);
}

async function newestIds(filters: JobFilters, { page, pageSize }: Paging): Promise<number[]> {
  const rows = await openJobsMatching(filters)
    .select("jobs.id")
    .orderBy("jobs.posted_at", "desc")
    .orderBy("jobs.id", "desc")
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  return rows.map((row) => row.id);
}

/**
 * One page of a location search without keywords: its matches newest first (the highest id). Only
 * open jobs are in the index, and the filters are facet words in it (migration 0011), so the index
 * alone answers: no row is read to find the page. The page's own rows are read, and tested, when
 * they are shown (jobs.server.ts).
 */
async function newestMatches(filters: JobFilters, match: string, { page, pageSize }: Paging): Promise<number[]> {
  if (filters.postedSince !== undefined) return newestMatchesSince(filters, match, { page, pageSize });
  const rows = await db
    .selectFrom("jobs_fts")
    .select("rowid")
    .where(sql<boolean>`jobs_fts MATCH ${withFacets(match, filters)}`)
    .orderBy("rowid", "desc")
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  return rows.map((row) => row.rowid);
}

let newestSinceStatement: Statement | undefined;

/**
 * As newestMatches, of the jobs posted since a time: read range by range of the ids that can hold
 * one (idRangesSince), highest first, each match's posting time read from the index of open jobs
 * by id (migration 0021).
 */
async function newestMatchesSince(filters: JobFilters, match: string, { page, pageSize }: Paging): Promise<number[]> {
  // CAST: FTS5 seeks to a range of rowids only when its bounds are integers (see ranked-search.server.ts).
  const statement = (newestSinceStatement ??= sqlite
    .prepare(
      `SELECT jobs_fts.rowid FROM jobs_fts JOIN jobs INDEXED BY open_jobs_by_id ON jobs.id = jobs_fts.rowid
       WHERE jobs_fts MATCH @match AND jobs_fts.rowid BETWEEN CAST(@from AS INTEGER) AND CAST(@to AS INTEGER)
         AND jobs.closed_at IS NULL AND jobs.posted_at >= @since
       ORDER BY jobs_fts.rowid DESC LIMIT @limit`,
    )
    .pluck());
  const wanted = page * pageSize;
  const ids: number[] = [];
  for (const [from, to] of idRangesSince(Date.parse(filters.postedSince!))) {
    if (ids.length >= wanted) break;
    const limit = wanted - ids.length;
    ids.push(...(statement.all({ match: withFacets(match, filters), from, to, since: filters.postedSince, limit }) as number[]));
  }
  return ids.slice((page - 1) * pageSize);
}

/** At most this many distinct titles are looked through for a job's similar jobs. */
const SIMILAR_TITLES = 12;
let similarStatement: Statement | undefined;

/**
 * Up to `limit` open jobs like a job: of its discipline, with its title first, then with titles
 * holding the same words (all of them, then all but the first: "Senior Structural Engineer", then
 * "Structural Engineer"), the commonest of those titles first and at most two jobs of each, newest
 * first within a title. Each step reads an index (open_job_titles_fts, open_jobs_by_title), so the
 * cost does not grow with the board: the job page shows them.
 */
export async function similarJobIds(job: { id: number; title: string; discipline: string }, limit: number): Promise<number[]> {
  closeExpiredJobs();
  const words = searchTerms(job.title);
  const titles: string[] = [job.title];
  // The words, then without the first while two or more are left (one word alone, "engineer", is every other title).
  for (let from = 0; from === 0 || words.length - from >= 2; from++) {
    if (words.length - from < 1 || titles.length >= SIMILAR_TITLES) break;
    const rows = await db
      .selectFrom("open_job_titles_fts")
      .innerJoin("open_job_titles", "open_job_titles.id", "open_job_titles_fts.rowid")
      .select("open_job_titles.title")
      .where(sql<boolean>`open_job_titles_fts MATCH ${quoted(words.slice(from))}`)
      .where("open_job_titles.jobs", ">", 0)
      .orderBy("open_job_titles.jobs", "desc")
      .limit(SIMILAR_TITLES)
      .execute();
    for (const { title } of rows) if (!titles.includes(title) && titles.length < SIMILAR_TITLES) titles.push(title);
  }
  const ids: number[] = [];
  const newestWithTitle = (similarStatement ??= sqlite
    .prepare(
      `SELECT id FROM jobs INDEXED BY open_jobs_by_title
       WHERE title = ? AND closed_at IS NULL AND discipline = ? AND id != ? ORDER BY id DESC LIMIT ?`,
    )
    .pluck());
  for (const [index, title] of titles.entries()) {
    if (ids.length >= limit) break;
    // The job's own title may fill the list; another title gives two at most, for variety.
    const wanted = index === 0 ? limit : Math.min(2, limit - ids.length);
    ids.push(...(newestWithTitle.all(title, job.discipline, job.id, wanted) as number[]));
  }
  return ids;
}
