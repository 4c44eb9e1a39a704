import { sql, type ExpressionBuilder } from "kysely";
import type BetterSqlite3 from "better-sqlite3";
import { LRUCache } from "lru-cache";
import type { Database } from "../../db/schema";
import type { Discipline } from "~/lib/jobs";
import { searchUnits } from "~/lib/search-synonyms";
import { db, sqlite } from "./db.server";

export interface JobFilters {
  /** Keywords, matched as words against title, description and company name. */
  q?: string;
  /** Place words, matched against the job's location ("new york", "tx"). */
  location?: string;
  discipline?: Discipline;
  remote?: boolean;
  companyId?: number;
  featured?: boolean;
}

export interface Paging {
  page: number;
  pageSize: number;
}

export interface JobIdPage {
  ids: number[];
  total: number;
  /** True when `total` is SEARCH_WINDOW and more jobs match ("500+ jobs"). */
  totalCapped: boolean;
}

/**
 * Keyword and location searches look at the newest SEARCH_WINDOW matches only, so their cost
 * does not grow with the size of the board; listings without them count and page everything.
 */
export const SEARCH_WINDOW = 500;
const MAX_TERMS = 12;
const MAX_TERM_LENGTH = 64;
/** Document frequencies are counted up to here: beyond it a word is simply "very common". */
const FREQUENCY_CAP = 10_000;
const COLUMN_WEIGHTS = { title: 10, company_name: 5 } as const;
const KEYWORD_COLUMNS = "{title description company_name}";
/**
 * How many of a word's newest title entries the title test reads for each job of the window
 * before it asks the window's own search instead (keywordScores).
 */
const TITLE_READ_BUDGET = 2;
/** How many title entries the walk reads before it judges from them whether it will keep to its budget. */
const TITLE_WALK_SAMPLE = 64;

/**
 * The words of a user's query, each to be quoted so FTS5 reads it as a plain string:
 * operators (OR, NOT, NEAR), quotes, `*`, `-` and parentheses never reach the query parser.
 */
export function searchTerms(text: string): string[] {
  const words =
    text
      .normalize("NFKC")
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? [];
  return [...new Set(words.map((word) => word.slice(0, MAX_TERM_LENGTH)))].slice(0, MAX_TERMS);
}

const quoted = (terms: string[]) => terms.map((term) => `"${term}"`).join(" ");

/**
 * The FTS5 MATCH expression for the keyword and location filters: undefined when neither
 * is set, null when one is set but holds no searchable word (so nothing can match).
 */
export function matchExpression(filters: Pick<JobFilters, "q" | "location">): string | null | undefined {
  const parts: string[] = [];
  for (const [text, columns, units] of [
    [filters.q, KEYWORD_COLUMNS, (words: string[]) => searchUnits(words)],
    [filters.location, "location", (words: string[]) => words.map((word) => quoted([word]))],
  ] as const) {
    if (!text?.trim()) continue;
    const terms = searchTerms(text);
    if (terms.length === 0) return null;
    // AND spelled out: FTS5 reads a group's parentheses followed by a word as a syntax error.
    parts.push(`${columns} : (${units(terms).join(" AND ")})`);
  }
  return parts.length ? parts.join(" AND ") : undefined;
}

/** A query's keywords as the search weighs them: each a quoted word or a group of synonyms (app/lib/search-synonyms.ts). */
function keywordUnits(q: string | undefined): string[] {
  return q?.trim() ? searchUnits(searchTerms(q)) : [];
}

/**
 * The filters as words of the keyword index's facets column, as migration 0011's triggers write
 * them (the two must agree): the discipline in hex, remote, the company, featured. Each is quoted
 * like a keyword, so it is one token FTS5 looks up, never syntax.
 */
export function facetTerms(filters: Pick<JobFilters, "discipline" | "remote" | "companyId" | "featured">): string[] {
  const terms: string[] = [];
  if (filters.discipline) terms.push(`kd${Buffer.from(filters.discipline, "utf8").toString("hex")}0`);
  if (filters.remote !== undefined) terms.push(`kr${filters.remote ? 1 : 0}`);
  // Only a whole number is a company's word; the row filter alone answers anything else (nothing).
  if (filters.companyId !== undefined && Number.isSafeInteger(filters.companyId)) terms.push(`kc${filters.companyId}`);
  if (filters.featured) terms.push("kf1");
  return terms;
}

