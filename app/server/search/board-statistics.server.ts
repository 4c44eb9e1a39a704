/**
 * What the ranking knows of the board as a whole: how many jobs are open and their fields' mean
 * lengths (FTS5's own totals), the newest posting time at or below each block of ids
 * (job_posting_blocks), and how many jobs match a term. The board is kept until its content version
 * changes; the counts of matches a minute.
 */
import { LRUCache } from "lru-cache";
import { repeatedWordFacet } from "../../../db/facet-words";
import { POSTING_BLOCK_BITS } from "../../../db/schema";
import { JOBS_PAGE_SIZE, MAX_LISTING_PAGES } from "~/lib/job-search";
import { contentVersion } from "../content-version.server";
import { KEYWORD_COLUMNS, quote } from "./filters.server";
import type { BoardStatistics } from "./scoring.server";
import { statements } from "./statements.server";

/** Ids are taken in blocks of this many: job_posting_blocks holds each block's newest posting time. */
export const BLOCK_SIZE = 2 ** POSTING_BLOCK_BITS;

export interface Board {
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

interface OutOfOrder {
  newest: number;
  last: number;
}

let board: Board | undefined;

/**
 * The board as the ranking sees it, read again when its content version changes: how many jobs are
 * open and their fields' mean lengths (FTS5's own totals, the "averages" record of jobs_fts_data),
 * and the posting times by block of ids.
 */
export function currentBoard(): Board {
  const version = contentVersion();
  if (board?.version === version) return board;
  const averages = statements().averages.get() as Buffer | undefined;
  const [jobs = 0, title = 0, description = 0, company = 0] = averages ? readVarints(averages) : [];
  const mean = (total: number) => (jobs > 0 ? total / jobs : 0);
  const blocks = (statements().blocks.all() as { block: number; newest: string }[]).map(({ block, newest }) => ({
    block,
    newest: Date.parse(newest),
  }));
  // A block is out of order when a job in it is newer than every job of some block above it (the
  // sample data of a demo board, posted days ago at the lowest ids; a job imported with a later
  // date). Its jobs up to the highest such one are walked as a group of their own, so that the
  // blocks above are bounded by the jobs in order below them alone: one fresh job at a low id would
  // otherwise bound them all. The jobs above it are in order (a demo board's generated jobs after
  // its sample data), and walked with the rest: their group read every match of the block, a
  // cost every search paid.
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
    highestId: (statements().highestId.get() as number | undefined) ?? 0,
    lowestId: (statements().lowestId.get() as number | undefined) ?? 0,
  };
  return board;
}

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
 * An out-of-order block's jobs read from the highest id down, for as long as none is newer than
 * `oldestAbove`: the highest id of the rest, walked as a group of their own, and the newest posting
 * time of those above it (-Infinity when there are none).
 */
function outOfOrderPart(block: number, oldestAbove: number): { last: number; newestAbove: number } {
  let newestAbove = -Infinity;
  for (const [id, postedAt] of statements().openPostingTimes.iterate(block * BLOCK_SIZE, (block + 1) * BLOCK_SIZE - 1) as Iterable<
    [number, string]
  >) {
    const time = Date.parse(postedAt);
    if (time > oldestAbove) return { last: id, newestAbove };
    newestAbove = Math.max(newestAbove, time);
  }
  return { last: block * BLOCK_SIZE - 1, newestAbove };
}

/** Whether a job is one of an out-of-order block's jobs walked apart (see currentBoard). */
export function outOfOrder(current: Board, id: number): boolean {
  const block = current.outOfOrder.get(blockOf(id));
  return block !== undefined && id <= block.last;
}

/** The newest posting time any open job with this id or a lower one can have, out-of-order blocks aside. */
export function newestAtOrBelow(current: Board, id: number): number {
  const blocks = current.newestAtOrBelow;
  const block = blockOf(id);
  return block < blocks.length ? blocks[block] : blocks.length ? blocks[blocks.length - 1] : -Infinity;
}

