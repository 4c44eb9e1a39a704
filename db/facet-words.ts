// Facet words the keyword index (jobs_fts's facets column) holds beside a job's own words, made
// from its text by SQL functions that the triggers of migration 0020 call. The search builds the
// same words from a query (app/server/search/filters.server.ts, app/server/search/prepared-search.server.ts):
// the two must agree, so both take them from here.
//
//   kl<stem in hex>0  a word of the job's location ("new york" makes two). The location filter
//                     asks for these rather than for the location column's words: a location word
//                     such as "new" is in most descriptions, and FTS5 read the whole of its list to
//                     find the few in a location.
//                     A location that names its state in full, or a city the gazetteer knows,
//                     holds the state's code too ("Round Rock, Texas" is found by "tx").
//   kg<place id>      the gazetteer's place the location resolves to (db/places.ts), for a search
//                     within some miles of a city.
//   kx<stem in hex>0  a word the job's description holds more than once. The ranking bounds the
//                     jobs without a keyword's facet by one occurrence of it rather than three
//                     (docs/decisions/031-exact-ranking-bm25-with-freshness.md).
//
// Hex makes any word one plain token; the final 0 keeps the stemmer off it. The stems are
// db/search-tokens.ts's, which agree with the index's tokenizer.
import type BetterSqlite3 from "better-sqlite3";
import { jobPlace, jobState } from "./places";
import { searchTokens } from "./search-tokens";

const facetWord = (prefix: string, stem: string) => `${prefix}${Buffer.from(stem, "utf8").toString("hex")}0`;

/** The facet word of a location's word, once stemmed. */
export const locationFacet = (stem: string) => facetWord("kl", stem);

/** The facet word of a description that holds the stemmed word more than once. */
export const repeatedWordFacet = (stem: string) => facetWord("kx", stem);

/** The facet word of the gazetteer's place a job is at. */
export const placeFacet = (placeId: number) => `kg${placeId}`;

/**
 * The stems a job's location is found by: its words, and its state's code where it names the state
 * in full or only by a city the gazetteer knows. The search checks a job's row by these too.
 */
export function locationStems(location: string | null): string[] {
  const stems = new Set(searchTokens(location ?? ""));
  const state = location ? jobState(location) : undefined;
  if (state) for (const stem of searchTokens(state)) stems.add(stem);
  return [...stems];
}

/** The facet words of a job's location: each of its stems once, and its place's. */
export function locationFacets(location: string | null): string {
  const place = location ? jobPlace(location) : undefined;
  return [...locationStems(location).map(locationFacet), ...(place ? [placeFacet(place.id)] : [])].join(" ");
}

/** The facet words of a job's description: each word it holds more than once. */
export function repeatedWordFacets(description: string | null): string {
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const stem of searchTokens(description ?? "")) {
    if (seen.has(stem)) repeated.add(stem);
    else seen.add(stem);
  }
  return [...repeated].map(repeatedWordFacet).join(" ");
}

/**
 * Registers the functions that make the facet words, as the triggers that write jobs_fts call them:
 * every connection that may write a job needs them (through db/sql-functions.ts).
 */
export function registerFacetFunctions(sqlite: BetterSqlite3.Database) {
  sqlite.function("location_facets", { deterministic: true }, (location) => locationFacets(location as string | null));
  sqlite.function("place_of", { deterministic: true }, (location) => (location ? (jobPlace(location as string)?.id ?? null) : null));
  sqlite.function("repeated_word_facets", { deterministic: true }, (description) => repeatedWordFacets(description as string | null));
}
