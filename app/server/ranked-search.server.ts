/**
 * The exact top of a keyword search: the best `offset + limit` open jobs by the ranking of
 * search-ranking.server.ts, over every match, without scoring every match
 * (docs/decisions/031-exact-ranking-bm25-with-freshness.md).
 *
 * A job's score is its relevance times its freshness. Of its relevance, the title's share is the
 * same for every job with that title, the company's for every job at that company, and only the
 * description's needs the job itself; a description can add no more than three occurrences of
 * each term would in a description of its length. So the matches are taken in groups, each with a
 * bound on what its jobs can score before freshness: the jobs of a few titles, of a company, of a
 * term few jobs have, and so on (groupsOf). A group reads its jobs newest first, and its next job
 * can score at most its bound times the freshness of the newest job posted at or below that id
 * (job_posting_blocks): its potential. The walk always takes the job of highest potential next;
 * bounds it on its own (by its description's length, and where its group does not fix them, its
 * title, company and posting time); and scores it exactly, reading its description, only if that
 * bound can still beat the k-th best score. It stops when no potential can: then no job not yet
 * scored could enter the top.
 *
 * Titles are many (19,000 at 1,000,000 jobs), so they become groups lazily: one more group, the
 * enumerator, stands for every title not yet taken, with a potential that bounds them all, and
 * takes the next titles when it comes first (see TitleEnumerator).
 *
 * test/ranked-search.test.ts holds the result to scoring every match and sorting, page after page.
 */
import type { Statement } from "better-sqlite3";
import { LRUCache } from "lru-cache";
import { JOBS_PAGE_SIZE, MAX_LISTING_PAGES } from "~/lib/job-search";
import { formTerms, type Keyword } from "~/lib/search-synonyms";
import { repeatedWordFacet } from "../../db/facet-words";
import { POSTING_BLOCK_BITS } from "../../db/migrations/0015-ranking-tiers";
import { contentVersion } from "./content-version.server";
import { sqlite } from "./db.server";
import {
  descriptionBound,
  descriptionWeights,
  EVERY_KEYWORD_IN_TITLE_BOOST,
  FIELD_WEIGHTS,
  fieldScores,
  fieldScoresOfWords,
  freshness,
  highestScores,
  holdsEveryKeyword,
  mostSaturation,
  occurrences,
  PHRASE_IN_TITLE_BOOST,
  rankQuery,
  relevance,
  relevanceBound,
  saturation,
  titleScores,
  type BoardStatistics,
  type FieldScores,
  type RankedQuery,
  type Term,
  type TitleScores,
} from "./search-ranking.server";
import { searchTokens, stemOf } from "../../db/search-tokens";
import { titleClasses, type IndexedTitle, type TitleClass } from "./title-index.server";

/**
 * How many of a term's matches are counted for its rarity; past this, the rest is estimated
 * (within a few per cent for a word spread over the board: its rarity moves by less). 10,000 until
 * 2026-11-26: the newest 10,000 matches of each common word of a search not asked in the last
 * minute cost about 2 ms to read.
 */
const COUNTED_MATCHES = 2_000;
/**
 * A search's matches are counted as far as its pages list them (100 pages of 20); past that the
 * count reads "2,000+" (decision 036): counting further only changed that figure, and cost most of
 * a search's time at 1,000,000 jobs.
 */
export const COUNTED_RESULTS = MAX_LISTING_PAGES * JOBS_PAGE_SIZE;

/** A total from a count of matches made up to COUNTED_RESULTS + 1: "2,000+" past COUNTED_RESULTS. */
export const countedTotal = (matches: number) => ({ total: Math.min(matches, COUNTED_RESULTS), totalCapped: matches > COUNTED_RESULTS });
/** A term found in at most this many jobs has the jobs with it walked as a group of their own. */
const FEW_MATCHES = 2_000;
/** A word's repeats are walked apart when, with the other words' walked apart, they are at most this share of the matches (see walkRepeatsApart). */
const REPEATED_SHARE = 0.4;
const REPEATS_SAMPLE = 512;
/**
 * A group's matches read at first; each further read takes as many as read so far times its
 * growth: threefold for a title's jobs, from a B-tree, where a read's own cost (a few tenths of a
 * millisecond) is most of it; one and a half times from FTS5, where a match costs up to 3 µs
 * where lists meet, in a phrase, or against the words of repeats walked apart ("gd&t" at
 * 1,000,000 jobs read 8,201 matches for the 2,876 it bounded, then 3,135; "structural engineer"
 * in New York 6,003 for 2,352, 21 ms, then 3,002). A read also stops at its floor (lowestWithin).
 */
const FIRST_READ = 16;
const TITLE_READ_GROWTH = 3;
const INDEX_READ_GROWTH = 1.5;
/** Jobs read and scored together, once the top is full; and jobs whose lengths are read together. */
const SCORE_BATCH = 32;
const SIZE_BATCH = 64;
/**
 * Titles taken together whose bounds are this close share one group, up to TITLES_A_GROUP of them:
 * one read of the index for several titles, where FTS5's OR costs more with each branch.
 */
const SHARED_BOUND = 0.98;
const TITLES_A_GROUP = 8;
/**
 * The most work one search may do: jobs bounded one by one (three bounded by their length alone
 * count as one), and jobs scored. A search that would
 * need more (a word nearly every description has, and no title: "experience") stops there, and its
 * page is the best of the jobs it has scored, which are those with the highest bounds. The searches
 * bench:search measures stay well below (it reports the most any of them did).
 */
const MAX_REFINED = 15_000;
const MAX_SCORED = 3_000;
/**
 * Up to this many companies whose names hold a keyword get groups of their own (with each title);
 * past it, every group is bounded with the best of their shares instead, so that a word in many
 * company names makes no more groups.
 */
const COMPANIES_WITH_GROUPS = 8;
/**
 * A filtered search reads its titles' jobs by title when at least one job in FILTERED_SHARE passes
 * its filters, as the newest FILTER_SAMPLE that do tell (see titlesPassFilters).
 */
const FILTERED_SHARE = 12;
/**
 * A group of titles that lacks some keywords checks its jobs against the list of the jobs that hold
 * them when at most this share of the jobs can (see keywordChecks); that list is read CHECK_READ
 * at a time at first, then as many as it has read.
 */
const CHECKED_SHARE = 0.5;
const CHECK_READ = 256;
/** A check's list is read no further than this many entries for each job asked about (an entry costs about 0.3 µs, a description 25). */
const CHECK_WORTH = 16;
const FILTER_SAMPLE = 256;
/** Rounding: a bound is compared as if this much larger, so that it never falls short of an exact score. */
const BOUND_MARGIN = 1 + 1e-9;
const KEYWORD_COLUMNS = "{title description company_name}";
const BLOCK_SIZE = 2 ** POSTING_BLOCK_BITS;

const quote = (text: string) => `"${text.replaceAll('"', '""')}"`;

