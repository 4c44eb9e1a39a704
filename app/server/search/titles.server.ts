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
import type { Search } from "./prepared-search.server";
import {
  EVERY_KEYWORD_IN_TITLE_BOOST,
  FIELD_WEIGHTS,
  PHRASE_IN_TITLE_BOOST,
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
}

/** The titles in which a word occurs `frequency` times, `length` words long. */
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
 * The titles that hold a term, in the order of what they can score, taken class by class. Each
 * query term is looked for through one of its words (the one in fewest titles): a title with the
 * term has the word at least as often. The titles not yet taken can hold each term at most as
 * often, in titles at least as long, as the next class of its word: so their title's share is at
 * most `threshold`.
 */
export class TitleEnumerator {
  private readonly cursors: { classes: TitleClass[]; next: number }[];
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
        const classes = [...classesOf(word)].sort(
          (a, b) => saturation(b.frequency, b.length, meanLength) - saturation(a.frequency, a.length, meanLength),
        );
        byWord.set(word, (cursor = this.cursors.push({ classes, next: 0 }) - 1));
      }
      return cursor;
    });
  }

  /**
   * The most the title of a job not yet taken can add, as TitleScores: with the highest boost while
   * a title not yet taken may hold every keyword, none once some keyword's titles are all taken.
   */
  threshold(): TitleScores {
    const { query } = this.search;
    const meanLength = query.statistics.meanLength.title;
    let next = 0;
    const scores = query.keywords.map((forms) =>
      forms.map((terms) =>
        terms.reduce((sum, term: Term) => {
          const { classes, next: at } = this.cursors[this.termCursor[next++]];
          const kind = classes[at];
          return sum + (kind ? term.idf * FIELD_WEIGHTS.title * saturation(kind.frequency, kind.length, meanLength) : 0);
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
        forms
          .map((terms) => terms.map(() => this.cursors[this.termCursor[next++]]).every(({ classes, next: at }) => at < classes.length))
          .some(Boolean),
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
    let rarest: { cursor: number; left: number } | undefined;
    this.cursors.forEach(({ classes, next }, cursor) => {
      if (next >= classes.length) return;
      let left = 0;
      for (let at = next; at < classes.length; at++) left += classes[at].titles.length;
      if (!rarest || left < rarest.left) rarest = { cursor, left };
    });
    return rarest && rarest.left <= RAREST_FIRST ? rarest.cursor : undefined;
  }

  get exhausted(): boolean {
    return this.cursors.every(({ classes, next }) => next >= classes.length);
  }

  /** Takes the next class of the word whose next class can add most; returns its titles not taken before. */
  take(): IndexedTitle[] {
    const { query } = this.search;
    const meanLength = query.statistics.meanLength.title;
    const shares = this.cursors.map(() => 0);
    let next = 0;
    for (const forms of query.keywords) {
      for (const terms of forms) {
        for (const term of terms) {
          const cursor = this.termCursor[next++];
          const kind = this.cursors[cursor].classes[this.cursors[cursor].next];
          if (kind) shares[cursor] += term.idf * saturation(kind.frequency, kind.length, meanLength);
        }
      }
    }
    let best = this.rarestFirst() ?? -1;
    if (best === -1) {
      shares.forEach((share, cursor) => {
        if (this.cursors[cursor].next < this.cursors[cursor].classes.length && (best === -1 || share > shares[best])) best = cursor;
      });
    }
    if (best === -1) return [];
    const cursor = this.cursors[best];
    const taken = cursor.classes[cursor.next++].titles.filter((title) => !this.seen.has(title));
    for (const title of taken) this.seen.add(title);
    return taken;
  }
}

// --- The index of titles ----------------------------------------------------------------------

interface TitleIndex {
  version: number;
  highestId: number;
  size: number;
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

/** The index, brought up to the board's content version. */
function titleIndex(): TitleIndex {
  const version = contentVersion();
  if (index?.version === version) return index;
  if (index && index.size > 1.25 * (statements().titleCount.get() as number)) index = undefined;
  index ??= { version, highestId: 0, size: 0, byWord: new Map() };
  for (const { id, title } of statements().titlesAfter.all(index.highestId) as { id: number; title: string }[]) {
    add(index, id, title);
    index.highestId = id;
  }
  index.version = version;
  return index;
}

function add(into: TitleIndex, id: number, title: string) {
  const words = searchTokens(title);
  const entry: IndexedTitle = { id, title, words };
  const counts = new Map<string, number>();
  for (const word of words) counts.set(word, (counts.get(word) ?? 0) + 1);
  for (const [word, frequency] of counts) {
    let classes = into.byWord.get(word);
    if (!classes) into.byWord.set(word, (classes = []));
    let kind = classes.find((candidate) => candidate.frequency === frequency && candidate.length === words.length);
    if (!kind) classes.push((kind = { frequency, length: words.length, titles: [] }));
    kind.titles.push(entry);
  }
  into.size++;
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
