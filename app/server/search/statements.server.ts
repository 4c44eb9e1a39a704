/**
 * The search's SQL statements, each prepared once a process, on the first search that needs one:
 * those of a fixed text in statements(), and the reads of titles' jobs, whose text depends on which
 * filters a search has, in titleReads (newestWithTitles). Module-level state: with the board and the
 * kept counts (board-statistics.server.ts), the titles (titles.server.ts), the words of titles and
 * companies (job-fields.server.ts), the ranges of the vocabulary (suggestions.server.ts) and the last
 * walk's work (walk-work.server.ts), all the search keeps between searches.
 *
 * CAST: FTS5 seeks to a range of rowids only when its bounds are integers, and the driver binds a
 * JavaScript number as a real: FTS5 would then read the whole of each word's list, which a common
 * word made slow on a large board, and leave the range to SQLite.
 */
import type { Statement } from "better-sqlite3";
import { sqlite } from "../db.server";
import type { RowFilters } from "./filters.server";

const prepareAll = () => ({
  // --- The board (board-statistics.server.ts)
  averages: sqlite.prepare("SELECT block FROM jobs_fts_data WHERE id = 1").pluck(),
  blocks: sqlite.prepare("SELECT block, newest FROM job_posting_blocks ORDER BY block"),
  blocksSince: sqlite.prepare("SELECT block FROM job_posting_blocks WHERE newest >= ? ORDER BY block DESC").pluck(),
  highestId: sqlite.prepare("SELECT id FROM jobs_fts_docsize ORDER BY id DESC LIMIT 1").pluck(),
  lowestId: sqlite.prepare("SELECT id FROM jobs_fts_docsize ORDER BY id LIMIT 1").pluck(),
  openPostingTimes: sqlite
    .prepare("SELECT id, posted_at FROM jobs INDEXED BY open_jobs_by_id WHERE closed_at IS NULL AND id BETWEEN ? AND ? ORDER BY id DESC")
    .raw(),

  // --- Matches of the keyword index
  newestMatches: sqlite.prepare("SELECT rowid FROM jobs_fts WHERE jobs_fts MATCH ? ORDER BY rowid DESC LIMIT ?").pluck(),
  // How many of those, and the lowest: a quarter cheaper than reading the ids into JavaScript.
  newestMatchesCounted: sqlite.prepare(
    "SELECT count(*), min(rowid) FROM (SELECT rowid FROM jobs_fts WHERE jobs_fts MATCH ? ORDER BY rowid DESC LIMIT ?)",
  ),
  // In the index's own order: FTS5 reads a list backwards for a third more.
  matchesUpTo: sqlite.prepare("SELECT count(*) FROM (SELECT rowid FROM jobs_fts WHERE jobs_fts MATCH ? LIMIT ?)").pluck(),
  // Those posted since a time among a range of ids (CAST, see above): their posting times read from
  // the index of open jobs by id, not from their rows.
  matchesSinceUpTo: sqlite
    .prepare(
      `SELECT count(*) FROM (
         SELECT jobs.id FROM jobs_fts JOIN jobs INDEXED BY open_jobs_by_id ON jobs.id = jobs_fts.rowid
         WHERE jobs_fts MATCH @match AND jobs_fts.rowid BETWEEN CAST(@from AS INTEGER) AND CAST(@to AS INTEGER)
           AND jobs.closed_at IS NULL AND jobs.posted_at >= @since LIMIT @limit)`,
    )
    .pluck(),
  // As matchesSinceUpTo, the matches themselves, newest first (unranked.server.ts).
  newestMatchesSince: sqlite
    .prepare(
      `SELECT jobs_fts.rowid FROM jobs_fts JOIN jobs INDEXED BY open_jobs_by_id ON jobs.id = jobs_fts.rowid
       WHERE jobs_fts MATCH @match AND jobs_fts.rowid BETWEEN CAST(@from AS INTEGER) AND CAST(@to AS INTEGER)
         AND jobs.closed_at IS NULL AND jobs.posted_at >= @since
       ORDER BY jobs_fts.rowid DESC LIMIT @limit`,
    )
    .pluck(),
  matchesInRange: sqlite
    .prepare("SELECT rowid FROM jobs_fts WHERE jobs_fts MATCH ? AND rowid BETWEEN CAST(? AS INTEGER) AND CAST(? AS INTEGER)")
    .pluck(),
  matchesBetween: sqlite
    .prepare(
      "SELECT rowid FROM jobs_fts WHERE jobs_fts MATCH ? AND rowid < CAST(? AS INTEGER) AND rowid >= CAST(? AS INTEGER) ORDER BY rowid DESC LIMIT ?",
    )
    .pluck(),
  companiesMatching: sqlite.prepare("SELECT rowid AS id, name FROM company_names_fts WHERE company_names_fts MATCH ?"),
  // A title's open jobs, newest first, and those at one company (titles.server.ts keeps them).
  openJobsWithTitle: sqlite
    .prepare("SELECT id FROM jobs INDEXED BY open_jobs_by_title WHERE title = ? AND closed_at IS NULL ORDER BY id DESC")
    .pluck(),
  openJobsWithTitleAt: sqlite
    .prepare(
      "SELECT id FROM jobs INDEXED BY open_jobs_by_company_title WHERE company_id = ? AND title = ? AND closed_at IS NULL ORDER BY id DESC",
    )
    .pluck(),
  // --- Places with open jobs (places.server.ts)
  openPlacesAmong: sqlite
    .prepare("SELECT place_id FROM open_job_places WHERE place_id IN (SELECT value FROM json_each(?)) AND open_jobs > 0")
    .pluck(),

  // --- A job's fields, read to bound or score it
  postingTimes: sqlite.prepare("SELECT id, posted_at FROM jobs WHERE id IN (SELECT value FROM json_each(?))").raw(),
  jobsToBound: sqlite.prepare(
    "SELECT id, title, company_id, posted_at FROM jobs WHERE id IN (SELECT value FROM json_each(?)) AND closed_at IS NULL",
  ),
  descriptions: sqlite.prepare("SELECT id, description FROM jobs WHERE id IN (SELECT value FROM json_each(?))"),

  // --- Titles (titles.server.ts, title-groups.server.ts, similar-jobs.server.ts, suggestions.server.ts)
  titlesAfter: sqlite.prepare("SELECT id, title, newest FROM open_job_titles WHERE id > ? ORDER BY id"),
  titleCount: sqlite.prepare("SELECT count(*) FROM open_job_titles").pluck(),
  titlesNewest: sqlite.prepare("SELECT id, newest FROM open_job_titles"),
  newestWithTitle: sqlite
    .prepare(
      `SELECT id FROM jobs INDEXED BY open_jobs_by_title
       WHERE title = ? AND closed_at IS NULL AND discipline = ? AND id != ? ORDER BY id DESC LIMIT ?`,
    )
    .pluck(),
  vocabularyRange: sqlite.prepare("SELECT term, doc FROM job_title_vocabulary WHERE term >= ? AND term < ? LIMIT ?"),
  titleHasWord: sqlite.prepare("SELECT 1 FROM open_job_titles_fts WHERE open_job_titles_fts MATCH ? LIMIT 1").pluck(),
});