const statements = () => ({
  averages: sqlite.prepare("SELECT block FROM jobs_fts_data WHERE id = 1").pluck(),
  blocks: sqlite.prepare("SELECT block, newest FROM job_posting_blocks ORDER BY block"),
  highestId: sqlite.prepare("SELECT id FROM jobs_fts_docsize ORDER BY id DESC LIMIT 1").pluck(),
  lowestId: sqlite.prepare("SELECT id FROM jobs_fts_docsize ORDER BY id LIMIT 1").pluck(),
  newestMatches: sqlite.prepare("SELECT rowid FROM jobs_fts WHERE jobs_fts MATCH ? ORDER BY rowid DESC LIMIT ?").pluck(),
  // In the index's own order: FTS5 reads a list backwards for a third more (7.4 ms against 10.9 for
  // 10,001 matches of "senior civil engineer" at 1,000,000 jobs).
  matchesUpTo: sqlite.prepare("SELECT count(*) FROM (SELECT rowid FROM jobs_fts WHERE jobs_fts MATCH ? LIMIT ?)").pluck(),
  // Those posted since a time among a range of ids (CAST as matchesInRange's): their posting times
  // read from the index of open jobs by id, not from their rows.
  matchesSinceUpTo: sqlite
    .prepare(
      `SELECT count(*) FROM (
         SELECT jobs.id FROM jobs_fts JOIN jobs INDEXED BY open_jobs_by_id ON jobs.id = jobs_fts.rowid
         WHERE jobs_fts MATCH @match AND jobs_fts.rowid BETWEEN CAST(@from AS INTEGER) AND CAST(@to AS INTEGER)
           AND jobs.closed_at IS NULL AND jobs.posted_at >= @since LIMIT @limit)`,
    )
    .pluck(),
  blocksSince: sqlite.prepare("SELECT block FROM job_posting_blocks WHERE newest >= ? ORDER BY block DESC").pluck(),
  companiesMatching: sqlite.prepare("SELECT rowid AS id, name FROM company_names_fts WHERE company_names_fts MATCH ?"),
  // CAST: FTS5 seeks to a range of rowids only when its bounds are integers, and the driver binds a
  // JavaScript number as a real (FTS5 would then read the whole of each word's list, 60 ms for a
  // common word at 1,000,000 jobs, and leave the range to SQLite).
  matchesInRange: sqlite
    .prepare("SELECT rowid FROM jobs_fts WHERE jobs_fts MATCH ? AND rowid BETWEEN CAST(? AS INTEGER) AND CAST(? AS INTEGER)")
    .pluck(),
  // CAST as matchesInRange's.
  matchesBetween: sqlite
    .prepare(
      "SELECT rowid FROM jobs_fts WHERE jobs_fts MATCH ? AND rowid < CAST(? AS INTEGER) AND rowid >= CAST(? AS INTEGER) ORDER BY rowid DESC LIMIT ?",
    )
    .pluck(),
  openPostingTimes: sqlite
    .prepare("SELECT id, posted_at FROM jobs INDEXED BY open_jobs_by_id WHERE closed_at IS NULL AND id BETWEEN ? AND ? ORDER BY id DESC")
    .raw(),
  postingTimes: sqlite.prepare("SELECT id, posted_at FROM jobs WHERE id IN (SELECT value FROM json_each(?))").raw(),
  // Fields' sizes (jobs_fts_docsize.sz) in hex: a string costs the driver a microsecond less a row than a Buffer.
  sizes: sqlite.prepare("SELECT id, hex(sz) FROM jobs_fts_docsize WHERE id IN (SELECT value FROM json_each(?))"),
  titlesNewest: sqlite.prepare("SELECT id, newest FROM open_job_titles WHERE id IN (SELECT value FROM json_each(?))"),
  jobsToBound: sqlite.prepare(
    `SELECT jobs.id, jobs.title, jobs.company_id, jobs.posted_at, hex(jobs_fts_docsize.sz)
     FROM jobs JOIN jobs_fts_docsize ON jobs_fts_docsize.id = jobs.id
     WHERE jobs.id IN (SELECT value FROM json_each(?))`,
  ),
  jobsToScore: sqlite.prepare(
    `SELECT jobs.id, jobs.title, jobs.company_id, jobs.posted_at, jobs.description, hex(jobs_fts_docsize.sz)
     FROM jobs JOIN jobs_fts_docsize ON jobs_fts_docsize.id = jobs.id
     WHERE jobs.id IN (SELECT value FROM json_each(?))`,
  ),
});
let prepared: ReturnType<typeof statements> | undefined;
const sql = () => (prepared ??= statements());

/**
 * The newest open jobs of a few titles (at one company), from the indexes of open jobs by title
 * (migration 0016), with the filters a job's row answers; SQLite stops reading each title once it
 * has `limit` of them, and at `floor` (see lowestWithin). A location is checked on what is read
 * (see withinLocation): the index by title holds it (migration 0024), the one by company and title
 * does not. Without a filter of the row, only the index is read (a row costs about 2 µs more:
 * "senior engineer" at 1,000,000 jobs read 3,700 of them).
 */
const titleReads = new Map<string, Statement>();
function newestWithTitles(atCompany: boolean, filters: RowFilters): Statement {
  const conditions = [
    ...(atCompany ? ["company_id = @atCompany"] : []),
    ...(filters.companyId !== undefined ? ["company_id = @companyId"] : []),
    ...(filters.remote !== undefined ? ["remote = @remote"] : []),
    ...(filters.discipline !== undefined ? ["discipline = @discipline"] : []),
    ...(filters.featured ? ["featured = 1"] : []),
    ...(filters.salaryAtLeast !== undefined ? ["coalesce(salary_max, salary_min) >= @salaryAtLeast"] : []),
  ];
  const withLocation = filters.location.length > 0;
  const key = `${withLocation} ${conditions.join(" AND ")}`;
  let statement = titleReads.get(key);
  if (!statement) {
    // INDEXED BY: a filter's own index (open jobs by remote, say) would read every job it passes.
    const index = atCompany || filters.companyId !== undefined ? "open_jobs_by_company_title" : "open_jobs_by_title";
    statement = sqlite
      .prepare(
        `SELECT id${withLocation ? ", location" : ""} FROM jobs INDEXED BY ${index}
         WHERE title IN (SELECT value FROM json_each(@titles)) AND closed_at IS NULL AND id < @below AND id >= @floor ${conditions.map((condition) => `AND ${condition} `).join("")}
         ORDER BY id DESC LIMIT @limit`,
      )
      .raw();
    titleReads.set(key, statement);
  }
  return statement;
}

// --- What the ranking knows of the board ------------------------------------------------------

interface OutOfOrder {
  newest: number;
  last: number;
}

interface Board {
  version: number;
  statistics: BoardStatistics;
  /**
   * By block of ids: the newest posting time (ms) at or below it, over the jobs in order; and the
   * blocks out of order, each with its own newest time and the highest id of its jobs out of order
   * (those above it are in order: see currentBoard).
   */
  newestAtOrBelow: Float64Array;
  outOfOrder: Map<number, OutOfOrder>;
  highestId: number;
  lowestId: number;
}

let board: Board | undefined;

/** FTS5's unsigned varints (as SQLite's record format writes them), one after another. */
export function readVarints(bytes: Uint8Array): number[] {
  const values: number[] = [];
  for (let at = 0; at < bytes.length;) {
    let value = 0;
    for (let i = 0; i < 9 && at < bytes.length; i++) {
      const byte = bytes[at++];
      if (i === 8) {
        value = value * 256 + byte;
        break;
      }
      value = value * 128 + (byte & 0x7f);
      if (byte < 0x80) break;
    }
    values.push(value);
  }
  return values;
}

/**
 * The board as the ranking sees it, read again when its content version changes: how many jobs are
 * open and their fields' mean lengths (FTS5's own totals, the "averages" record of jobs_fts_data),
 * and the posting times by block of ids.
 */
