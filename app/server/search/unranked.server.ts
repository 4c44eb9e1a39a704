/**
 * The searches that are not ranked: without keywords (a listing, a location), or with keywords
 * sorted newest first. They list open jobs newest first, from the indexes of open jobs or the
 * keyword index; and the counts every listing shows, which the ranked search (ranked.server.ts)
 * uses too: counted up to COUNTED_RESULTS, read from a tally where there is one.
 */
import { MAX_LISTING_PAGES, JOBS_PAGE_SIZE } from "~/lib/job-search";
import { sql } from "kysely";
import { db } from "../db.server";
import { filterConditions, matchExpression, quoted, facetTerms, withFacets, type JobFilters } from "./filters.server";
import { idRangesSince } from "./board-statistics.server";
import { statements } from "./statements.server";
import { withPlace } from "./places.server";

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

/**
 * A search's matches are counted as far as its pages list them (100 pages of 20); past that the
 * count reads "2,000+" (decision 036): counting further only changed that figure, and cost most of
 * a search's time on a board of a million jobs.
 */
export const COUNTED_RESULTS = MAX_LISTING_PAGES * JOBS_PAGE_SIZE;

/** A total from a count of matches made up to COUNTED_RESULTS + 1: "2,000+" past COUNTED_RESULTS. */
export const countedTotal = (matches: number) => ({ total: Math.min(matches, COUNTED_RESULTS), totalCapped: matches > COUNTED_RESULTS });

// --- Pages, newest first ----------------------------------------------------------------------

/** One page of the open jobs matching the filters, without keywords, newest first. */
export async function newestIds(filters: JobFilters, { page, pageSize }: Paging): Promise<number[]> {
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
 * One page of a location search without keywords, or of keywords sorted newest first: its matches
 * newest first (the highest id). Only open jobs are in the index, and the filters are facet words in
 * it (migration 0011), so the index alone answers: no row is read to find the page. The page's own
 * rows are read, and tested, when they are shown (jobs.server.ts).
 */
export async function newestMatches(filters: JobFilters, match: string, { page, pageSize }: Paging): Promise<number[]> {
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

/**
 * As newestMatches, of the jobs posted since a time: read range by range of the ids that can hold
 * one (idRangesSince), highest first, each match's posting time read from the index of open jobs
 * by id (migration 0021).
 */
async function newestMatchesSince(filters: JobFilters, match: string, { page, pageSize }: Paging): Promise<number[]> {
  const wanted = page * pageSize;
  const ids: number[] = [];
  for (const [from, to] of idRangesSince(Date.parse(filters.postedSince!))) {
    if (ids.length >= wanted) break;
    const limit = wanted - ids.length;
    const since = filters.postedSince;
    ids.push(...(statements().newestMatchesSince.all({ match: withFacets(match, filters), from, to, since, limit }) as number[]));
  }
  return ids.slice((page - 1) * pageSize);
}

// --- Counts ------------------------------------------------------------------------------------

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
 * featured jobs, a company's on-site ones, a salary) read every job of its commonest filter, which
 * grew with the board. A tally is shown whole; a count past COUNTED_RESULTS reads "2,000+".
 */
export async function countOpen(filters: JobFilters): Promise<Omit<JobIdPage, "ids">> {
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

/** How many open jobs a keyword or location search finds, counted no further than `limit`. */
export async function countMatchesUpTo(typed: JobFilters, limit: number): Promise<number> {
  const filters = withPlace(typed);
  const match = matchExpression(filters);
  if (match === null) return 0;
  if (match === undefined) throw new Error("countMatchesUpTo needs keywords or a location");
  return indexMatchesUpTo(withFacets(match, filters), limit);
}

/** How many entries of the keyword index a MATCH expression finds, counted no further than `limit`. */
export async function indexMatchesUpTo(match: string, limit: number): Promise<number> {
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
 * How many jobs an FTS5 expression matches that were posted at or after `since` (ms), counted up
 * to `limit`: read only in the ranges of ids whose blocks hold a job that new (idRangesSince).
 */
export function matchesSince(expression: string, since: number, limit: number): number {
  let count = 0;
  for (const [from, to] of idRangesSince(since)) {
    if (count >= limit) break;
    count += statements().matchesSinceUpTo.get({
      match: expression,
      from,
      to,
      since: new Date(since).toISOString(),
      limit: limit - count,
    }) as number;
  }
  return count;
}

/** The open jobs matching the filters, without keywords: every listing's base query. */
export function openJobsMatching(filters: JobFilters) {
  return db.selectFrom("jobs").where((eb) => filterConditions(eb, filters));
}
