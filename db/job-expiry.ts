import type BetterSqlite3 from "better-sqlite3";

/**
 * Closes the open jobs whose closing date has passed, as of `now` (default: the clock), and says
 * how many. A job expires by time, not by a write, so the first request after its closing date
 * closes it: the server runs this once at the start of every request, before the page cache or
 * any loader reads (app/server/job-expiry.server.ts, decision 040).
 * Closing sets closed_at to the closing date, so the triggers that keep the search indexes, the
 * tallies and the content version take the job out of every listing, as when its employer closes
 * it; closed_at = closes_at is how an expired job is told from one its employer closed.
 *
 * The check is one read of the first open job by closing date (the open_jobs_by_closing index);
 * only when one is due does it write, and two processes that both see it due write the same.
 */
// INDEXED BY: the other partial indexes of open jobs (by posting time, say) serve "closed_at IS NULL"
// as well, and SQLite may choose one and read every open job, a cost that grows with the board
// (bench/measurements.md).
// A request closes at most EXPIRY_BATCH jobs (the first due): each closing rewrites the job's index
// entries, and a day when many close must not make one request, and the workers waiting on its
// write, pay for all of them. The next requests close the rest.
export const EXPIRY_BATCH = 200;
export const EXPIRY_SQL = {
  firstDue: "SELECT 1 FROM jobs INDEXED BY open_jobs_by_closing WHERE closed_at IS NULL AND closes_at <= ? LIMIT 1",
  close: `UPDATE jobs SET closed_at = closes_at WHERE id IN (
            SELECT id FROM jobs INDEXED BY open_jobs_by_closing WHERE closed_at IS NULL AND closes_at <= ? ORDER BY closes_at LIMIT ${EXPIRY_BATCH})`,
};

export function jobExpirer(sqlite: BetterSqlite3.Database): (now?: number) => number {
  const firstDue = sqlite.prepare(EXPIRY_SQL.firstDue).pluck();
  const close = sqlite.prepare(EXPIRY_SQL.close);
  return (now = Date.now()) => {
    const at = new Date(now).toISOString();
    if (firstDue.get(at) === undefined) return 0;
    try {
      return close.run(at).changes;
    } catch (error) {
      // Another process held the write lock past the busy timeout: this request shows what it reads,
      // and the next one closes them.
      if ((error as { code?: string }).code === "SQLITE_BUSY") return 0;
      throw error;
    }
  };
}