/** The MATCH expression with the filters as facet words: the index yields only jobs that pass them. */
function withFacets(match: string, filters: JobFilters): string {
  const terms = facetTerms(filters);
  return terms.length ? `${match} AND facets : (${quoted(terms)})` : match;
}

/**
 * The window's own search (keywords, location and filters) with one of its keywords in the title:
 * `title : "word"` stands in for that keyword's phrase, which it implies, so the index reads the
 * word's entries once.
 */
function titleMatch(filters: JobFilters, units: string[], unit: string): string {
  const others = units.filter((other) => other !== unit);
  const parts = [`title : ${unit}`];
  if (others.length) parts.push(`${KEYWORD_COLUMNS} : (${others.join(" AND ")})`);
  const location = matchExpression({ location: filters.location });
  if (location) parts.push(location);
  return withFacets(parts.join(" AND "), filters);
}

/** The filters as conditions on a job's own row, closed jobs left out. */
export function filterConditions(eb: ExpressionBuilder<Database, "jobs">, filters: JobFilters) {
  // Closed jobs leave every listing; the partial indexes cover open jobs only.
  const conditions = [eb("jobs.closed_at", "is", null)];
  if (filters.discipline) conditions.push(eb("jobs.discipline", "=", filters.discipline));
  if (filters.remote !== undefined) conditions.push(eb("jobs.remote", "=", filters.remote ? 1 : 0));
  if (filters.companyId !== undefined) conditions.push(eb("jobs.company_id", "=", filters.companyId));
  if (filters.featured) conditions.push(eb("jobs.featured", "=", 1));
  return eb.and(conditions);
}

/**
 * The ids of one page of jobs matching the filters: best match first when there are keywords,
 * newest first otherwise, and how many match in all.
 */
export async function findJobIds(filters: JobFilters, paging: Paging): Promise<JobIdPage> {
  const match = matchExpression(filters);
  if (match === null) return { ids: [], total: 0, totalCapped: false };
  if (match === undefined) {
    const [ids, total] = await Promise.all([newestIds(filters, paging), countOpen(filters)]);
    return { ids, total, totalCapped: false };
  }
  return searchWindow(filters, match, paging);
}

/** How many open jobs a keyword or location search finds, counted no further than `limit`. */
export async function countMatchesUpTo(filters: JobFilters, limit: number): Promise<number> {
  const match = matchExpression(filters);
  if (match === null) return 0;
  if (match === undefined) throw new Error("countMatchesUpTo needs keywords or a location");
  return indexMatchesUpTo(withFacets(match, filters), limit);
}

/** How many entries of the keyword index a MATCH expression finds, counted no further than `limit`. */
async function indexMatchesUpTo(match: string, limit: number): Promise<number> {
  const { count } = await db
    .selectFrom(
      db
        .selectFrom("jobs_fts")
        .select("rowid")
        .where(sql<boolean>`jobs_fts MATCH ${match}`)
        .limit(limit)
        .as("hits"),
    )
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .executeTakeFirstOrThrow();
  return count;
}

/**
 * As findJobIds, for a list that shows no total (the home page's featured jobs, the API): a
 * listing without keywords is not counted (counting the featured jobs grew with the board).
 */
export async function findPageOfJobIds(filters: JobFilters, paging: Paging): Promise<number[]> {
  const match = matchExpression(filters);
  if (match === null) return [];
  if (match === undefined) return newestIds(filters, paging);
  return (await searchWindow(filters, match, paging)).ids;
}

/** The open jobs matching the filters, without keywords: every listing's base query. */
export function openJobsMatching(filters: JobFilters) {
  return db.selectFrom("jobs").where((eb) => filterConditions(eb, filters));
}

/** How many open jobs match the filters, without keywords (a listing's exact total). */
export function countOpenJobs(filters: JobFilters) {
  return openJobsMatching(filters).select((eb) => eb.fn.countAll<number>().as("total"));
}

/**
 * How many open jobs match the filters: read from the tallies the triggers keep where there is
 * one (the whole board, a discipline, a company), else counted.
 */
