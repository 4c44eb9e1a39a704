// Reports of a job by visitors (app/server/job-reports.server.ts), kept for the agency's staff, and
// the hold that takes a job with enough of them out of search until they are reviewed.
//
// A hold closes the job through closed_at, the one column every listing, index, tally and the
// content version already treat as "not open" (decision 043); held_at says the closing is a hold,
// so that a review can open the job again and its pages can say it is under review.
//
// One reporter's unreviewed reports of a job are one row (the unique index), so that a count of the
// rows is a count of distinct reporters. reporter_key is an HMAC of the user's id or of the
// client's address (its /64 for IPv6), never the address itself.
export const sql = /* sql */ `
ALTER TABLE jobs ADD COLUMN held_at TEXT;

CREATE TABLE job_reports (
  id           INTEGER PRIMARY KEY,
  job_id       INTEGER NOT NULL REFERENCES jobs (id) ON DELETE CASCADE,
  user_id      INTEGER REFERENCES users (id) ON DELETE SET NULL,
  reporter_key TEXT NOT NULL,
  reason       TEXT NOT NULL CHECK (reason IN ('scam', 'discriminatory', 'expired', 'wrong', 'other')),
  details      TEXT NOT NULL DEFAULT '',
  created_at   TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  reviewed_at  TEXT
);

CREATE UNIQUE INDEX job_reports_unreviewed_by_reporter ON job_reports (job_id, reporter_key) WHERE reviewed_at IS NULL;
CREATE INDEX job_reports_by_job ON job_reports (job_id, created_at);
CREATE INDEX job_reports_by_user ON job_reports (user_id) WHERE user_id IS NOT NULL;
`;
