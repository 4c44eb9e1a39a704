/**
 * A keyword search as the ranking sees it (Search): its keywords scored against the board's
 * statistics, the companies whose names hold one, what its terms weigh in a description, and the
 * words whose repeats its groups walk apart. Made once a search (prepareSearch), then read by every
 * step of the walk.
 */
import { formTerms, type Keyword } from "~/lib/search-synonyms";
import { searchTokens } from "../../../db/search-tokens";
import { currentBoard, matchesOf, repeatsMatch, repeatsOf, type Board } from "./board-statistics.server";
import { quote, type RowFilters } from "./filters.server";
import { wordsOf } from "./job-fields.server";
import {
  descriptionBound,
  descriptionWeights,
  fieldScoresOfWords,
  freshness,
  highestScores,
  rankQuery,
  titleScores,
  type FieldScores,
  type RankedQuery,
  type Term,
  type TitleScores,
} from "./scoring.server";
import { statements } from "./statements.server";

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
 * What a search's terms weigh in a description (descriptionWeights): every term's; and for
 * a group walked apart (Group.once), those of the terms it holds at most once, and the others'.
 */
export interface TermWeights {
  every: FieldScores;
  once: FieldScores;
  many: FieldScores;
}

/**
 * The jobs that hold some keywords (an FTS5 expression), read from the keyword index newest first,
 * only as far down as the groups that check them have read: one list for all the groups that
 * lack the same keywords, read once (see keywordChecks in groups.server.ts).
 */
export interface KeywordCheck {
  expression: string;
  holding: Set<number>;
  /** Every job from this id up that holds the keywords is in `holding`. */
  lowest: number;
  complete: boolean;
  /** How many jobs the groups have asked about. */
  asked: number;
}

/** A term found in at most this many jobs has the jobs with it walked as a group of their own. */
export const FEW_MATCHES = 2_000;
/**
 * Up to this many companies whose names hold a keyword get groups of their own (with each title);
 * past it, every group is bounded with the best of their shares instead, so that a word in many
 * company names makes no more groups.
 */
const COMPANIES_WITH_GROUPS = 8;

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
  for (const { id, name } of statements().companiesMatching.all(anyTerm(keywords)) as { id: number; name: string }[]) {
    search.companyWords.set(id, wordsOf(name));
    search.companies.set(id, fieldScoresOfWords(query, "company", wordsOf(name)));
  }
  search.bestCompany = highestScores(search.companies.values(), query);
  if (search.companies.size <= COMPANIES_WITH_GROUPS) search.companyGroups = search.companies;
  else search.otherCompany = search.bestCompany;
  return search;
}

/** What the terms weigh in a description, but those `absent` says it lacks, before some are walked apart. */
function termWeights(query: RankedQuery, absent: (term: Term) => boolean = () => false): TermWeights {
  const every = descriptionWeights(query, absent);
  return { every, once: every.map((forms) => forms.map(() => 0)), many: every };
}

/** Any term of any keyword, as FTS5 reads it. */
function anyTerm(keywords: Keyword[]): string {
  const terms = keywords.flatMap((keyword) => keyword.forms.flatMap(formTerms));
  return [...new Set(terms.map((words) => quote(words.join(" "))))].join(" OR ");
}

/** A word's repeats are walked apart when, with the other words' walked apart, they are at most this share of the matches (see walkRepeatsApart). */
const REPEATED_SHARE = 0.2;

/**
 * Chooses the words whose repeats the search walks apart (search.onceStems, search.repeats;
 * db/facet-words.ts): of the words of the query's terms, one a term, those that the jobs with the
 * term repeat least, while at most REPEATED_SHARE of the matches are likely to repeat one of them.
 * Then the groups split into the jobs that repeat none of them, bounded by one occurrence of a term
 * with such a word, and the others (withRepeatsApart in groups.server.ts). Where most descriptions
 * repeat a word ("experience", "engineer"), the jobs that do not are few and far between in FTS5's
 * lists, and reading them apart cost more than it saved.
 *
 * A word's share is the board's: the jobs that repeat it over those with its term (a phrase's
 * words over the phrase's jobs, at most all of them), as counted for the terms' rarity and kept a
 * minute; several words' share is worked out as if they were repeated independently. Counted among
 * a sample of each search's own matches, the shares cost a tenth of a search's time (a few reads of
 * the index that no other search shared); the choice changes only how fast a search is, never its
 * results. The board's shares run low for words that meet in long descriptions ("funded years"),
 * so the limit is half the 40% the sample's had: at 40%, 15 of the 1,000 distinct searches at
 * 1,000,000 jobs stopped at the most a search may score, against 9 with the sample's and 9 now,
 * and the stream took 8.06 CPU ms a search against 7.42 now (bench/stream.ts's searches, in one
 * process).
 */
