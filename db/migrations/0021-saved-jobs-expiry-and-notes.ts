// What issue 20's features store:
//
// 1. A closing date for every job (closes_at), and the time of its last change (updated_at, the
//    sitemaps' lastmod). A job past its closing date is closed by the first request that notices
//    (db/job-expiry.ts), which sets closed_at to closes_at: the triggers that keep the indexes then
//    take it out of every listing, as when the employer closes it. Jobs open today get 30 to 59 days
//    from now, so that no job disappears the day this is deployed, nor all of them on one day; a job inserted without one gets 30
//    days from its posting (or now, if later), by a trigger. Jobs there today have their posting
//    time as their last change.
// 2. Salary thresholds as facet words of the keyword index (ks40 … ks200: the top of the job's
//    range reaches the figure), so that "salary at least N" narrows a keyword search inside FTS5
//    like the other filters (docs/decisions/026-filters-as-words-of-the-keyword-index.md). The
//    index is made again, reading every open job's description (docs/deploy.md, "Deploying again").
// 3. Saved jobs, recruiter notes on an application, and each application's status changes.
const NOW = "strftime('%Y-%m-%dT%H:%M:%fZ', 'now')";

/** The thousands of dollars a year the salary filter offers; app/lib/job-search.ts lists the same. */
export const SALARY_THRESHOLDS = [40, 60, 80, 100, 120, 150, 200];

const salaryFacets = (row: string) =>
  SALARY_THRESHOLDS.map(
    (thousands) => `CASE WHEN coalesce(${row}.salary_max, ${row}.salary_min) >= ${thousands * 1000} THEN ' ks${thousands}' ELSE '' END`,
  ).join(" || ");

const facets = (row: string) =>
  `'kd' || hex(${row}.discipline) || '0 kr' || ${row}.remote || ' kc' || ${row}.company_id || ' kf' || ${row}.featured ` +
  `|| ' ' || location_facets(${row}.location) || ' ' || repeated_word_facets(${row}.description) || ${salaryFacets(row)}`;

