export const sql = /* sql */ `
-- One application per candidate and job: the unique key turns a double click or a replayed
-- post into a conflict instead of a second row.
CREATE TABLE applications (
  id           INTEGER PRIMARY KEY,
  user_id      INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- No cascade: a job with applications is closed, not deleted.
  job_id       INTEGER NOT NULL REFERENCES jobs (id),
  -- The file the application was sent with. No cascade either: a referenced resume stays
  -- (deleting the user removes both rows in one statement, which the check allows).
  resume_id    TEXT NOT NULL REFERENCES resumes (id),
  cover_letter TEXT,
  status       TEXT NOT NULL DEFAULT 'applied' CHECK (status IN ('applied', 'reviewing', 'rejected', 'hired')),
  applied_at   TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at   TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  UNIQUE (user_id, job_id)
);
CREATE INDEX applications_by_job ON applications (job_id);
CREATE INDEX applications_by_resume ON applications (resume_id);
`;
