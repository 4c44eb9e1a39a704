// Views of each job's page, by day (UTC): what each server worker counted in memory, added every
// few seconds (app/server/job-views.server.ts). Counts only: no address, no user, no cookie.
// A deleted job's rows go with it.
export const sql = /* sql */ `
CREATE TABLE job_views (
  job_id INTEGER NOT NULL REFERENCES jobs (id) ON DELETE CASCADE,
  day    TEXT NOT NULL CHECK (day GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'),
  views  INTEGER NOT NULL CHECK (views > 0),
  PRIMARY KEY (job_id, day)
) WITHOUT ROWID;
`;