const blockOf = (id: number) => Math.floor(id / BLOCK_SIZE);

/**
 * The ranges of ids, highest first, that hold every job posted at or after `since` (ms): the runs of
 * blocks (job_posting_blocks) with a job that new. Mostly one run, the newest blocks; a block of
 * jobs added with older or newer dates (sample data, an import) makes another.
 */
export function idRangesSince(since: number): [number, number][] {
  const ranges: [number, number][] = [];
  for (const block of statements().blocksSince.all(new Date(since).toISOString()) as number[]) {
    const last = ranges.at(-1);
    if (last && last[0] === (block + 1) * BLOCK_SIZE) last[0] = block * BLOCK_SIZE;
    else ranges.push([block * BLOCK_SIZE, (block + 1) * BLOCK_SIZE - 1]);
  }
  return ranges;
}

// --- Terms' matches ---------------------------------------------------------------------------

/**
 * How many open jobs a term's words match (in a row), for its rarity: counted up to COUNTED_MATCHES,
 * and past that estimated from how far back the last counted one lies, as if the open jobs were
 * spread evenly over their ids. Kept a minute: a count a minute old moves a job in the ranking,
 * never in or out of the results. With the content version it was counted at: while that stands,
 * a count below COUNTED_MATCHES is exact (keptMatchesUpTo). The counts of a word's repeats
 * (repeatsOf) are kept here too: they change only how fast a search is.
 */
const matchCounts = new LRUCache<string, { count: number; version: number }>({ max: 2_000, ttl: 60_000 });

/** For benchmarks: forget the kept counts, so the next searches count again. */
export function forgetTermStatistics() {
  matchCounts.clear();
}

/**
 * How many of a term's matches are counted for its rarity; past this, the rest is estimated
 * (within a few per cent for a word spread over the board: its rarity moves by less). Counting more
 * would make each search not asked in the last minute read further down each common word's list.
 * One more than a search's total counts (COUNTED_RESULTS, unranked.server.ts), so that a one-word
 * search's total is its word's count (keptMatchesUpTo).
 */
const COUNTED_MATCHES = MAX_LISTING_PAGES * JOBS_PAGE_SIZE + 1;

const termExpression = (words: string[]) => `${KEYWORD_COLUMNS} : ${quote(words.join(" "))}`;

/** How many open jobs a term's words match (see matchCounts). */
export function matchesOf(words: string[], current: Board): number {
  return estimatedMatches(termExpression(words), current);
}

/**
 * How many open jobs a term's words match, exactly up to `limit` (at most COUNTED_MATCHES), if
 * they were counted at the board's content version: a search of one term counts its total so.
 */
export function keptMatchesUpTo(words: string[], current: Board, limit: number): number | undefined {
  const kept = matchCounts.get(termExpression(words));
  return kept?.version === current.version ? Math.min(kept.count, limit) : undefined;
}

/**
 * How many open jobs repeat a word (its stem) in their description: their facet word
 * (repeatedWordFacet, db/facet-words.ts), counted as a term's matches are.
 */
export function repeatsOf(stem: string, current: Board): number {
  return estimatedMatches(repeatsMatch(stem), current);
}

/** The FTS5 expression of the jobs whose descriptions repeat a word (its stem). */
export const repeatsMatch = (stem: string) => `facets : ${quote(repeatedWordFacet(stem))}`;

function estimatedMatches(expression: string, current: Board): number {
  const kept = matchCounts.get(expression);
  if (kept !== undefined) return kept.count;
  const [counted, lowest] = statements().newestMatchesCounted.raw().get(expression, COUNTED_MATCHES) as [number, number | null];
  let count = counted;
  if (count === COUNTED_MATCHES) {
    const span = current.highestId - current.lowestId + 1;
    const spanned = current.highestId - lowest! + 1;
    count = Math.round((COUNTED_MATCHES * span) / Math.max(spanned, 1));
  }
  matchCounts.set(expression, { count, version: current.version });
  return count;
}
