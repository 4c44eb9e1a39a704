/**
 * The walk of a ranked search (see ranked.server.ts): its groups in a heap by potential, the job of
 * highest potential taken next, bounded on its own and scored only if it can still enter the top,
 * until no group's potential can. Then no job not yet scored could enter the top.
 */
import { BLOCK_SIZE, newestAtOrBelow, outOfOrder } from "./board-statistics.server";
import type { SearchMatch } from "./filters.server";
import { groupsOf, holdsCheckedKeywords, newGroup, outOfOrderGroups, rareTermGroups, withRepeatsApart, type Group } from "./groups.server";
import { lightlyRefined, refined, scoreJobs, type JobMarks, type RefinedQueue } from "./job-scores.server";
import { locationStemsOf } from "./job-fields.server";
import { jobPlace } from "../../../db/places";
import { descriptionShare, freshnessAt, type Search } from "./prepared-search.server";
import { BOUND_MARGIN, relevance } from "./scoring.server";
import { newestWithTitles, statements } from "./statements.server";
import { nextTitleGroups, takenTitles } from "./title-groups.server";
import { newestOfTitles, TitleEnumerator } from "./titles.server";
import { GroupHeap, type TopK } from "./top-k.server";
import { COUNTED_RESULTS } from "./unranked.server";
import { lastWalk } from "./walk-work.server";

/**
 * Jobs read and scored together, once the top is full; and jobs whose lengths are read together.
 * Until the top is full, both go FILLING_BATCH at a time: with no threshold yet every job passes,
 * and a search whose first 20 jobs fill its page scored 64 (a third of the stream's scoring).
 */
const SCORE_BATCH = 32;
const SIZE_BATCH = 64;
const FILLING_BATCH = 20;
/**
 * The most work one search may do: jobs bounded one by one (three bounded by their group's shares
 * alone count as one), and jobs scored. A search that would
 * need more (a word nearly every description has, and no title: "experience") stops there, and its
 * page is the best of the jobs it has scored, which are those with the highest bounds. The searches
 * bench:search measures stay well below (it reports the most any of them did).
 */
const MAX_REFINED = 15_000;
const MAX_SCORED = 3_000;

/**
 * Walks a search's matches in groups: always the job with the highest potential next, until no
 * group's potential beats the k-th best score: then no job not yet scored could enter the top.
 *
 * The groups of groupsOf pass by the jobs of weaker titles without reading them. A search whose
 * location or filters few jobs pass walks `stream` instead (its newest matches, up to
 * COUNTED_RESULTS + 1, when they were counted), as one group bounded by what any job could score:
 * a title's jobs would hold many a filter rejects, each read to be rejected.
 */
