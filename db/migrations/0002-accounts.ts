export const sql = /* sql */ `
CREATE TABLE users (
  id            INTEGER PRIMARY KEY,
  email         TEXT NOT NULL UNIQUE COLLATE NOCASE,
  password_hash TEXT NOT NULL,
  role          TEXT NOT NULL CHECK (role IN ('candidate', 'employer')),
  created_at    TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

-- Server-side sessions: the cookie carries only the signed id. Deleting a row signs that
-- browser out; deleting a user's rows signs them out everywhere.
CREATE TABLE sessions (
  id         TEXT PRIMARY KEY,
  user_id    INTEGER REFERENCES users (id) ON DELETE CASCADE,
  data       TEXT NOT NULL DEFAULT '{}',
  expires_at TEXT NOT NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX sessions_by_user ON sessions (user_id);
CREATE INDEX sessions_by_expiry ON sessions (expires_at);

-- Stored resume files. The file lives in UPLOADS_DIR under stored_name (random); file_name is
-- what the user called it, used only for the download's suggested name.
CREATE TABLE resumes (
  id           TEXT PRIMARY KEY,
  user_id      INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  file_name    TEXT NOT NULL,
  stored_name  TEXT NOT NULL UNIQUE,
  content_type TEXT NOT NULL,
  size         INTEGER NOT NULL,
  created_at   TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX resumes_by_user ON resumes (user_id);

-- One profile per user; the two tag lists are JSON arrays of strings.
CREATE TABLE profiles (
  user_id           INTEGER PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  full_name         TEXT NOT NULL,
  headline          TEXT NOT NULL DEFAULT '',
  location          TEXT NOT NULL DEFAULT '',
  phone             TEXT NOT NULL DEFAULT '',
  summary           TEXT NOT NULL DEFAULT '',
  disciplines       TEXT NOT NULL DEFAULT '[]',
  skills            TEXT NOT NULL DEFAULT '[]',
  linkedin_url      TEXT NOT NULL DEFAULT '',
  github_url        TEXT NOT NULL DEFAULT '',
  portfolio_url     TEXT NOT NULL DEFAULT '',
  primary_resume_id TEXT REFERENCES resumes (id) ON DELETE SET NULL,
  updated_at        TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
`;
