/**
 * The walk's last steps for one job (walk.server.ts): bounded by its group's shares and the freshness
 * its id allows (lightlyRefined), or by its own title, company and posting time (refined), and, if
 * that bound can still enter the top, scored exactly (scoreJobs), its description read only if it
 * can change the score.
 */
import { termFrequencies, wordsOf } from "./job-fields.server";
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
 * bound with the freshness their id allows can still enter the top. A job queued by two groups (its
 * title's, and the group of all matches, which bounds it as if its title held no keyword) passes
 * with the higher of their bounds: the first group has passed it by.
 */
export function lightlyRefined(search: Search, jobs: { id: number; group: Group }[], top: TopK): number[] {
  if (jobs.length === 0) return [];
  const queued = jobs.splice(0);
  lastWalk.sized += queued.length;
  const passing = new Set<number>();
  for (const { id, group } of queued) {
    if (passing.has(id)) continue;
    const { titles, company = search.noCompany } = group;
    const share = Math.max(...titles!.map((title) => ownBound(search, title, company, search.weights.usual, !!group.once)));
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
    .all(JSON.stringify(queue.ids.splice(0))) as [number, string, number, string][];
  lastWalk.refined += rows.length;
  return rows.flatMap(([id, ...job]) => (jobBound(search, job, queue) * BOUND_MARGIN < top.threshold ? [] : [id]));
}

/**
 * A job's bound from its own title, company and posting time: exact but for how often the
 * description holds each term (MAX_COUNTED_OCCURRENCES times at most, or once for a term with a
 * word its group walked apart). Without `rareTerms`, the terms few jobs have count as absent from
 * the description (their own group covers them).
 */
function jobBound(search: Search, job: [string, number, string], { rareTerms, once }: RefinedQueue): number {
  const [title, companyId, postedAt] = job;
  return (
    ownBound(
      search,
      scoresOfTitle(search, title),
      search.companies.get(companyId) ?? search.noCompany,
      rareTerms ? search.weights.all : search.weights.usual,
      once,
    ) * freshnessAt(search, Date.parse(postedAt))
  );
}

/** A job's relevance bound (relevanceBound) from its title's and company's shares, its description unread. */
function ownBound(search: Search, title: TitleScores, company: FieldScores, weights: TermWeights, once: boolean) {
  const most = mostSaturation();
  if (!once) return relevanceBound(title, company, weights.every, most);
  return relevanceBound(title, company, weights.many, most, weights.once, mostSaturation(1));
}

/** What the walk knows of the jobs it scores (see scoreJobs). */
export interface JobMarks {
  /** Jobs of groups that did not check every keyword (see Group.unchecked). */
  unchecked: Set<number>;
  /** Jobs of groups whose descriptions repeat none of search.onceStems (see Group.once). */
  repeatingNone: Set<number>;
}

/**
 * Offers the jobs of `ids` (emptying it), each exactly scored, to the top; those marked unchecked
 * only if they hold every keyword (see holdsEveryKeyword). A job's description is read only where
 * it can change the score:
 * - not for a job whose title holds every keyword, each weighing more there than the keyword could
 *   in its description (relevance takes the larger of the two);
 * - not for a job whose description repeats none of the query's words, when each term is one word
 *   walked apart (search.onceStems) and each keyword has one form, and neither its title nor its
 *   company name holds any: it is a match, so its description holds each term exactly once.
 */
export function scoreJobs(search: Search, ids: number[], top: TopK, marks?: JobMarks) {
  if (ids.length === 0) return;
  lastWalk.scored += ids.length;
  const rows = statements().jobsToBound.raw().all(JSON.stringify(ids)) as [number, string, number, string][];
  ids.length = 0;
  const once = marks?.repeatingNone.size ? onceEach(search) : undefined;
  const toRead = new Map<number, { title: string; companyId: number; titleScore: TitleScores; company: FieldScores; freshness: number }>();
  for (const [id, title, companyId, postedAt] of rows) {
    const posted = Date.parse(postedAt);
    if (posted < search.since) continue;
    const titleScore = scoresOfTitle(search, title);
    const company = search.companies.get(companyId) ?? search.noCompany;
    const freshness = freshnessAt(search, posted);
    if (titleScore.everyKeyword) {
      const score = relevance(titleScore, company, search.noCompany);
      if (relevanceBound(titleScore, company, search.weights.all.every, mostSaturation()) <= score) {
        top.add({ id, score: score * freshness });
        continue;
      }
    }
    if (
      once &&
      marks!.repeatingNone.has(id) &&
      !marks!.unchecked.has(id) &&
      !search.companies.has(companyId) &&
      holdsNoTerm(search, title)
    ) {
      top.add({ id, score: relevance(titleScore, company, once) * freshness });
      continue;
    }
    toRead.set(id, { title, companyId, titleScore, company, freshness });
  }
  if (toRead.size === 0) return;
  const descriptions = statements()
    .descriptions.raw()
    .all(JSON.stringify([...toRead.keys()])) as [number, string][];
  for (const [id, description] of descriptions) {
    const { title, companyId, titleScore, company, freshness } = toRead.get(id)!;
    const frequencies = termFrequencies(description, search.terms);
    if (marks?.unchecked.has(id)) {
      const titleWords = wordsOf(title);
      const companyWords = search.companyWords.get(companyId) ?? [];
      const occurs = (term: number) =>
        frequencies[term] > 0 || occurrences(titleWords, search.terms[term]) > 0 || occurrences(companyWords, search.terms[term]) > 0;
      if (!holdsEveryKeyword(search.query, occurs)) continue;
    }
    const descriptionScore = fieldScores(search.query, "description", frequencies, 0);
    top.add({ id, score: relevance(titleScore, company, descriptionScore) * freshness });
  }
}

/**
 * A description's share when it holds each term once, if every term is one word walked apart
 * (search.onceStems) and every keyword has one form; otherwise undefined.
 */
function onceEach(search: Search): FieldScores | undefined {
  const { query } = search;
  const each = query.keywords.every(
    (forms) => forms.length === 1 && forms[0].every(({ stems }) => stems.length === 1 && search.onceStems.has(stems[0])),
  );
  return each
    ? fieldScores(
        query,
        "description",
        query.terms.map(() => 1),
        0,
      )
    : undefined;
}

/** Whether a title holds none of the query's terms. */
const holdsNoTerm = (search: Search, title: string) => search.terms.every((stems) => occurrences(wordsOf(title), stems) === 0);