export function walk(search: Search, match: SearchMatch, top: TopK, stream?: number[]) {
  const enumerator = new TitleEnumerator(search);
  const freshest = freshnessAt(search, newestAtOrBelow(search.board, Number.MAX_SAFE_INTEGER));
  let groups: Group[];
  if (stream === undefined) groups = groupsOf(search, match, enumerator);
  else {
    const anyTitle = enumerator.threshold();
    // A job earns the boosts only with every keyword in its title: the stream is bounded without
    // them, and the matches with every keyword in the title, which can earn them, are a group of
    // their own (read from FTS5 only if the stream does not reach them first).
    const unboosted = { ...anyTitle, boost: 1 };
    groups = [
      ...streamGroups(search, [match.keywords, ...match.narrowing], stream, (once) =>
        relevance(unboosted, search.bestCompany, descriptionShare(search, { once })),
      ),
      ...rareTermGroups(search, match, anyTitle),
      ...outOfOrderGroups(search, match, anyTitle),
    ];
    if (anyTitle.boost > 1) {
      groups.push(newGroup([match.inTitle, ...match.narrowing], relevance(anyTitle, search.bestCompany, descriptionShare(search))));
    }
  }
  const heap = new GroupHeap();
  for (const group of groups) {
    if (group.enumerator) updatePotential(search, group, freshest);
    else group.potential = group.bound * (group.block ? freshnessAt(search, group.block.newest) : freshest);
    heap.push(group);
  }

  const pending: number[] = [];
  const marks: JobMarks = { unchecked: new Set(), repeatingNone: new Set() };
  /** Jobs to be bounded one by one before they are scored: by their group's shares and their id, or by their own fields. */
  const unsized: { id: number; group: Group }[] = [];
  const unrefined: RefinedQueue[] = [false, true].flatMap((rareTerms) => [false, true].map((once) => ({ rareTerms, once, ids: [] })));
  const refineAll = () => {
    for (const { id, group } of unsized) if (group.once) marks.repeatingNone.add(id);
    for (const queue of unrefined) if (queue.once) for (const id of queue.ids) marks.repeatingNone.add(id);
    for (const id of lightlyRefined(search, unsized, top)) {
      if (!taken.has(id)) {
        taken.add(id);
        pending.push(id);
      }
    }
    for (const queue of unrefined) {
      for (const id of refined(search, queue, top)) {
        if (!taken.has(id)) {
          taken.add(id);
          pending.push(id);
        }
      }
    }
  };
  /** Jobs queued for scoring or scored. (A job a refinement left out may come again from a wider group.) */
  const taken = new Set<number>();
  for (let group = heap.top; group; group = heap.top) {
    if (lastWalk.refined + lastWalk.sized / 3 >= MAX_REFINED || lastWalk.scored >= MAX_SCORED) {
      lastWalk.limited = true;
      break;
    }
    if (group.potential * BOUND_MARGIN < top.threshold) {
      refineAll();
      if (pending.length === 0) break;
      // The pending jobs may raise the threshold: score them, then look again.
      scoreJobs(search, pending, top, marks);
      continue;
    }
    if (group.enumerator) {
      // Out of the heap while it takes titles; back in with the potential of those it has not taken.
      heap.settleTop(true);
      const titles = group.enumerator.take(freshest);
      lastWalk.titles += titles.length;
      const waiting = takenTitles(search, titles, freshest, top.threshold);
      if (waiting) heap.push(waiting);
      updatePotential(search, group, freshest);
      if (group.potential !== -Infinity) heap.push(group);
      continue;
    }
    if (group.waiting) {
      heap.settleTop(true);
      for (const titled of nextTitleGroups(search, group.waiting)) heap.push(titled);
      const { titles, next } = group.waiting;
      if (next < titles.length) heap.push({ ...group, potential: titles[next].potential });
      continue;
    }
    if (group.next === group.ids.length) {
      if (group.complete) heap.settleTop(true);
      else {
        readMore(search, group, top.threshold);
        updatePotential(search, group, freshest);
        heap.settleTop(group.potential === -Infinity);
      }
      continue;
    }
    const id = group.ids[group.next++];
    // An out-of-order block's jobs are its own group's.
    const passedBy = !group.block && outOfOrder(search.board, id);
    if (passedBy || taken.has(id)) {
      // Nothing to do.
    } else if (group.check && holdsCheckedKeywords(group.check, id) === false) {
      // Not a match: its title holds some keywords, and it lacks the others.
    } else if (group.titles) {
      unsized.push({ id, group });
      if (group.unchecked || (group.check && !group.check.holding.has(id))) marks.unchecked.add(id);
      if (unsized.length >= (top.full ? SIZE_BATCH : FILLING_BATCH)) refineAll();
    } else {
      const { ids } = unrefined.find((queue) => queue.rareTerms === !!group.rareTerms && queue.once === !!group.once)!;
      ids.push(id);
      if (ids.length >= (top.full ? SCORE_BATCH : FILLING_BATCH)) refineAll();
    }
    updatePotential(search, group, freshest);
    heap.settleTop(group.potential === -Infinity);
    if (pending.length >= (top.full ? SCORE_BATCH : Math.max(top.k - top.items.length, FILLING_BATCH)))
      scoreJobs(search, pending, top, marks);
  }
  if (!lastWalk.limited) refineAll();
  scoreJobs(search, pending, top, marks);
}

