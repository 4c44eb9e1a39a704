/**
 * The ranking of a keyword search, as docs/product.md ("Search") tells it to a recruiter and
 * docs/decisions/031-exact-ranking-bm25-with-freshness.md and 042-titles-first-and-places.md
 * explain. A job's score is
 *
 *   relevance × boosts × freshness
 *
 * - relevance: for each keyword, BM25 in the job's fields (title, company name, description),
 *   weighted 10, 5 and 1: the company name's share plus the larger of the title's and the
 *   description's. BM25 gives a field more for each occurrence of the keyword, with diminishing
 *   returns (k1) and up to three occurrences, in a title or company name less as it is longer than
 *   its average (b; a description's length does not count), and weighs a keyword by its rarity
 *   across the open jobs (idf). A keyword with several forms (an abbreviation and what it stands
 *   for) counts by the form that scores most.
 * - boosts (titles first): ×2^(TITLE_HORIZON_DAYS / HALF_LIFE_DAYS) when the title holds every
 *   keyword; ×2^(PHRASE_HORIZON_DAYS / HALF_LIFE_DAYS) more when it holds the query's words in a
 *   row, as typed.
 * - freshness: halves every HALF_LIFE_DAYS of the job's age. It multiplies every score alike as
 *   time passes, so the order of two jobs never changes with the clock, only with the board.
 *
 * Ties go to the newer job (the higher id).
 *
 * This module is arithmetic only: the search (ranked.server.ts) finds the jobs, and reads
 * their fields' words with db/search-tokens.ts.
 */
import { formTerms, type Keyword } from "~/lib/search-synonyms";
import { searchTokens } from "../../../db/search-tokens";

export const K1 = 1.2;
export const B = 0.75;
/** A word counts at most this many times in a field: repeating it more (keyword stuffing) earns nothing. */
export const MAX_COUNTED_OCCURRENCES = 3;
export const FIELD_WEIGHTS = { title: 10, company: 5, description: 1 } as const;
export const HALF_LIFE_DAYS = 14;
/**
 * Titles first: a title with every keyword counts as if posted this many days later, so it comes
 * before any fresher job whose title lacks a keyword, up to that many days fresher, when the rest is
 * equal (docs/decisions/042-titles-first-and-places.md).
 */
export const TITLE_HORIZON_DAYS = 28;
/** And one with the query's words in a row, as typed, this many days more. */
export const PHRASE_HORIZON_DAYS = 7;
export const EVERY_KEYWORD_IN_TITLE_BOOST = 2 ** (TITLE_HORIZON_DAYS / HALF_LIFE_DAYS);
export const PHRASE_IN_TITLE_BOOST = 2 ** (PHRASE_HORIZON_DAYS / HALF_LIFE_DAYS);
/** Rounding: a bound is compared as if this much larger, so that it never falls short of an exact score. */
export const BOUND_MARGIN = 1 + 1e-9;

export type Field = keyof typeof FIELD_WEIGHTS;
const DAY_MS = 24 * 60 * 60 * 1000;

/** What the ranking knows of the board: how many jobs are open, and their fields' mean lengths in words. */
export interface BoardStatistics {
  jobs: number;
  meanLength: Record<Field, number>;
}

/** A word, or words in a row, as the index reads them, with its rarity. */
export interface Term {
  /** The words as the query has them (an FTS5 phrase once quoted). */
  words: string[];
  stems: string[];
  /** How many open jobs the term matches (anywhere). */
  matches: number;
  idf: number;
}

/** A keyword's form as the ranking counts it: one term for a phrase, one a word for words that need only be there. */
type RankedForm = Term[];

export interface RankedQuery {
  /** Per keyword, its forms. */
  keywords: RankedForm[][];
  /** Every term's words, keyword by keyword and form by form, in one list: the order of a field's frequencies. */
  terms: string[][];
  /** The query's words in a row, for the phrase boost: only when there are two or more. */
  phrase: string[] | null;
  statistics: BoardStatistics;
}

/** One field of a job as the ranking sees it: per keyword, per form, that field's share of the score. */
export type FieldScores = number[][];