let prepared: ReturnType<typeof prepareAll> | undefined;

/** The search's statements of a fixed text, prepared on first use. */
export const statements = () => (prepared ??= prepareAll());

const titleReads = new Map<string, Statement>();

/**
 * The newest open jobs of a few titles (at one company), from the indexes of open jobs by title
 * (migration 0016), with the filters a job's row answers; SQLite stops reading each title once it
 * has `limit` of them, and at `floor` (see lowestWithin in walk.server.ts). A location is checked on
 * what is read (see withinLocation): the index by title holds it (migration 0024), the one by
 * company and title does not. Without a filter of the row, only the index is read: a row costs
 * several times what an entry of the index does, and a common title's jobs are read by the thousand.
 */
export function newestWithTitles(atCompany: boolean, filters: RowFilters): Statement {
  const conditions = [
    ...(atCompany ? ["company_id = @atCompany"] : []),
    ...(filters.companyId !== undefined ? ["company_id = @companyId"] : []),
    ...(filters.remote !== undefined ? ["remote = @remote"] : []),
    ...(filters.discipline !== undefined ? ["discipline = @discipline"] : []),
    ...(filters.featured ? ["featured = 1"] : []),
    ...(filters.salaryAtLeast !== undefined ? ["coalesce(salary_max, salary_min) >= @salaryAtLeast"] : []),
  ];
  const withLocation = filters.location.length > 0 || filters.places !== undefined;
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
