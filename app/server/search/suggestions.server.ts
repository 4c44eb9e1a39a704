/**
 * "Did you mean": a keyword search that finds few jobs is offered its keywords with each word no
 * open job's title has replaced by the closest word of the titles' vocabulary (decision 030).
 */
import { LRUCache } from "lru-cache";
import { isSynonymForm } from "~/lib/search-synonyms";
import { contentVersion } from "../content-version.server";
import { keywordTerms, type JobFilters } from "./filters.server";
import { statements } from "./statements.server";
import { countMatchesUpTo } from "./unranked.server";

/** A keyword search that finds fewer jobs than this gets a "Did you mean" when one helps. */
export const SUGGEST_BELOW = 5;
/** Only the query's first words are corrected: each costs a look at the vocabulary. */
const MAX_CORRECTED_WORDS = 6;

/**
 * "Did you mean": the search's keywords with each word no open job's title has replaced by the
 * closest title word, when that finds more jobs than the search did (`found`). Null when the
 * search found SUGGEST_BELOW jobs or more, every word is known, nothing is close, or the
 * correction finds no more.
 */
export async function suggestQuery(filters: JobFilters, found: number): Promise<string | null> {
  if (!filters.q?.trim() || found >= SUGGEST_BELOW) return null;
  const words = keywordTerms(filters.q);
  let changed = false;
  const corrected = words.map((word, index) => {
    // Numbers ("3d", "2025") are not misspelt words.
    // Nor are the abbreviations the search expands (app/lib/search-synonyms.ts), or words joined by "&" ("gd&t").
    if (index >= MAX_CORRECTED_WORDS || /\p{N}|&/u.test(word) || isSynonymForm(word) || inTitles(word)) return word;
    const closest = closestTitleWord(word);
    if (closest === null) return word;
    changed = true;
    return closest;
  });
  if (!changed) return null;
  const q = [...new Set(corrected)].join(" ");
  return (await countMatchesUpTo({ ...filters, q }, found + 1)) > found ? q : null;
}

/** How many words of the vocabulary a correction weighs, at most, from each range it reads. */
const MAX_CANDIDATES = 2_000;

/**
 * The word of the titles' vocabulary closest to `word`: the fewest edits (within allowedEdits),
 * then the most jobs, then the first in order. Only words with the same first letter are weighed;
 * when there are more of them than MAX_CANDIDATES, those with the same first two letters too.
 */
export function closestTitleWord(word: string): string | null {
  const letters = [...word];
  const max = allowedEdits(word);
  const candidates = wordsStartingWith(letters[0]);
  const more = candidates.length === MAX_CANDIDATES && letters.length > 1 ? wordsStartingWith(letters.slice(0, 2).join("")) : [];
  let best: (VocabularyWord & { distance: number }) | null = null;
  for (const candidate of [...candidates, ...more]) {
    if (candidate.term === word) continue;
    const distance = editDistance(word, candidate.term, max);
    if (distance > max) continue;
    if (
      !best ||
      distance < best.distance ||
      (distance === best.distance && (candidate.doc > best.doc || (candidate.doc === best.doc && candidate.term < best.term)))
    ) {
      best = { ...candidate, distance };
    }
  }
  return best?.term ?? null;
}

/** Whether some open job's title has the word, as the search reads it (stemmed: "engineers" is known). */
function inTitles(word: string): boolean {
  return statements().titleHasWord.get(`"${word}"`) !== undefined;
}

interface VocabularyWord {
  term: string;
  /** How many distinct open titles have it (migration 0014). */
  doc: number;
}

/**
 * The words of open jobs' titles that start with `prefix`, in order, up to MAX_CANDIDATES.
 * fts5vocab reads each word's whole list (of distinct titles, migration 0014) to count it, so a
 * range is kept until the board's content version changes (decision 022).
 */
const ranges = new LRUCache<string, { version: number; words: VocabularyWord[] }>({ max: 500 });

/** For benchmarks: forget the kept ranges, so the next suggestions read the vocabulary again. */
export function forgetVocabulary() {
  ranges.clear();
}

function wordsStartingWith(prefix: string): VocabularyWord[] {
  const version = contentVersion();
  const cached = ranges.get(prefix);
  if (cached?.version === version) return cached.words;
  const last = prefix.codePointAt(prefix.length - 1)!;
  const end = prefix.slice(0, prefix.length - String.fromCodePoint(last).length) + String.fromCodePoint(last + 1);
  const words = statements().vocabularyRange.all(prefix, end, MAX_CANDIDATES) as VocabularyWord[];
  ranges.set(prefix, { version, words });
  return words;
}

/** The edits a word may be away from its correction: one for a short word, two for a longer one. */
export const allowedEdits = (word: string) => ([...word].length <= 4 ? 1 : 2);

/**
 * The edit distance of a and b (Damerau–Levenshtein, optimal string alignment: insertions,
 * deletions, substitutions and swaps of two neighbouring letters), or max + 1 once it is sure
 * to be more than max.
 */
export function editDistance(a: string, b: string, max = Infinity): number {
  const s = [...a];
  const t = [...b];
  if (Math.abs(s.length - t.length) > max) return max + 1;
  let twoBack: number[] = [];
  let previous = Array.from({ length: t.length + 1 }, (_, j) => j);
  for (let i = 1; i <= s.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= t.length; j++) {
      let d = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (s[i - 1] === t[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1]) d = Math.min(d, twoBack[j - 2] + 1);
      current.push(d);
      rowMin = Math.min(rowMin, d);
    }
    // Every later row is at least this row's minimum (a swap reaches back two rows, but the row
    // before this one was at least max, or this one could not be over it).
    if (rowMin > max) return max + 1;
    twoBack = previous;
    previous = current;
  }
  return Math.min(previous[t.length], max + 1);
}