/** How a job's title scores: its share per keyword and form, and the boost it earns. */
export interface TitleScores {
  scores: FieldScores;
  boost: number;
  /** The title holds every keyword (some form of each). */
  everyKeyword: boolean;
}

/**
 * The query's keywords ready to score. `matchesOf` gives how many open jobs a term's words match
 * (in a row), as the keyword index reads them.
 */
export function rankQuery(keywords: Keyword[], statistics: BoardStatistics, matchesOf: (words: string[]) => number): RankedQuery {
  const term = (words: string[]): Term => {
    const matches = matchesOf(words);
    return { words, stems: searchTokens(words.join(" ")), matches, idf: inverseDocumentFrequency(matches, statistics.jobs) };
  };
  const ranked = keywords.map((keyword) => keyword.forms.map((form) => formTerms(form).map(term)));
  // The words as typed: a group's typed form is the one that is not a phrase.
  const typed = keywords.flatMap((keyword) => (keyword.forms.find((form) => !form.phrase) ?? keyword.forms[0]).words);
  const phraseStems = searchTokens(typed.join(" "));
  const terms = ranked.flatMap((forms) => forms.flatMap((form) => form.map((term) => term.stems)));
  return { keywords: ranked, terms, phrase: phraseStems.length > 1 ? phraseStems : null, statistics };
}

/** BM25's inverse document frequency of a term found in `matches` of `jobs` open jobs. */
export function inverseDocumentFrequency(matches: number, jobs: number): number {
  const n = Math.min(Math.max(matches, 0), jobs);
  return Math.log(1 + (jobs - n + 0.5) / (n + 0.5));
}

/** Relevance with boosts: per keyword its best form's title, company and description shares, added up. */
export function relevance(title: TitleScores, company: FieldScores, description: FieldScores): number {
  let total = 0;
  title.scores.forEach((forms, keyword) => {
    let best = 0;
    forms.forEach((score, form) => {
      best = Math.max(best, company[keyword][form] + Math.max(score, description[keyword][form]));
    });
    total += best;
  });
  return total * title.boost;
}

/** The title's share of the score and its boost. */
export function titleScores(query: RankedQuery, words: readonly string[]): TitleScores {
  const everyKeyword = query.keywords.every((forms) => forms.some((terms) => terms.every(({ stems }) => occurrences(words, stems) > 0)));
  let boost = everyKeyword ? EVERY_KEYWORD_IN_TITLE_BOOST : 1;
  if (everyKeyword && query.phrase && occurrences(words, query.phrase) > 0) boost *= PHRASE_IN_TITLE_BOOST;
  return { scores: fieldScoresOfWords(query, "title", words), boost, everyKeyword };
}

/** A field's share of the score from its words. */
export function fieldScoresOfWords(query: RankedQuery, field: Field, words: readonly string[]): FieldScores {
  return fieldScores(
    query,
    field,
    query.terms.map((stems) => occurrences(words, stems)),
    words.length,
  );
}

/**
 * A field's share of the score, per keyword and form, from how often each of the query's terms
 * occurs in it (in the order of query.terms) and its length in words.
 */
export function fieldScores(query: RankedQuery, field: Field, frequencies: readonly number[], length: number): FieldScores {
  const weight = FIELD_WEIGHTS[field];
  // A description's length is not held against it (see the top of this file): a mean length of 0 normalises nothing.
  const meanLength = field === "description" ? 0 : query.statistics.meanLength[field];
  let next = 0;
  return query.keywords.map((forms) =>
    forms.map((terms) => {
      let score = 0;
      for (const { idf } of terms) score += idf * weight * saturation(frequencies[next++], length, meanLength);
      return score;
    }),
  );
}

/**
 * BM25's share of one term in one field: saturating with the occurrences (counted up to
 * MAX_COUNTED_OCCURRENCES), normalised by the field's length.
 */
export function saturation(frequency: number, length: number, meanLength: number): number {
  if (frequency === 0) return 0;
  const counted = Math.min(frequency, MAX_COUNTED_OCCURRENCES);
  const norm = meanLength > 0 ? 1 - B + (B * length) / meanLength : 1;
  return (counted * (K1 + 1)) / (counted + K1 * norm);
}