/**
 * The stream of a search's newest matches as one group; or, when the search walks some words'
 * repeats apart (withRepeatsApart, groups.server.ts), as two: those of its matches that repeat
 * none of the words, bounded by one occurrence of each, and the others, told apart by one read of
 * the matches that repeat one, as far down as the stream goes.
 */
function streamGroups(search: Search, parts: string[], stream: number[], boundAt: (once: boolean) => number): Group[] {
  const read = (group: Group, ids: number[]) =>
    stream.length
      ? Object.assign(group, { ids, read: ids.length, lowest: stream.at(-1), complete: stream.length <= COUNTED_RESULTS })
      : group;
  if (!search.repeats) return [read(newGroup(parts, boundAt(false)), stream)];
  const [once, many] = withRepeatsApart(search, parts, boundAt);
  const lowest = stream.at(-1) ?? 0;
  const repeating = new Set(
    stream.length ? (statements().matchesBetween.all(many.match, Number.MAX_SAFE_INTEGER, lowest, stream.length) as number[]) : [],
  );
  lastWalk.read += repeating.size;
  return [
    read(
      once,
      stream.filter((id) => !repeating.has(id)),
    ),
    read(
      many,
      stream.filter((id) => repeating.has(id)),
    ),
  ];
}

/**
 * A group's matches read at first; each further read takes as many as read so far times its
 * growth: threefold for a title's jobs, from a B-tree, where a read's own cost is most of it; one
 * and a half times from FTS5, where a match costs more where lists meet, in a phrase, or against
 * the words of repeats walked apart, and a read of many more matches than the walk needs was the
 * largest cost of some searches. A read also stops at its floor (lowestWithin).
 */
const FIRST_READ = 16;
const TITLE_READ_GROWTH = 3;
const INDEX_READ_GROWTH = 1.5;

/**
 * Reads the next matches of a group, below those it has read: FIRST_READ at first, then more by
 * TITLE_READ_GROWTH or INDEX_READ_GROWTH (each read seeks to where the last stopped), none below
 * the lowest id a job of the group could still beat `threshold` from (lowestWithin). An
 * out-of-order block's matches are read at once, each bounded by the group's bound and its own
 * posting time, best first: their own fields are read only for those that come near the top
 * (bounding every match of a demo board's block of fresh sample jobs among old generated ones by
 * its fields was a cost every search paid).
 */
