/**
 * The exact top of a keyword search: the best `offset + limit` open jobs by the ranking of
 * scoring.server.ts, over every match, without scoring every match
 * (docs/decisions/031-exact-ranking-bm25-with-freshness.md).
 *
 * A job's score is its relevance times its freshness. Of its relevance, the title's share is the
 * same for every job with that title, the company's for every job at that company, and only the
 * description's needs the job itself; a description can add no more than three occurrences of
 * each term would, whatever its length. So the matches are taken in groups, each with a
 * bound on what its jobs can score before freshness: the jobs of a few titles, of a company, of a
 * term few jobs have, and so on (groupsOf, groups.server.ts). A group reads its jobs newest first,
 * and its next job can score at most its bound times the freshness of the newest job posted at or
 * below that id (job_posting_blocks, board-statistics.server.ts): its potential. The walk
 * (walk.server.ts) always takes the job of highest potential next; bounds it on its own (where its
 * group does not fix them, by its title, company and posting time); and scores it exactly (reading
 * its description only if that can change the score) only if that bound can still beat the k-th
 * best score (job-scores.server.ts). It stops when no potential can: then no job not yet scored
 * could enter the top.
 *
 * Titles are many, so they become groups lazily: one more group, the enumerator, stands for every
 * title not yet taken, with a potential that bounds them all, and takes the next titles when it
 * comes first (TitleEnumerator, titles.server.ts; title-groups.server.ts).
 *
 * test/ranked-search.test.ts holds the result to scoring every match and sorting, page after page.
 */
import type { Keyword } from "~/lib/search-synonyms";
import { sqlite } from "../db.server";
import { expressionOf, type SearchMatch } from "./filters.server";
import { prepareSearch, walkRepeatsApart, type Search } from "./prepared-search.server";
import { keptMatchesUpTo } from "./board-statistics.server";
import { statements } from "./statements.server";
import type { Term } from "./scoring.server";
import { titleCounts } from "./titles.server";
import { TopK } from "./top-k.server";
import { COUNTED_RESULTS, countedTotal, matchesSince } from "./unranked.server";
import { walk } from "./walk.server";
import { resetLastWalk } from "./walk-work.server";

/** One page of a ranked search, with how many jobs match (counted up to COUNTED_RESULTS). */
export interface RankedPage {
  ids: number[];
  total: number;
  /** More than `total` jobs match. */
  totalCapped: boolean;
}

/**
 * The ids of the best `offset + limit` open jobs among a search's matches, ranked, from `offset`
 * on, and how many match (counted up to COUNTED_RESULTS). Without `count`,
 * for a list that shows no total, nothing is counted and `total` is 0.
 */
export function rankedJobIds(
  keywords: Keyword[],
  match: SearchMatch,
  offset: number,
  limit: number,
  { count = true, now = Date.now() }: { count?: boolean; now?: number } = {},
): RankedPage {
  // One read transaction: every statement of the search sees the board as it was when it began.
  return sqlite.transaction((): RankedPage => {
    resetLastWalk();
    const search = prepareSearch(keywords, match.filters, now);
    const expression = expressionOf([match.keywords, ...match.narrowing]);
    const outweighed = titlesOutweighed(search);
    const inGroups = (match.narrowing.length === 0 || titlesPassFilters(search, match)) && !outweighed;
    // Walked as one stream of matches (see walk), the matches are counted newest first: so they are read once.
    const newest = count && !inGroups ? (statements().newestMatches.all(expression, COUNTED_RESULTS + 1) as number[]) : [];
    // Not for a stream of the matches a filter passes: its jobs are each bounded by their own fields,
    // most of which a title decides, and reading which of them repeat a word cost more than the
    // descriptions it spared reading. A stream of titles outweighed is another matter: its jobs'
    // titles hold the common word, and its other word, in their descriptions, decides ("engineer
    // join" scored 1,082 jobs at 100,000 jobs, 117 so; 82 ms at 1,000,000 jobs, 42 so).
    if (inGroups || (outweighed && match.narrowing.length === 0)) walkRepeatsApart(search);
    const matches = !count
      ? 0
      : match.filters.postedSince !== undefined
        ? matchesSince(expression, match.filters.postedSince, COUNTED_RESULTS + 1)
        : inGroups
          ? (oneTermTotal(search, match) ?? (statements().matchesUpTo.get(expression, COUNTED_RESULTS + 1) as number))
          : newest.length;
    const top = new TopK(offset + limit);
    walk(search, match, top, inGroups ? undefined : newest);
    return {
      ids: top.items.slice(offset, offset + limit).map((item) => item.id),
      ...countedTotal(matches),
    };
  })();
}