/** How often the words occur in a row in the tokens. */
export function occurrences(tokens: readonly string[], stems: readonly string[]): number {
  if (stems.length === 0) return 0;
  let count = 0;
  for (let i = 0; i + stems.length <= tokens.length; i++) {
    if (tokens[i] !== stems[0]) continue;
    let j = 1;
    while (j < stems.length && tokens[i + j] === stems[j]) j++;
    if (j === stems.length) count++;
  }
  return count;
}

/**
 * Whether a job holds every keyword as the keyword index matches them: some form of each, with
 * each of the form's terms in one of the fields. `occurs` tells whether a term (by its place in
 * query.terms) occurs in some field of the job.
 */
export function holdsEveryKeyword(query: RankedQuery, occurs: (term: number) => boolean): boolean {
  let next = 0;
  return query.keywords.every((forms) => {
    let found = false;
    for (const terms of forms) {
      let all = true;
      for (let i = 0; i < terms.length; i++) if (!occurs(next++)) all = false;
      found ||= all;
    }
    return found;
  });
}

/**
 * As relevance, with the description's share given as weights (descriptionWeights) times one
 * saturation for every term, and optionally more weights at another saturation (the terms a
 * description is known to hold at most once): a bound, worked out without making any array.
 */
export function relevanceBound(
  title: TitleScores,
  company: FieldScores,
  weights: FieldScores,
  saturated: number,
  moreWeights?: FieldScores,
  moreSaturated = 0,
): number {
  let total = 0;
  for (let keyword = 0; keyword < title.scores.length; keyword++) {
    const forms = title.scores[keyword];
    let best = 0;
    for (let form = 0; form < forms.length; form++) {
      const more = moreWeights ? moreWeights[keyword][form] * moreSaturated : 0;
      best = Math.max(best, company[keyword][form] + Math.max(forms[form], weights[keyword][form] * saturated + more));
    }
    total += best;
  }
  return total * title.boost;
}

/**
 * The most a description can add, per keyword and form (with every term at `most` occurrences, as
 * mostSaturation). Nothing for the terms `absent` says the description lacks. In the shape of
 * FieldScores, to stand in for a description not yet read.
 */
export function descriptionBound(
  query: RankedQuery,
  absent: (term: Term) => boolean = () => false,
  most = MAX_COUNTED_OCCURRENCES,
): FieldScores {
  const saturated = mostSaturation(most);
  return descriptionWeights(query, absent).map((forms) => forms.map((weight) => weight * saturated));
}

/**
 * Per keyword and form, what its terms weigh in a description: each term's idf times the field's
 * weight, added up; nothing for the terms `absent` says the description lacks. Times a saturation,
 * a description's share.
 */
export function descriptionWeights(query: RankedQuery, absent: (term: Term) => boolean = () => false): FieldScores {
  return query.keywords.map((forms) =>
    forms.map((terms) => terms.reduce((sum, term) => sum + (absent(term) ? 0 : term.idf * FIELD_WEIGHTS.description), 0)),
  );
}

/**
 * The most a description can be saturated: every term at `most` occurrences (MAX_COUNTED_OCCURRENCES
 * unless the description is known to hold no term's word more than once). Its length does not count.
 */
export function mostSaturation(most = MAX_COUNTED_OCCURRENCES): number {
  return saturation(most, 0, 0);
}

/** The highest of several FieldScores, keyword by keyword and form by form. */
export function highestScores(all: Iterable<FieldScores>, query: RankedQuery): FieldScores {
  const highest = query.keywords.map((forms) => forms.map(() => 0));
  for (const scores of all) scores.forEach((forms, k) => forms.forEach((score, f) => (highest[k][f] = Math.max(highest[k][f], score))));
  return highest;
}

/** A job's freshness: 1 when just posted, halving every HALF_LIFE_DAYS. */
export function freshness(postedAtMs: number, nowMs: number): number {
  return 2 ** (-Math.max(0, nowMs - postedAtMs) / DAY_MS / HALF_LIFE_DAYS);
}