function readMore(search: Search, group: Group, threshold: number) {
  if (group.block) {
    const first = group.block.number * BLOCK_SIZE;
    const ids = statements().matchesInRange.all(group.match, first, group.block.last) as number[];
    const rows = ids.length ? (statements().postingTimes.all(JSON.stringify(ids)) as [number, string][]) : [];
    const jobs = rows
      .map(([id, postedAt]) => ({ id, potential: group.bound * freshnessAt(search, Date.parse(postedAt)) }))
      .filter((job) => job.potential > 0)
      .sort((a, b) => b.potential - a.potential);
    group.ids = jobs.map((job) => job.id);
    group.block.potentials = jobs.map((job) => job.potential);
    group.complete = true;
    lastWalk.read += rows.length;
    return;
  }
  const limit = Math.ceil(Math.max(FIRST_READ, group.read * (group.byTitle ? TITLE_READ_GROWTH : INDEX_READ_GROWTH)));
  const below = group.lowest ?? Number.MAX_SAFE_INTEGER;
  const floor = lowestWithin(search, group.bound, threshold);
  let found: number;
  if (group.byTitle && !filtersRows(search.filters)) {
    const ids = newestOfTitles(search, group.byTitle, below, floor, limit);
    found = ids.length;
    group.lowest = ids.at(-1) ?? group.lowest;
    group.ids = ids;
  } else if (group.byTitle) {
    const { titles, companyId } = group.byTitle;
    const { filters } = search;
    const parameters = {
      titles: JSON.stringify(titles),
      below,
      floor,
      limit,
      ...(companyId !== undefined && { atCompany: companyId }),
      ...(filters.companyId !== undefined && { companyId: filters.companyId }),
      ...(filters.remote !== undefined && { remote: filters.remote ? 1 : 0 }),
      ...(filters.discipline !== undefined && { discipline: filters.discipline }),
      ...(filters.salaryAtLeast !== undefined && { salaryAtLeast: filters.salaryAtLeast }),
    };
    const rows = newestWithTitles(companyId !== undefined, filters).all(parameters) as [number, string?][];
    found = rows.length;
    group.lowest = rows.at(-1)?.[0] ?? group.lowest;
    group.ids = rows.filter(([, location = ""]) => withinLocation(search, location)).map(([id]) => id);
  } else {
    const ids = statements().matchesBetween.all(group.match, below, floor, limit) as number[];
    found = ids.length;
    group.lowest = ids.at(-1) ?? group.lowest;
    group.ids = ids;
  }
  group.next = 0;
  lastWalk.read += found;
  if (group.read === 0) lastWalk.opened++;
  group.read += found;
  // Complete also when the read stopped at its floor: no job below it can enter the top, now or
  // later, as the threshold only rises.
  group.complete = found < limit;
}

/**
 * The lowest id from which a job of a group with this bound can still beat `threshold`: the start
 * of the lowest block whose newest posting time allows it (newestAtOrBelow never falls as ids rise).
 * A read stops there rather than reading matches the walk would pass by (a search in one city read
 * several times the matches it needed before it did).
 */
function lowestWithin(search: Search, bound: number, threshold: number): number {
  if (threshold === -Infinity) return 0;
  const blocks = search.board.newestAtOrBelow;
  let low = 0;
  let high = blocks.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (bound * freshnessAt(search, blocks[middle]) * BOUND_MARGIN >= threshold) high = middle;
    else low = middle + 1;
  }
  return low * BLOCK_SIZE;
}

/** Whether a search has filters a title's jobs are checked against, row by row. */
const filtersRows = (filters: Search["filters"]) =>
  filters.location.length > 0 ||
  filters.places !== undefined ||
  filters.remote !== undefined ||
  filters.discipline !== undefined ||
  filters.companyId !== undefined ||
  !!filters.featured ||
  filters.salaryAtLeast !== undefined;

/**
 * Whether a job's location passes the search's: it resolves to one of the search's places, or it
 * holds each of the location's words, as the keyword index's facet words would find them.
 */
function withinLocation(search: Search, location: string): boolean {
  const { places } = search.filters;
  if (places) return places.has(jobPlace(location)?.id ?? -1);
  if (search.locationTerms.length === 0) return true;
  const stems = locationStemsOf(location);
  return search.locationTerms.every((termStems) => termStems.every((stem) => stems.has(stem)));
}

/** A group's potential for its next job: none once it has no more. */
function updatePotential(search: Search, group: Group, freshest: number) {
  if (group.enumerator) {
    group.potential = freshest === 0 ? -Infinity : group.enumerator.potential(freshest);
  } else if (group.next === group.ids.length && group.complete) group.potential = -Infinity;
  else if (group.block) group.potential = group.block.potentials[group.next] ?? group.bound * freshnessAt(search, group.block.newest);
  else {
    const next = group.ids[group.next] ?? group.lowest ?? Infinity;
    const fresh = Math.min(group.freshest ?? 1, freshnessAt(search, newestAtOrBelow(search.board, next)));
    // None fresh enough: every job left was posted before the search's date (see freshnessAt).
    group.potential = fresh === 0 ? -Infinity : group.bound * fresh;
  }
}