export function walkRepeatsApart(search: Search) {
  const shareOf = (stem: string, term: Term) => (term.matches > 0 ? Math.min(1, repeatsOf(stem, search.board) / term.matches) : 1);
  const jointShare = (shares: number[]) => 1 - shares.reduce((none, share) => none * (1 - share), 1);
  // One word a term: a phrase ("gd t") is held once where any of its words is, and each more word
  // is one more list FTS5 reads to tell the jobs apart ("t", in most descriptions' "don't").
  const leastRepeated = search.query.keywords
    .flat(2)
    .map((term) =>
      term.stems.map((stem) => ({ stem, share: shareOf(stem, term) })).reduce((least, word) => (word.share < least.share ? word : least)),
    );
  const byStem = new Map<string, number>();
  for (const { stem, share } of leastRepeated) if (share <= REPEATED_SHARE) byStem.set(stem, Math.max(share, byStem.get(stem) ?? 0));
  let chosen: string[] = [];
  for (const [stem] of [...byStem].sort((a, b) => a[1] - b[1])) {
    if (chosen.length && jointShare([...chosen, stem].map((word) => byStem.get(word)!)) > REPEATED_SHARE) break;
    chosen = [...chosen, stem];
  }
  if (chosen.length === 0) return;
  search.onceStems = new Set(chosen);
  search.repeats = chosen.map(repeatsMatch).join(" OR ");
  for (const [weights, rare] of [
    [search.weights.all, false],
    [search.weights.usual, true],
  ] as const) {
    const left = (term: Term) => rare && term.matches <= FEW_MATCHES;
    weights.once = descriptionWeights(search.query, (term) => left(term) || !heldOnce(search, term));
    weights.many = descriptionWeights(search.query, (term) => left(term) || heldOnce(search, term));
  }
}

// --- What the steps of the walk read of a search ------------------------------------------------

/**
 * A posting time's freshness for the search: none (0) before its "posted within" date, so that a
 * group whose jobs left are all older has no potential and the walk passes it by (updatePotential);
 * scoreJobs leaves those jobs out.
 */
export function freshnessAt(search: Search, postedAt: number): number {
  return postedAt < search.since ? 0 : freshness(postedAt, search.now);
}

/** A title's scores, worked out once a search (from its words, if the caller has them: the title index does). */
export function scoresOfTitle(search: Search, title: string, words?: string[]): TitleScores {
  let scores = search.titles.get(title);
  if (!scores) search.titles.set(title, (scores = titleScores(search.query, words ?? wordsOf(title))));
  return scores;
}

/**
 * What a description can add to a job, by keyword and form: with the terms few jobs have or not
 * (those have a group of their own, see groupsOf), and in a group walked apart (Group.once) or not.
 */
export function descriptionShare(search: Search, { once = false, rare = false }: { once?: boolean; rare?: boolean } = {}): FieldScores {
  const { query } = search;
  const left = (term: Term) => !rare && term.matches <= FEW_MATCHES;
  if (!once) return descriptionBound(query, left);
  const single = descriptionBound(query, (term) => left(term) || !heldOnce(search, term), 1);
  const repeated = descriptionBound(query, (term) => left(term) || heldOnce(search, term));
  return single.map((forms, keyword) => forms.map((share, form) => share + repeated[keyword][form]));
}

/** Whether a job of a group walked apart holds the term at most once: it has one of search.onceStems (a phrase occurs no more often than any of its words). */
const heldOnce = (search: Search, term: Term) => term.stems.some((stem) => search.onceStems.has(stem));