function currentBoard(): Board {
  const version = contentVersion();
  if (board?.version === version) return board;
  const averages = sql().averages.get() as Buffer | undefined;
  const [jobs = 0, title = 0, description = 0, company = 0] = averages ? readVarints(averages) : [];
  const mean = (total: number) => (jobs > 0 ? total / jobs : 0);
  const blocks = (sql().blocks.all() as { block: number; newest: string }[]).map(({ block, newest }) => ({
    block,
    newest: Date.parse(newest),
  }));
  // A block is out of order when a job in it is newer than every job of some block above it (the
  // sample data of a demo board, posted days ago at the lowest ids; a job imported with a later
  // date). Its jobs up to the highest such one are walked as a group of their own, so that the
  // blocks above are bounded by the jobs in order below them alone: one fresh job at a low id would
  // otherwise bound them all. The jobs above it are in order (a demo board's generated jobs after
  // its sample data), and walked with the rest: their group read every match of the block, 2 ms of
  // each search of 100,000 jobs.
  const outOfOrder = new Map<number, OutOfOrder>();
  const inOrderNewest = new Map<number, number>();
  let oldestAbove = Infinity;
  for (let i = blocks.length - 1; i >= 0; i--) {
    const { block, newest } = blocks[i];
    if (newest > oldestAbove) {
      // (Its open jobs may all be in order: the table's times are never lowered.)
      const { last, newestAbove } = outOfOrderPart(block, oldestAbove);
      if (last >= block * BLOCK_SIZE) outOfOrder.set(block, { newest, last });
      inOrderNewest.set(block, newestAbove);
    } else inOrderNewest.set(block, newest);
    oldestAbove = Math.min(oldestAbove, newest);
  }
  const newestAtOrBelow = new Float64Array((blocks.at(-1)?.block ?? 0) + 1).fill(-Infinity);
  let newest = -Infinity;
  let next = 0;
  for (const { block } of blocks) {
    // Blocks with no jobs keep the newest time below them.
    for (; next < block; next++) newestAtOrBelow[next] = newest;
    newest = Math.max(newest, inOrderNewest.get(block)!);
    newestAtOrBelow[next++] = newest;
  }
  board = {
    version,
    statistics: { jobs, meanLength: { title: mean(title), description: mean(description), company: mean(company) } },
    newestAtOrBelow,
    outOfOrder,
    highestId: (sql().highestId.get() as number | undefined) ?? 0,
    lowestId: (sql().lowestId.get() as number | undefined) ?? 0,
  };
  return board;
}

const blockOf = (id: number) => Math.floor(id / BLOCK_SIZE);

/**
 * An out-of-order block's jobs read from the highest id down, for as long as none is newer than
 * `oldestAbove`: the highest id of the rest, walked as a group of their own, and the newest posting
 * time of those above it (-Infinity when there are none).
 */
function outOfOrderPart(block: number, oldestAbove: number): { last: number; newestAbove: number } {
  let newestAbove = -Infinity;
  for (const [id, postedAt] of sql().openPostingTimes.iterate(block * BLOCK_SIZE, (block + 1) * BLOCK_SIZE - 1) as Iterable<
    [number, string]
  >) {
    const time = Date.parse(postedAt);
    if (time > oldestAbove) return { last: id, newestAbove };
    newestAbove = Math.max(newestAbove, time);
  }
  return { last: block * BLOCK_SIZE - 1, newestAbove };
}

/** Whether a job is one of an out-of-order block's jobs walked apart (see currentBoard). */
function outOfOrder(current: Board, id: number): boolean {
  const block = current.outOfOrder.get(blockOf(id));
  return block !== undefined && id <= block.last;
}

/** The newest posting time any open job with this id or a lower one can have, out-of-order blocks aside. */
function newestAtOrBelow(current: Board, id: number): number {
  const blocks = current.newestAtOrBelow;
  const block = blockOf(id);
  return block < blocks.length ? blocks[block] : blocks.length ? blocks[blocks.length - 1] : -Infinity;
}

/**
 * How many open jobs a term's words match (in a row), for its rarity: counted up to COUNTED_MATCHES,
 * and past that estimated from how far back the last counted one lies, as if the open jobs were
 * spread evenly over their ids. Kept a minute: a count a minute old moves a job in the ranking,
 * never in or out of the results. The shares of repeats (repeatShare) are kept here too: one a
 * minute old changes only how fast a search is.
 */
const matchCounts = new LRUCache<string, number>({ max: 2_000, ttl: 60_000 });

/** For benchmarks: forget the kept counts, so the next searches count again. */
export function forgetTermStatistics() {
  matchCounts.clear();
}

function matchesOf(words: string[], current: Board): number {
  const expression = `${KEYWORD_COLUMNS} : ${quote(words.join(" "))}`;
  const kept = matchCounts.get(expression);
  if (kept !== undefined) return kept;
  const ids = sql().newestMatches.all(expression, COUNTED_MATCHES) as number[];
  let count = ids.length;
  if (count === COUNTED_MATCHES) {
    const span = current.highestId - current.lowestId + 1;
    const spanned = current.highestId - ids[ids.length - 1] + 1;
    count = Math.round((COUNTED_MATCHES * span) / Math.max(spanned, 1));
  }
  matchCounts.set(expression, count);
  return count;
}

// --- A job's words ---------------------------------------------------------------------------

/** Titles' and company names' words, kept: they repeat across jobs and searches. */
const fieldWords = new LRUCache<string, string[]>({ max: 50_000 });

function wordsOf(text: string): string[] {
  let words = fieldWords.get(text);
  if (!words) fieldWords.set(text, (words = searchTokens(text)));
  return words;
}

const ASCII_TOKEN_CHARACTER = /[a-z0-9]/;
const NOT_ASCII = /[^ -~\t\n\r]/;

/**
 * How often each term occurs in a description, the terms given as their words (stems). A word is
 * looked for by the start its stem shares with every word that stems to it (all but the stem's last
 * letter), so most of the text is never tokenized; a text with letters beyond ASCII, or a term of
 * several words, is tokenized whole.
 */
export function termFrequencies(text: string, terms: readonly (readonly string[])[]): number[] {
  if (terms.some((stems) => stems.length !== 1) || NOT_ASCII.test(text)) {
    const tokens = searchTokens(text);
    return terms.map((stems) => occurrences(tokens, stems));
  }
  const lower = text.toLowerCase();
  return terms.map(([stem]) => {
    const start = stem.length > 1 ? stem.slice(0, -1) : stem;
    let count = 0;
    for (let at = lower.indexOf(start); at !== -1; at = lower.indexOf(start, at + 1)) {
      if (at > 0 && ASCII_TOKEN_CHARACTER.test(lower[at - 1])) continue;
      let end = at + start.length;
      while (end < lower.length && ASCII_TOKEN_CHARACTER.test(lower[end])) end++;
      if (stemOf(lower.slice(at, end)) === stem) count++;
      at = end - 1;
    }
    return count;
  });
}

// --- The best k ------------------------------------------------------------------------------

interface Ranked {
  id: number;
  score: number;
}

/** The best k so far, best first (score, then the higher id). */
class TopK {
  readonly items: Ranked[] = [];
  constructor(readonly k: number) {}

  /** The score a job must beat to enter, or -Infinity while there is room. */
  get threshold(): number {
    return this.items.length < this.k ? -Infinity : this.items[this.items.length - 1].score;
  }

  add(item: Ranked) {
    const { items } = this;
    const ranksAbove = (other: Ranked) => other.score > item.score || (other.score === item.score && other.id > item.id);
    if (items.length === this.k && ranksAbove(items[items.length - 1])) return;
    let low = 0;
    let high = items.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (ranksAbove(items[middle])) low = middle + 1;
      else high = middle;
    }
    items.splice(low, 0, item);
    if (items.length > this.k) items.pop();
  }
}

// --- Groups ----------------------------------------------------------------------------------

