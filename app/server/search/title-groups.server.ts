/**
 * The groups of the titles the enumerator takes (titles.server.ts): titles just taken wait as one
 * group of the walk, with the potential of the best of them, and become groups of their own, a few
 * titles with close potentials to a group, only when they reach the top of the walk.
 */
import { keywordChecks, missingKeywords, newGroup, type Group, type ScoredTitle } from "./groups.server";
import { wordsOf } from "./job-fields.server";
import { descriptionShare, freshnessAt, scoresOfTitle, type Search } from "./prepared-search.server";
import { BOUND_MARGIN, relevance } from "./scoring.server";
import { keptNewestJob, type IndexedTitle } from "./titles.server";
import { newestAtOrBelow } from "./board-statistics.server";

/**
 * Titles just taken, waiting to become groups (see nextTitleGroups) as one group of the walk, with
 * the potential of the best of them. A title's potential is its bound, at the best company, times
 * the freshness of its newest job (open_job_titles); a title with no open job left, or whose
 * potential is below `threshold` (the k-th best score so far), is left out. Titles are many (one
 * class of a common word such as "engineer" holds a great many) and most never reach the top: their
 * groups are made only when they do.
 */
export function takenTitles(search: Search, titles: IndexedTitle[], freshest: number, threshold: number): Group | undefined {
  const usual = descriptionShare(search);
  const scored: ScoredTitle[] = [];
  for (const { title, words, newest } of titles) {
    // A title's newest job bounds its freshness: its id's block's newest posting time if its jobs are
    // kept (the walk passes by the jobs out of order, see walk), or the index's newest posting time.
    const job = keptNewestJob(search, title);
    if (job === null) continue;
    const freshness = Math.min(freshest, freshnessAt(search, job === undefined ? newest : newestAtOrBelow(search.board, job)));
    // A title none of whose open jobs was posted since the search's date has none it could show.
    if (freshness === 0) continue;
    const scores = scoresOfTitle(search, title, words);
    const potential = relevance(scores, search.bestCompany, usual) * freshness;
    // A title whose potential cannot beat the k-th best score now never will: the score only rises.
    if (potential * BOUND_MARGIN < threshold) continue;
    scored.push({ title, scores, bound: relevance(scores, search.otherCompany, usual), freshness, potential });
  }
  scored.sort((a, b) => b.potential - a.potential);
  if (scored.length === 0) return undefined;
  return { ...newGroup([], scored[0].potential), potential: scored[0].potential, waiting: { titles: scored, next: 0 } };
}

/**
 * Titles taken together whose bounds are this close share one group, up to TITLES_A_GROUP of them:
 * one read of the index for several titles, where FTS5's OR costs more with each branch.
 */
const SHARED_BOUND = 0.98;
const TITLES_A_GROUP = 8;

/**
 * The groups of the next waiting titles (see groupsOf), with their potentials: titles with close
 * potentials share one, up to TITLES_A_GROUP; the group's bound is its best title's.
 */
export function nextTitleGroups(search: Search, waiting: { titles: ScoredTitle[]; next: number }): Group[] {
  const usual = descriptionShare(search);
  const { titles } = waiting;
  const groups: Group[] = [];
  const first = titles[waiting.next];
  const shared = [first];
  while (
    ++waiting.next < titles.length &&
    shared.length < TITLES_A_GROUP &&
    titles[waiting.next].potential >= first.potential * SHARED_BOUND
  )
    shared.push(titles[waiting.next]);
  const bound = Math.max(...shared.map((title) => title.bound));
  const fresh = Math.max(...shared.map((title) => title.freshness));
  const shares = shared.map(({ scores }) => scores);
  const names = shared.map(({ title }) => title);
  groups.push({
    ...newGroup([], bound, {
      titles: shares,
      company: search.otherCompany,
      freshest: fresh,
      byTitle: { titles: names },
      ...keywordChecks(
        search,
        missingKeywords(
          search,
          shared.map(({ title }) => [wordsOf(title)]),
        ),
      ),
    }),
    potential: bound * fresh,
  });
  for (const [id, company] of search.companyGroups) {
    const companyBound = Math.max(...shared.map(({ scores }) => relevance(scores, company, usual)));
    const fields = shared.map(({ title }) => [wordsOf(title), search.companyWords.get(id)!]);
    groups.push({
      ...newGroup([], companyBound, {
        titles: shares,
        company,
        freshest: fresh,
        byTitle: { titles: names, companyId: id },
        ...keywordChecks(search, missingKeywords(search, fields)),
      }),
      potential: companyBound * fresh,
    });
  }
  return groups;
}
