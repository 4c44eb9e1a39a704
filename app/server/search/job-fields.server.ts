/**
 * A job's fields as the ranking reads them: the words of titles, company names and locations (kept,
 * as they repeat across jobs and searches), and how often the terms occur in a description.
 */
import { LRUCache } from "lru-cache";
import { locationStems } from "../../../db/facet-words";
import { searchTokens, stemOf } from "../../../db/search-tokens";
import { occurrences } from "./scoring.server";

/** Titles' and company names' words, kept: they repeat across jobs and searches. */
const fieldWords = new LRUCache<string, string[]>({ max: 50_000 });

/** A title's, a company name's or a location's words as the keyword index reads them. */
export function wordsOf(text: string): string[] {
  let words = fieldWords.get(text);
  if (!words) fieldWords.set(text, (words = searchTokens(text)));
  return words;
}

/** Locations' stems as their facet words hold them (locationStems), kept: a board has few distinct locations. */
const locationStemSets = new LRUCache<string, Set<string>>({ max: 20_000 });

export function locationStemsOf(location: string): Set<string> {
  let stems = locationStemSets.get(location);
  if (!stems) locationStemSets.set(location, (stems = new Set(locationStems(location))));
  return stems;
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
