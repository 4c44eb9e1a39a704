/**
 * The distinct titles of open jobs (open_job_titles), kept in memory by each process for the ranking:
 * each title's words, and for each word the titles that hold it, in classes by how often the word
 * occurs in the title and how long the title is. For one word, BM25 scores a title by those two
 * alone, so a search can take a word's best titles first (TitleEnumerator) and bound all the titles
 * it has not taken, however many there are (a large board has tens of thousands).
 *
 * Titles are read once, then only the newer ones as the board changes: open_job_titles never reuses
 * an id (migration 0015). A title whose last open job has gone stays here until the index is read
 * again (when more than a fifth of what it holds has gone); the search then finds no job with it.
 */
import { LRUCache } from "lru-cache";
import { searchTokens } from "../../../db/search-tokens";
import { contentVersion } from "../content-version.server";
import { descriptionShare, freshnessAt, type Search } from "./prepared-search.server";
import {
  EVERY_KEYWORD_IN_TITLE_BOOST,
  FIELD_WEIGHTS,
  PHRASE_IN_TITLE_BOOST,
  relevance,
  saturation,
  type Term,
  type TitleScores,
} from "./scoring.server";
import { statements } from "./statements.server";

export interface IndexedTitle {
  /** Its id in open_job_titles. */
  id: number;
  title: string;
  /** The title's words as the keyword index reads them. */
  words: string[];
  /** The newest posting time of its open jobs (ms), as open_job_titles keeps it: never lowered while the title has one. */
  newest: number;
  newestText: string;
  /** The classes it is in, one a word. */
  classes: TitleClass[];
}

/** The titles in which a word occurs `frequency` times, `length` words long, newest first. */
export interface TitleClass {
  frequency: number;
  length: number;
  titles: IndexedTitle[];
}

/**
 * A word with at most this many titles left is taken first while a title may still hold every
 * keyword: "senior engineer water" took 2,571 titles at 1,000,000 jobs before "water"'s 516 were all
 * taken and the boost could end.
 */
const RAREST_FIRST = 1_000;

/**
 * The fewest titles a take hands over (unless its class has fewer left): each take costs a look at
 * every class, and takenTitles reads each title's scores once a batch.
 */
const LEAST_TAKEN = 16;

/** A class as one search takes it: its titles newest first (as the index keeps them), and the next not yet taken. */
interface ClassCursor {
  kind: TitleClass;
  at: number;
}

const left = ({ kind, at }: ClassCursor) => at < kind.titles.length;

/**
 * The titles that hold a term, in the order of what their jobs can score, taken a few at a time.
 * Each query term is looked for through one of its words (the one in fewest titles): a title with
 * the term has the word at least as often. A title not yet taken is in some class of one of those
 * words, among the titles of that class not yet taken: it holds each term at most as often, in a
 * title at least as long, as that class, or as the best class left of each other word, and its
 * newest job is no newer than the newest of those titles. So the most a job with a title not yet
 * taken can score (potential) is the best of those bounds, class by class; and the titles are
 * taken from the class with the best, newest first: a common word's thousands of titles are mostly
 * old ones, which a search passes by without reading their scores.
 */
export class TitleEnumerator {
  /** For each word looked for, its classes by what their titles can score, best first. */
  private readonly cursors: ClassCursor[][];
  /** For each query term (in query.terms order), its word's cursor. */
  private readonly termCursor: number[];
  private readonly seen = new Set<IndexedTitle>();

  constructor(private readonly search: Search) {
    const byWord = new Map<string, number>();
    const classesOf = titleClasses();
    const { holding } = titleCounts();
    this.cursors = [];
    this.termCursor = search.terms.map((stems) => {
      const word = stems.reduce((best, stem) => (holding(stem) < holding(best) ? stem : best));
      let cursor = byWord.get(word);
      if (cursor === undefined) {
        const meanLength = search.query.statistics.meanLength.title;
        const classes = [...classesOf(word)]
          .sort((a, b) => saturation(b.frequency, b.length, meanLength) - saturation(a.frequency, a.length, meanLength))
          .map((kind) => ({ kind, at: 0 }));
        byWord.set(word, (cursor = this.cursors.push(classes) - 1));
      }
      return cursor;
    });
  }

  /**
   * The most the title of a job not yet taken can add, as TitleScores: with the highest boost while
   * a title not yet taken may hold every keyword, none once some keyword's titles are all taken.
   */
  threshold(): TitleScores {
    return this.scoresWith();
  }