/** One group of a search's matches (see groupsOf), read as the walk needs it. */
interface Group {
  /** The FTS5 expression of the group's jobs (none for a group read by title); an out-of-order block's ids are its own. */
  match: string;
  /**
   * For a group of titles whose words (with its company's) hold every keyword: the titles, and the
   * company if it has one. Its jobs are theirs, read without the keyword index.
   */
  byTitle?: { titles: string[]; companyId?: number };
  /**
   * For a group read by title whose words (with its company's) do not hold every keyword: its jobs
   * are checked for the others, against the list of the jobs that hold them (`check`, see
   * KeywordCheck) where fewer than half the jobs do, and otherwise as they are scored. FTS5 checked
   * such a keyword in each job of the titles it read, a millisecond or two a read, and a word of
   * many titles with one of many descriptions ("engineering consultants") took hundreds of such
   * reads; checked as they were scored, a word of many titles with a word of some descriptions
   * ("engineer join") read thousands of descriptions that lacked it.
   */
  unchecked?: boolean;
  check?: KeywordCheck;
  /** The most a job of the group can score, before freshness. */
  bound: number;
  /** The group's matches read so far (newest first, or best first for a block), and the next to take. */
  ids: number[];
  next: number;
  /** All of its matches are read. */
  complete: boolean;
  /** How many jobs its reads have found so far, and the lowest id among them (a location may leave some out of `ids`). */
  read: number;
  lowest?: number;
  /** The most its next job can score: the bound times the freshness that job can have at most. */
  potential: number;
  /**
   * For the group of an out-of-order block: the block, its newest posting time, the highest id of
   * its jobs out of order, and once read, its matches' potentials in the order of `ids`.
   */
  block?: { number: number; newest: number; last: number; potentials: number[] };
  /** For the enumerator: the titles it stands for (see TitleEnumerator). */
  enumerator?: TitleEnumerator;
  /** For titles taken together: those not yet made groups, best potential first (see takenTitles). */
  waiting?: { titles: ScoredTitle[]; next: number };
  /** Whether the group's bound lets a description hold the terms few jobs have (see groupsOf). */
  rareTerms?: boolean;
  /**
   * No job of the group holds any of the words of search.onceStems more than once in its description
   * (it has no such facet word, db/facet-words.ts): its bounds count a term with such a word once,
   * not MAX_COUNTED_OCCURRENCES times (see withRepeatsApart).
   */
  once?: boolean;
  /**
   * For a group whose jobs each have one of a few titles' shares (its titles', or that of no
   * title): those shares. Its jobs are bounded by their description's length alone before they are
   * scored (with the highest of the shares); a job whose bound is too low may still come from a
   * wider group.
   */
  titles?: TitleScores[];
  /** With `titles`: the company's share the group's jobs all have (nothing, or one company's). */
  company?: FieldScores;
  /** The freshness of its titles' newest job: no job of the group is fresher. */
  freshest?: number;
}

/**
 * The jobs that hold some keywords (an FTS5 expression), read from the keyword index newest first,
 * only as far down as the groups that check them have read: one list for all the groups that
 * lack the same keywords, read once.
 */
interface KeywordCheck {
  expression: string;
  holding: Set<number>;
  /** Every job from this id up that holds the keywords is in `holding`. */
  lowest: number;
  complete: boolean;
  /** How many jobs the groups have asked about. */
  asked: number;
}

/** A max-heap of groups by potential. */
class GroupHeap {
  readonly items: Group[] = [];

  get top(): Group | undefined {
    return this.items[0];
  }

  push(group: Group) {
    const { items } = this;
    let at = items.length;
    items.push(group);
    while (at > 0) {
      const parent = (at - 1) >> 1;
      if (items[parent].potential >= group.potential) break;
      items[at] = items[parent];
      at = parent;
    }
    items[at] = group;
  }

  /** After the top's potential fell: sink it to its place, or drop it when it has nothing left. */
  settleTop(drop: boolean) {
    const { items } = this;
    let moving = items[0];
    if (drop) {
      moving = items.pop()!;
      if (items.length === 0) return;
    }
    let at = 0;
    for (;;) {
      const left = 2 * at + 1;
      if (left >= items.length) break;
      const child = left + 1 < items.length && items[left + 1].potential > items[left].potential ? left + 1 : left;
      if (items[child].potential <= moving.potential) break;
      items[at] = items[child];
      at = child;
    }
    items[at] = moving;
  }
}

/** The ranking's view of one search: the query scored, and the titles and companies it touches. */
export interface Search {
  keywords: Keyword[];
  query: RankedQuery;
  /** Titles scored so far. */
  titles: Map<string, TitleScores>;
  /** The companies whose names hold a keyword's term: their share, and their names' words. */
  companies: Map<number, FieldScores>;
  companyWords: Map<number, string[]>;
  noCompany: FieldScores;
  /** The highest share of any company. */
  bestCompany: FieldScores;
  /**
   * The companies that have groups of their own (all of `companies`, or none past
   * COMPANIES_WITH_GROUPS), and the share a job of any other group's can have from its company.
   */
  companyGroups: Map<number, FieldScores>;
  otherCompany: FieldScores;
  /** What the terms weigh in a description (descriptionWeights): all of them, and the usual ones (not the rare). */
  weights: { all: TermWeights; usual: TermWeights };
  terms: string[][];
  /** The location and filters, and the location's words as the index reads them. */
  filters: RowFilters;
  locationTerms: string[][];
  /**
   * The words whose repeats the groups walk apart (see walkRepeatsApart), and the FTS5 expression
   * of the jobs whose descriptions hold one of them more than once; none, null.
   */
  onceStems: Set<string>;
  repeats: string | null;
  /** The lists of the jobs that hold the keywords some groups of titles lack, by their expression (see KeywordCheck). */
  checks: Map<string, KeywordCheck>;
  now: number;
  /** Only jobs posted at or after this time (ms) match: -Infinity without "posted within". */
  since: number;
  board: Board;
}

/**
 * A posting time's freshness for the search: none (0) before its "posted within" date, so that a
 * group whose jobs left are all older has no potential and the walk passes it by (updatePotential);
 * scoreJobs leaves those jobs out.
 */
function freshnessAt(search: Search, postedAt: number): number {
  return postedAt < search.since ? 0 : freshness(postedAt, search.now);
}

/**
 * What a search's terms weigh in a description (descriptionWeights): every term's; and for
 * a group walked apart (Group.once), those of the terms it holds at most once, and the others'.
 */
interface TermWeights {
  every: FieldScores;
  once: FieldScores;
  many: FieldScores;
}

/** The parts of a search's FTS5 expression: its keywords, and what else narrows it (location, filters). */
export interface SearchMatch {
  keywords: string;
  narrowing: string[];
  /** The same location and filters, as a job's row answers them (for the groups read by title). */
  filters: RowFilters;
}

export interface RowFilters {
  /** The location's words, each to be found in the job's location (as the index matches a quoted word). */
  location: string[];
  remote?: boolean;
  discipline?: string;
  companyId?: number;
  featured?: boolean;
  /** Whole dollars the top of the job's salary range reaches (a salary facet word narrows the index too). */
  salaryAtLeast?: number;
  /** Only jobs posted at or after this time (ms): the others have no freshness (see freshnessAt). */
  postedSince?: number;
}

/** A title's scores, worked out once a search. */
function scoresOfTitle(search: Search, title: string): TitleScores {
  let scores = search.titles.get(title);
  if (!scores) search.titles.set(title, (scores = titleScores(search.query, wordsOf(title))));
  return scores;
}

