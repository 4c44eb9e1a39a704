export const sql = /* sql */ `
-- Saved searches mailed as digests (app/server/job-alerts.server.ts). A digest holds the matching
-- jobs added since the last one: those with an id above last_job_id, which each digest (or a
-- check that found nothing) moves to the newest job it covered, so no job is mailed twice.
CREATE TABLE job_alerts (
  id          INTEGER PRIMARY KEY,
  user_id     INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  keywords    TEXT NOT NULL DEFAULT '',
  location    TEXT NOT NULL DEFAULT '',
  discipline  TEXT NOT NULL DEFAULT '',         -- '' for any
  remote      TEXT NOT NULL DEFAULT 'any' CHECK (remote IN ('any', 'true', 'false')),
  frequency   TEXT NOT NULL CHECK (frequency IN ('daily', 'weekly')),
  paused      INTEGER NOT NULL DEFAULT 0,
  last_job_id INTEGER NOT NULL,
  next_due_at TEXT NOT NULL,
  created_at  TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
-- One alert per search and user: saving it again changes its frequency.
CREATE UNIQUE INDEX job_alerts_by_search ON job_alerts (user_id, keywords, location, discipline, remote);
CREATE INDEX job_alerts_due ON job_alerts (next_due_at) WHERE paused = 0;
`;
