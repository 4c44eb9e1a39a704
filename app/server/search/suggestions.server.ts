/**
 * "Did you mean": a keyword search that finds few jobs is offered its keywords with each word no
 * open job's title has replaced by the closest word of the titles' vocabulary (decision 030); a place
 * the board does not know, the closest known place's name. And what /jobs says of how it read a
 * location (places.server.ts reads it for the search).
 */
import { LRUCache } from "lru-cache";
import { jobSearchQuery, type JobSearch } from "~/lib/job-search";
import { placeKey, placeLabel, placesByName, readLocation, US_STATES } from "../../../db/places";
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

// --- A place the board does not know, and what /jobs says of a place ------------------------------

/**
 * The known place or state whose name is closest to an unknown one ("Austni, TX": "Austin, TX"),
 * within the edits "Did you mean" allows a word (two, one for a name of four letters or fewer), the
 * most populous among the closest; in the state named, if one is.
 */
export function nearestSpelling(read: { city: string; state?: string }): string | undefined {
  const limit = allowedEdits(read.city);
  let best: { distance: number; label: string; population: number } | undefined;
  for (const [key, places] of placesByName()) {
    const place = read.state ? places.find((candidate) => candidate.state === read.state) : places[0];
    if (!place) continue;
    const distance = editDistance(read.city, key, limit);
    if (distance > limit) continue;
    if (!best || distance < best.distance || (distance === best.distance && place.population > best.population)) {
      best = { distance, label: placeLabel(place), population: place.population };
    }
  }
  if (!read.state) {
    for (const name of Object.values(US_STATES)) {
      const distance = editDistance(read.city, placeKey(name), limit);
      if (distance <= limit && (!best || distance < best.distance)) best = { distance, label: name, population: Infinity };
    }
  }
  return best?.label;
}

/** What /jobs says of a search's location, above its results (docs/product.md, "Places"). */
export type LocationNote =
  | { kind: "remote" }
  | { kind: "state"; name: string; radiusDropped: boolean }
  | { kind: "near"; place: string; miles: number }
  | { kind: "unknown"; typed: string; suggestion?: string; radiusDropped: boolean };

/**
 * How the search read its location, when that is worth saying: "Remote" read as remote jobs, a
 * state, a distance around a city; a place the board does not know, when nothing was found or a
 * distance could not be used, with the nearest known spelling. Null for a city read as its words.
 */
export function locationNote(location: string, radius: number | null, found: number): LocationNote | null {
  const read = location.trim() ? readLocation(location) : undefined;
  if (!read) return null;
  switch (read.kind) {
    case "remote":
      return { kind: "remote" };
    case "state":
      return { kind: "state", name: US_STATES[read.state], radiusDropped: radius !== null };
    case "place":
      return radius ? { kind: "near", place: placeLabel(read.place), miles: radius } : null;
    case "unknown":
      if (found > 0 && !radius) return null;
      return { kind: "unknown", typed: location.trim(), suggestion: nearestSpelling(read), radiusDropped: radius !== null };
  }
}

/** The words /jobs uses to say how it read a location (docs/product.md, "Places"). */
export const PLACE_NOTE_TEXT = {
  remote: "Showing remote jobs, wherever they are based.",
  radiusNeedsCity: "A distance needs a city we know, so none was applied.",
  state: (name: string) => `Showing jobs in ${name}.`,
  near: (miles: number, place: string) => `Showing jobs within ${miles} miles of ${place}.`,
  unknown: (typed: string) => `We don't know a place called “${typed}”.`,
} as const;

/**
 * A location note as the page shows it, worked out here so that the browser's bundle holds none of
 * its words: its text, and for an unknown place the nearest spelling as a link to the same search
 * there ("Did you mean …?"), then what follows it.
 */
export type LocationNoteView = LocationNote & { text: string; suggestionHref?: string; after: string };

export function locationNoteView(note: LocationNote | null, search: JobSearch): LocationNoteView | null {
  if (!note) return null;
  const radiusDropped = "radiusDropped" in note && note.radiusDropped ? ` ${PLACE_NOTE_TEXT.radiusNeedsCity}` : "";
  switch (note.kind) {
    case "remote":
      return { ...note, text: PLACE_NOTE_TEXT.remote, after: "" };
    case "state":
      return { ...note, text: PLACE_NOTE_TEXT.state(note.name) + radiusDropped, after: "" };
    case "near":
      return { ...note, text: PLACE_NOTE_TEXT.near(note.miles, note.place), after: "" };
    case "unknown":
      return {
        ...note,
        text: PLACE_NOTE_TEXT.unknown(note.typed),
        ...(note.suggestion ? { suggestionHref: `/jobs${jobSearchQuery({ ...search, location: note.suggestion, page: 1 })}` } : {}),
        after: radiusDropped,
      };
  }
}
