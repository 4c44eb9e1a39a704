/**
 * The walk's last steps for one job (walk.server.ts): bounded by its description's length alone
 * (lightlyRefined), or by its own title, company, posting time and description length (refined),
 * and, if that bound can still enter the top, scored exactly from its description (scoreJobs).
 */
import { descriptionLength, termFrequencies, wordsOf } from "./job-fields.server";
import type { Group } from "./groups.server";
import { freshnessAt, scoresOfTitle, type Search, type TermWeights } from "./prepared-search.server";
import {
  BOUND_MARGIN,
  fieldScores,
  holdsEveryKeyword,
  mostSaturation,
  occurrences,
  relevance,
  relevanceBound,
  type FieldScores,
  type TitleScores,
} from "./scoring.server";
import { newestAtOrBelow } from "./board-statistics.server";
import { statements } from "./statements.server";
import type { TopK } from "./top-k.server";
import { lastWalk } from "./walk-work.server";

/** Jobs waiting to be bounded by their own fields, with what their groups know of them (see jobBound). */
export interface RefinedQueue {
  rareTerms: boolean;
  once: boolean;
  ids: number[];
}

/**
 * Those of `jobs` (emptying it), each of a group bounded by a title's share and a company's, whose
 * bound with their description's length and the freshness their id allows can still enter the top.
 * A job queued by two groups (its title's, and the group of all matches, which bounds it as if its
 * title held no keyword) passes with the higher of their bounds: the first group has passed it by.
 */
export function lightlyRefined(search: Search, jobs: { id: number; group: Group }[], top: TopK): number[] {
  if (jobs.length === 0) return [];
  const queued = jobs.splice(0);
  const rows = statements()
    .sizes.raw()
    .all(JSON.stringify([...new Set(queued.map(({ id }) => id))])) as [number, string][];
  lastWalk.sized += rows.length;
  const lengths = new Map(rows.map(([id, sizes]) => [id, descriptionLength(sizes)]));
  const passing = new Set<number>();
  for (const { id, group } of queued) {
    const length = lengths.get(id);
    if (length === undefined || passing.has(id)) continue;
    const { titles, company = search.noCompany } = group;
    const share = Math.max(
      ...titles!.map((title) => descriptionLengthBound(search, title, company, search.weights.usual, length, !!group.once)),
    );
    const bound = share * freshnessAt(search, newestAtOrBelow(search.board, id));
    if (bound * BOUND_MARGIN >= top.threshold) passing.add(id);
  }
  return [...passing];
}

/** Those of a queue's jobs (emptying it) whose own bounds (jobBound) can still enter the top. */
export function refined(search: Search, queue: RefinedQueue, top: TopK): number[] {
  if (queue.ids.length === 0) return [];
  const rows = statements()
    .jobsToBound.raw()
    .all(JSON.stringify(queue.ids.splice(0))) as [number, string, number, string, string][];
  lastWalk.refined += rows.length;
  return rows.flatMap(([id, ...job]) => (jobBound(search, job, queue) * BOUND_MARGIN < top.threshold ? [] : [id]));
}

/**
 * A job's bound from its own title, company, posting time and description length: exact but for
 * how often the description holds each term (MAX_COUNTED_OCCURRENCES times at most, or once for a
 * term with a word its group walked apart). Without `rareTerms`, the terms few jobs have count as
 * absent from the description (their own group covers them).
 */
function jobBound(search: Search, job: [string, number, string, string], { rareTerms, once }: RefinedQueue): number {
  const [title, companyId, postedAt, sizes] = job;
  return (
    descriptionLengthBound(
      search,
      scoresOfTitle(search, title),
      search.companies.get(companyId) ?? search.noCompany,
      rareTerms ? search.weights.all : search.weights.usual,
      descriptionLength(sizes),
      once,
    ) * freshnessAt(search, Date.parse(postedAt))
  );
}

/** A job's relevance bound (relevanceBound) from its title's and company's shares and its description's length. */
function descriptionLengthBound(
  search: Search,
  title: TitleScores,
  company: FieldScores,
  weights: TermWeights,
  length: number,
  once: boolean,
) {
  const most = mostSaturation(search.query, length);
  if (!once) return relevanceBound(title, company, weights.every, most);
  return relevanceBound(title, company, weights.many, most, weights.once, mostSaturation(search.query, length, 1));
}

/**
 * Reads the jobs of `ids` (emptying it) and offers each, exactly scored, to the top; those in
 * `unchecked` only if they hold every keyword (see holdsEveryKeyword).
 */
export function scoreJobs(search: Search, ids: number[], top: TopK, unchecked?: Set<number>) {
  if (ids.length === 0) return;
  lastWalk.scored += ids.length;
  const rows = statements().jobsToScore.raw().all(JSON.stringify(ids)) as [number, string, number, string, string, string][];
  for (const [id, title, companyId, postedAt, description, sizes] of rows) {
    if (Date.parse(postedAt) < search.since) continue;
    const titleScore = scoresOfTitle(search, title);
    const company = search.companies.get(companyId) ?? search.noCompany;
    const frequencies = termFrequencies(description, search.terms);
    if (unchecked?.has(id)) {
      const titleWords = wordsOf(title);
      const companyWords = search.companyWords.get(companyId) ?? [];
      const occurs = (term: number) =>
        frequencies[term] > 0 || occurrences(titleWords, search.terms[term]) > 0 || occurrences(companyWords, search.terms[term]) > 0;
      if (!holdsEveryKeyword(search.query, occurs)) continue;
    }
    const descriptionScore = fieldScores(search.query, "description", frequencies, descriptionLength(sizes));
    top.add({ id, score: relevance(titleScore, company, descriptionScore) * freshnessAt(search, Date.parse(postedAt)) });
  }
  ids.length = 0;
}
