// The hiring pipeline (docs/decisions/048-hiring-pipeline.md): two more statuses an employer moves
// an application to, interviewing and offered, and the messages an employer's users send a
// candidate. SQLite changes a CHECK only by copying the table: applications is rebuilt with every
// row as it was (ids kept, so the notes, the status changes and the messages still point at their
// application), then its indexes made again. It has no triggers. db/migrate.ts runs this with
// foreign keys off and checks every reference before it commits.
const NOW = "strftime('%Y-%m-%dT%H:%M:%fZ', 'now')";

export const sql = /* sql */ `
CREATE TABLE applications_rebuilt (
  id           INTEGER PRIMARY KEY,
  user_id      INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- No cascade: a job with applications is closed, not deleted.
  job_id       INTEGER NOT NULL REFERENCES jobs (id),
  -- The file the application was sent with. No cascade either: a referenced resume stays
  -- (deleting the user removes both rows in one statement, which the check allows).
  resume_id    TEXT NOT NULL REFERENCES resumes (id),
  cover_letter TEXT,
  status       TEXT NOT NULL DEFAULT 'applied'
               CHECK (status IN ('applied', 'reviewing', 'interviewing', 'offered', 'hired', 'rejected')),
  applied_at   TEXT NOT NULL DEFAULT (${NOW}),
  updated_at   TEXT NOT NULL DEFAULT (${NOW}),
  -- When the candidate withdrew it; the status stays the employer's last (migration 0027).
  withdrawn_at TEXT,
  UNIQUE (user_id, job_id)
);
INSERT INTO applications_rebuilt (id, user_id, job_id, resume_id, cover_letter, status, applied_at, updated_at, withdrawn_at)
  SELECT id, user_id, job_id, resume_id, cover_letter, status, applied_at, updated_at, withdrawn_at FROM applications;
DROP TABLE applications;
ALTER TABLE applications_rebuilt RENAME TO applications;
CREATE INDEX applications_by_job ON applications (job_id);
CREATE INDEX applications_by_resume ON applications (resume_id);

-- A message an employer's user sent the candidate about the application, by mail: who (null once
-- that account is deleted), when, and the text. The employer's record; the candidate has the mail.
CREATE TABLE application_messages (
  id             INTEGER PRIMARY KEY,
  application_id INTEGER NOT NULL REFERENCES applications (id) ON DELETE CASCADE,
  sender_id      INTEGER REFERENCES users (id) ON DELETE SET NULL,
  body           TEXT NOT NULL,
  sent_at        TEXT NOT NULL DEFAULT (${NOW})
);
CREATE INDEX application_messages_by_application ON application_messages (application_id, id);
`;
