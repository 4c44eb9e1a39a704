import type BetterSqlite3 from "better-sqlite3";

/**
 * Closes the open jobs whose closing date has passed, as of `now` (default: the clock), and says
 * how many. A job expires by time, not by a write, so the first request after its closing date
 * closes it: the page cache's and the API's content version is read through this on every
 * request (db/content-version.ts), and the listings call it before they read (jobs.server.ts).
 * Closing sets closed_at to the closing date, so the triggers that keep the search indexes, the
 * tallies and the content version take the job out of every listing, as when its employer closes
 * it; closed_at = closes_at is how an expired job is told from one its employer closed.
 *
 * The check is one read of the first open job by closing date (the open_jobs_by_closing index);
 * only when one is due does it write, and two processes that both see it due write the same.
 */
// INDEXED BY: the other partial indexes of open jobs (by posting time, say) serve "closed_at IS NULL"
// as well, and SQLite may choose one and read every open job (0.7 s at 1,000,000 jobs).
export const EXPIRY_SQL = {
  firstDue: "SELECT 1 FROM jobs INDEXED BY open_jobs_by_closing WHERE closed_at IS NULL AND closes_at <= ? LIMIT 1",
  close: "UPDATE jobs INDEXED BY open_jobs_by_closing SET closed_at = closes_at WHERE closed_at IS NULL AND closes_at <= ?",
};

export function jobExpirer(sqlite: BetterSqlite3.Database): (now?: number) => number {
  const firstDue = sqlite.prepare(EXPIRY_SQL.firstDue).pluck();
  const close = sqlite.prepare(EXPIRY_SQL.close);
  return (now = Date.now()) => {
    const at = new Date(now).toISOString();
    if (firstDue.get(at) === undefined) return 0;
    return close.run(at).changes;
  };
}