async function countOpen(filters: JobFilters): Promise<number> {
  const { discipline, companyId, remote, featured } = filters;
  if (remote === undefined && !featured && companyId === undefined) {
    const scope = discipline ? `discipline:${discipline}` : "all";
    const tally = await db.selectFrom("open_job_tallies").select("count").where("scope", "=", scope).executeTakeFirst();
    return tally?.count ?? 0;
  }
  if (remote === undefined && !featured && !discipline && companyId !== undefined) {
    const company = await db.selectFrom("companies").select("open_jobs").where("id", "=", companyId).executeTakeFirst();
    return company?.open_jobs ?? 0;
  }
  const { total } = await countOpenJobs(filters).executeTakeFirstOrThrow();
  return total;
}

async function newestIds(filters: JobFilters, { page, pageSize }: Paging): Promise<number[]> {
  const rows = await openJobsMatching(filters)
    .select("jobs.id")
    .orderBy("jobs.posted_at", "desc")
    .orderBy("jobs.id", "desc")
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  return rows.map((row) => row.id);
}

async function searchWindow(filters: JobFilters, match: string, { page, pageSize }: Paging): Promise<JobIdPage> {
  // Ids rise with posting time, so walking the index by rowid from the top finds the newest
  // matches first and stops after the window. Only open jobs are in the index, and the filters
  // are facet words in it (migration 0011), so the index alone answers: no row is read for the
  // window. The page's own rows are read, and tested, when they are shown (jobs.server.ts).
  const matches = await db
    .selectFrom("jobs_fts")
    .select("rowid")
    .where(sql<boolean>`jobs_fts MATCH ${withFacets(match, filters)}`)
    .orderBy("rowid", "desc")
    .limit(SEARCH_WINDOW + 1)
    .execute();
  const totalCapped = matches.length > SEARCH_WINDOW;
  const newest = matches.slice(0, SEARCH_WINDOW).map((row) => row.rowid);

  const units = keywordUnits(filters.q);
  const scores = units.length > 0 && newest.length > 0 ? await keywordScores(filters, units, newest) : new Map<number, number>();
  // Best match first, then newest first (the higher id).
  const ranked = newest.sort((a, b) => (scores.get(b) ?? 0) - (scores.get(a) ?? 0) || b - a);
  const ids = ranked.slice((page - 1) * pageSize, page * pageSize);
  return { ids, total: newest.length, totalCapped };
}

/**
 * How many jobs have a word in their title, description or company name, up to FREQUENCY_CAP.
 * It changes only as jobs come and go, but counting reads up to 10,000 index entries: so each
 * word's count is kept a minute. Being a minute out of date moves a job in the ranking, never
 * in or out of the results.
 */
const frequencies = new LRUCache<string, number>({ max: 1_000, ttl: 60_000 });

/** For benchmarks: forget the kept counts, so the next searches count again. */
export function forgetTermStatistics() {
  frequencies.clear();
}

async function frequencyOf(phrase: string): Promise<number> {
  const cached = frequencies.get(phrase);
  if (cached !== undefined) return cached;
  const count = await indexMatchesUpTo(`${KEYWORD_COLUMNS} : ${phrase}`, FREQUENCY_CAP);
  frequencies.set(phrase, count);
  return count;
}

/** The companies with the word in their name (a small index of its own). */
async function companiesNamed(phrase: string): Promise<Set<number>> {
  const rows = await db
    .selectFrom("company_names_fts")
    .select("rowid")
    .where(sql<boolean>`company_names_fts MATCH ${phrase}`)
    .execute();
  return new Set(rows.map((row) => row.rowid));
}

/**
 * The window's newest `window.length` matches of `match` (the window's own search narrowed):
 * they hold every window job that `match` finds, since the window is the newest of a wider
 * search, and past the window's oldest job they hold nothing of it.
 */
async function windowJobsMatching(match: string, window: number[]): Promise<Set<number>> {
  const rows = await db
    .selectFrom("jobs_fts")
    .select("rowid")
    .where(sql<boolean>`jobs_fts MATCH ${match}`)
    .orderBy("rowid", "desc")
    .limit(window.length)
    .execute();
  const oldest = window[window.length - 1];
  return new Set(rows.flatMap((row) => (row.rowid >= oldest ? [row.rowid] : [])));
}