/**
 * The titles that hold a term, in the order of what they can score, taken class by class (see
 * title-index.server.ts). Each query term is looked for through one of its words (the one in
 * fewest titles): a title with the term has the word at least as often. The titles not yet taken
 * can hold each term at most as often, in titles at least as long, as the next class of its word:
 * so their title's share is at most `threshold`.
 */
class TitleEnumerator {
  private readonly cursors: { classes: TitleClass[]; next: number }[];
  /** For each query term (in query.terms order), its word's cursor. */
  private readonly termCursor: number[];
  private readonly seen = new Set<IndexedTitle>();

  constructor(private readonly search: Search) {
    const byWord = new Map<string, number>();
    const classesOf = titleClasses();
    this.cursors = [];
    this.termCursor = search.terms.map((stems) => {
      const titlesWith = (stem: string) => classesOf(stem).reduce((sum, kind) => sum + kind.titles.length, 0);
      const word = stems.reduce((best, stem) => (titlesWith(stem) < titlesWith(best) ? stem : best));
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

  /** The most the title of a job not yet taken can add, as TitleScores (with the highest boost). */
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
    return { scores, boost: EVERY_KEYWORD_IN_TITLE_BOOST * (query.phrase ? PHRASE_IN_TITLE_BOOST : 1), everyKeyword: false };
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
    let best = -1;
    shares.forEach((share, cursor) => {
      if (this.cursors[cursor].next < this.cursors[cursor].classes.length && (best === -1 || share > shares[best])) best = cursor;
    });
    if (best === -1) return [];
    const cursor = this.cursors[best];
    const taken = cursor.classes[cursor.next++].titles.filter((title) => !this.seen.has(title));
    for (const title of taken) this.seen.add(title);
    return taken;
  }
}

/**
 * The groups of a search's matches. They may overlap: every match is in at least one group whose
 * bound holds for it, and a job found twice is scored once.
 *
 * - Each title with a keyword's term: its jobs (read by title, see Group.byTitle), bounded for jobs at companies whose names hold no keyword and with no term
 *   that few jobs have in their description; and its jobs at each company whose name holds one.
 *   Made as the enumerator takes the title.
 * - The jobs whose titles hold no keyword: all matches, with a title's share of nothing; and the
 *   same at each company whose name holds one. (Past COMPANIES_WITH_GROUPS such companies, none
 *   has groups of its own: the best one's share bounds every group instead.)
 * - The matches with a term that few jobs have (FEW_MATCHES), with any title, company and
 *   description: such a term's possible share of a description bounds only them. A term no job
 *   has adds nothing.
 * - The matches in each block of ids that is out of order (currentBoard), with any title, company
 *   and description, and that block's own newest posting time: the other groups pass them by.
 *
 * A group's jobs are bounded one by one, by their own title, company, posting time and description
 * length, before their descriptions are read (refined).
 */
function groupsOf(search: Search, match: SearchMatch, enumerator: TitleEnumerator): Group[] {
  const { query } = search;
  const noTitle: TitleScores = { scores: query.keywords.map((forms) => forms.map(() => 0)), boost: 1, everyKeyword: false };
  const anyTitle = enumerator.threshold();

  const groups: Group[] = [newGroup(match.narrowing, relevance(anyTitle, search.bestCompany, descriptionShare(search)), { enumerator })];
  groups.push(
    ...withRepeatsApart(
      search,
      [match.keywords, ...match.narrowing],
      (once) => relevance(noTitle, search.otherCompany, descriptionShare(search, { once })),
      {
        titles: [noTitle],
        company: search.otherCompany,
      },
    ),
  );
  for (const [id, scores] of search.companyGroups) {
    const keywords = keywordsNotHeld(search, match, [[search.companyWords.get(id)!]]);
    const parts = [...keywords, companyFacet(id), ...match.narrowing];
    groups.push(
      ...withRepeatsApart(search, parts, (once) => relevance(noTitle, scores, descriptionShare(search, { once })), {
        titles: [noTitle],
        company: scores,
      }),
    );
  }
  groups.push(...rareTermGroups(search, match, anyTitle), ...outOfOrderGroups(search, match, anyTitle));
  return groups;
}

/**
 * What a description can add to a job, by keyword and form: with the terms few jobs have or not
 * (those have a group of their own, see groupsOf), and in a group walked apart (Group.once) or not.
 */
function descriptionShare(search: Search, { once = false, rare = false }: { once?: boolean; rare?: boolean } = {}): FieldScores {
  const { query } = search;
  const left = (term: Term) => !rare && term.matches <= FEW_MATCHES;
  if (!once) return descriptionBound(query, left);
  const single = descriptionBound(query, (term) => left(term) || !heldOnce(search, term), 0, 1);
  const repeated = descriptionBound(query, (term) => left(term) || heldOnce(search, term));
  return single.map((forms, keyword) => forms.map((share, form) => share + repeated[keyword][form]));
}

/** Whether a job of a group walked apart holds the term at most once: it has one of search.onceStems (a phrase occurs no more often than any of its words). */
const heldOnce = (search: Search, term: Term) => term.stems.some((stem) => search.onceStems.has(stem));

/**
 * The jobs of `parts` as two groups, when the search walks some words' repeats apart (see
 * walkRepeatsApart): those whose descriptions repeat none of those words, bounded by one
 * occurrence of each term with such a word (most jobs: a term bounded by three occurrences kept
 * thousands of jobs within reach of a page, each read to be scored), and the others, bounded as
 * before. `boundAt` gives a group's bound, walked apart or not.
 */
function withRepeatsApart(search: Search, parts: string[], boundAt: (once: boolean) => number, extra: Partial<Group> = {}): Group[] {
  if (!search.repeats) return [newGroup(parts, boundAt(false), extra)];
  const expression = expressionOf(parts);
  return [
    { ...newGroup([], boundAt(true), { ...extra, once: true }), match: `(${expression}) NOT (${search.repeats})` },
    newGroup([...parts, search.repeats], boundAt(false), extra),
  ];
}

const companyFacet = (id: number) => `facets : ${quote(`kc${id}`)}`;

/**
 * The keyword conditions a group of jobs still needs, when every job of it has the fields of one of
 * `held` (its title's words, and its company's): none for a keyword that each of those holds, a
 * term in one field (as the index matches them). The index then reads no keyword's long list to
 * walk the group.
 */
function keywordsNotHeld(search: Search, match: SearchMatch, held: string[][][]): string[] {
  const missing = missingKeywords(search, held);
  if (missing.length === search.keywords.length) return [match.keywords];
  return missing.length ? [`${KEYWORD_COLUMNS} : (${missing.map((keyword) => keyword.expression).join(" AND ")})`] : [];
}

/** The keywords that some of `held` (a job's fields' words, as in keywordsNotHeld) lacks. */
function missingKeywords(search: Search, held: string[][][]): Keyword[] {
  const holds = (fields: string[][], forms: RankedQuery["keywords"][number]) =>
    forms.some((terms) => terms.every(({ stems }) => fields.some((words) => occurrences(words, stems) > 0)));
  return search.keywords.filter((_, index) => held.some((fields) => !holds(fields, search.query.keywords[index])));
}

/** The most any job could score before freshness: the best title, company and description. */
function anyJobBound(search: Search, anyTitle: TitleScores, once = false): number {
  return relevance(anyTitle, search.bestCompany, descriptionShare(search, { once, rare: true }));
}

/** The group of the jobs with a term few jobs have (see groupsOf), if the search has such a term. */
function rareTermGroups(search: Search, match: SearchMatch, anyTitle: TitleScores): Group[] {
  const rare = search.query.keywords.flat(2).filter((term) => term.matches > 0 && term.matches <= FEW_MATCHES);
  if (rare.length === 0) return [];
  const phrases = [...new Set(rare.map((term) => quote(term.words.join(" "))))];
  const parts = [match.keywords, `${KEYWORD_COLUMNS} : (${phrases.join(" OR ")})`, ...match.narrowing];
  return withRepeatsApart(search, parts, (once) => anyJobBound(search, anyTitle, once), { rareTerms: true });
}

/** The groups of the out-of-order blocks (see groupsOf). */
function outOfOrderGroups(search: Search, match: SearchMatch, anyTitle: TitleScores): Group[] {
  const bound = anyJobBound(search, anyTitle);
  return [...search.board.outOfOrder].map(([number, { newest, last }]) =>
    newGroup([match.keywords, ...match.narrowing], bound, { block: { number, newest, last, potentials: [] }, rareTerms: true }),
  );
}

function newGroup(parts: string[], bound: number, extra: Partial<Group> = {}): Group {
  return {
    match: expressionOf(parts),
    bound,
    ids: [],
    next: 0,
    complete: false,
    read: 0,
    potential: bound,
    ...extra,
  };
}

interface ScoredTitle {
  title: string;
  scores: TitleScores;
  /** What a job with the title can score before freshness, at a company whose name holds no keyword. */
  bound: number;
  /** The freshness of its newest job. */
  freshness: number;
  /** The most a job with the title can score, at any company. */
  potential: number;
}

/**
 * Titles just taken, waiting to become groups (see nextTitleGroups) as one group of the walk, with
 * the potential of the best of them. A title's potential is its bound, at the best company, times
 * the freshness of its newest job (open_job_titles); a title with no open job left, or whose
 * potential is below `threshold` (the k-th best score so far), is left out. Titles are many (a
 * thousand for one class of "engineer" at 100,000 jobs) and most never reach the top: their groups
 * are made only when they do.
 */
function takenTitles(search: Search, titles: IndexedTitle[], freshest: number, threshold: number): Group | undefined {
  const usual = descriptionShare(search);
  // A title whose potential cannot beat the k-th best score now never will: the score only rises.
  // Those that cannot even at the board's newest posting time are left out before their own is read.
  const reaching = titles
    .map(({ id, title }) => {
      const scores = scoresOfTitle(search, title);
      return { id, title, scores, best: relevance(scores, search.bestCompany, usual) };
    })
    .filter(({ best }) => best * freshest * BOUND_MARGIN >= threshold);
  if (reaching.length === 0) return undefined;
  const newest = new Map(
    (
      sql()
        .titlesNewest.raw()
        .all(JSON.stringify(reaching.map(({ id }) => id))) as [number, string][]
    ).map(([id, postedAt]) => [id, Math.min(freshest, freshnessAt(search, Date.parse(postedAt)))]),
  );
  const scored = reaching
    // A title none of whose open jobs was posted since the search's date has none it could show.
    .filter(({ id }) => (newest.get(id) ?? 0) > 0)
    .map(({ id, title, scores, best }) => ({
      title,
      scores,
      bound: relevance(scores, search.otherCompany, usual),
      freshness: newest.get(id)!,
      potential: best * newest.get(id)!,
    }))
    .filter(({ potential }) => potential * BOUND_MARGIN >= threshold)
    .sort((a, b) => b.potential - a.potential);
  if (scored.length === 0) return undefined;
  return { ...newGroup([], scored[0].potential), potential: scored[0].potential, waiting: { titles: scored, next: 0 } };
}

/**
 * The groups of the next waiting titles (see groupsOf), with their potentials: titles with close
 * potentials share one, up to TITLES_A_GROUP; the group's bound is its best title's.
 */
function nextTitleGroups(search: Search, waiting: { titles: ScoredTitle[]; next: number }): Group[] {
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

/**
 * How a group of titles that lacks the `missing` keywords checks its jobs for them (see
 * Group.unchecked): against the list of the jobs that hold them when, as the terms' counts tell,
 * fewer than CHECKED_SHARE of the jobs can; otherwise as they are scored, where few would be read
 * for nothing.
 */
function keywordChecks(search: Search, missing: Keyword[]): Pick<Group, "unchecked" | "check"> {
  if (missing.length === 0) return {};
  const matching = Math.min(
    ...missing.map((keyword) =>
      search.query.keywords[search.keywords.indexOf(keyword)].reduce(
        (sum, terms) => sum + Math.min(...terms.map((term) => term.matches)),
        0,
      ),
    ),
  );
  if (matching > search.board.statistics.jobs * CHECKED_SHARE) return { unchecked: true };
  const expression = `${KEYWORD_COLUMNS} : (${missing.map((keyword) => keyword.expression).join(" AND ")})`;
  let check = search.checks.get(expression);
  if (!check)
    search.checks.set(expression, (check = { expression, holding: new Set(), lowest: Number.MAX_SAFE_INTEGER, complete: false, asked: 0 }));
  return { check };
}

/**
 * Whether the job holds a check's keywords: its list read down to the job's id first, if need be;
 * undefined when that list would be read much further than the jobs it has checked (then the job is
 * checked as it is scored, see Group.unchecked).
 */
function holdsCheckedKeywords(check: KeywordCheck, id: number): boolean | undefined {
  check.asked++;
  while (!check.complete && id < check.lowest) {
    // A list read far for few jobs costs more than reading their descriptions: then they are checked so.
    if (check.holding.size > CHECK_WORTH * check.asked) return undefined;
    const limit = Math.max(CHECK_READ, check.holding.size);
    const ids = sql().matchesBetween.all(check.expression, check.lowest, 0, limit) as number[];
    for (const holding of ids) check.holding.add(holding);
    lastWalk.read += ids.length;
    check.complete = ids.length < limit;
    check.lowest = ids.at(-1) ?? check.lowest;
  }
  return check.holding.has(id);
}

/**
 * Reads the next matches of a group, below those it has read: FIRST_READ at first, then more by
 * TITLE_READ_GROWTH or INDEX_READ_GROWTH (each read seeks to where the last stopped), none below
 * the lowest id a job of the group could still beat `threshold` from (lowestWithin). An
 * out-of-order block's matches are read at once, each bounded by the group's bound and its own
 * posting time, best first: their own fields are read only for those that come near the top (a
 * demo board's block of fresh sample jobs among old generated ones cost 3 ms a search when every
 * match of it was bounded by its fields).
 */
function readMore(search: Search, group: Group, threshold: number) {
  if (group.block) {
    const first = group.block.number * BLOCK_SIZE;
    const ids = sql().matchesInRange.all(group.match, first, group.block.last) as number[];
    const rows = ids.length ? (sql().postingTimes.all(JSON.stringify(ids)) as [number, string][]) : [];
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
  if (group.byTitle) {
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
    const ids = sql().matchesBetween.all(group.match, below, floor, limit) as number[];
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
 * A read stops there rather than reading matches the walk would pass by ("structural engineer" in
 * New York at 1,000,000 jobs read 3,002 matches past its count of 2,001, and needed 351).
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

/** Whether a job's location holds each of the search's location words, as the keyword index would find them. */
function withinLocation(search: Search, location: string): boolean {
  if (search.locationTerms.length === 0) return true;
  const words = wordsOf(location);
  return search.locationTerms.every((stems) => occurrences(words, stems) > 0);
}

/** A group's potential for its next job: none once it has no more. */
function updatePotential(search: Search, group: Group, freshest: number) {
  if (group.enumerator) {
    const { enumerator } = group;
    const usual = descriptionShare(search);
    group.potential =
      enumerator.exhausted || freshest === 0 ? -Infinity : relevance(enumerator.threshold(), search.bestCompany, usual) * freshest;
  } else if (group.next === group.ids.length && group.complete) group.potential = -Infinity;
  else if (group.block) group.potential = group.block.potentials[group.next] ?? group.bound * freshnessAt(search, group.block.newest);
  else {
    const next = group.ids[group.next] ?? group.lowest ?? Infinity;
    const fresh = Math.min(group.freshest ?? 1, freshnessAt(search, newestAtOrBelow(search.board, next)));
    // None fresh enough: every job left was posted before the search's date (see freshnessAt).
    group.potential = fresh === 0 ? -Infinity : group.bound * fresh;
  }
}

// --- Scoring ---------------------------------------------------------------------------------

/** What the last search did, for benchmarks: titles taken, groups opened, matches read, jobs scored. */
export const lastWalk = { titles: 0, opened: 0, read: 0, sized: 0, refined: 0, scored: 0, limited: false };

/**
 * Reads the jobs of `ids` (emptying it) and offers each, exactly scored, to the top; those in
 * `unchecked` only if they hold every keyword (see holdsEveryKeyword).
 */
function scoreJobs(search: Search, ids: number[], top: TopK, unchecked?: Set<number>) {
  if (ids.length === 0) return;
  lastWalk.scored += ids.length;
  const rows = sql().jobsToScore.raw().all(JSON.stringify(ids)) as [number, string, number, string, string, string][];
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

/** The description's length in words, from FTS5's sizes of a job's fields (title, description, ...) in hex. */
export function descriptionLength(sizes: string): number {
  const byte = (at: number) => parseInt(sizes.slice(2 * at, 2 * at + 2), 16);
  let at = 0;
  while (2 * at < sizes.length && byte(at) >= 0x80) at++;
  let length = 0;
  for (at++; 2 * at < sizes.length; at++) {
    const value = byte(at);
    length = length * 128 + (value & 0x7f);
    if (value < 0x80) break;
  }
  return length;
}

/**
 * Those of `jobs` (emptying it), each of a group bounded by a title's share and a company's, whose
 * bound with their description's length and the freshness their id allows can still enter the top.
 * A job queued by two groups (its title's, and the group of all matches, which bounds it as if its
 * title held no keyword) passes with the higher of their bounds: the first group has passed it by.
 */
function lightlyRefined(search: Search, jobs: { id: number; group: Group }[], top: TopK): number[] {
  if (jobs.length === 0) return [];
  const queued = jobs.splice(0);
  const rows = sql()
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

/** Jobs waiting to be bounded by their own fields, with what their groups know of them (see jobBound). */
interface RefinedQueue {
  rareTerms: boolean;
  once: boolean;
  ids: number[];
}

/** Those of a queue's jobs (emptying it) whose own bounds (jobBound) can still enter the top. */
function refined(search: Search, queue: RefinedQueue, top: TopK): number[] {
  if (queue.ids.length === 0) return [];
  const rows = sql()
    .jobsToBound.raw()
    .all(JSON.stringify(queue.ids.splice(0))) as [number, string, number, string, string][];
  lastWalk.refined += rows.length;
  return rows.flatMap(([id, ...job]) => (jobBound(search, job, queue) * BOUND_MARGIN < top.threshold ? [] : [id]));
}

// --- The search ------------------------------------------------------------------------------

/** Any term of any keyword, as FTS5 reads it. */
function anyTerm(keywords: Keyword[]): string {
  const terms = keywords.flatMap((keyword) => keyword.forms.flatMap(formTerms));
  return [...new Set(terms.map((words) => quote(words.join(" "))))].join(" OR ");
}

/** What the terms weigh in a description, but those `absent` says it lacks, before some are walked apart. */
function termWeights(query: RankedQuery, absent: (term: Term) => boolean = () => false): TermWeights {
  const every = descriptionWeights(query, absent);
  return { every, once: every.map((forms) => forms.map(() => 0)), many: every };
}

/**
 * Chooses the words whose repeats the search walks apart (search.onceStems, search.repeats;
 * db/facet-words.ts): of the words of the query's terms, one a term, those that the newest
 * REPEATS_SAMPLE matches of its keywords repeat least, while at most REPEATED_SHARE of the sample
 * repeats one of them. Then the groups split into the jobs that repeat none of them, bounded by one
 * occurrence of a term with such a word, and the others (withRepeatsApart). Where most descriptions repeat a word
 * ("experience", "engineer"), the jobs that do not are few and far between in FTS5's lists, and
 * reading them apart cost more than it saved. The shares are kept a minute, as the terms' counts.
 */
function walkRepeatsApart(search: Search, keywords: string) {
  const repeatsOf = (stems: string[]) => stems.map((stem) => `facets : ${quote(repeatedWordFacet(stem))}`).join(" OR ");
  let sample: number[] | undefined;
  const shareOf = (stems: string[]) =>
    repeatShare(keywords, repeatsOf(stems), () => (sample ??= sql().newestMatches.all(keywords, REPEATS_SAMPLE) as number[]));
  // One word a term: a phrase ("gd t") is held once where any of its words is, and each more word
  // is one more list FTS5 reads to tell the jobs apart ("t", in most descriptions' "don't").
  const leastRepeated = search.terms.map((stems) =>
    stems.map((stem) => ({ stem, share: shareOf([stem]) })).reduce((least, word) => (word.share < least.share ? word : least)),
  );
  const stems = [
    ...new Set(
      leastRepeated
        .filter(({ share }) => share <= REPEATED_SHARE)
        .sort((a, b) => a.share - b.share)
        .map(({ stem }) => stem),
    ),
  ];
  let chosen: string[] = [];
  for (const stem of stems) {
    if (chosen.length && shareOf([...chosen, stem]) > REPEATED_SHARE) break;
    chosen = [...chosen, stem];
  }
  if (chosen.length === 0) return;
  search.onceStems = new Set(chosen);
  search.repeats = repeatsOf(chosen);
  for (const [weights, rare] of [
    [search.weights.all, false],
    [search.weights.usual, true],
  ] as const) {
    const left = (term: Term) => rare && term.matches <= FEW_MATCHES;
    weights.once = descriptionWeights(search.query, (term) => left(term) || !heldOnce(search, term));
    weights.many = descriptionWeights(search.query, (term) => left(term) || heldOnce(search, term));
  }
}

/**
 * The share of a sample of the matches of `keywords` (its newest, read only if the share is not
 * kept) whose descriptions repeat a word of `repeats` (their facet words).
 */
function repeatShare(keywords: string, repeats: string, sampleOf: () => number[]): number {
  const key = `${repeats} in ${keywords}`;
  let share = matchCounts.get(key);
  if (share === undefined) {
    const sample = sampleOf();
    const repeating = sample.length ? sql().matchesInRange.all(`(${keywords}) AND (${repeats})`, sample.at(-1), sample[0]).length : 0;
    share = sample.length ? repeating / sample.length : 1;
    matchCounts.set(key, share);
  }
  return share;
}

/** A search as the ranking sees it: its keywords scored against the board's statistics, with the companies that hold one. */
export function prepareSearch(keywords: Keyword[], filters: RowFilters = { location: [] }, now = Date.now()): Search {
  const current = currentBoard();
  const query = rankQuery(keywords, current.statistics, (words) => matchesOf(words, current));
  const search: Search = {
    keywords,
    query,
    titles: new Map(),
    companies: new Map(),
    companyWords: new Map(),
    noCompany: query.keywords.map((forms) => forms.map(() => 0)),
    bestCompany: query.keywords.map((forms) => forms.map(() => 0)),
    companyGroups: new Map(),
    otherCompany: query.keywords.map((forms) => forms.map(() => 0)),
    weights: { all: termWeights(query), usual: termWeights(query, (term) => term.matches <= FEW_MATCHES) },
    terms: query.terms,
    filters,
    locationTerms: filters.location.map(searchTokens).filter((stems) => stems.length > 0),
    onceStems: new Set(),
    repeats: null,
    checks: new Map(),
    now,
    since: filters.postedSince ?? -Infinity,
    board: current,
  };
  for (const { id, name } of sql().companiesMatching.all(anyTerm(keywords)) as { id: number; name: string }[]) {
    search.companyWords.set(id, wordsOf(name));
    search.companies.set(id, fieldScoresOfWords(query, "company", wordsOf(name)));
  }
  search.bestCompany = highestScores(search.companies.values(), query);
  if (search.companies.size <= COMPANIES_WITH_GROUPS) search.companyGroups = search.companies;
  else search.otherCompany = search.bestCompany;
  return search;
}

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
    Object.assign(lastWalk, { titles: 0, opened: 0, read: 0, sized: 0, refined: 0, scored: 0, limited: false });
    const search = prepareSearch(keywords, match.filters, now);
    const expression = expressionOf([match.keywords, ...match.narrowing]);
    const inGroups = match.narrowing.length === 0 || titlesPassFilters(search, match);
    // Walked as one stream of matches (see walk), the matches are counted newest first: so they are read once.
    const newest = count && !inGroups ? (sql().newestMatches.all(expression, COUNTED_RESULTS + 1) as number[]) : [];
    // Not for a stream: its jobs are each bounded by their own fields, most of which a title decides,
    // and reading which of them repeat a word cost more than the descriptions it spared reading
    // (8 ms against 2 for "structural engineer" in New York at 1,000,000 jobs).
    if (inGroups) walkRepeatsApart(search, match.keywords);
    const matches = !count
      ? 0
      : match.filters.postedSince !== undefined
        ? matchesSince(expression, match.filters.postedSince, COUNTED_RESULTS + 1)
        : inGroups
          ? (sql().matchesUpTo.get(expression, COUNTED_RESULTS + 1) as number)
          : newest.length;
    const top = new TopK(offset + limit);
    walk(search, match, top, inGroups ? undefined : newest);
    return {
      ids: top.items.slice(offset, offset + limit).map((item) => item.id),
      ...countedTotal(matches),
    };
  })();
}

const expressionOf = (parts: string[]) => parts.map((part) => `(${part})`).join(" AND ");

/**
 * How many jobs an FTS5 expression matches that were posted at or after `since` (ms), counted up
 * to `limit`: read only in the ranges of ids whose blocks hold a job that new (idRangesSince).
 */
export function matchesSince(expression: string, since: number, limit: number): number {
  let count = 0;
  for (const [from, to] of idRangesSince(since)) {
    if (count >= limit) break;
    count += sql().matchesSinceUpTo.get({
      match: expression,
      from,
      to,
      since: new Date(since).toISOString(),
      limit: limit - count,
    }) as number;
  }
  return count;
}

/**
 * The ranges of ids, highest first, that hold every job posted at or after `since` (ms): the runs of
 * blocks (job_posting_blocks) with a job that new. Mostly one run, the newest blocks; a block of
 * jobs added with older or newer dates (sample data, an import) makes another.
 */
export function idRangesSince(since: number): [number, number][] {
  const ranges: [number, number][] = [];
  for (const block of sql().blocksSince.all(new Date(since).toISOString()) as number[]) {
    const last = ranges.at(-1);
    if (last && last[0] === (block + 1) * BLOCK_SIZE) last[0] = block * BLOCK_SIZE;
    else ranges.push([block * BLOCK_SIZE, (block + 1) * BLOCK_SIZE - 1]);
  }
  return ranges;
}

/**
 * Whether a filtered search's groups of titles should read their jobs by title and check the
 * filters on the rows: only when a job's title says nothing of them (not a discipline) and at least
 * one job in FILTERED_SHARE passes them (they read that many jobs for each that passes).
 */
function titlesPassFilters(search: Search, match: SearchMatch): boolean {
  if (search.filters.discipline !== undefined || search.filters.featured) return false;
  const sample = sql().newestMatches.all(expressionOf(match.narrowing), FILTER_SAMPLE) as number[];
  if (sample.length < FILTER_SAMPLE) return false;
  // The open jobs among the ids the sample spans, as if they were spread evenly over their ids.
  const { highestId, lowestId, statistics } = search.board;
  const spanned = ((highestId - sample[sample.length - 1] + 1) * statistics.jobs) / (highestId - lowestId + 1);
  return FILTER_SAMPLE * FILTERED_SHARE >= spanned;
}

/**
 * Walks a search's matches in groups: always the job with the highest potential next, until no
 * group's potential beats the k-th best score: then no job not yet scored could enter the top.
 *
 * The groups of groupsOf pass by the jobs of weaker titles without reading them. A search whose
 * location or filters few jobs pass walks `stream` instead (its newest matches, up to
 * COUNTED_RESULTS + 1, when they were counted), as one group bounded by what any job could score:
 * a title's jobs would hold many a filter rejects, each read to be rejected.
 */
function walk(search: Search, match: SearchMatch, top: TopK, stream?: number[]) {
  const enumerator = new TitleEnumerator(search);
  const freshest = freshnessAt(search, newestAtOrBelow(search.board, Number.MAX_SAFE_INTEGER));
  let groups: Group[];
  if (stream === undefined) groups = groupsOf(search, match, enumerator);
  else {
    const anyTitle = enumerator.threshold();
    const matches = newGroup([match.keywords, ...match.narrowing], relevance(anyTitle, search.bestCompany, descriptionShare(search)));
    if (stream.length)
      Object.assign(matches, { ids: stream, read: stream.length, lowest: stream.at(-1), complete: stream.length <= COUNTED_RESULTS });
    groups = [matches, ...rareTermGroups(search, match, anyTitle), ...outOfOrderGroups(search, match, anyTitle)];
  }
  const heap = new GroupHeap();
  for (const group of groups) {
    group.potential = group.bound * (group.block ? freshnessAt(search, group.block.newest) : freshest);
    heap.push(group);
  }

  const pending: number[] = [];
  /** Jobs of groups that did not check every keyword (see Group.unchecked). */
  const unchecked = new Set<number>();
  /** Jobs to be bounded one by one before they are scored: by their length alone, or by their own fields. */
  const unsized: { id: number; group: Group }[] = [];
  const unrefined: RefinedQueue[] = [false, true].flatMap((rareTerms) => [false, true].map((once) => ({ rareTerms, once, ids: [] })));
  const refineAll = () => {
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
      scoreJobs(search, pending, top, unchecked);
      continue;
    }
    if (group.enumerator) {
      // Out of the heap while it takes titles; back in with the potential of those it has not taken.
      heap.settleTop(true);
      const titles = group.enumerator.take();
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
      if (group.unchecked || (group.check && !group.check.holding.has(id))) unchecked.add(id);
      if (unsized.length >= SIZE_BATCH) refineAll();
    } else {
      const { ids } = unrefined.find((queue) => queue.rareTerms === !!group.rareTerms && queue.once === !!group.once)!;
      ids.push(id);
      if (ids.length >= SCORE_BATCH) refineAll();
    }
    updatePotential(search, group, freshest);
    heap.settleTop(group.potential === -Infinity);
    if (pending.length >= Math.max(top.k - top.items.length, SCORE_BATCH)) scoreJobs(search, pending, top, unchecked);
  }
  if (!lastWalk.limited) refineAll();
  scoreJobs(search, pending, top, unchecked);
}
