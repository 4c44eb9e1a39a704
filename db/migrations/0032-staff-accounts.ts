// Staff accounts (app/server/staff-auth.server.ts): a third role, made only by `npm run staff:add`,
// and their second factor. SQLite changes a CHECK only by copying the table, so users is rebuilt
// (db/migrations/index.ts runs this with foreign keys off and checks every reference before it
// commits); its indexes and trigger are made again.
// The second factor: the TOTP secret, encrypted (iv:tag:ciphertext, AES-256-GCM, the key derived
// from SESSION_SECRET), confirmed_at once the first code proved the authenticator app holds it,
// and the last time step a code was accepted at (a code is never accepted twice). Recovery codes
// are kept as SHA-256 hashes (they are long and random), each used once.
export const sql = /* sql */ `
CREATE TABLE users_new (
  id                      INTEGER PRIMARY KEY,
  email                   TEXT NOT NULL UNIQUE COLLATE NOCASE,
  password_hash           TEXT NOT NULL,
  role                    TEXT NOT NULL CHECK (role IN ('candidate', 'employer', 'staff')),
  created_at              TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  company_id              INTEGER REFERENCES companies (id) ON DELETE SET NULL,
  notify_new_applications INTEGER NOT NULL DEFAULT 1,
  notify_status_changes   INTEGER NOT NULL DEFAULT 1,
  last_active_at          TEXT,
  retention_warned_at     TEXT,
  retention_deleted_at    TEXT
);
INSERT INTO users_new (id, email, password_hash, role, created_at, company_id, notify_new_applications, notify_status_changes,
                       last_active_at, retention_warned_at, retention_deleted_at)
  SELECT id, email, password_hash, role, created_at, company_id, notify_new_applications, notify_status_changes,
         last_active_at, retention_warned_at, retention_deleted_at
  FROM users;
DROP TABLE users;
ALTER TABLE users_new RENAME TO users;
CREATE INDEX users_by_company ON users (company_id);
CREATE INDEX users_by_last_active ON users (last_active_at);
CREATE TRIGGER users_last_active_from_creation AFTER INSERT ON users WHEN NEW.last_active_at IS NULL
BEGIN
  UPDATE users SET last_active_at = NEW.created_at WHERE id = NEW.id;
END;

CREATE TABLE staff_second_factors (
  user_id      INTEGER PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  secret       TEXT NOT NULL,
  confirmed_at TEXT,
  last_step    INTEGER NOT NULL DEFAULT 0,
  created_at   TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

CREATE TABLE staff_recovery_codes (
  id        INTEGER PRIMARY KEY,
  user_id   INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  code_hash TEXT NOT NULL,
  used_at   TEXT,
  UNIQUE (user_id, code_hash)
);
`;
