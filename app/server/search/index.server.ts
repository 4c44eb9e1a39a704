/**
 * Search: the entry points the rest of the app calls (jobs.server.ts, job-alerts.server.ts, the
 * routes through them), and what they re-export. Each file of this folder reads top-down: a function
 * comes above the functions it calls, so a reader starting here follows a search's steps downward,
 * and the files in this order:
 *
 * - filters.server.ts: a search's filters as the keyword index, a job's row and the ranking read them.
 * - unranked.server.ts: the searches that are not ranked (no keywords, or newest first), and the
 *   counts every listing shows (COUNTED_RESULTS, countedTotal), the ranked search's too.
 * - ranked.server.ts: a keyword search's exact top; how the ranking works, in its top comment.
 *   - prepared-search.server.ts: the search as the ranking sees it (Search), made once.
 *   - walk.server.ts: the walk over groups of matches, best potential first;
 *     groups.server.ts, title-groups.server.ts and titles.server.ts (the titles kept in memory and
 *     the enumerator) make its groups; job-scores.server.ts bounds and scores its jobs one by one;
 *     top-k.server.ts keeps its two orders; walk-work.server.ts counts its work for benchmarks.
 *   - scoring.server.ts: the formula (BM25 with boosts and freshness), and its bounds: arithmetic only.
 *   - board-statistics.server.ts: what the ranking knows of the board (job counts, mean lengths,
 *     posting times by block of ids, matches of a term); job-fields.server.ts: a job's words.
 * - similar-jobs.server.ts: a job page's similar jobs. suggestions.server.ts: "Did you mean".
 * - statements.server.ts: the SQL statements written as SQL, each prepared once (the Kysely queries
 *   stay in the functions that build them). The tokenizer is db/search-tokens.ts, which the facet
 *   words the database's triggers write (db/facet-words.ts) use too.
 *
 * What a process keeps between searches is in these places only: statements.server.ts (prepared
 * statements), board-statistics.server.ts (the board, the counts of matches), titles.server.ts (the
 * titles, and each title's open jobs while the content version stands), job-fields.server.ts
 * (titles' and companies' words), suggestions.server.ts (ranges of the vocabulary),
 * walk-work.server.ts (the last walk's work), and db/search-tokens.ts (stems).
 *
 * A tuning constant sits just above the code it tunes, in that code's file, with the reason for its
 * value: a reader changing a step sees what bounds it without leaving the file. The measured figures
 * behind the values are in bench/measurements.md, not in comments.
 */
import { sql } from "kysely";
import { db } from "../db.server";
import { keywordSearch, matchExpression, withFacets, type JobFilters } from "./filters.server";
import { withPlace } from "./places.server";
import { rankedJobIds } from "./ranked.server";
import {
  COUNTED_RESULTS,
  countedTotal,
  countOpen,
  indexMatchesUpTo,
  matchesSince,
  newestIds,
  newestMatches,
  openJobsMatching,
  type JobIdPage,
  type Paging,
} from "./unranked.server";

export { facetTerms, filterConditions, keywordTerms, matchExpression, searchTerms, type JobFilters } from "./filters.server";
export { COUNTED_RESULTS, countOpenJobs, openJobsMatching, type JobIdPage, type Paging } from "./unranked.server";
export { similarJobIds } from "./similar-jobs.server";
export { withPlace } from "./places.server";

/**
 * The ids of one page of jobs matching the filters: best match first when there are keywords
 * (ranked.server.ts) unless the newest are asked for, newest first otherwise (unranked.server.ts),
 * and how many match in all (up to COUNTED_RESULTS where counting would read that many rows).
 */
export async function findJobIds(typed: JobFilters, paging: Paging): Promise<JobIdPage> {
  const filters = withPlace(typed);
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
 * As findJobIds, for a list that shows no total (the home page's featured jobs, the API): nothing
 * is counted (counting the featured jobs grew with the board, and a keyword's matches read
 * thousands of entries of the index).
 */
export async function findPageOfJobIds(typed: JobFilters, paging: Paging): Promise<number[]> {
  const filters = withPlace(typed);
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

/**
 * The newest open jobs matching the filters with ids from `afterId` (not included) to `upToId`:
 * those added since. Newest first, at most `limit`: a job alert's digest (job-alerts.server.ts).
 */
export async function newJobIds(typed: JobFilters, afterId: number, upToId: number, limit: number): Promise<number[]> {
  const filters = withPlace(typed);
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