  /** As threshold, for a title of the `kind` of word `cursor` (and the best class left of every other word). */
  private scoresWith(cursor?: number, kind?: TitleClass): TitleScores {
    const { query } = this.search;
    const meanLength = query.statistics.meanLength.title;
    let next = 0;
    const scores = query.keywords.map((forms) =>
      forms.map((terms) =>
        terms.reduce((sum, term: Term) => {
          const at = this.termCursor[next++];
          const held = at === cursor ? kind : this.cursors[at].find(left)?.kind;
          return sum + (held ? term.idf * FIELD_WEIGHTS.title * saturation(held.frequency, held.length, meanLength) : 0);
        }, 0),
      ),
    );
    const boost = this.everyKeywordLeft() ? EVERY_KEYWORD_IN_TITLE_BOOST * (query.phrase ? PHRASE_IN_TITLE_BOOST : 1) : 1;
    return { scores, boost, everyKeyword: false };
  }

  /**
   * Whether a title not yet taken may hold every keyword. A title holds a keyword's form only if it
   * holds each of its terms: a form with a term whose titles are all taken is in no title left.
   */
  private everyKeywordLeft(): boolean {
    let next = 0;
    return this.search.query.keywords
      .map((forms) =>
        forms.map((terms) => terms.map(() => this.cursors[this.termCursor[next++]]).every((classes) => classes.some(left))).some(Boolean),
      )
      .every(Boolean);
  }

  /**
   * The cursor to take from while the titles left may hold every keyword: the word with the fewest
   * titles left, if they are few (RAREST_FIRST), for once they are all taken the titles left earn no
   * boost; otherwise none.
   */
  private rarestFirst(): number | undefined {
    if (this.search.query.keywords.length < 2 || !this.everyKeywordLeft()) return undefined;
    let rarest: { cursor: number; count: number } | undefined;
    this.cursors.forEach((classes, cursor) => {
      const count = classes.reduce((sum, { kind, at }) => sum + kind.titles.length - at, 0);
      if (count > 0 && (!rarest || count < rarest.count)) rarest = { cursor, count };
    });
    return rarest && rarest.count <= RAREST_FIRST ? rarest.cursor : undefined;
  }

  /**
   * Each class with titles left (of the word `only`, if given), with the most a job with its next
   * title can score (at a company whose name holds the best keywords, with the best description,
   * and no fresher than `freshest`): best first, the classes that cannot beat `floor` left out.
   */
  private classes(freshest: number, only?: number): { cursor: number; at: ClassCursor; relevance: number; potential: number }[] {
    const usual = descriptionShare(this.search);
    const found: { cursor: number; at: ClassCursor; relevance: number; potential: number }[] = [];
    this.cursors.forEach((classes, cursor) => {
      if (only !== undefined && cursor !== only) return;
      for (const at of classes) {
        if (!left(at)) continue;
        const bound = relevance(this.scoresWith(cursor, at.kind), this.search.bestCompany, usual);
        found.push({ cursor, at, relevance: bound, potential: bound * Math.min(freshest, this.freshness(at.kind.titles[at.at])) });
      }
    });
    return found.sort((a, b) => b.potential - a.potential);
  }

  private freshness(title: IndexedTitle): number {
    return freshnessAt(this.search, title.newest);
  }

  /** The most a job with a title not yet taken can score, no fresher than `freshest`; -Infinity once all are taken. */
  potential(freshest: number): number {
    return this.classes(freshest)[0]?.potential ?? -Infinity;
  }

  /**
   * Takes titles from the class whose next title can score most (or from the rarest word's, see
   * rarestFirst): newest first, until the next could score less than the best of another class,
   * LEAST_TAKEN at least. Returns those not taken before.
   */
  take(freshest: number): IndexedTitle[] {
    const rarest = this.rarestFirst();
    const [best, second] = this.classes(freshest, rarest);
    if (!best) return [];
    const { at } = best;
    const { titles } = at.kind;
    const taken: IndexedTitle[] = [];
    // The rarest word's titles are taken to the end of the class: the boost ends when they are all taken.
    const floor = rarest !== undefined ? -Infinity : (second?.potential ?? -Infinity);
    while (left(at) && (taken.length < LEAST_TAKEN || best.relevance * Math.min(freshest, this.freshness(titles[at.at])) >= floor)) {
      const title = titles[at.at++];
      if (!this.seen.has(title)) {
        this.seen.add(title);
        taken.push(title);
      }
    }
    return taken;
  }
}

// --- The index of titles ----------------------------------------------------------------------

interface TitleIndex {
  version: number;
  highestId: number;
  size: number;
  byId: Map<number, IndexedTitle>;
  byWord: Map<string, TitleClass[]>;
}

let index: TitleIndex | undefined;

/** The classes of titles that hold a word (by its stem), as the index stands now. */
export function titleClasses(): (stem: string) => TitleClass[] {
  const { byWord } = titleIndex();
  return (stem) => byWord.get(stem) ?? [];
}

/** How many titles the index holds (some may have no open job left), and how many hold a word (by its stem). */
export function titleCounts(): { titles: number; holding: (stem: string) => number } {
  const { size, byWord } = titleIndex();
  return { titles: size, holding: (stem) => (byWord.get(stem) ?? []).reduce((sum, kind) => sum + kind.titles.length, 0) };
}

