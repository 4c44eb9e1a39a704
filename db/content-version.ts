import type BetterSqlite3 from "better-sqlite3";

/**
 * A reader of the content version on this connection: the one row that triggers bump whenever
 * something a signed-out visitor can see changes (db/migrations/0009-content-version.ts). Read on
 * every request, by the API's validators (app/server/content-version.server.ts) and by the page
 * cache (server/index.ts), so it is one prepared statement. It only reads: the jobs past their
 * closing date were closed at the start of the request (app/server/job-expiry.server.ts), and
 * their closing bumped the version.
 */
export function contentVersionReader(sqlite: BetterSqlite3.Database): () => number {
  const statement = sqlite.prepare("SELECT version FROM content_version WHERE id = 1").pluck();
  return () => statement.get() as number;
}