/** Which of the window's jobs are at these companies: asked only for a word in a company's name. */
async function jobsAt(companyIds: Set<number>, window: number[]): Promise<Set<number>> {
  if (companyIds.size === 0) return new Set();
  // The ids as one JSON value, so that the statement is the same for any window (db/connection.ts
  // keeps statements by their SQL). Faster than the window's search narrowed by company facets.
  const rows = await db
    .selectFrom("jobs")
    .select("id")
    .where("id", "in", sql<number>`(SELECT value FROM json_each(${JSON.stringify(window)}))`)
    .where("company_id", "in", [...companyIds])
    .execute();
  return new Set(rows.map((row) => row.id));
}

/** A word's entries in the index of titles, newest first; prepared once (the walk below steps it). */
let titleEntries: BetterSqlite3.Statement | undefined;
const titleEntriesNewestFirst = () =>
  (titleEntries ??= sqlite.prepare("SELECT rowid FROM job_titles_fts WHERE job_titles_fts MATCH ? ORDER BY rowid DESC").pluck());

/**
 * Relevance within the window, as a lean BM25: for each keyword, its rarity (inverse
 * document frequency) times where it appears: the title counts most, then the company name,
 * then the description. Every query here is bounded by the window or the frequency cap, except
 * the title test's second way, taken only for a word in many titles across the window's ids
 * (below).
 */
async function keywordScores(filters: JobFilters, units: string[], window: number[]): Promise<Map<number, number>> {
  const scores = new Map<number, number>();

  // The window's jobs with the word in their title. First from the index of titles alone, where
  // the word's entries are a list of their own: its entries newest first, until they pass the
  // window's oldest job. That walk reads the word's title entries above the window too (a filtered
  // search's window can be old), and a word in many titles across a window that spans many ids (a
  // rare second keyword) would make it long: so it reads at most TITLE_READ_BUDGET entries for each
  // window job, and stops sooner when the entries it has read, spread over the ids they cover, say
  // it would read more. Past that, the window's own search with the word in the title answers
  // instead: it reads every column's entries of the word, but the rarer keywords or filters lead
  // that walk. Both give every window job with the word in its title, and nothing else.
  const windowIds = new Set(window);
  const lowestId = window[window.length - 1];
  const budget = TITLE_READ_BUDGET * window.length;

  const idsWithTitle = async (unit: string): Promise<Set<number>> => {
    // Stepped here rather than cut by LIMIT or a rowid bound: a LIMIT reads on past the window's
    // oldest job, and FTS5 reads a word's whole list to honour `rowid >= x` newest first.
    const found = new Set<number>();
    let newest = 0;
    let read = 0;
    let complete = true;
    for (const rowid of titleEntriesNewestFirst().iterate(unit) as IterableIterator<number>) {
      if (rowid < lowestId) break;
      newest ||= rowid;
      read++;
      // Over the budget, or bound for it: after TITLE_WALK_SAMPLE entries, those read so far
      // scaled to the ids still to go down to the window's oldest job.
      const bound = read >= TITLE_WALK_SAMPLE && (read * (newest - lowestId + 1)) / (newest - rowid + 1) > budget;
      if (read > budget || bound) {
        complete = false;
        break;
      }
      if (windowIds.has(rowid)) found.add(rowid);
    }
    if (complete) return found;

    return windowJobsMatching(titleMatch(filters, units, unit), window);
  };

  await Promise.all(
    units.map(async (unit) => {
      const [frequency, atNamedCompany, inTitle] = await Promise.all([
        frequencyOf(unit),
        companiesNamed(unit).then((companyIds) => jobsAt(companyIds, window)),
        idsWithTitle(unit),
      ]);
      const rarity = Math.log(1 + FREQUENCY_CAP / (frequency + 0.5));
      for (const id of window) {
        const weight = inTitle.has(id) ? COLUMN_WEIGHTS.title : atNamedCompany.has(id) ? COLUMN_WEIGHTS.company_name : 1;
        scores.set(id, (scores.get(id) ?? 0) + rarity * weight);
      }
    }),
  );
  return scores;
}
