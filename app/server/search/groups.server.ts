/**
 * The groups a search's matches are walked in (groupsOf), each with a bound on what its jobs can
 * score before freshness, and read as the walk needs them (walk.server.ts). The groups of titles
 * taken by the enumerator are made in title-groups.server.ts.
 */
import type { Keyword } from "~/lib/search-synonyms";
import { expressionOf, KEYWORD_COLUMNS, quote, type SearchMatch } from "./filters.server";
import { descriptionShare, FEW_MATCHES, type KeywordCheck, type Search } from "./prepared-search.server";
import { occurrences, relevance, type FieldScores, type RankedQuery, type TitleScores } from "./scoring.server";
import { statements } from "./statements.server";
import type { TitleEnumerator } from "./titles.server";
import { lastWalk } from "./walk-work.server";

/** One group of a search's matches (see groupsOf), read as the walk needs it. */
export interface Group {
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
   * such a keyword in each job of the titles it read, a costly read each time, and a word of
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
   * title): those shares. Its jobs are bounded by them and the freshness their id allows before they
   * are scored (with the highest of the shares); a job whose bound is too low may still come from a
   * wider group.
   */
  titles?: TitleScores[];
  /** With `titles`: the company's share the group's jobs all have (nothing, or one company's). */
  company?: FieldScores;
  /** The freshness of its titles' newest job: no job of the group is fresher. */
  freshest?: number;
}

export interface ScoredTitle {
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
 * The groups of a search's matches. They may overlap: every match is in at least one group whose
 * bound holds for it, and a job found twice is scored once.
 *
 * - Each title with a keyword's term: its jobs (read by title, see Group.byTitle), bounded for jobs at companies whose names hold no keyword and with no term
 *   that few jobs have in their description; and its jobs at each company whose name holds one.
 *   Made as the enumerator takes the title (title-groups.server.ts).
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
export function groupsOf(search: Search, match: SearchMatch, enumerator: TitleEnumerator): Group[] {
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
 * The jobs of `parts` as two groups, when the search walks some words' repeats apart (see
 * walkRepeatsApart): those whose descriptions repeat none of those words, bounded by one
 * occurrence of each term with such a word (most jobs: a term bounded by three occurrences kept
 * thousands of jobs within reach of a page, each read to be scored), and the others, bounded as
 * before. `boundAt` gives a group's bound, walked apart or not.
 */
export function withRepeatsApart(search: Search, parts: string[], boundAt: (once: boolean) => number, extra: Partial<Group> = {}): Group[] {
  if (!search.repeats) return [newGroup(parts, boundAt(false), extra)];
  const expression = expressionOf(parts);
  return [
    { ...newGroup([], boundAt(true), { ...extra, once: true }), match: `(${expression}) NOT (${search.repeats})` },
    newGroup([...parts, search.repeats], boundAt(false), extra),
  ];
}

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

const companyFacet = (id: number) => `facets : ${quote(`kc${id}`)}`;

/** The group of the jobs with a term few jobs have (see groupsOf), if the search has such a term. */
export function rareTermGroups(search: Search, match: SearchMatch, anyTitle: TitleScores): Group[] {
  const rare = search.query.keywords.flat(2).filter((term) => term.matches > 0 && term.matches <= FEW_MATCHES);
  if (rare.length === 0) return [];
  const phrases = [...new Set(rare.map((term) => quote(term.words.join(" "))))];
  const parts = [match.keywords, `${KEYWORD_COLUMNS} : (${phrases.join(" OR ")})`, ...match.narrowing];
  return withRepeatsApart(search, parts, (once) => anyJobBound(search, anyTitle, once), { rareTerms: true });
}

/** The groups of the out-of-order blocks (see groupsOf). */
export function outOfOrderGroups(search: Search, match: SearchMatch, anyTitle: TitleScores): Group[] {
  const bound = anyJobBound(search, anyTitle);
  return [...search.board.outOfOrder].map(([number, { newest, last }]) =>
    newGroup([match.keywords, ...match.narrowing], bound, { block: { number, newest, last, potentials: [] }, rareTerms: true }),
  );
}

/** The most any job could score before freshness: the best title, company and description. */
function anyJobBound(search: Search, anyTitle: TitleScores, once = false): number {
  return relevance(anyTitle, search.bestCompany, descriptionShare(search, { once, rare: true }));
}

export function newGroup(parts: string[], bound: number, extra: Partial<Group> = {}): Group {
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

// --- Keywords a group of titles lacks --------------------------------------------------------

/** The keywords that some of `held` (a job's fields' words, as in keywordsNotHeld) lacks. */
export function missingKeywords(search: Search, held: string[][][]): Keyword[] {
  const holds = (fields: string[][], forms: RankedQuery["keywords"][number]) =>
    forms.some((terms) => terms.every(({ stems }) => fields.some((words) => occurrences(words, stems) > 0)));
  return search.keywords.filter((_, index) => held.some((fields) => !holds(fields, search.query.keywords[index])));
}

/**
 * A group of titles that lacks some keywords checks its jobs against the list of the jobs that hold
 * them when at most this share of the jobs can (see keywordChecks); that list is read CHECK_READ
 * at a time at first, then as many as it has read.
 */
const CHECKED_SHARE = 0.5;
const CHECK_READ = 256;
/** A check's list is read no further than this many entries for each job asked about: an entry costs far less than a description. */
const CHECK_WORTH = 16;

/**
 * How a group of titles that lacks the `missing` keywords checks its jobs for them (see
 * Group.unchecked): against the list of the jobs that hold them when, as the terms' counts tell,
 * fewer than CHECKED_SHARE of the jobs can; otherwise as they are scored, where few would be read
 * for nothing.
 */
export function keywordChecks(search: Search, missing: Keyword[]): Pick<Group, "unchecked" | "check"> {
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
export function holdsCheckedKeywords(check: KeywordCheck, id: number): boolean | undefined {
  check.asked++;
  while (!check.complete && id < check.lowest) {
    // A list read far for few jobs costs more than reading their descriptions: then they are checked so.
    if (check.holding.size > CHECK_WORTH * check.asked) return undefined;
    const limit = Math.max(CHECK_READ, check.holding.size);
    const ids = statements().matchesBetween.all(check.expression, check.lowest, 0, limit) as number[];
    for (const holding of ids) check.holding.add(holding);
    lastWalk.read += ids.length;
    check.complete = ids.length < limit;
    check.lowest = ids.at(-1) ?? check.lowest;
  }
  return check.holding.has(id);
}