/**
 * The index, brought up to the board's content version: the newer titles added, and each title's
 * newest posting time read again (open_job_titles raises it when a job with the title is posted;
 * about 20 ms at 1,000,000 jobs, once a version), each class kept newest first.
 */
function titleIndex(): TitleIndex {
  const version = contentVersion();
  if (index?.version === version) return index;
  if (index && index.size > 1.25 * (statements().titleCount.get() as number)) index = undefined;
  const unsorted = new Set<TitleClass>();
  if (index) {
    for (const [id, newest] of statements().titlesNewest.raw().all() as [number, string][]) {
      const entry = index.byId.get(id);
      if (entry && entry.newestText !== newest) {
        entry.newestText = newest;
        entry.newest = Date.parse(newest);
        for (const kind of entry.classes) unsorted.add(kind);
      }
    }
  }
  index ??= { version, highestId: 0, size: 0, byId: new Map(), byWord: new Map() };
  for (const [id, title, newest] of statements().titlesAfter.raw().all(index.highestId) as [number, string, string][]) {
    for (const kind of add(index, id, title, newest)) unsorted.add(kind);
    index.highestId = id;
  }
  for (const kind of unsorted) kind.titles.sort((a, b) => b.newest - a.newest);
  index.version = version;
  return index;
}

function add(into: TitleIndex, id: number, title: string, newest: string): TitleClass[] {
  const words = searchTokens(title);
  const entry: IndexedTitle = { id, title, words, newest: Date.parse(newest), newestText: newest, classes: [] };
  const counts = new Map<string, number>();
  for (const word of words) counts.set(word, (counts.get(word) ?? 0) + 1);
  for (const [word, frequency] of counts) {
    let classes = into.byWord.get(word);
    if (!classes) into.byWord.set(word, (classes = []));
    let kind = classes.find((candidate) => candidate.frequency === frequency && candidate.length === words.length);
    if (!kind) classes.push((kind = { frequency, length: words.length, titles: [] }));
    kind.titles.push(entry);
    entry.classes.push(kind);
  }
  into.byId.set(id, entry);
  into.size++;
  return entry.classes;
}

// --- Each title's open jobs -----------------------------------------------------------------------

/**
 * Each title's open jobs, newest first, as the index of open jobs by title holds them, and a
 * title's jobs at one company (for the groups of a company whose name holds a keyword), kept while
 * the board's content version stands: a search of a common word reads hundreds of titles' jobs a
 * few at a time, and the searches after it read the same titles again (a read of the index cost
 * about 50 µs, a binary search of the kept ids a fraction of one). At most KEPT_IDS ids in all
 * (4 MB), the lists read longest ago dropped first.
 */
const KEPT_IDS = 1_000_000;
const keptJobIds = new LRUCache<string, Int32Array>({ maxSize: KEPT_IDS, sizeCalculation: (ids) => ids.length + 1 });
let keptVersion = -1;

/** A title's kept ids (at a company, if given), at the board's content `version` (the search's: reading it costs a statement, and a search reads hundreds of titles). */
function titleJobIds(title: string, companyId: number | undefined, version: number): Int32Array {
  if (version !== keptVersion) {
    keptJobIds.clear();
    keptVersion = version;
  }
  const key = companyId === undefined ? title : `${companyId}\t${title}`;
  let ids = keptJobIds.get(key);
  if (!ids) {
    const found = (
      companyId === undefined ? statements().openJobsWithTitle.all(title) : statements().openJobsWithTitleAt.all(companyId, title)
    ) as number[];
    keptJobIds.set(key, (ids = Int32Array.from(found)));
  }
  return ids;
}

/**
 * A title's newest open job, if its jobs are kept (null when it has none left): takenTitles bounds
 * the title's freshness by it rather than read it again.
 */
export function keptNewestJob(search: Search, title: string): number | null | undefined {
  if (keptVersion !== search.board.version) return undefined;
  const ids = keptJobIds.get(title);
  return ids && (ids.length ? ids[0] : null);
}

/**
 * The newest `limit` open jobs with any of the titles (at the company, if given), below `below` and
 * at `floor` or above, newest first: what newestWithTitles (statements.server.ts) reads for a group
 * of titles without filters.
 */
export function newestOfTitles(
  search: Search,
  { titles, companyId }: { titles: string[]; companyId?: number },
  below: number,
  floor: number,
  limit: number,
): number[] {
  const found: number[] = [];
  for (const title of titles) {
    const ids = titleJobIds(title, companyId, search.board.version);
    let low = 0;
    let high = ids.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (ids[middle] < below) high = middle;
      else low = middle + 1;
    }
    for (let at = low; at < ids.length && at < low + limit && ids[at] >= floor; at++) found.push(ids[at]);
  }
  found.sort((a, b) => b - a);
  return found.length > limit ? found.slice(0, limit) : found;
}
