// The staff console's data (decision 047, docs/product.md#the-staff-console).
//
// The audit log: one row per staff action, never changed. Triggers refuse any UPDATE, and any
// DELETE of an entry younger than 730 days (the pruning of older ones is the one delete:
// data-retention.server.ts). The staff member is kept as an id and an e-mail, with no foreign key,
// so that an entry outlives the account and no cascade ever writes to the table.
//
// Enquiries get a status (existing rows are new), an owner, notes and a status history.
//
// Jobs: a staff hide (hidden_at, hidden_reason) and an employer's suspension (suspended_at) close
// the job through closed_at, as a hold does (decision 043). withheld_open is 1 while a hold, hide or
// suspension keeps out a job that was open when it began and that nothing else has closed since:
// lifting the last of them opens it again (or expires it).
//
// Users: a suspended account (suspended_at, suspended_reason) cannot sign in.
export const sql = /* sql */ `
CREATE TABLE staff_audit_log (
  id           INTEGER PRIMARY KEY,
  staff_id     INTEGER NOT NULL,
  staff_email  TEXT NOT NULL,
  action       TEXT NOT NULL,
  subject_kind TEXT NOT NULL CHECK (subject_kind IN ('enquiry', 'job', 'user')),
  subject_id   INTEGER NOT NULL,
  before       TEXT NOT NULL CHECK (json_valid(before)),
  after        TEXT NOT NULL CHECK (json_valid(after)),
  created_at   TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX staff_audit_log_by_action ON staff_audit_log (action, id);
CREATE INDEX staff_audit_log_by_staff ON staff_audit_log (staff_id, id);
CREATE INDEX staff_audit_log_by_subject ON staff_audit_log (subject_kind, subject_id, id);
CREATE INDEX staff_audit_log_by_time ON staff_audit_log (created_at);

CREATE TRIGGER staff_audit_log_no_update BEFORE UPDATE ON staff_audit_log
BEGIN
  SELECT RAISE(ABORT, 'staff_audit_log is append-only');
END;

CREATE TRIGGER staff_audit_log_no_delete BEFORE DELETE ON staff_audit_log
WHEN old.created_at > strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-730 days')
BEGIN
  SELECT RAISE(ABORT, 'staff_audit_log is append-only');
END;

ALTER TABLE enquiries ADD COLUMN status TEXT NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'contacted', 'closed'));
ALTER TABLE enquiries ADD COLUMN owner_id INTEGER REFERENCES users (id) ON DELETE SET NULL;
CREATE INDEX enquiries_by_status ON enquiries (status, created_at);
CREATE INDEX enquiries_by_owner ON enquiries (owner_id) WHERE owner_id IS NOT NULL;

CREATE TABLE enquiry_notes (
  id           INTEGER PRIMARY KEY,
  enquiry_id   INTEGER NOT NULL REFERENCES enquiries (id) ON DELETE CASCADE,
  author_id    INTEGER REFERENCES users (id) ON DELETE SET NULL,
  author_email TEXT NOT NULL,
  body         TEXT NOT NULL CHECK (length(body) BETWEEN 1 AND 2000),
  created_at   TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX enquiry_notes_by_enquiry ON enquiry_notes (enquiry_id, id);
CREATE INDEX enquiry_notes_by_author ON enquiry_notes (author_id) WHERE author_id IS NOT NULL;

CREATE TABLE enquiry_status_changes (
  id               INTEGER PRIMARY KEY,
  enquiry_id       INTEGER NOT NULL REFERENCES enquiries (id) ON DELETE CASCADE,
  from_status      TEXT NOT NULL CHECK (from_status IN ('new', 'contacted', 'closed')),
  to_status        TEXT NOT NULL CHECK (to_status IN ('new', 'contacted', 'closed')),
  changed_by       INTEGER REFERENCES users (id) ON DELETE SET NULL,
  changed_by_email TEXT NOT NULL,
  changed_at       TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX enquiry_status_changes_by_enquiry ON enquiry_status_changes (enquiry_id, id);
CREATE INDEX enquiry_status_changes_by_user ON enquiry_status_changes (changed_by) WHERE changed_by IS NOT NULL;

ALTER TABLE jobs ADD COLUMN hidden_at TEXT;
ALTER TABLE jobs ADD COLUMN hidden_reason TEXT;
ALTER TABLE jobs ADD COLUMN suspended_at TEXT;
ALTER TABLE jobs ADD COLUMN withheld_open INTEGER NOT NULL DEFAULT 0 CHECK (withheld_open IN (0, 1));

ALTER TABLE users ADD COLUMN suspended_at TEXT;
ALTER TABLE users ADD COLUMN suspended_reason TEXT;
`;