export const sql = /* sql */ `
ALTER TABLE jobs ADD COLUMN closes_at TEXT NOT NULL DEFAULT '';
ALTER TABLE jobs ADD COLUMN updated_at TEXT NOT NULL DEFAULT '';
-- Open jobs close 30 to 59 days from now, spread by id so that they do not all close in one request;
-- closed ones get 30 days from their posting, which is not their closing time (that would read as
-- expired: closed_at = closes_at).
UPDATE jobs SET
  closes_at = CASE
    WHEN closed_at IS NULL THEN strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '+' || (30 + id % 30) || ' days')
    ELSE strftime('%Y-%m-%dT%H:%M:%fZ', posted_at, '+30 days')
  END,
  updated_at = posted_at;

-- Open jobs by closing date: the expiry check reads the first of them (db/job-expiry.ts).
CREATE INDEX open_jobs_by_closing ON jobs (closes_at) WHERE closed_at IS NULL;
-- Open jobs by id with their posting time and last change, read rather than the jobs' wide rows (a
-- description each): by the job sitemaps (app/server/sitemaps.server.ts), and to check the posting
-- time of a keyword search's matches with "posted within" (8 ms against 23 for 10,000 of them).
CREATE INDEX open_jobs_by_id ON jobs (id, posted_at, updated_at) WHERE closed_at IS NULL;

CREATE TRIGGER jobs_default_closing AFTER INSERT ON jobs WHEN new.closes_at = '' OR new.updated_at = '' BEGIN
  UPDATE jobs SET
    closes_at = CASE WHEN new.closes_at = '' THEN strftime('%Y-%m-%dT%H:%M:%fZ', max(new.posted_at, ${NOW}), '+30 days') ELSE new.closes_at END,
    updated_at = CASE WHEN new.updated_at = '' THEN ${NOW} ELSE new.updated_at END
  WHERE id = new.id;
END;

CREATE TRIGGER jobs_updated_at AFTER UPDATE OF
  title, description, location, employment_type, remote, featured, discipline, salary_min, salary_max,
  posted_at, closed_at, closes_at, company_id ON jobs BEGIN
  UPDATE jobs SET updated_at = ${NOW} WHERE id = new.id;
END;

DROP TRIGGER jobs_fts_after_insert;
DROP TRIGGER jobs_fts_after_update;
DROP TRIGGER companies_fts_after_rename;
DROP TABLE jobs_fts;

CREATE VIRTUAL TABLE jobs_fts USING fts5 (
  title, description, company_name, facets,
  content = '', contentless_delete = 1,
  tokenize = 'porter unicode61 remove_diacritics 2'
);

INSERT INTO jobs_fts (rowid, title, description, company_name, facets)
SELECT jobs.id, jobs.title, jobs.description, (SELECT name FROM companies WHERE id = jobs.company_id), ${facets("jobs")}
FROM jobs WHERE jobs.closed_at IS NULL ORDER BY jobs.id;

CREATE TRIGGER jobs_fts_after_insert AFTER INSERT ON jobs WHEN new.closed_at IS NULL BEGIN
  INSERT INTO jobs_fts (rowid, title, description, company_name, facets)
  VALUES (new.id, new.title, new.description, (SELECT name FROM companies WHERE id = new.company_id), ${facets("new")});
END;

CREATE TRIGGER jobs_fts_after_update
AFTER UPDATE OF title, description, location, company_id, closed_at, discipline, remote, featured, salary_min, salary_max ON jobs BEGIN
  DELETE FROM jobs_fts WHERE rowid = old.id;
  INSERT INTO jobs_fts (rowid, title, description, company_name, facets)
  SELECT new.id, new.title, new.description, (SELECT name FROM companies WHERE id = new.company_id), ${facets("new")}
  WHERE new.closed_at IS NULL;
END;

CREATE TRIGGER companies_fts_after_rename AFTER UPDATE OF name ON companies BEGIN
  DELETE FROM jobs_fts WHERE rowid IN (SELECT id FROM jobs WHERE company_id = new.id);
  INSERT INTO jobs_fts (rowid, title, description, company_name, facets)
  SELECT id, title, description, new.name, ${facets("jobs")} FROM jobs
  WHERE company_id = new.id AND closed_at IS NULL;
END;

-- A candidate's saved jobs, newest saved first.
CREATE TABLE saved_jobs (
  user_id  INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  job_id   INTEGER NOT NULL REFERENCES jobs (id) ON DELETE CASCADE,
  saved_at TEXT NOT NULL DEFAULT (${NOW}),
  PRIMARY KEY (user_id, job_id)
) WITHOUT ROWID;
CREATE INDEX saved_jobs_newest ON saved_jobs (user_id, saved_at DESC, job_id DESC);
CREATE INDEX saved_jobs_by_job ON saved_jobs (job_id);

-- The employer's private notes on an application: never shown to the candidate.
CREATE TABLE application_notes (
  id             INTEGER PRIMARY KEY,
  application_id INTEGER NOT NULL REFERENCES applications (id) ON DELETE CASCADE,
  author_id      INTEGER REFERENCES users (id) ON DELETE SET NULL,
  body           TEXT NOT NULL,
  created_at     TEXT NOT NULL DEFAULT (${NOW})
);
CREATE INDEX application_notes_by_application ON application_notes (application_id, id);

-- Each change of an application's status, by whom (null once that user is deleted) and when.
CREATE TABLE application_status_changes (
  id             INTEGER PRIMARY KEY,
  application_id INTEGER NOT NULL REFERENCES applications (id) ON DELETE CASCADE,
  from_status    TEXT NOT NULL,
  to_status      TEXT NOT NULL,
  changed_by     INTEGER REFERENCES users (id) ON DELETE SET NULL,
  changed_at     TEXT NOT NULL DEFAULT (${NOW})
);
CREATE INDEX application_status_changes_by_application ON application_status_changes (application_id, id);
`;
