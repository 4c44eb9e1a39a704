// Sign in with Google (app/server/google-sign-in.server.ts): the provider's accounts linked to ours.
// A provider names its account by `subject` (OpenID Connect's `sub`), which never changes, so the
// pair is unique; `email` is the address the provider gave when the link was made, shown in
// Settings. An account made through Google has no password: its password_hash is '' (no hash).
export const sql = /* sql */ `
CREATE TABLE user_identities (
  id         INTEGER PRIMARY KEY,
  user_id    INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  provider   TEXT NOT NULL CHECK (provider IN ('google')),
  subject    TEXT NOT NULL,
  email      TEXT NOT NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  UNIQUE (provider, subject),
  UNIQUE (user_id, provider)
);
`;
