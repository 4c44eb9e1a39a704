export const sql = /* sql */ `
-- Messages to send (app/server/outbox.server.ts). A message is written in the same transaction as
-- the change that causes it, whole (both parts and its headers), so that it is sent as it was
-- when it was written, and a change rolled back sends nothing. One process at a time delivers
-- (the lease below); each message is claimed for a while before it is handed to the SMTP server.
CREATE TABLE mail_outbox (
  id              INTEGER PRIMARY KEY,
  kind            TEXT NOT NULL,               -- what caused it: 'password-reset', ...
  recipient       TEXT NOT NULL,
  subject         TEXT NOT NULL,
  text_body       TEXT NOT NULL,
  html_body       TEXT NOT NULL,
  headers         TEXT NOT NULL DEFAULT '{}',  -- JSON: more headers (List-Unsubscribe)
  message_id      TEXT NOT NULL UNIQUE,        -- the Message-ID header, the same on every attempt
  created_at      TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  attempts        INTEGER NOT NULL DEFAULT 0,
  next_attempt_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  claimed_until   TEXT,                        -- a deliverer is sending it until then
  sent_at         TEXT,
  failed_at       TEXT,                        -- given up: last_error says why
  last_error      TEXT
);
CREATE INDEX mail_outbox_due ON mail_outbox (next_attempt_at) WHERE sent_at IS NULL AND failed_at IS NULL;

-- Who does a job that one process alone may do (deliver the outbox), and until when: another
-- process takes it over once the holder stops renewing it.
CREATE TABLE leases (
  name   TEXT PRIMARY KEY,
  holder TEXT NOT NULL,
  until  TEXT NOT NULL
) WITHOUT ROWID;

-- Password reset links: only a hash of the token is stored, so that a copy of the database
-- resets no password. A token is used once and expires an hour after it was made.
CREATE TABLE password_resets (
  token_hash TEXT PRIMARY KEY,
  user_id    INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  expires_at TEXT NOT NULL,
  used_at    TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
) WITHOUT ROWID;
CREATE INDEX password_resets_by_user ON password_resets (user_id);
`;
