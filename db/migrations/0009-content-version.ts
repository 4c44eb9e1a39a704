/** The time in milliseconds, in SQL: the least a bump may set, so the version only grows. */
const NOW_MS = "CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER)";

/** A trigger for each change to jobs and to companies, all bumping the one row alike. */
const bumps = [
  ["job", "jobs"],
  ["company", "companies"],
].flatMap(([row, table]) =>
  ["insert", "update", "delete"].map(
    (change) => /* sql */ `
CREATE TRIGGER content_version_after_${row}_${change} AFTER ${change.toUpperCase()} ON ${table} BEGIN
  UPDATE content_version SET version = max(version + 1, ${NOW_MS}) WHERE id = 1;
END;`,
  ),
);

export const sql = /* sql */ `
-- One number that changes whenever something a signed-out visitor can see changes: a job posted,
-- edited, closed, reopened or deleted, a company added, edited or removed. Every worker reads it
-- per request, so a cached page or an ETag made under an older number is known to be stale at
-- once, in every process. Sessions, applications, rate limits and the like leave it alone.
-- It only ever grows, even across a restored backup or a new database: each bump is at least
-- the time in milliseconds, so an ETag made before a restore never matches what follows it.
CREATE TABLE content_version (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  version INTEGER NOT NULL
);
INSERT INTO content_version (id, version) VALUES (1, ${NOW_MS});
${bumps.join("\n")}
`;