/** A search of one term without filters matches what its term does: its total, if its term's count tells it (keptMatchesUpTo). */
function oneTermTotal(search: Search, match: SearchMatch): number | undefined {
  const [forms, ...others] = search.query.keywords;
  if (others.length || forms.length !== 1 || forms[0].length !== 1 || match.narrowing.length) return undefined;
  return keptMatchesUpTo(forms[0][0].words, search.board, COUNTED_RESULTS + 1);
}

/**
 * A keyword in at least TITLES_OUTWEIGHING of the titles, with another that no title holds and
 * at most SCATTERED_MATCHES of the jobs do, makes the search walk its matches as one stream (see
 * titlesOutweighed).
 */
const TITLES_OUTWEIGHING = 0.2;
const SCATTERED_MATCHES = 0.3;

/**
 * Whether a search's titles would cost more than its matches: one keyword in a great many titles
 * ("engineer", in two titles in three), another in none and in few enough descriptions ("join").
 * No title can then hold every keyword, so the walk would take every title of the first, thousands,
 * and read each title's jobs to find the few whose descriptions hold the other: "engineer join" took
 * 5,254 titles and read 10,731 jobs at 100,000 jobs, 74 ms, where its newest matches, bounded by
 * what any title can add, took 17 ms (331 and 43 ms at 1,000,000 jobs, where both stop at the
 * most work a search may do, MAX_SCORED in walk.server.ts). Where the other keyword is in most
 * descriptions ("engineering experience"), the titles' jobs hold it soon, and the groups cost less. Chosen on the distinct-search stream of bench/stream.ts, both ways, at 100,000 and
 * 1,000,000 jobs: the searches it sends to the stream cost 11% of the stream's search time less.
 */
function titlesOutweighed(search: Search): boolean {
  const { keywords } = search.query;
  if (keywords.length < 2) return false;
  const { titles, holding } = titleCounts();
  const jobs = search.board.statistics.jobs;
  // A keyword's titles and matches: those of its form found most, each form by its rarest term.
  const most = (count: (term: Term) => number) => keywords.map((forms) => Math.max(...forms.map((terms) => Math.min(...terms.map(count)))));
  const titled = most((term) => Math.min(...term.stems.map(holding)));
  const matches = most((term) => term.matches);
  return (
    titled.some((count) => count >= TITLES_OUTWEIGHING * titles) &&
    titled.some((count, keyword) => count === 0 && matches[keyword] <= SCATTERED_MATCHES * jobs)
  );
}

/**
 * A filtered search reads its titles' jobs by title when at least one job in FILTERED_SHARE passes
 * its filters, as the newest FILTER_SAMPLE that do tell (see titlesPassFilters).
 */
const FILTERED_SHARE = 12;
const FILTER_SAMPLE = 256;

/**
 * Whether a filtered search's groups of titles should read their jobs by title and check the
 * filters on the rows: only when a job's title says nothing of them (not a discipline) and at least
 * one job in FILTERED_SHARE passes them (they read that many jobs for each that passes).
 */
function titlesPassFilters(search: Search, match: SearchMatch): boolean {
  if (search.filters.discipline !== undefined || search.filters.featured) return false;
  const sample = statements().newestMatches.all(expressionOf(match.narrowing), FILTER_SAMPLE) as number[];
  if (sample.length < FILTER_SAMPLE) return false;
  // The open jobs among the ids the sample spans, as if they were spread evenly over their ids.
  const { highestId, lowestId, statistics } = search.board;
  const spanned = ((highestId - sample[sample.length - 1] + 1) * statistics.jobs) / (highestId - lowestId + 1);
  return FILTER_SAMPLE * FILTERED_SHARE >= spanned;
}
